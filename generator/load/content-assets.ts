// Files beside the Markdown of content/docs that its pages show or link to
// (`![diagram](./img/flow.png)`, `[slides](../files/talk.pdf)`), as Docusaurus
// publishes them: copied to the output at /docs/{path under content/docs},
// where the pages' relative links are rewritten to point (file-links.ts).
// Symbolic links are left out: only files of the content folder itself.
import fsSync from 'node:fs';
import path from 'node:path';
import type { StaticFile } from './static.ts';

/** What a page may show or offer for download. */
export const ASSET_FILE =
  /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp|pdf|mp4|webm|mp3|ogg|zip|json|csv|tsv|txt|xml|ya?ml|docx|xlsx|pptx|odt|ods)$/i;

/** A folder's sidebar label and position (categories.ts), never a download. */
const CATEGORY_FILE = /^_category_\.(json|ya?ml)$/;

/** The asset files under `docsDir` (absolute), each with its site path. */
export function listContentAssets(docsDir: string): StaticFile[] {
  if (!fsSync.existsSync(docsDir)) return [];
  const out: StaticFile[] = [];
  for (const e of fsSync.readdirSync(docsDir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile() || !ASSET_FILE.test(e.name) || CATEGORY_FILE.test(e.name)) continue;
    const source = path.join(e.parentPath, e.name);
    const rel = path.relative(docsDir, source).split(path.sep);
    if (rel.some((part) => part.startsWith('.'))) continue;
    out.push({ sitePath: `/docs/${rel.join('/')}`, source });
  }
  return out.sort((a, b) => (a.sitePath < b.sitePath ? -1 : 1));
}
