// Render stage: every page of the route table to an HTML file. The main
// thread makes each page's <head> data (its JSON-LD needs the graph, which
// only this thread holds) and hands batches to the render workers, or renders
// them itself (a small site, a dev rebuild). Once a page is handed over, its
// body is dropped: what later stages read (text, links, metadata) stays.
import type { Store } from 'n3';
import type { Locale, Page } from '../../src/shared/model/types.ts';
import { LOCALES } from '../../src/shared/model/types.ts';
import type { SiteConfig } from '../config.ts';
import { pageForOutputs } from '../extensions.ts';
import { rdfAlternateProviders } from '../features.ts';
import { feedLinks } from '../feeds.ts';
import type { SiteModel } from '../model/index.ts';
import type { RenderContexts, RenderItem, StageTime } from '../parallel/messages.ts';
import type { RenderPool } from '../parallel/render-pool.ts';
import type { RouteTable } from '../route/index.ts';
import { collectNow, isLargeSite, pagesBetweenCollections } from '../pipeline/gc.ts';
import { reportMemory } from '../pipeline/timer.ts';
import type { OutputWriter } from '../write/index.ts';
import { makeChrome } from './chrome.ts';
import { metaFor } from './index.ts';
import { pageJsonLd } from './json-ld.ts';
import { landingResolver } from './landing.ts';
import { writeRenderedPage } from './write-page.ts';

const BATCH = 40;

export interface RenderInput {
  config: SiteConfig;
  model: SiteModel;
  table: RouteTable;
  store: Store;
  assets: { css: string; client?: string; theme: string; files?: unknown };
}

/** What every page of a locale shares: site chrome (navbar targets resolved), sidebars, untranslated paths. */
export function renderContexts(
  { config, model, table, assets: { css, client, theme } }: RenderInput,
  // dev passes a set that records what each render asks of it (dev/page-renders.ts)
  untranslatedPaths: Set<string> = untranslated(table),
): RenderContexts {
  const context = (l: Locale) => ({
    siteUrl: config.siteUrl,
    chrome: makeChrome(config, l, landingResolver(table, model.sidebars[l], l), { css, client, theme }),
    sidebars: model.sidebars[l],
    untranslatedPaths,
  });
  return Object.fromEntries(LOCALES.map((l) => [l, context(l)]));
}

/** French pages that still hold English: links to them are marked lang="en". */
export function untranslated(table: RouteTable): Set<string> {
  return new Set(table.pages.filter((p) => p.contentLang !== p.locale).map((p) => p.path));
}

/** A page's <head> data (JSON-LD, feeds, RDF alternates), made where the graph is. */
export async function renderItem(page: Page, { config, store }: Pick<RenderInput, 'config' | 'store'>): Promise<RenderItem> {
  const jsonLd = await pageJsonLd(page, store, config.siteUrl);
  const feeds = page.key === '/blog' || page.key.startsWith('/blog/') ? feedLinks(page.locale) : [];
  const alternates = rdfAlternateProviders.flatMap((f) => f(page, config.siteUrl));
  // a copy (the page itself loses its body below, while the batch waits), without what only the link
  // check and the search index read: less to clone to the render worker
  const { text: _text, headings: _headings, ...rendered } = page;
  return { page: { ...rendered, links: [], anchors: [] }, meta: metaFor(page, config.siteUrl, jsonLd, alternates, feeds) };
}

/**
 * Renders and writes every page; with a pool, the workers write and their
 * counts join the writer's. `handedOver`: the output worker has its copy of
 * the pages, so their text goes at once.
 */
export async function renderStage(input: RenderInput, writer: OutputWriter, pool?: RenderPool, handedOver = false): Promise<StageTime[]> {
  const contexts = renderContexts(input);
  pool?.start(contexts, writer.tempDir);
  // the output worker has its copy of the pages' words; no page reads them
  if (handedOver) {
    for (const page of input.table.pages) page.text = page.headings = undefined;
    // what the model, the route and the words left behind goes before the render workers start growing
    if (isLargeSite(input.table.pages.length)) collectNow();
  }
  const batch: RenderItem[] = [];
  const every = pagesBetweenCollections(input.table.pages.length);
  let handed = 0;
  for (const page of input.table.pages) {
    if (handed > 0 && handed % every === 0) collectNow();
    if (process.env.REPORT_MEMORY && handed % 2000 === 0) reportMemory(`render: ${handed} pages handed over`);
    handed++;
    const item = await renderItem(page, input);
    if (pool) batch.push(item);
    else writeRenderedPage(item, contexts[page.locale], writer);
    if (batch.length >= BATCH) await pool!.submit(batch.splice(0));
    // handed over (cloned) or written: its HTML is not needed any more
    page.body = pageForOutputs(page).body;
    await writer.drain();
  }
  if (!pool) return [];
  if (batch.length) await pool.submit(batch);
  const done = await pool.finish();
  writer.addWritten(done);
  return [{ stage: `render (${pool.size} threads)`, ms: done.ms }];
}
