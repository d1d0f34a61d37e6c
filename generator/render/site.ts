// Render stage: every page of the route table to an HTML file. The main
// thread makes each page's <head> data (its JSON-LD needs the graph, which
// only this thread holds) and hands batches to the pool's workers, or renders
// them itself (a small site, a dev rebuild).
import type { Quad, Store } from 'n3';
import type { Locale, PageMeta, RoutedPage } from '../../src/shared/model/types.ts';
import type { ClientAssets } from '../../src/shared/model/chrome.ts';
import { LOCALES } from '../../src/shared/model/types.ts';
import type { SiteConfig } from '../config.ts';
import { rdfAlternateProviders } from '../features.ts';
import { feedLinks } from '../feeds.ts';
import type { SiteModel } from '../model/index.ts';
import type { Pool } from '../parallel/pool.ts';
import type { StageTiming } from '../pipeline/timer.ts';
import type { RouteTable } from '../route/index.ts';
import type { OutputWriter } from '../write/index.ts';
import { makeChrome } from './chrome.ts';
import { metaFor, type RenderContext } from './index.ts';
import { jsonLdOf, pageJsonLdQuads } from './json-ld.ts';
import { landingResolver } from './landing.ts';
import { writeRenderedPage } from './write-page.ts';
import { RecordingSet } from './asked-paths.ts';
import { PageCache, type KeptPage } from './page-cache.ts';
import type { ContentCache } from '../cache/content-cache.ts';

const BATCH = 40;

/** one page to render: the page and its <head> data (JSON-LD made on the main thread, which holds the graph) */
export interface RenderItem {
  page: RoutedPage;
  meta: PageMeta;
  /** its key in the build cache (page-cache.ts), when the cache is on */
  key?: string;
}

/** per locale: what every page of that locale shares */
export type RenderContexts = Record<string, RenderContext>;

export interface RenderInput {
  config: SiteConfig;
  model: SiteModel;
  table: RouteTable;
  store: Store;
  assets: ClientAssets & { files?: unknown };
}

/** What every page of a locale shares: site chrome (navbar targets resolved), sidebars, untranslated paths. */
export function renderContexts(
  { config, model, table, assets: { css, client, preload } }: RenderInput,
  // dev passes a set that records what each render asks of it (dev/page-renders.ts)
  untranslatedPaths: Set<string> = untranslated(table),
): RenderContexts {
  const context = (l: Locale) => ({
    siteUrl: config.siteUrl,
    chrome: makeChrome(config, l, landingResolver(table, model.sidebars[l], l), { css, client, preload }),
    sidebars: model.sidebars[l],
    untranslatedPaths,
  });
  return Object.fromEntries(LOCALES.map((l) => [l, context(l)]));
}

/** French pages that still hold English: links to them are marked lang="en". */
export function untranslated(table: RouteTable): Set<string> {
  return new Set(table.pages.filter((p) => p.contentLang !== p.locale).map((p) => p.path));
}

/** What a page's <head> data is made from: the statements of its JSON-LD (a lookup in the graph), its feeds and RDF alternates. */
export interface HeadSources {
  quads: Quad[];
  feeds: PageMeta['feeds'];
  alternates: PageMeta['rdfAlternates'];
}

export function headSources(page: RoutedPage, { config, store }: Pick<RenderInput, 'config' | 'store'>): HeadSources {
  return {
    quads: pageJsonLdQuads(page, store, config.siteUrl),
    feeds: page.key === '/blog' || page.key.startsWith('/blog/') ? feedLinks(page.locale) : [],
    alternates: rdfAlternateProviders.flatMap((f) => f(page, config.siteUrl)),
  };
}

/** A page as its render reads it: without what only the link check and the search index read (less to clone to a worker). */
export function pageForRender(page: RoutedPage): RoutedPage {
  const { text: _text, headings: _headings, ...rendered } = page;
  return { ...rendered, links: [], anchors: [] };
}

/** A page's <head> data (JSON-LD, feeds, RDF alternates), made where the graph is. */
export async function renderItem(
  page: RoutedPage,
  input: Pick<RenderInput, 'config' | 'store'>,
  head: HeadSources = headSources(page, input),
): Promise<RenderItem> {
  const { siteUrl } = input.config;
  const jsonLd = await jsonLdOf(head.quads, siteUrl);
  return { page: pageForRender(page), meta: metaFor(page, siteUrl, jsonLd, head.alternates, head.feeds) };
}

/**
 * Renders and writes every page: here, or in batches on the pool's workers,
 * which write the files themselves (their counts join the writer's). With the
 * build cache, a page whose key is kept is written from there, not rendered.
 */
export async function renderStage(input: RenderInput, writer: OutputWriter, pool?: Pool, cache?: ContentCache): Promise<StageTiming[]> {
  const untranslatedPaths = new RecordingSet(untranslated(input.table));
  const contexts = renderContexts(input, untranslatedPaths);
  const kept =
    cache && new PageCache(cache, { contentDir: input.config.contentDir, outDir: writer.outDir }, contexts, input.config.siteUrl);
  try {
    const timings = await renderPages(input, contexts, writer, pool, kept);
    kept?.done();
    return timings;
  } catch (e) {
    kept?.abort();
    throw e;
  }
}

async function renderPages(input: RenderInput, contexts: RenderContexts, writer: OutputWriter, pool?: Pool, kept?: PageCache) {
  const untranslatedPaths = contexts.en.untranslatedPaths as RecordingSet;
  const started = performance.now();
  // the workers get the contexts with the first batch sent
  let ready: Promise<unknown> | undefined;
  let taken = 0;
  const keepMade = (made: KeptPage | undefined) => made && kept?.keep(made);
  const jobs: Promise<unknown>[] = [];
  const send = (items: RenderItem[]) => {
    ready ??= pool!.each({ type: 'context', contexts, tempDir: writer.tempDir });
    const job = Promise.all([ready, pool!.run({ type: 'pages', items })]).then(([, answer]) => {
      writer.addWritten(answer!);
      for (const page of answer!.kept) kept?.keep(page);
    });
    job.catch(() => undefined); // awaited below: a failure meanwhile is not unhandled
    jobs.push(job);
  };
  let batch: RenderItem[] = [];
  for (const page of input.table.pages) {
    // keyed on what its JSON-LD is made of: the JSON-LD itself is made only for a page rendered
    const head = headSources(page, input);
    const key = kept?.key(pageForRender(page), head);
    if (key !== undefined && kept!.take(key, untranslatedPaths, writer)) {
      taken++;
      continue;
    }
    const item = { ...(await renderItem(page, input, head)), key };
    if (!pool) keepMade(writeRenderedPage(item, contexts[page.locale], writer));
    else if (batch.push(item) >= BATCH) {
      send(batch);
      batch = [];
    }
  }
  // after an edit (pages taken from the cache), fewer pages than a batch to render: here, no worker started
  if (batch.length && !ready && taken) for (const item of batch) keepMade(writeRenderedPage(item, contexts[item.page.locale], writer));
  else if (batch.length) send(batch);
  await Promise.all(jobs);
  return ready ? [{ stage: `render (${pool!.size} workers)`, ms: performance.now() - started }] : [];
}
