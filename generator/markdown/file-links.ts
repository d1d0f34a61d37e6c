// File links, the commonest link form in Docusaurus docs: `[x](Other.md)`,
// `./other.mdx#anchor`, `../folder/page.md`, `@site/docs/x.md`, and images
// under `@site/static/`. Each names a file; here it becomes the address of
// the page that file makes (language-free: the renderer puts a French page's
// links under /fr/), so a link keeps working when a page's address changes
// with its id or slug. The route stage then checks the address and its
// anchor like any other link. A file link to no file is an error at its line
// and column, with the nearest file name.
import path from 'node:path';
import type { Problem } from '../errors.ts';
import { nearestName } from '../validate/suggest.ts';
import { scanBody } from './source-lines.ts';

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
/** `](dest` and `[label]: dest` (a reference definition) */
const DESTINATION = /\]\(\s*<?([^\s)>]+)|^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)/g;

/**
 * Rewrites the file links of every document to page addresses, in place
 * (only the destinations change: every line keeps its number). `contentDocs`:
 * the project-relative content/docs folder, which `@site/docs/` names.
 */
export function resolveFileLinks(documents: LinkedDocument[], contentDocs: string): Problem[] {
  const byFile = new Map<string, string>();
  for (const d of documents) {
    if (!d.key) continue; // a partial: not a page to link to
    byFile.set(d.file, d.key);
    // a link names the English file; the French twin's page has the same key
    byFile.set(d.file.replace(/\.fr\.(mdx?)$/, '.$1'), d.key);
  }
  const problems: Problem[] = [];
  for (const d of documents) {
    if (!/\.mdx?\b|@site\//i.test(d.body)) continue;
    d.body = rewrite(d, byFile, contentDocs, problems);
  }
  return problems;
}

function rewrite(d: LinkedDocument, byFile: Map<string, string>, contentDocs: string, problems: Problem[]): string {
  const lines = d.body.split('\n');
  for (const { index, text } of scanBody(d.body).prose) {
    const changes: { at: number; length: number; to: string }[] = [];
    for (const m of text.matchAll(DESTINATION)) {
      const dest = m[1] ?? m[2];
      const at = m.index + m[0].length - dest.length;
      const to = target(dest, d, byFile, contentDocs);
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
function target(
  dest: string,
  d: LinkedDocument,
  byFile: Map<string, string>,
  contentDocs: string,
): string | Omit<Problem, 'position'> | undefined {
  if (dest.startsWith('@site/static/')) return dest.slice('@site/static'.length);
  const m = MD_TARGET.exec(dest);
  if (!m || /^[a-z][a-z0-9+.-]*:/i.test(dest) || dest.startsWith('/')) return undefined;
  let file: string;
  try {
    const written = decodeURI(m[1]);
    file = written.startsWith('@site/docs/')
      ? path.posix.join(contentDocs, written.slice('@site/docs/'.length))
      : path.posix.join(path.posix.dirname(d.file.split(path.sep).join('/')), written);
  } catch {
    return undefined;
  }
  const key = byFile.get(file);
  if (key) return key + (m[2] ?? '');
  const folder = path.posix.dirname(file);
  const siblings = [...byFile.keys()].filter((f) => path.posix.dirname(f) === folder).map((f) => path.posix.basename(f));
  const near = nearestName(path.posix.basename(file), siblings);
  const hint = near ? `: did you mean ${near}?` : '';
  return {
    severity: 'error',
    stage: 'load',
    message: `broken file link to ${dest} in ${d.file}: there is no page ${file}${hint}`,
  };
}
