// One page rendered and written at once (on a worker of the pool, or on the main
// thread for a small site or a dev rebuild): its HTML is never kept; the build
// cache (page-cache.ts) records the files it went to, which the next build links.
import type { Page } from '../../src/shared/model/types.ts';
import { htmlPathFor, type KeptFile, type OutputWriter, type WholeFile } from '../write/index.ts';
import { answersText, RecordingSet } from './asked-paths.ts';
import { renderPage, type RenderContext } from './index.ts';
import type { KeptPage } from './page-cache.ts';
import type { RenderItem } from './site.ts';

/** Renders and writes a page; with a key (the build cache is on), what the page cache keeps of it. */
export function writeRenderedPage(item: RenderItem, context: RenderContext, writer: OutputWriter): KeptPage | undefined {
  const asked = context.untranslatedPaths instanceof RecordingSet ? context.untranslatedPaths : undefined;
  if (asked) asked.asked = new Map();
  // encoded once, for the writer and the page cache alike
  const html = Buffer.from(renderPage(item.page, item.meta, context).html);
  const files = renderedFiles(item.page, html);
  for (const file of files) writer.write(file);
  // a render whose questions were not recorded is not kept: its answers could not be checked
  if (item.key === undefined || !asked) return undefined;
  const placed = files.map((f) => writer.placed(f.path));
  return placed.every((f): f is KeptFile => f !== undefined)
    ? { key: item.key, asked: answersText(asked.asked), files: placed }
    : undefined;
}

/** The files a page's HTML is written to. */
export function renderedFiles(page: Page, html: string | Uint8Array): WholeFile[] {
  const files = [{ path: htmlPathFor(page.path), content: html }];
  // servers look for the not-found page at the root of each locale too
  if (page.kind === 'notFound') files.push({ path: page.locale === 'en' ? '/404.html' : '/fr/404.html', content: html });
  return files;
}
