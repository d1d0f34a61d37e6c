// One page rendered and written at once (on a render worker, or on the main
// thread for a small site or a dev rebuild): its HTML is never kept.
import type { RenderItem } from '../parallel/messages.ts';
import { htmlPathFor, type OutputWriter } from '../write/index.ts';
import { renderPage, type RenderContext } from './index.ts';

export function writeRenderedPage({ page, meta }: RenderItem, context: RenderContext, writer: OutputWriter): void {
  const { html } = renderPage(page, meta, context);
  writer.write({ path: htmlPathFor(page.path), content: html });
  // servers look for the not-found page at the root of each locale too
  if (page.kind === 'notFound') writer.write({ path: page.locale === 'en' ? '/404.html' : '/fr/404.html', content: html });
}
