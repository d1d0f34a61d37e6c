// Turning a failed query into a message a person can act on: where a syntax
// error is (line and column, and the line itself with a caret under the
// spot) and what the parser expected there. Pure, so it is unit-tested.

export interface QueryProblem {
  kind: 'syntax' | 'other';
  /** 1-based */
  line?: number;
  /** 1-based */
  column?: number;
  /** what went wrong, without the parser's own excerpt (the parser's words, in English) */
  detail: string;
  /** the token found where the error is; `null` for the end of the query */
  found?: string | null;
  /** what the grammar would have accepted there */
  expected?: string[];
  /** the offending line and a caret under the error, when the position is known */
  excerpt?: string;
  /** character offset of the error in the query, to select it in the editor */
  offset?: number;
}

interface JisonHash {
  text?: string;
  token?: string;
  line?: number;
  loc?: { first_line: number; first_column: number; last_line: number; last_column: number };
  expected?: string[];
}

const SYNTAX = /^(Parse error|Lexical error|Unknown prefix|Unexpected|Expecting|Syntax error)/i;
// how other endpoints (Jena, RDF4J, Virtuoso…) phrase a position in their error text
const LINE_COLUMN = /line (\d+), column (\d+)/i;

/** Character offset of a 1-based line and 0-based column. */
function offsetOf(query: string, line: number, column: number): number {
  const lines = query.split('\n');
  return lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0) + column;
}

/** 1-based line and column of a character offset. */
function lineColumnOf(query: string, offset: number): { line: number; column: number } {
  const before = query.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/** Skips blanks and `#` comments: where the next token starts. */
function nextTokenAt(query: string, from: number): number {
  let i = from;
  while (i < query.length) {
    if (/\s/.test(query[i])) i++;
    else if (query[i] === '#') while (i < query.length && query[i] !== '\n') i++;
    else break;
  }
  return i;
}

function positionOf(error: { message: string; hash?: JisonHash }, query: string): { line?: number; column?: number } {
  const hash = error.hash;
  const loc = hash?.loc;
  if (loc && Number.isInteger(loc.last_line)) {
    // jison reports where the last accepted token is (lines from 1, columns
    // from 0); the offending token is the next one after it
    const after = offsetOf(query, loc.last_line, loc.last_column);
    const at = nextTokenAt(query, after);
    if (hash?.text ? query.startsWith(hash.text, at) : at >= query.length) return lineColumnOf(query, at);
    return { line: loc.first_line, column: loc.first_column + 1 };
  }
  if (typeof hash?.line === 'number') return { line: hash.line + 1 };
  const lc = LINE_COLUMN.exec(error.message);
  if (lc) return { line: Number(lc[1]), column: Number(lc[2]) };
  const m = /on line (\d+)/.exec(error.message);
  return m ? { line: Number(m[1]) } : {};
}

function detailOf(error: { message: string }): string {
  // jison puts an excerpt and a caret line in the message: keep only the explanation
  const lines = error.message.split('\n').filter((l) => l.trim() && !/^-*\^$/.test(l.trim()) && !l.startsWith('...'));
  return (
    lines
      .filter((l) => !/^(Parse|Lexical) error on line \d+:?$/.test(l.trim()))
      .join(' ')
      .trim() || lines.join(' ')
  );
}

export function describeQueryError(error: unknown, query: string): QueryProblem {
  const err = (error instanceof Error ? error : new Error(String(error))) as Error & { hash?: JisonHash };
  const syntax = !!err.hash || SYNTAX.test(err.message) || LINE_COLUMN.test(err.message);
  if (!syntax) return { kind: 'other', detail: err.message };
  const { line, column } = positionOf(err, query);
  const problem: QueryProblem = { kind: 'syntax', line, column, detail: detailOf(err) };
  const hash = err.hash;
  if (hash?.expected?.length) {
    problem.expected = [...new Set(hash.expected.map((x) => x.replace(/^'|'$/g, '')))];
    problem.found = hash.token === 'EOF' || !hash.text ? null : hash.text;
  }
  if (line !== undefined) {
    const lines = query.split('\n');
    const text = lines[line - 1];
    if (text !== undefined) {
      const col = Math.min(column ?? 1, text.length + 1);
      // tabs stay tabs under the line so the caret lines up
      problem.excerpt = `${text}\n${text.slice(0, Math.max(0, col - 1)).replace(/[^\t]/g, ' ')}^`;
      problem.offset = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0) + col - 1;
    }
  }
  return problem;
}
