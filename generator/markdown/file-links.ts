// File links, the commonest link form in Docusaurus docs: `[x](Other.md)`,
// `./other.mdx#anchor`, `../folder/page.md`, `@site/docs/x.md`, and images
// under `@site/static/` (also in `<img src>`). Each names a file; here it becomes the address of
// the page that file makes (language-free: the renderer puts a French page's
// links under /fr/), so a link keeps working when a page's address changes
// with its id or slug. The route stage then checks the address and its
// anchor like any other link. A file link to no file is an error at its line
// and column, with the nearest file name.
import path from 'node:path';
import type { Problem } from '../errors.ts';
import { nearestName } from '../validate/suggest.ts';
import { scanBody } from './source-lines.ts';
import { ASSET_FILE } from '../load/content-assets.ts';

/** What this needs of a loaded document. */
export interface LinkedDocument {
  kind: 'doc' | 'post';
  /** project-relative path */
  file: string;
  key: string;
  body: string;
  bodyLine: number;
}

const MD_TARGET = /^([^?#]*\.mdx?)([?#].*)?$/i;
const ASSET_TARGET = /^([^?#]*)([?#].*)?$/;
/** `](dest`, `[label]: dest` (a reference definition), `<a href="dest">` and `<img src="dest">` */
const DESTINATION =
  /\]\(\s*<?([^\s)>]+)|^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)|<a\b[^>]*?\shref\s*=\s*"([^"\s]+)"|<img\b[^>]*?\ssrc\s*=\s*["']([^"'\s]+)["']/g;

/**
 * Whether a body has a DESTINATION that is neither an address with a scheme, nor a site path, nor an anchor: only
 * those can be file links (target() leaves the others alone). Most pages have none, and a dev rebuild looks at
 * every page: with this test first, a warm load of the real site's Markdown took 60-72 ms of CPU instead of
 * 103-104 (medians of 15, alternated).
 */
const NOT_ABSOLUTE = String.raw`(?![a-z][a-z0-9+.-]*:|[/#])`;
const RELATIVE_DESTINATION = new RegExp(
  String.raw`\]\(\s*<?${NOT_ABSOLUTE}[^\s)>]|^\s{0,3}\[[^\]]+\]:\s*<?${NOT_ABSOLUTE}\S|` +
    String.raw`<a\b[^>]*?\shref\s*=\s*"${NOT_ABSOLUTE}[^"\s]|<img\b[^>]*?\ssrc\s*=\s*["']${NOT_ABSOLUTE}[^"'\s]`,
  'im',
);

/**
 * Rewrites the file links of every document to page addresses, in place
 * (only the destinations change: every line keeps its number). `contentDocs`:
 * the project-relative content/docs folder, which `@site/docs/` names.
 */
export function resolveFileLinks(documents: LinkedDocument[], contentDocs: string, assets: ReadonlySet<string> = new Set()): Problem[] {
  const byFile = new Map<string, string>();
  for (const d of documents) {
    if (!d.key) continue; // a partial: not a page to link to
    byFile.set(d.file, d.key);
    // a link names the English file; the French twin's page has the same key
    byFile.set(d.file.replace(/\.fr\.(mdx?)$/, '.$1'), d.key);
  }
  const problems: Problem[] = [];
  for (const d of documents) {
    if (!RELATIVE_DESTINATION.test(d.body)) continue;
    d.body = rewrite(d, { byFile, assets }, contentDocs, problems);
  }
  return problems;
}

/** The pages by file, and the asset files beside them (project-relative paths). */
interface Known {
  byFile: Map<string, string>;
  assets: ReadonlySet<string>;
}

function rewrite(d: LinkedDocument, known: Known, contentDocs: string, problems: Problem[]): string {
  const lines = d.body.split('\n');
  for (const { index, text } of scanBody(d.body).prose) {
    const changes: { at: number; length: number; to: string }[] = [];
    for (const m of text.matchAll(DESTINATION)) {
      const dest = m[1] ?? m[2] ?? m[3] ?? m[4];
      const at = m.index + m[0].lastIndexOf(dest);
      const to = target(dest, d, known, contentDocs);
      if (to === undefined) continue;
      if (typeof to === 'string') changes.push({ at, length: dest.length, to });
      else problems.push({ ...to, position: { file: d.file, line: d.bodyLine + index, column: at + 1 } });
    }
    let line = lines[index];
    for (const c of changes.reverse()) line = line.slice(0, c.at) + c.to + line.slice(c.at + c.length);
    lines[index] = line;
  }
  return lines.join('\n');
}

/** The address a destination becomes, a problem when it names no file, or undefined when it is not a file link. */
function target(dest: string, d: LinkedDocument, known: Known, contentDocs: string): string | Omit<Problem, 'position'> | undefined {
  if (dest.startsWith('@site/static/')) return dest.slice('@site/static'.length);
  if (/^[a-z][a-z0-9+.-]*:/i.test(dest) || dest.startsWith('/') || dest.startsWith('#')) return undefined;
  const asset = ASSET_TARGET.exec(dest)!;
  if (ASSET_FILE.test(asset[1]) && !dest.startsWith('@site/')) return assetTarget(dest, asset[1], asset[2] ?? '', d, known, contentDocs);
  const m = MD_TARGET.exec(dest);
  if (!m) return undefined;
  const file = fileOf(m[1], d, contentDocs);
  if (file === undefined) return undefined;
  const key = known.byFile.get(file);
  if (key) return key + (m[2] ?? '');
  const hint = nearSibling(file, known.byFile.keys());
  return { severity: 'error', stage: 'load', message: `broken file link to ${dest} in ${d.file}: there is no page ${file}${hint}` };
}

/** The project-relative file a written destination names, or undefined when it cannot be decoded. */
function fileOf(written: string, d: LinkedDocument, contentDocs: string): string | undefined {
  try {
    const decoded = decodeURI(written);
    return decoded.startsWith('@site/docs/')
      ? path.posix.join(contentDocs, decoded.slice('@site/docs/'.length))
      : path.posix.join(path.posix.dirname(d.file.split(path.sep).join('/')), decoded);
  } catch {
    return undefined;
  }
}

/** `: did you mean x?` for the file of the same folder nearest in spelling, or ''. */
function nearSibling(file: string, files: Iterable<string>): string {
  const folder = path.posix.dirname(file);
  const siblings = [...files].filter((f) => path.posix.dirname(f) === folder).map((f) => path.posix.basename(f));
  const near = nearestName(path.posix.basename(file), siblings);
  return near ? `: did you mean ${near}?` : '';
}

/** An image or file beside the Markdown: its address under /docs/ (content-assets.ts publishes it there), or a problem. */
function assetTarget(dest: string, written: string, rest: string, d: LinkedDocument, known: Known, contentDocs: string) {
  const file = fileOf(written, d, contentDocs);
  if (file === undefined) return undefined;
  if (known.assets.has(file)) return `/docs/${path.posix.relative(contentDocs, file)}${rest}`;
  const hint = nearSibling(file, known.assets);
  const where = file.startsWith(`${contentDocs}/`) ? '' : ` (only files under ${contentDocs}/ are published with the pages)`;
  const message = `broken link to ${dest} in ${d.file}: there is no file ${file}${where}${hint}`;
  return { severity: 'error' as const, stage: 'load', message };
}
