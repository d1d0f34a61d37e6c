// The build: load → validate → query → model → route → render → write, each
// stage timed for the report. Only load and write touch the file system.
import fs from 'node:fs/promises';
import fsSync from 'node:fs';
import { parseRedirects, type Redirect } from './model/redirects.ts';
import path from 'node:path';
import { DataFactory, Store } from 'n3';
import type { Locale, PageMeta, Records } from '../src/shared/model/types.ts';
import { LOCALES } from '../src/shared/model/types.ts';
import { localizePath } from '../src/shared/paths.ts';
import type { SiteConfig } from './config.ts';
import { ValidationFailed, type Problem } from './errors.ts';
import { loadGraph, shareGraph, type GraphOrigin, type SourcedGraph } from './load/graph-source.ts';
import { listFiles } from './load/files.ts';
import { listStaticFiles } from './load/static.ts';
import { loadMarkdown, type SourceDocument } from './load/markdown.ts';
import { readUtf8 } from './load/files.ts';
import { validateGraph } from './validate/index.ts';
import { checkDocAddressFields, checkEntityClasses, checkEntityPages, type ReadText } from './validate/entities.ts';
import { queryRecords } from './query/index.ts';
import type { QueryTiming } from './query/engine.ts';
import { createMarkdownRenderer } from './markdown/render.ts';
import { staticImageSizes } from './render/image-size.ts';
import { fencedLanguages, getHighlighter, highlight } from './markdown/highlight.ts';
import { likelyRenders, prerenderingRenderer } from './markdown/prerender.ts';
import { buildSiteModel, type SiteModel } from './model/index.ts';
import { buildRouteTable, checkLinks, type RouteTable } from './route/index.ts';
import { makeChrome } from './render/chrome.ts';
import { metaFor, renderPage } from './render/index.ts';
import { entityQuads, pageJsonLdScript, pageQuads, postQuads } from './linked-data/jsonld.ts';
import { shapeForSearchEngines } from './linked-data/schema-org.ts';
import { OutputWriter, htmlPathFor } from './write/index.ts';
import { bundleClient } from './bundle.ts';
import { GraphThread } from './parallel/graph-thread.ts';
import { t } from '../src/i18n/index.ts';
import { outputs, pageForOutputs, rdfAlternateProviders } from './extensions.ts';
import './features.ts';
import { glossaryTerms } from './model/terms.ts';
import { frenchShare, type FrenchShare } from './french-share.ts';
import { atomFeed, feedPaths, jsonFeed, rssFeed } from './feeds.ts';
import { CONTEXT_PATH, DUMPS, VOID_PATH, entityFilePaths } from './linked-data/paths.ts';

function feedLinks(locale: Locale): PageMeta['feeds'] {
  const p = feedPaths(locale);
  const title = `${t(locale, 'site.title')} – ${t(locale, 'nav.blog')}`;
  return [
    { type: 'application/rss+xml', href: p.rss, title: `${title} (RSS)` },
    { type: 'application/atom+xml', href: p.atom, title: `${title} (Atom)` },
    { type: 'application/feed+json', href: p.json, title: `${title} (JSON Feed)` },
  ];
}

export interface StageTiming {
  stage: string;
  ms: number;
}

export interface BuildReport {
  pages: { locale: Locale; kind: string; count: number }[];
  pagesTotal: number;
  files: number;
  bytes: number;
  warnings: Problem[];
  stages: StageTiming[];
  queries: QueryTiming[];
  totalMs: number;
  triples: number;
  /** where the graph came from (files or an endpoint), for the report */
  graph: GraphOrigin;
  /** French pages and main-text words against English fallback under /fr/ */
  french: FrenchShare;
}

export interface BuildState {
  store: Store;
  records: Records;
  documents: SourceDocument[];
  model: SiteModel;
  table: RouteTable;
}

class Timer {
  stages: StageTiming[] = [];
  private last = performance.now();
  /** a stage timed elsewhere (the graph thread, esbuild's process) */
  add(...stages: StageTiming[]) {
    this.stages.push(...stages);
  }
  lap(stage: string) {
    const now = performance.now();
    this.stages.push({ stage, ms: now - this.last });
    if (process.env.REPORT_MEMORY) (globalThis as { gc?: () => void }).gc?.();
    if (process.env.REPORT_MEMORY) console.error(`[memory] after ${stage}: rss ${(process.memoryUsage.rss() / 1e6).toFixed(0)} MB, heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`);
    this.last = now;
  }
}

const ADMONITION_TITLES: Record<Locale, Record<string, string>> = {
  en: { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' },
  fr: { note: 'Remarque', tip: 'Astuce', info: 'Info', warning: 'Attention', danger: 'Danger' },
};

/**
 * What `npm run dev` keeps between rebuilds: the loaded and validated graph and
 * the query results, valid while no file of the data folder changed. An edit to
 * a Markdown file then re-runs neither SHACL nor a single SPARQL query.
 */
export interface BuildCache {
  dataKey?: string;
  graph?: SourcedGraph;
  graphProblems?: Problem[];
  records?: Records;
  timings?: QueryTiming[];
  /** the client bundle: code changes restart the dev process, so it stays valid */
  bundle?: Awaited<ReturnType<typeof bundleClient>>;
}

/**
 * A fingerprint of the data folder: every Turtle file's path, size and
 * modification time. A dev session on an endpoint reads it once.
 */
async function dataFingerprint(config: SiteConfig): Promise<string> {
  if (config.sparql) return `endpoint ${config.sparql.url}`;
  const files = await listFiles(config.dataDir, (n) => n.endsWith('.ttl'), config.rootDir);
  const parts = await Promise.all(files.map(async (f) => {
    const st = await fs.stat(f);
    return `${f}:${st.size}:${st.mtimeMs}`;
  }));
  return parts.join('|');
}

/**
 * `deferValidation`: leave SHACL and datatype checks to the caller, which
 * runs them where a core is free (see buildWith).
 */
async function loadValidatedGraph(config: SiteConfig, timer: Timer, cache?: BuildCache, deferValidation = false): Promise<{ graph: SourcedGraph; problems: Problem[] }> {
  const key = cache ? await dataFingerprint(config) : undefined;
  if (cache && cache.dataKey === key && cache.graph && cache.graphProblems) {
    timer.lap('load');
    timer.lap('validate');
    return { graph: cache.graph, problems: [...cache.graphProblems] };
  }
  const problems: Problem[] = [];
  const graph = await loadGraph(config);
  problems.push(...graph.warnings.map((w) => ({ severity: 'warning' as const, stage: 'load', message: w.message, position: { file: w.file } })));
  problems.push(...checkEntityClasses(graph, config.siteUrl, projectReader(config)));
  timer.lap('load');
  if (deferValidation) return { graph, problems };
  problems.push(...(await validateGraph(config, graph)));
  timer.lap('validate');
  if (cache) Object.assign(cache, { dataKey: key, graph, graphProblems: problems, records: undefined, timings: undefined });
  return { graph, problems: [...problems] };
}

/** A project file's text, for the line numbers of validation messages (read only when a problem is found). */
function projectReader(config: SiteConfig): ReadText {
  return (file) => {
    try {
      return fsSync.readFileSync(path.resolve(config.rootDir, file), 'utf8');
    } catch {
      return undefined;
    }
  };
}

/** Load + validate: shared by `build` and `check`. */
export async function loadAndValidate(config: SiteConfig, timer = new Timer(), cache?: BuildCache, deferValidation = false) {
  const { graph, problems } = await loadValidatedGraph(config, timer, cache, deferValidation);
  const markdown = await loadMarkdown(config.contentDir, config.rootDir);
  problems.push(...markdown.problems, ...checkDocAddressFields(markdown.documents, projectReader(config)));
  const redirectsFile = path.join(config.contentDir, 'redirects.json');
  let redirects: { list: Redirect[]; file: string } | undefined;
  if (fsSync.existsSync(redirectsFile)) {
    const rel = path.relative(config.rootDir, redirectsFile);
    const parsed = parseRedirects(await readUtf8(redirectsFile, rel), rel);
    problems.push(...parsed.problems);
    redirects = { list: parsed.redirects, file: rel };
  }
  timer.lap('load content');
  return { graph, documents: markdown.documents, problems, redirects };
}

/** Everything up to the route table and link check, without rendering or writing (for `check`). */
export async function analyse(config: SiteConfig) {
  const { graph, documents, problems, redirects } = await loadAndValidate(config);
  if (problems.some((p) => p.severity === 'error')) return { problems, model: undefined, records: undefined };
  const source = { kind: 'store' as const, store: graph.store };
  const { records } = await queryRecords(source, config.siteUrl);
  const highlighter = await getHighlighter(fencedLanguages(documents.map((d) => d.body)));
  const render = createMarkdownRenderer(highlighter, ADMONITION_TITLES, staticImageSizes(config.staticDir));
  const model = buildSiteModel({ records, documents, render, production: config.production, siteUrl: config.siteUrl, highlightSparql: (code) => highlight(highlighter, code, 'sparql'), redirects, contact: { action: config.contactFormAction, email: config.contactEmail, website: config.contactWebsite } });
  problems.push(...model.problems, ...checkEntityPages({ records, documents, production: config.production, graph, readText: projectReader(config) }));
  // stop where build stops, so both report the same errors
  if (problems.some((p) => p.severity === 'error')) return { problems, model, records };
  const { table, problems: routeProblems } = buildRouteTable(model.pages, model.sidebars);
  const assetPaths = await listStaticPaths(config);
  for (const p of generatedPaths(records)) assetPaths.add(p);
  problems.push(...routeProblems, ...checkLinks(table, { assetPaths }));
  return { problems, model, records };
}

/**
 * A full build uses both cores: the graph thread queries the graph while this
 * thread validates it and reads the Markdown, then writes the sitemap, the
 * linked data and the search index while this one renders the pages; esbuild
 * bundles the client in its own process meanwhile. A dev rebuild (`cache`)
 * reuses its records and runs in this thread alone.
 */
export async function build(buildConfig: SiteConfig, cache?: BuildCache): Promise<{ report: BuildReport; state: BuildState }> {
  // an endpoint's graph is fetched once, here, for every thread of the build
  const shared = cache ? { config: buildConfig, cleanup: () => undefined } : await shareGraph(buildConfig);
  const config = shared.config;
  const threads: Threads | undefined = cache ? undefined : { query: new GraphThread(config, 'query') };
  try {
    return await buildWith(config, threads, cache);
  } finally {
    // the threads have finished on success; after a failure they must stop before the temporary folder goes
    await threads?.query.stop();
    await threads?.outputs?.stop();
    shared.cleanup();
  }
}

interface Threads {
  query: GraphThread;
  /** started once the records are in, so it never shares the second core with the queries */
  outputs?: GraphThread;
}

async function buildWith(config: SiteConfig, threads: Threads | undefined, cache?: BuildCache): Promise<{ report: BuildReport; state: BuildState }> {
  // SHACL problems found on the query thread arrive while this one works on
  const validation: { pending?: Promise<Problem[]> } = {};
  try {
    return await buildSteps(config, threads, validation, cache);
  } catch (e) {
    // invalid data may break a later stage before its validation is back: the problems explain it better
    const late = validation.pending && (await validation.pending.catch(() => []));
    if (late?.some((p) => p.severity === 'error')) throw new ValidationFailed(e instanceof ValidationFailed ? [...e.problems, ...late] : late);
    throw e;
  }
}

async function buildSteps(config: SiteConfig, threads: Threads | undefined, validation: { pending?: Promise<Problem[]> }, cache?: BuildCache): Promise<{ report: BuildReport; state: BuildState }> {
  const started = performance.now();
  const timer = new Timer();
  let bundleMs = 0;
  const bundling = cache?.bundle
    ? Promise.resolve(cache.bundle)
    : bundleClient({ withClient: config.bundleClient, staticDir: config.staticDir, cacheDir: config.toolCacheDir }).then((b) => {
        bundleMs = performance.now() - started;
        return b;
      });
  bundling.catch(() => undefined); // awaited after the route stage
  const { graph, documents, problems, redirects } = await loadAndValidate(config, timer, cache, !!threads);
  const fail = () => {
    const errors = problems.filter((p) => p.severity === 'error');
    if (errors.length) throw new ValidationFailed(problems);
  };
  fail();

  const highlighter = await getHighlighter(fencedLanguages(documents.map((d) => d.body)));
  const markdown = prerenderingRenderer(createMarkdownRenderer(highlighter, ADMONITION_TITLES, staticImageSizes(config.staticDir)));
  let records: Records;
  let timings: QueryTiming[];
  if (threads) {
    // the query thread is still querying: render the Markdown meanwhile
    markdown.prerender(likelyRenders(documents, config.production));
    timer.lap('markdown (before records)');
    // SHACL goes to whichever thread is free first: the query thread claims it
    // as soon as its records are sent (a large site, whose Markdown keeps this
    // thread busy long after the queries), this one once its Markdown is done
    // (a small site: it would otherwise wait for the records)
    if (threads.query.claimValidation() === 'query thread') {
      validation.pending = threads.query.validation().then((v) => {
        timer.add(...v.stages);
        return v.problems;
      });
      validation.pending.catch(() => undefined);
    } else {
      problems.push(...(await validateGraph(config, graph)));
      timer.lap('validate');
      fail();
    }
    const answer = await threads.query.records;
    // it reads the Turtle again while this thread builds the model
    threads.outputs = new GraphThread(config, 'outputs');
    ({ records, timings } = answer);
    timer.lap('wait: records');
    timer.add(...answer.stages);
  } else if (cache?.records && cache.timings) {
    ({ records, timings } = { records: cache.records, timings: cache.timings.map((t) => ({ ...t, ms: 0 })) });
    timer.lap('query');
  } else {
    const source = { kind: 'store' as const, store: graph.store };
    ({ records, timings } = await queryRecords(source, config.siteUrl));
    if (cache) Object.assign(cache, { records, timings });
    timer.lap('query');
  }

  const model = buildSiteModel({ records, documents, render: markdown.render, production: config.production, siteUrl: config.siteUrl, highlightSparql: (code) => highlight(highlighter, code, 'sparql'), redirects, contact: { action: config.contactFormAction, email: config.contactEmail, website: config.contactWebsite } });
  problems.push(...model.problems, ...checkEntityPages({ records, documents, production: config.production, graph, readText: projectReader(config) }));
  fail();
  timer.lap('model');

  const { table, problems: routeProblems } = buildRouteTable(model.pages, model.sidebars);
  problems.push(...routeProblems);
  const assetPaths = await listStaticPaths(config);
  for (const p of generatedPaths(records)) assetPaths.add(p);
  problems.push(...checkLinks(table, { assetPaths }));
  fail();
  timer.lap('route');

  const bundle = await bundling;
  if (cache) cache.bundle = bundle;
  timer.lap('wait: bundle');
  if (bundleMs) timer.add({ stage: 'bundle', ms: bundleMs });

  const writer = new OutputWriter(config.outDir);
  await writer.start();
  try {
    const threadOutputs = threads?.outputs?.writeOutputs(table.pages.map(pageForOutputs), writer.tempDir);
    const landing = (locale: Locale) => (key: string) => {
      const own = table.byKey.get(key)?.[locale];
      if (own) return own.path;
      const sidebar = Object.values(model.sidebars[locale]).find((s) => key.startsWith('/docs/') && s.items.length && firstHref(s.items)?.startsWith(localizePath(key, locale)));
      return (sidebar && firstHref(sidebar.items)) ?? localizePath(key, locale);
    };
    const chromes = Object.fromEntries(LOCALES.map((l) => [l, makeChrome(config, l, landing(l), { css: bundle.css, client: bundle.client, theme: bundle.theme })]));
    // French pages that still hold English: links to them are marked lang="en"
    const untranslatedPaths = new Set(table.pages.filter((p) => p.contentLang !== p.locale).map((p) => p.path));
    for (const page of table.pages) {
      const quads = pageQuads({
        url: config.siteUrl + page.path,
        type: page.kind === 'post' ? 'BlogPosting' : 'WebPage',
        name: page.title,
        description: page.description,
        locale: page.contentLang,
        mainEntity: page.entityIri,
        siteUrl: config.siteUrl,
        siteName: t(page.locale, 'site.title'),
      });
      if (page.entityIri) quads.push(...entityQuads(graph.store, page.entityIri, config.siteUrl));
      for (const iri of page.listedEntities ?? []) {
        quads.push(DataFactory.quad(DataFactory.namedNode(config.siteUrl + page.path), DataFactory.namedNode('https://schema.org/about'), DataFactory.namedNode(iri)));
        quads.push(...entityQuads(graph.store, iri, config.siteUrl));
      }
      if (page.body.kind === 'post') quads.push(...postQuads(config.siteUrl + page.path, page.body.post, graph.store, page.image));
      const jsonLd = await pageJsonLdScript(shapeForSearchEngines(quads), config.siteUrl);
      const feeds = page.key === '/blog' || page.key.startsWith('/blog/') ? feedLinks(page.locale) : [];
      const meta: PageMeta = metaFor(page, config.siteUrl, jsonLd, rdfAlternateProviders.flatMap((f) => f(page, config.siteUrl)), feeds);
      const rendered = renderPage(page, meta, { siteUrl: config.siteUrl, chrome: chromes[page.locale], sidebars: model.sidebars[page.locale], untranslatedPaths });
      writer.write({ path: htmlPathFor(page.path), content: rendered.html });
      if (page.kind === 'notFound') writer.write({ path: page.locale === 'en' ? '/404.html' : '/fr/404.html', content: rendered.html });
      await writer.drain();
    }
    for (const locale of LOCALES) {
      const input = { siteUrl: config.siteUrl, locale, title: `${t(locale, 'site.title')} – ${t(locale, 'nav.blog')}`, description: t(locale, 'site.description'), items: model.blog.feeds[locale] };
      const paths = feedPaths(locale);
      writer.write({ path: paths.rss, content: rssFeed(input) });
      writer.write({ path: paths.atom, content: atomFeed(input) });
      writer.write({ path: paths.json, content: jsonFeed(input) });
    }
    // the term-of-the-day list, in the same order the server-side pick uses
    const terms = glossaryTerms(records.concepts).sort((a, b) => (a.slug < b.slug ? -1 : 1));
    for (const locale of LOCALES) {
      writer.write({
        path: localizePath('/data/terms', locale) + '.json',
        content: JSON.stringify(terms.map((c) => ({ slug: c.slug, label: c.label[locale], definition: c.definition[locale], href: localizePath(`/docs/terms/${c.slug}`, locale) }))),
      });
    }
    timer.lap('render');
    if (validation.pending) {
      // nothing is committed before the graph is known to be valid
      problems.push(...(await validation.pending));
      validation.pending = undefined;
      timer.lap('wait: validation');
      fail();
    }
    if (threadOutputs) {
      const done = await threadOutputs;
      writer.addWritten(done);
      timer.lap('wait: outputs');
      timer.add(...done.stages);
    } else {
      const outputPages = table.pages.map(pageForOutputs);
      for (const output of outputs) {
        for (const f of await output.run({ config, store: graph.store, pages: outputPages })) writer.write(f);
        timer.lap(output.name);
      }
    }
    for (const f of bundle.files) writer.write(f);
    writer.copyFiles(listStaticFiles(config.staticDir, config.rootDir));
    const { files, bytes } = await writer.commit();
    timer.lap('write');
    const counts = new Map<string, { locale: Locale; kind: string; count: number }>();
    for (const p of table.pages) {
      const k = `${p.locale}/${p.kind}`;
      const c = counts.get(k) ?? { locale: p.locale, kind: p.kind, count: 0 };
      c.count++;
      counts.set(k, c);
    }
    return {
      report: {
        pages: [...counts.values()],
        pagesTotal: table.pages.length,
        files,
        bytes,
        warnings: problems.filter((p) => p.severity === 'warning'),
        stages: timer.stages,
        queries: timings,
        totalMs: performance.now() - started,
        triples: graph.store.size,
        graph: graph.origin,
        french: frenchShare(model.pages),
      },
      state: { store: graph.store, records, documents, model, table },
    };
  } catch (e) {
    // nothing may write into the temporary folder while it is removed
    await threads?.outputs?.stop();
    await writer.abort();
    throw e;
  }
}

function firstHref(items: import('../src/shared/model/types.ts').SidebarItem[]): string | undefined {
  for (const i of items) {
    if (i.href) return i.href;
    if (i.type === 'category') {
      const h = firstHref(i.items);
      if (h) return h;
    }
  }
  return undefined;
}

/** Files the build writes besides pages, so prose may link to them (dumps, feeds, entity files). */
function generatedPaths(records: Records): string[] {
  const out: string[] = [VOID_PATH, CONTEXT_PATH, '/sitemap.xml', '/robots.txt', ...DUMPS.map((d) => d.path)];
  for (const locale of LOCALES) out.push(...Object.values(feedPaths(locale)));
  for (const list of [records.concepts, records.tools, records.datasets, records.events, records.people, records.organizations]) {
    for (const e of list) {
      const [kind, slug] = e.id.split('/');
      const f = entityFilePaths(kind, slug);
      out.push(f.turtle, f.jsonld, f.rdfxml, f.ntriples);
    }
  }
  return out;
}

/** Site paths of the static files (links may point at them); symlinks out of the project are refused here, in check as in build. */
async function listStaticPaths(config: SiteConfig): Promise<Set<string>> {
  return new Set(listStaticFiles(config.staticDir, config.rootDir).map((f) => f.sitePath));
}
