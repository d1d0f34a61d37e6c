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
import type { Problem } from '../errors.ts';
import { didYouMean } from '../validate/suggest.ts';
import { scanBody, type ProseLine } from './source-lines.ts';

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
  length: number;
}

/**
 * Plain HTML elements rendered as HTML: inline and harmless, with no attribute that could run or load anything
 * (an `<a>` keeps only its href, through the scheme allow-list and checked as any link, and its name or id).
 */
export const ALLOWED_HTML = [
  'a', 'abbr', 'b', 'br', 'cite', 'code', 'del', 'details', 'dfn', 'em', 'i', 'ins', 'kbd', 'mark', 'q', 's', 'samp',
  'small', 'strong', 'sub', 'summary', 'sup', 'u', 'var', 'wbr', ...HTML_BLOCKS,
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
 * Checks one body: `file` and `bodyLine` place its problems; `resolve` turns an
 * import path into a project-relative file (for partials).
 */
export function checkMdx(body: string, file: string, bodyLine: number, resolve: (from: string) => string): MdxResult {
  const problems: Problem[] = [];
  const partials: PartialImport[] = [];
  const lines = body.split('\n');
  const scanned = scanBody(body);
  const at = (index: number, column = 1) => ({ file, line: bodyLine + index, column });
  const error = (message: string, index: number, column?: number) =>
    problems.push({ severity: 'error', stage: 'load', message, position: at(index, column) });
  if (scanned.unclosedFence !== undefined) {
    const fence = lines[scanned.unclosedFence].trim().slice(0, 3);
    error(`this code block is never closed: add a line with ${fence} where it ends (it hides the rest of the page)`, scanned.unclosedFence);
  }
  const known = new Set(THEME_COMPONENTS);
  let comment: number | undefined;
  const tags: TagAt[] = [];
  for (const prose of scanned.prose) {
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
    checkTags(prose, text, known, error, tags);
  }
  if (comment !== undefined) error('this comment {/* is never closed with */}', comment);
  problems.push(...unclosedAdmonitions(scanned.prose, at));
  for (const t of unclosedElements(tags)) {
    error(`this <${t.name}> is never closed: add </${t.name}> where it ends (it is left out of the page)`, t.index, t.column);
    // left out, so that nothing reads the rest of the page as its content
    lines[t.index] = lines[t.index].slice(0, t.column - 1) + ' '.repeat(t.length) + lines[t.index].slice(t.column - 1 + t.length);
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

/** Elements and expressions of one line of prose; the block elements' tags are added to `tags`. */
function checkTags(prose: ProseLine, text: string, known: Set<string>, error: (m: string, i: number, c?: number) => void, tags: TagAt[]) {
  const outside = text.replace(TAG, (m, close: string, name: string, attributes: string, self: string, offset: number) => {
    const column = offset + 1;
    if (!self && BLOCK_ELEMENTS.includes(name)) tags.push({ name, close: !!close, index: prose.index, column, length: m.length });
    if (close) {
      // a closing tag: its opening one was checked
    } else if (/^[A-Z]/.test(name)) {
      if (!known.has(name)) {
        const near = didYouMean(name, known);
        const hint = near ? `: ${near}` : `; it draws ${THEME_COMPONENTS.join(', ')} and imported partials`;
        error(`<${name}> is not a component this site draws${hint}. It is left out of the page`, prose.index, column);
      } else checkAttributes(name, attributes, prose.index, column, error);
    } else if (!ALLOWED_HTML.includes(name)) {
      error(`<${name}> is not one of the HTML elements a page may hold (${ALLOWED_HTML.join(', ')}); it is left out`, prose.index, column);
    }
    // an allowed element's attributes are dropped by the renderer (an abbreviation keeps its title, a link its href and id)
    return ' '.repeat(m.length);
  });
  // what is left: expressions in the text (a heading's {#id} is Docusaurus's own syntax, not one)
  for (const m of outside.matchAll(/\{(?!#[\w-]+\})[^}]*\}?/g)) {
    // `{\{`: escaped; `{   }`: a template literal of code (<CodeBlock>{`…`}</CodeBlock>), blanked as inline code
    if (m[0].startsWith('{\\') || /^\{\s*\}$/.test(m[0])) continue;
    error(
      `the expression ${m[0].slice(0, 40)} is never evaluated: this site runs no MDX code (write \\{ for a brace)`,
      prose.index,
      m.index + 1,
    );
  }
}

/** Expression attributes: only literals, and a table of contents for TOCInline, are understood. */
function checkAttributes(
  name: string,
  attributes: string,
  index: number,
  column: number,
  error: (m: string, i: number, c?: number) => void,
) {
  for (const m of attributes.matchAll(/([\w:-]+)\s*=\s*\{([^]*?)\}(?=\s|$)/g)) {
    const [, attribute, value] = m;
    if (/^\s*(-?\d+(\.\d+)?|true|false|'[^']*'|"[^"]*")\s*$/.test(value)) continue;
    if (name === 'TOCInline' && attribute === 'toc' && /^\s*toc(\.slice\(\s*\d+\s*(,\s*-?\d+\s*)?\))?\s*$/.test(value)) continue;
    error(`<${name} ${attribute}={${value.slice(0, 30)}}>: this expression is never evaluated; write the value as text`, index, column);
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
