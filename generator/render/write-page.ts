// One page rendered and written at once (on a worker of the pool, or on the main
// thread for a small site or a dev rebuild): its HTML is never kept.
import type { Page } from '../../src/shared/model/types.ts';
import { htmlPathFor, type OutputWriter, type WholeFile } from '../write/index.ts';
import { renderPage, type RenderContext } from './index.ts';
import type { RenderItem } from './site.ts';

export function writeRenderedPage(item: RenderItem, context: RenderContext, writer: OutputWriter): void {
  for (const file of renderedFiles(item.page, renderPage(item.page, item.meta, context).html)) writer.write(file);
}

/** The files a page's HTML is written to. */
export function renderedFiles(page: Page, html: string): WholeFile[] {
  const files = [{ path: htmlPathFor(page.path), content: html }];
  // servers look for the not-found page at the root of each locale too
  if (page.kind === 'notFound') files.push({ path: page.locale === 'en' ? '/404.html' : '/fr/404.html', content: html });
  return files;
}
