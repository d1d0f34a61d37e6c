// What the load stage does to Docusaurus bodies once every page is known
// (each page's MDX was checked when it was parsed, load/markdown.ts; a
// partial's is checked here, as it is read): file links turned into
// addresses (file-links.ts), and each imported partial put where its element
// stands, for the renderer to draw as part of the page.
// Every body keeps its line count, so positions in messages stay true.
import fsSync from 'node:fs';
import path from 'node:path';
import type { Problem } from '../errors.ts';
import { frontMatterBlock } from '../load/markdown.ts';
import { isInside } from '../write/confine.ts';
import { nearestName } from '../validate/suggest.ts';
import { resolveFileLinks, type LinkedDocument } from './file-links.ts';
import { listContentAssets } from '../load/content-assets.ts';
import { checkMdx, type PartialImport } from './mdx.ts';

/** The element the renderer expands into a partial's Markdown (mdx-components.ts); base64 keeps it on one line. */
export const PARTIAL_ELEMENT = 'DocusaurusPartial';

export function docusaurusPass(
  documents: (LinkedDocument & { partials?: PartialImport[] })[],
  rootDir: string,
  contentDocs: string,
): Problem[] {
  const problems: Problem[] = [];
  const partials = new Map<string, LinkedDocument>();
  const uses = new Map<LinkedDocument, PartialImport[]>();
  const check = (d: LinkedDocument) => {
    const result = checkMdx(d.body, d.file, d.bodyLine);
    d.body = result.body;
    problems.push(...result.problems);
  };
  // a page imported into another is drawn there as its file says, checked once, as a page
  const pages = new Map(documents.map((d) => [d.file.split(path.sep).join('/'), d]));
  for (const d of documents) {
    const imported = d.partials ?? [];
    if (imported.length) uses.set(d, imported);
    for (const p of imported) {
      if (partials.has(p.file) || pages.has(p.file)) continue;
      const partial = readPartial(p, d, rootDir, problems);
      if (!partial) continue;
      partials.set(p.file, partial);
      // a partial's own imports of partials are not followed: one level, as the commonest use
      check(partial);
    }
  }
  const assets = new Set(
    listContentAssets(path.resolve(rootDir, contentDocs)).map((f) => path.relative(rootDir, f.source).split(path.sep).join('/')),
  );
  problems.push(...resolveFileLinks([...documents, ...partials.values()], contentDocs, assets));
  for (const [file, page] of pages) if (!partials.has(file)) partials.set(file, { ...page });
  for (const [d, imported] of uses) d.body = withPartials(d.body, imported, partials);
  return problems;
}

function readPartial(p: PartialImport, from: LinkedDocument, rootDir: string, problems: Problem[]): LinkedDocument | undefined {
  const full = path.resolve(rootDir, p.file);
  let text: string | undefined;
  if (isInside(rootDir, full)) {
    try {
      text = fsSync.readFileSync(full, 'utf8');
    } catch {
      text = undefined;
    }
  }
  if (text === undefined) {
    const folder = path.dirname(full);
    const names = fsSync.existsSync(folder) ? fsSync.readdirSync(folder).filter((n) => /\.mdx?$/.test(n)) : [];
    const near = nearestName(path.basename(full), names);
    problems.push({
      severity: 'error',
      stage: 'load',
      message: `the partial ${p.file} imported here does not exist${near ? `: did you mean ${near}?` : ''}`,
      position: { file: from.file, line: from.bodyLine + p.line, column: 1 },
    });
    return undefined;
  }
  const { body } = frontMatterBlock(text);
  const skipped = body === undefined ? 0 : text.length - body.length;
  const bodyLine = text.slice(0, skipped).split('\n').length;
  return { kind: 'doc', file: p.file, key: '', body: body ?? text, bodyLine };
}

/** `<Name />` of each imported partial replaced by the partial's Markdown, encoded on the element's line. */
function withPartials(body: string, imported: PartialImport[], partials: Map<string, LinkedDocument>): string {
  let out = body;
  for (const p of imported) {
    const partial = partials.get(p.file);
    if (!partial) continue;
    const data = Buffer.from(partial.body, 'utf8').toString('base64');
    out = out.replace(new RegExp(`<${p.name}\\s*/>`, 'g'), `<${PARTIAL_ELEMENT} data="${data}" />`);
  }
  return out;
}
