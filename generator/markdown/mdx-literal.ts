// A JavaScript literal in an MDX attribute (`values={[{label: 'npm', value: 'npm'}]}`), read as data and never
// evaluated: strings in ' " or ` (a template without `${}`), numbers, true, false, null, arrays, and objects whose
// keys are identifiers or strings, trailing commas allowed. Anything else (a name, a call, an operator, a spread,
// a comment) is code, which this site never runs: an error at its offset. No library reads exactly this strict
// subset (JSON5 takes comments, Infinity and hex; a JS parser takes everything), and it is short.

export type Literal = string | number | boolean | null | Literal[] | { [key: string]: Literal };

export type LiteralResult = { ok: true; value: Literal; end: number } | { ok: false; message: string; at: number };

/** Nesting deeper than this is refused, so a hostile page cannot exhaust the stack. */
const MAX_DEPTH = 32;

class LiteralError extends Error {
  constructor(
    message: string,
    readonly at: number,
  ) {
    super(message);
  }
}

/** Reads one literal of `text` from `start` (leading spaces skipped); `end` is just past it. */
export function readLiteral(text: string, start = 0): LiteralResult {
  const reader = new Reader(text, start);
  try {
    const value = reader.value(0);
    return { ok: true, value, end: reader.i };
  } catch (e) {
    if (e instanceof LiteralError) return { ok: false, message: e.message, at: e.at };
    throw e;
  }
}

const NUMBER = /-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/y;
const WORD = /[A-Za-z_$][\w$]*/y;
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };

class Reader {
  i: number;
  constructor(
    private readonly text: string,
    start: number,
  ) {
    this.i = start;
  }

  private space(): void {
    while (/\s/.test(this.text[this.i] ?? '')) this.i++;
  }

  private match(pattern: RegExp): string | undefined {
    pattern.lastIndex = this.i;
    const m = pattern.exec(this.text);
    if (m) this.i += m[0].length;
    return m?.[0];
  }

  private fail(what = ''): never {
    const found = what || this.text.slice(this.i, this.i + 20).split('\n')[0] || 'the end';
    throw new LiteralError(
      `${JSON.stringify(found)} is code, which this site never runs: only strings, numbers, true, false, null, ` +
        `[arrays] and {objects} are read`,
      this.i,
    );
  }

  value(depth: number): Literal {
    this.space();
    if (depth > MAX_DEPTH) throw new LiteralError(`nested more than ${MAX_DEPTH} deep`, this.i);
    const c = this.text[this.i];
    if (c === '"' || c === "'" || c === '`') return this.string(c);
    if (c === '[') return this.array(depth);
    if (c === '{') return this.object(depth);
    const number = this.match(NUMBER);
    if (number !== undefined) {
      if (WORD.test(this.text[this.i] ?? '')) this.fail(number + this.text[this.i]);
      return Number(number);
    }
    const start = this.i;
    const word = this.match(WORD);
    if (word === 'true' || word === 'false') return word === 'true';
    if (word === 'null') return null;
    this.i = start;
    return this.fail(word);
  }

  private string(quote: string): string {
    const start = this.i++;
    let out = '';
    for (; this.i < this.text.length; this.i++) {
      const c = this.text[this.i];
      if (c === quote) {
        this.i++;
        return out;
      }
      if (c === '\n' && quote !== '`') break;
      if (quote === '`' && c === '$' && this.text[this.i + 1] === '{') {
        throw new LiteralError('${…} in a template string is code, which this site never runs: write the text itself', this.i);
      }
      if (c === '\\') {
        const next = this.text[++this.i] ?? '';
        out += ESCAPES[next] ?? (next === '\n' ? '' : next);
      } else out += c;
    }
    throw new LiteralError(`this string is never closed with ${quote}`, start);
  }

  private array(depth: number): Literal[] {
    this.i++;
    const out: Literal[] = [];
    for (;;) {
      this.space();
      if (this.text[this.i] === ']') break;
      out.push(this.value(depth + 1));
      if (!this.separator(']')) break;
    }
    this.i++;
    return out;
  }

  private object(depth: number): { [key: string]: Literal } {
    this.i++;
    const out: { [key: string]: Literal } = Object.create(null) as { [key: string]: Literal };
    for (;;) {
      this.space();
      const c = this.text[this.i];
      if (c === '}') break;
      const key = c === '"' || c === "'" ? this.string(c) : this.match(WORD);
      if (key === undefined) this.fail();
      this.space();
      if (this.text[this.i] !== ':') this.fail();
      this.i++;
      out[key] = this.value(depth + 1);
      if (!this.separator('}')) break;
    }
    this.i++;
    return out;
  }

  /** After an element: true past a comma (another may follow), false before the closing bracket. */
  private separator(close: string): boolean {
    this.space();
    const c = this.text[this.i];
    if (c === ',') {
      this.i++;
      return true;
    }
    if (c === close) return false;
    return this.fail();
  }
}
