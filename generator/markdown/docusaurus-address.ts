// Where a Docusaurus doc lives and what it is called, as Docusaurus decides:
// its address from its file's path, with `id` naming the last part and `slug`
// overriding the whole; its title from `title`, or else from the `#` heading
// that opens the page (that heading then is the page title, not repeated in
// the body). Files and folders whose name starts with `_` are partials: never
// pages, only imported into others.
import path from 'node:path';

/** A Markdown file name: `.md` or `.mdx`, optionally with the French `.fr` before it. */
export const MARKDOWN_FILE = /(\.fr)?\.mdx?$/;

/** `_snippet.md` and anything under `_shared/`: a partial, never a page (Docusaurus ignores them too). */
export function isPartial(relPath: string): boolean {
  return relPath.split(/[\\/]/).some((part) => part.startsWith('_'));
}

/** Is this file a French twin (`x.fr.md`, `x.fr.mdx`)? */
export const isFrenchFile = (file: string) => /\.fr\.mdx?$/.test(file);

/**
 * The language-free route key of a doc: `/docs/` + its path without the
 * extension (`index` names its folder), the last part replaced by `id`
 * when given, or `slug` instead of all that: `/x` from the docs root, `x`
 * beside the file, as in Docusaurus.
 */
export function docKey(relToDocs: string, fields: { id?: string; slug?: string } = {}): string {
  const parts = relToDocs.split(path.sep).join('/').replace(MARKDOWN_FILE, '').split('/');
  const isIndex = parts[parts.length - 1] === 'index';
  if (isIndex) parts.pop();
  else if (fields.id) parts[parts.length - 1] = fields.id;
  if (fields.slug !== undefined) {
    const slug = fields.slug.trim();
    const folder = isIndex ? parts : parts.slice(0, -1);
    const joined = slug.startsWith('/') ? slug : [...folder, slug].join('/');
    const clean = joined
      .split('/')
      .filter((s) => s !== '' && s !== '.')
      .join('/');
    return clean ? `/docs/${clean}` : '/docs';
  }
  return ['/docs', ...parts].join('/');
}

/** A first-level ATX heading: `# Title`, its optional closing hashes dropped. */
const H1 = /^ {0,3}#[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
/** Lines that may come before the title heading: blank, MDX imports and exports, MDX comments. */
const BEFORE_TITLE = /^\s*$|^import\s.*$|^\{\/\*.*\*\/\}\s*$/;

/**
 * The `#` heading that opens the body (after blank lines, imports and MDX
 * comments), as Docusaurus takes it for the page's title: its text and line
 * (0-based, in the body), or undefined when the page does not start with one.
 */
export function contentTitle(body: string): { title: string; line: number } | undefined {
  const lines = body.split('\n', 200);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].replace(/\r$/, '');
    const m = H1.exec(line);
    if (m) return m[1].trim() ? { title: m[1].trim(), line: i } : undefined;
    if (!BEFORE_TITLE.test(line)) return undefined;
  }
  return undefined;
}

/** The body without its title heading: that line left blank, so every other keeps its number. */
export function withoutTitleLine(body: string, line: number): string {
  let start = 0;
  for (let i = 0; i < line; i++) start = body.indexOf('\n', start) + 1;
  const end = body.indexOf('\n', start);
  return body.slice(0, start) + (end < 0 ? '' : body.slice(end));
}
