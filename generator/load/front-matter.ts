// Where things are in a Markdown file's front matter, for messages: the line
// and column of a field or of one value of a list field, the spot where a
// forgotten closing `---` belongs, and YAML's own errors said in plain words
// at the right line.
import yaml from 'js-yaml';
import { UserError, type Position } from '../errors.ts';

/**
 * Front matter is data: YAML's core types (strings, numbers, booleans, null,
 * lists, maps) and dates, and no tag that constructs anything else. gray-matter,
 * read here before, also took `---js` front matter and evaluated it, so a pull
 * request could run code on CI; js-yaml is called directly instead, with this schema.
 */
// js-yaml exports its built-in types as `types`; @types/js-yaml does not declare it
const { timestamp } = (yaml as unknown as { types: { timestamp: yaml.Type } }).types;
export const FRONT_MATTER_SCHEMA = yaml.CORE_SCHEMA.extend({ implicit: [timestamp] });

/**
 * The fields of a front-matter block (`---` up to the closing `\n---`, or the
 * whole page when it is never closed). A page that does not open with `---`,
 * or opens with `----`, has none. A language tag after the opening `---` other
 * than `yaml` is refused at its position: nothing but YAML is ever read.
 * js-yaml's own errors are thrown as they are (see yamlError).
 */
export function frontMatterFields(block: string, file: string): Record<string, unknown> {
  if (!block.startsWith('---') || block[3] === '-') return {};
  const eol = block.indexOf('\n');
  const opening = (eol < 0 ? block : block.slice(0, eol)).replace(/\r$/, '');
  const tag = opening.slice(3).trim();
  if (tag !== '' && tag.toLowerCase() !== 'yaml') {
    const message =
      `front matter is YAML, and "---${tag}" asks for another language; it is never read (front matter is data, not code): ` +
      'start the page with a line holding only ---';
    throw new UserError(message, { file, line: 1, column: 4 + opening.slice(3).search(/\S/) });
  }
  if (eol < 0) return {};
  const close = block.indexOf('\n---', eol);
  // from the opening line's end, so that js-yaml's line 0 is the file's line 1 (yamlError counts on it)
  const source = block.slice(eol, close < 0 ? block.length : close);
  const data: unknown = yaml.load(source, { schema: FRONT_MATTER_SCHEMA, filename: file });
  if (data === null || data === undefined) return {};
  if (typeof data !== 'object' || Array.isArray(data) || data instanceof Date) {
    throw new UserError('front matter should be fields, one "key: value" a line', { file, line: 2, column: 1 });
  }
  return data as Record<string, unknown>;
}

/**
 * The front matter's lines: line 1 (`---`) up to and including the closing
 * `---` (every line if it is never closed). Read line by line up to there,
 * not by splitting the whole page: at bench scale 20 splitting every page to
 * keep its first lines was ~0.28 s of the main thread.
 */
export function frontMatterLines(text: string): string[] {
  const lines: string[] = [];
  for (let at = 0; at <= text.length;) {
    const newline = text.indexOf('\n', at);
    const end = newline < 0 ? text.length : newline;
    const line = text.slice(at, end).replace(/\r$/, '');
    lines.push(line);
    if (lines.length > 1 && line.trimEnd() === '---') break;
    at = end + 1;
  }
  return lines;
}

/**
 * Line and column (1-based) of `key:`, or of `value` among the items of that
 * field (`tags: [a, b]` or one `- b` per line), in the front-matter lines.
 */
export function fieldPosition(lines: readonly string[], key: string, value?: string): { line: number; column: number } | undefined {
  const at = lines.findIndex((l, i) => i > 0 && l.startsWith(key + ':'));
  if (at < 0) return undefined;
  if (value === undefined) return { line: at + 1, column: 1 };
  for (let i = at; i < lines.length && (i === at || /^\s|^-/.test(lines[i])); i++) {
    const from = i === at ? key.length + 1 : 0;
    const m = new RegExp(`(^|[\\s\\[,'"-])(${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})(?=$|[\\s\\],'"#])`).exec(lines[i].slice(from));
    if (m) return { line: i + 1, column: from + m.index + m[1].length + 1 };
  }
  return { line: at + 1, column: 1 };
}

/** Line of `key:` in a page's front matter, for messages. */
export const lineOfKey = (text: string | undefined, key: string) => (text ? fieldPosition(frontMatterLines(text), key)?.line : undefined);

/** A line that belongs in front matter: `key: value`, a list item, an indented continuation, a comment. */
const YAML_LIKE = /^([\w-]+\s*:(\s|$)|\s+\S|-(\s|$)|#)/;

/**
 * A front matter that opens with `---` and is not closed where its fields
 * end: YAML then reads the page's text as fields and fails lines below the
 * real spot, in its own jargon. Points at the first line that is not a field.
 */
export function unclosedFrontMatter(text: string, file: string): UserError | undefined {
  const lines = text.split('\n').map((l) => l.replace(/\r$/, ''));
  if (lines[0].trimEnd() !== '---') return undefined;
  let last = 0;
  for (let i = 1; i < lines.length; i++) {
    if (lines[i].trimEnd() === '---') return undefined;
    if (lines[i].trim() === '') continue;
    if (!YAML_LIKE.test(lines[i])) {
      return new UserError(
        `the front matter that opens with "---" on line 1 is not closed: ` +
          `add a line holding only --- after its last field (line ${last + 1}), before this line`,
        { file, line: i + 1, column: 1 },
      );
    }
    last = i;
  }
  const message = 'the front matter that opens with "---" on line 1 is never closed: add a line holding only --- after its last field';
  return new UserError(message, { file, line: last + 1 });
}

/** js-yaml's error, at its line in the file and in words an editor can act on. */
type YamlError = Error & { mark?: { line: number; column: number }; reason?: string };

export function yamlError(err: YamlError, text: string, file: string): UserError {
  // js-yaml counts lines from 0 in the text after the opening "---", whose own line end is its line 0: file line = mark + 1
  const position: Position = { file, line: err.mark ? err.mark.line + 1 : undefined, column: err.mark ? err.mark.column + 1 : undefined };
  const reason = err.reason ?? err.message.split('\n')[0];
  const source = position.line ? (text.split('\n')[position.line - 1] ?? '') : '';
  const value = /^[\w-]+:\s*(.*)$/.exec(source)?.[1] ?? '';
  let hint = '';
  const quoted = /^["']/.test(value);
  if (/: /.test(value) && !quoted) hint = ': the value holds ": ", which YAML reads as a new field; put the whole value in quotes ("…")';
  else if (quoted && !new RegExp(`${value[0]}\\s*(#.*)?$`).test(value)) hint = ': the quoted value is not closed by the same quote';
  return new UserError(`front matter is not valid YAML (${reason})${hint}`, position);
}
