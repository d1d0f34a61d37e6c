// MDX without running code. Docusaurus pages are MDX: imports, JSX elements
// and `{expressions}` mixed with Markdown. Here nothing of that is ever
// evaluated. What the commonest pages use is recognised: `import … from
// '@theme/Tabs'` and its siblings are dropped (the renderer draws those
// components itself, see mdx-components.ts), a partial imported from a `_file`
// or any other Markdown file is put in where its element stands, `{/* comments */}` disappear, and a few
// plain HTML elements pass. Anything else (another import or export, another
// element, an expression) is an error at its line and column, naming it; it
// is left out of the page, never shown as text. Fences and admonitions left
// open are errors at the line where they open, since they would swallow the
// rest of the page.
import path from 'node:path';
import type { Problem } from '../errors.ts';
import { didYouMean } from '../validate/suggest.ts';
import { scanBody, type ProseLine } from './source-lines.ts';
import { readLiteral, type Literal } from './mdx-literal.ts';

/** The components of `@theme/…` the renderer draws (mdx-components.ts). */
export const THEME_COMPONENTS = ['Tabs', 'TabItem', 'TOCInline', 'CodeBlock', 'Details', 'Admonition'];

/**
 * Block HTML elements read with their children as Markdown (mdx-components.ts), as MDX does: a paragraph and a
 * table; only a cell's rowspan and colspan are kept.
 */
export const HTML_BLOCKS = ['p', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];

/** The elements read with their children (mdx-components.ts): one left open is an error, as in MDX. */
export const BLOCK_ELEMENTS = ['Tabs', 'TabItem', 'details', 'Details', 'Admonition', 'CodeBlock', ...HTML_BLOCKS];

/** A tag of the prose, for pairing opening and closing ones. */
interface TagAt {
  name: string;
  close: boolean;
  index: number;
  column: number;
  /** the parts of lines it covers (0-based columns, `to` excluded): one, or more for a tag over several lines */
  spans: { index: number; from: number; to: number }[];
}

/** Prose lines read together: the text (code spans blanked) and the lines as written, joined by newlines. */
interface ProseUnit {
  index: number;
  text: string;
  raw: string;
  lines: number;
}

/**
 * Plain HTML elements rendered as HTML: inline and harmless, with no attribute that could run anything (an `<a>` keeps
 * only its href, through the scheme allow-list and checked as any link, and its name or id; an `<img>` its src, checked
 * as any image, alt, title, width and height).
 */
export const ALLOWED_HTML = [
  'a', 'abbr', 'b', 'br', 'cite', 'code', 'del', 'details', 'dfn', 'em', 'i', 'ins', 'kbd', 'mark', 'q', 's', 'samp',
  'small', 'strong', 'sub', 'summary', 'sup', 'u', 'var', 'wbr', 'img', ...HTML_BLOCKS,
]; // prettier-ignore

/** Admonition types, as in Docusaurus (`caution` is its older name for `warning`). */
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary'];

/** A partial: an element name and the project-relative file its import names. */
export interface PartialImport {
  name: string;
  file: string;
  line: number;
}

export interface MdxResult {
  /** the body with imports and comments blanked (every line keeps its number) */
  body: string;
  problems: Problem[];
  partials: PartialImport[];
}

const IMPORT = /^import\s+(?:(\w+)|\{[^}]*\}|\*\s+as\s+\w+)(?:\s*,\s*\{[^}]*\})?\s+from\s+['"]([^'"]+)['"];?\s*$/;
const TAG =
  /<(\/?)([A-Za-z][\w.-]*)((?:\s+[\w:-]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|[^\s"'=<>`{}]+))?)*)\s*(\/?)>/g;

/**
 * Checks one body: `file` (project-relative) and `bodyLine` place its problems;
 * a partial's import path is read from the file's folder.
 */
export function checkMdx(body: string, file: string, bodyLine: number): MdxResult {
  const resolve = (from: string) => path.posix.join(path.posix.dirname(file.split(path.sep).join('/')), from);
  const problems: Problem[] = [];
  const partials: PartialImport[] = [];
  const lines = body.split('\n');
  const scanned = scanBody(body);
  const at = (index: number, column = 1) => ({ file, line: bodyLine + index, column });
  const error = (message: string, index: number, column?: number, severity: 'error' | 'warning' = 'error') =>
    problems.push({ severity, stage: 'load', message, position: at(index, column) });
  if (scanned.unclosedFence !== undefined) {
    const fence = lines[scanned.unclosedFence].trim().slice(0, 3);
    error(`this code block is never closed: add a line with ${fence} where it ends (it hides the rest of the page)`, scanned.unclosedFence);
  }
  const known = new Set(THEME_COMPONENTS);
  let comment: number | undefined;
  const tags: TagAt[] = [];
  for (let p = 0; p < scanned.prose.length; p++) {
    const prose = scanned.prose[p];
    let text = prose.text;
    // MDX comments, over one line or several
    if (comment !== undefined) {
      const end = text.indexOf('*/}');
      if (end < 0) {
        lines[prose.index] = '';
        continue;
      }
      comment = undefined;
      text = ' '.repeat(end + 3) + text.slice(end + 3);
      lines[prose.index] = ' '.repeat(end + 3) + lines[prose.index].slice(end + 3);
    }
    const opened = text.lastIndexOf('{/*');
    if (opened >= 0 && text.indexOf('*/}', opened) < 0) comment = prose.index;
    text = text.replace(/\{\/\*[\s\S]*?\*\/\}/g, (m) => ' '.repeat(m.length));
    if (comment !== undefined) text = text.slice(0, text.lastIndexOf('{/*'));
    lines[prose.index] = blankLike(lines[prose.index], text);
    // ESM is a block of its own: `import` continuing a paragraph ("…can optionally\nimport history from…") is text
    if (/^(import|export)\s/.test(text) && blockStart(lines, prose.index)) {
      const partial = importLine(text, prose.index, resolve, known, partials);
      if (partial) error(partial, prose.index);
      lines[prose.index] = '';
      continue;
    }
    // an opening tag over several lines (`<Tabs\n  values={[\n …\n  ]}>`) is read as one
    const unit = gatherTag(scanned.prose, p, text, lines);
    p += unit.lines - 1;
    let raw = unit.raw;
    checkTags(unit, known, error, tags, (offset, length) => {
      // `<img style={{width: 300}}>`: the value becomes a quoted one of the same length (dropped by the renderer),
      // so that the image is still a tag; newlines kept, so every line keeps its number
      const value = raw
        .slice(offset, offset + length)
        .replace(/[^\n]/g, '.')
        .replace(/^.|.$/g, '"');
      raw = raw.slice(0, offset) + value + raw.slice(offset + length);
      raw.split('\n').forEach((l, k) => (lines[unit.index + k] = l));
    });
  }
  if (comment !== undefined) error('this comment {/* is never closed with */}', comment);
  problems.push(...unclosedAdmonitions(scanned.prose, at));
  for (const t of unclosedElements(tags)) {
    error(`this <${t.name}> is never closed: add </${t.name}> where it ends (it is left out of the page)`, t.index, t.column);
    // left out, so that nothing reads the rest of the page as its content
    for (const s of t.spans) lines[s.index] = lines[s.index].slice(0, s.from) + ' '.repeat(s.to - s.from) + lines[s.index].slice(s.to);
  }
  return { body: lines.join('\n'), problems, partials };
}

/**
 * Whether line `i` may open a block (MDX ESM cannot interrupt a paragraph): the body's first line, or one after
 * a blank line (an import line already read is blanked, so a run of imports counts) or a heading.
 */
function blockStart(lines: string[], i: number): boolean {
  return i === 0 || lines[i - 1].trim() === '' || /^\s{0,3}#{1,6}(\s|$)/.test(lines[i - 1]);
}

/** The line with what the checks blanked (comments) blanked too; untouched when nothing was. */
function blankLike(line: string, masked: string): string {
  if (!line.includes('{/*') && !line.includes('*/}')) return line;
  let out = '';
  for (let i = 0; i < line.length; i++) out += masked[i] === ' ' && line[i] !== ' ' && !isCodeSpan(line, i) ? ' ' : line[i];
  return out;
}

const isCodeSpan = (line: string, i: number) => (line.slice(0, i).match(/`/g)?.length ?? 0) % 2 === 1;

/** An import: dropped when it names a theme component or a partial, else the message of its error. */
function importLine(text: string, index: number, resolve: (from: string) => string, known: Set<string>, partials: PartialImport[]) {
  const m = IMPORT.exec(text.trim());
  if (text.startsWith('export')) return `"${text.trim().slice(0, 60)}": MDX exports are code, which this site never runs`;
  if (!m) return `"${text.trim().slice(0, 60)}" is not an import this site understands; it only runs no code`;
  const [, name, from] = m;
  const theme = /^@theme\/(\w+)$/.exec(from);
  if (theme && THEME_COMPONENTS.includes(theme[1])) return undefined;
  // any Markdown file imported by a relative path is drawn where its element stands, as Docusaurus does; a `_file` is
  // only that, another file is also a page of its own
  if (name && (/^\.\.?\//.test(from) || /(^|\/)_[^/]*\.mdx?$/.test(from)) && /\.mdx?$/.test(from)) {
    known.add(name);
    partials.push({ name, file: resolve(from), line: index });
    return undefined;
  }
  return (
    `import of ${name ?? 'code'} from '${from}': this site runs no MDX code; it draws ` +
    `${THEME_COMPONENTS.map((c) => '@theme/' + c).join(', ')} and imported Markdown files (partials) itself`
  );
}

/** The block elements opened and never closed (a closing tag closes the nearest open element of its name). */
function unclosedElements(tags: TagAt[]): TagAt[] {
  const open: TagAt[] = [];
  const unclosed: TagAt[] = [];
  for (const t of tags) {
    if (!t.close) open.push(t);
    else {
      const i = open.findLastIndex((o) => o.name === t.name);
      if (i >= 0) unclosed.push(...open.splice(i).slice(1));
    }
  }
  return [...unclosed, ...open].sort((a, b) => a.index - b.index || a.column - b.column);
}

/**
 * Line `p` of the prose, joined with the lines after it when it ends inside the opening tag of a component or an
 * `<img>` (quotes and braces counted); a blank line or a fence ends the search, and the line is then read alone.
 */
function gatherTag(prose: ProseLine[], p: number, text: string, lines: string[]): ProseUnit {
  const alone = { index: prose[p].index, text, raw: lines[prose[p].index], lines: 1 };
  const open = /<(?:[A-Z][\w.]*|img)(?=\s|$)(?![^<]*>)[^<]*$/.exec(text);
  if (!open || tagEnd(text, open.index) >= 0) return alone;
  let joined = text;
  let raw = alone.raw;
  for (let q = p + 1; q < prose.length && prose[q].index === prose[q - 1].index + 1 && prose[q].text.trim(); q++) {
    joined += '\n' + prose[q].text;
    raw += '\n' + lines[prose[q].index];
    if (tagEnd(joined, open.index) >= 0) return { index: alone.index, text: joined, raw, lines: q - p + 1 };
  }
  return alone;
}

/** Just past the `>` of the tag opening at `from`, skipping quoted and braced values; -1 when it does not end. */
export const tagEnd = (text: string, from: number) => scanTo(text, from + 1, '>');

/** Just past the `}` closing the brace at `from`; -1 when it is never closed. */
const braceEnd = (text: string, from: number) => scanTo(text, from, '}');

/** Just past the first `>` outside braces, or the `}` that brings the depth back to 0, skipping quoted text; else -1. */
function scanTo(text: string, from: number, end: '>' | '}'): number {
  let depth = 0;
  let quote = '';
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'" || (c === '`' && depth > 0)) quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0 && end === '}') return i + 1;
    else if (c === '>' && depth <= 0 && end === '>') return i + 1;
  }
  return -1;
}

type ErrorAt = (m: string, i: number, c?: number, severity?: 'error' | 'warning') => void;

/** Elements and expressions of prose lines; the block elements' tags are added to `tags`. */
function checkTags(unit: ProseUnit, known: Set<string>, error: ErrorAt, tags: TagAt[], quote: (offset: number, length: number) => void) {
  const breaks = [...unit.text.matchAll(/\n/g)].map((m) => m.index);
  /** the 0-based line index and 1-based column of an offset in the unit */
  const place = (offset: number) => {
    const before = breaks.filter((b) => b < offset);
    return { index: unit.index + before.length, column: offset - (before.length ? before[before.length - 1] + 1 : 0) + 1 };
  };
  const errorAt = (message: string, offset: number, severity?: 'error' | 'warning') => {
    const { index, column } = place(offset);
    error(message, index, column, severity);
  };
  const outside = unit.text.replace(TAG, (m, close: string, name: string, attributes: string, self: string, offset: number) => {
    if (!self && BLOCK_ELEMENTS.includes(name)) tags.push({ name, close: !!close, ...place(offset), spans: spans(offset, m.length) });
    const attributesAt = offset + 1 + (close ? 1 : 0) + name.length;
    const rawAttributes = unit.raw.slice(attributesAt, attributesAt + attributes.length);
    if (close) {
      // a closing tag: its opening one was checked
    } else if (/^[A-Z]/.test(name)) {
      if (!known.has(name)) {
        const near = didYouMean(name, known);
        const hint = near ? `: ${near}` : `; it draws ${THEME_COMPONENTS.join(', ')} and imported partials`;
        errorAt(`<${name}> is not a component this site draws${hint}. It is left out of the page`, offset);
      } else checkAttributes(name, rawAttributes, (message, at) => errorAt(message, attributesAt + at));
    } else if (name === 'img') {
      checkImage(rawAttributes, (message, at, severity) => errorAt(message, at < 0 ? offset : attributesAt + at, severity));
      for (const { name: attribute, braced } of attributeList(rawAttributes)) {
        if (braced && attribute !== 'src') quote(attributesAt + braced.at - 1, braced.text.length + 2);
      }
    } else if (!ALLOWED_HTML.includes(name)) {
      errorAt(`<${name}> is not one of the HTML elements a page may hold (${ALLOWED_HTML.join(', ')}); it is left out`, offset);
    }
    // an allowed element's attributes are dropped by the renderer (an abbreviation keeps its title, a link its href and id)
    return m.replace(/[^\n]/g, ' ');
  });
  // what is left: expressions in the text (a heading's {#id} is Docusaurus's own syntax, not one)
  for (const m of outside.matchAll(/\{(?!#[\w-]+\})[^}]*\}?/g)) {
    // `{\{`: escaped; `{   }`: a template literal of code (<CodeBlock>{`…`}</CodeBlock>), blanked as inline code
    if (m[0].startsWith('{\\') || /^\{\s*\}$/.test(m[0])) continue;
    errorAt(`the expression ${m[0].slice(0, 40)} is never evaluated: this site runs no MDX code (write \\{ for a brace)`, m.index);
  }

  /** The parts of each line that the text from `offset` over `length` characters covers. */
  function spans(offset: number, length: number): TagAt['spans'] {
    const out: TagAt['spans'] = [];
    for (let at = offset; at < offset + length;) {
      const { index, column } = place(at);
      const lineEnd = unit.text.indexOf('\n', at);
      const to = Math.min(offset + length, lineEnd < 0 ? unit.text.length : lineEnd);
      out.push({ index, from: column - 1, to: column - 1 + to - at });
      at = to + 1;
    }
    return out;
  }
}

/** The attributes of an opening tag, in order: `name` (bare), `name="…"`/`'…'`, `name={…}` with its value's text and offset. */
function* attributeList(text: string): Generator<{ name: string; at: number; braced?: { text: string; at: number } }> {
  const pattern = /([\w:-]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|(\{)))?/g;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (!m[2]) {
      yield { name: m[1], at: m.index };
      continue;
    }
    const open = m.index + m[0].length;
    const close = braceEnd(text, open - 1);
    const end = close < 0 ? text.length + 1 : close;
    yield { name: m[1], at: m.index, braced: { text: text.slice(open, end - 1), at: open } };
    pattern.lastIndex = end;
  }
}

/**
 * Expression attributes of a component: literals are read as data (mdx-literal.ts), never run; a list only as
 * Tabs' `values`; and a table of contents for TOCInline. `error` takes the offset in `attributes`.
 */
function checkAttributes(name: string, attributes: string, error: (m: string, at: number) => void) {
  for (const { name: attribute, braced } of attributeList(attributes)) {
    if (!braced) continue;
    const { text: value, at } = braced;
    if (name === 'TOCInline' && attribute === 'toc' && /^\s*toc(\.slice\(\s*\d+\s*(,\s*-?\d+\s*)?\))?\s*$/.test(value)) continue;
    const literal = readLiteral(value);
    if (!literal.ok) {
      error(`<${name} ${attribute}={…}>: ${literal.message}`, at + literal.at);
      continue;
    }
    if (value.slice(literal.end).trim()) {
      error(`<${name} ${attribute}={${value.slice(0, 30)}}>: this expression is never evaluated; write the value as text`, at);
    } else if (name === 'Tabs' && attribute === 'values') {
      const problem = tabValuesProblem(literal.value);
      if (problem) error(`<Tabs values={…}>: ${problem}`, at);
    } else if (typeof literal.value === 'object' && literal.value !== null) {
      error(`<${name} ${attribute}={…}>: only <Tabs values> takes a list or an object here; write the value as text`, at);
    }
  }
}

/** Why a Tabs `values` is not a list of `{value, label}` with string fields, as Docusaurus documents it, or undefined. */
function tabValuesProblem(values: Literal): string | undefined {
  if (!Array.isArray(values)) return "a list of {label: '…', value: '…'} is expected";
  for (const [i, v] of values.entries()) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return `item ${i + 1} is not {label: '…', value: '…'}`;
    for (const [key, field] of Object.entries(v)) {
      if (!TAB_VALUE_KEYS.includes(key)) {
        const near = didYouMean(key, TAB_VALUE_KEYS);
        return `item ${i + 1}: ${key} is not a field of a tab${near ? `: ${near}` : ' (label, value)'}`;
      }
      if (typeof field !== 'string') return `item ${i + 1}: ${key} must be a string`;
    }
    if (typeof v.value !== 'string') return `item ${i + 1} has no value`;
  }
  return undefined;
}

const TAB_VALUE_KEYS = ['label', 'value'];

/**
 * An `<img>`: drawn as a Markdown image is (render.ts); its src is checked as any image by the link check. An event
 * handler is an error (never drawn); a missing alt a warning, since screen readers then read nothing useful.
 */
function checkImage(attributes: string, error: (m: string, at: number, severity?: 'error' | 'warning') => void) {
  const names = [...attributeList(attributes)];
  for (const a of names) {
    if (/^on/i.test(a.name)) error(`<img ${a.name}>: event handlers are code, which this site never runs; remove it`, a.at);
  }
  const src = names.find((a) => a.name === 'src');
  if (src?.braced) error('<img src={…}>: this expression is never evaluated; write the address as text, src="…"', src.braced.at);
  else if (!/(?:^|\s)src\s*=\s*["']/.test(attributes)) error('<img> has no src: write the address of the image in src="…"', -1);
  if (!names.some((a) => a.name === 'alt')) {
    error('<img> has no alt: describe the image in alt="…" for screen readers (alt="" if it is only decoration)', -1, 'warning');
  }
}

/** `:::note` … `:::`: one left open is an error at its line; `::::` closes only `::::`. */
function unclosedAdmonitions(prose: ProseLine[], at: (i: number) => { file: string; line: number; column: number }): Problem[] {
  const open: { colons: number; index: number; kind: string }[] = [];
  const problems: Problem[] = [];
  for (const { index, text } of prose) {
    const m = /^\s*(:{3,})\s*([\w-]*)/.exec(text);
    if (!m) continue;
    const [, colons, kind] = m;
    if (kind) {
      if (!ADMONITION_TYPES.includes(kind)) {
        const near = didYouMean(kind, ADMONITION_TYPES);
        problems.push({
          severity: 'error',
          stage: 'load',
          message: `:::${kind} is not an admonition type${near ? `: ${near}` : ` (${ADMONITION_TYPES.join(', ')})`}`,
          position: at(index),
        });
      }
      open.push({ colons: colons.length, index, kind });
    } else {
      const i = open.findLastIndex((o) => o.colons === colons.length);
      if (i >= 0) open.splice(i);
    }
  }
  for (const o of open) {
    problems.push({
      severity: 'error',
      stage: 'load',
      message: `this :::${o.kind} is never closed: add a line with ${':'.repeat(o.colons)} where it ends`,
      position: at(o.index),
    });
  }
  return problems;
}
