// The build, as a list of stages: load → validate → query → model → route
// (pipeline/front.ts, shared with `check`) → render → outputs → write, each
// a module of generator/pipeline/ or generator/render/ timed for the report.
// Which stage runs on which thread is decided in parallel/scheduler.ts.
import type { Store } from 'n3';
import type { Locale, Page, Records } from '../src/shared/model/types.ts';
import type { SiteConfig } from './config.ts';
import { UserError, ValidationFailed, type Problem } from './errors.ts';
import { frenchShare, type FrenchShare } from './french-share.ts';
import { shareGraph, type GraphOrigin } from './load/graph-source.ts';
import type { SiteModel } from './model/index.ts';
import { Scheduler } from './parallel/scheduler.ts';
import type { QueryWorker } from './parallel/query-worker.ts';
import { startBundle } from './pipeline/bundle.ts';
import type { BuildCache } from './pipeline/cache.ts';
import { throughRoute, type Front } from './pipeline/front.ts';
import { collectNow, collectSooner, isLargeSite } from './pipeline/gc.ts';
import { siteFiles, startOutputs } from './pipeline/outputs.ts';
import { Timer, type CacheCount, type StageTiming } from './pipeline/timer.ts';
import { writeStage } from './pipeline/write.ts';
import type { QueryTiming } from './query/engine.ts';
import { renderStage } from './render/site.ts';
import { pageCounts } from './report.ts';
import type { RouteTable } from './route/index.ts';
import { OutputWriter } from './write/index.ts';

export type { BuildCache, StageTiming };

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
  /** the build cache's hits and misses per stage (generator/cache/); empty when it is off */
  cache: CacheCount[];
}

export interface BuildState {
  store: Store;
  records: Records;
  model: SiteModel;
  table: RouteTable;
}

/** `npm run check`: the stages up to route, on this thread; problems are returned, not thrown. */
export async function analyse(config: SiteConfig) {
  const front = await throughRoute(config, new Timer(), new Scheduler(config, true), undefined, true);
  front.contentCache?.done();
  return { problems: front.problems, model: front.model, records: front.queried?.records };
}

/**
 * A full build, or (`cache`) a dev rebuild on this thread that reuses what did
 * not change. `query`: the build's query thread, already started
 * (startQueryThread, for this configuration).
 */
export async function build(
  buildConfig: SiteConfig,
  cache?: BuildCache,
  query?: QueryWorker,
): Promise<{ report: BuildReport; state: BuildState }> {
  // an endpoint's graph is fetched once, here, for every thread of the build
  const shared = cache ? { config: buildConfig, cleanup: () => undefined } : await shareGraph(buildConfig);
  const scheduler = new Scheduler(shared.config, !!cache, query);
  try {
    return await stages(shared.config, scheduler, cache);
  } finally {
    await scheduler.stop();
    shared.cleanup();
    collectSooner(false);
  }
}

async function stages(config: SiteConfig, scheduler: Scheduler, cache?: BuildCache) {
  const started = performance.now();
  const timer = new Timer();
  const bundle = startBundle(config, timer, cache);
  const front = await throughRoute(config, timer, scheduler, cache);
  if (front.stoppedAt) {
    front.contentCache?.done();
    throw await everyProblem(config, await withLateProblems(front.problems, front.validation));
  }
  const { loaded, queried, model, table, problems } = front as Required<Front>;
  if (!cache) releaseSources(loaded, model);
  if (!cache && isLargeSite(table.pages.length)) {
    collectSooner(true);
    // The Markdown and model stages leave ~250 MB of garbage on this heap (at bench scale 20: 625 MB
    // used, 400 live). Collected here, before the output and render threads start growing beside it,
    // rather than at the render's first page: the peak 1.22–1.23 → 1.13–1.17 GB, same wall.
    collectNow();
  }
  const assets = await bundle();
  const french = frenchShare(model.pages); // before the render drops the pages' bodies
  const writer = new OutputWriter(config.outDir);
  await writer.start();
  try {
    const outputs = startOutputs({ config, store: loaded.graph.store, pages: table.pages }, writer, timer, scheduler.outputs);
    const renderInput = { config, model, table, store: loaded.graph.store, assets };
    const threads = await renderStage(renderInput, writer, scheduler.renderPool(table.pages.length), !!scheduler.outputs);
    for (const f of siteFiles(config.siteUrl, model, queried.records)) writer.write(f);
    timer.lap('render');
    timer.add(...threads);
    // nothing is committed before the graph is known to be valid
    if (front.validation) problems.push(...(await front.validation));
    timer.lap('wait: validation');
    if (problems.some((p) => p.severity === 'error')) throw new ValidationFailed(problems);
    // after this thread's share of the outputs, while the output thread finishes (this thread would only wait)
    await outputs(() => {
      if (!front.contentCache) return;
      front.contentCache.done();
      timer.lap('build cache');
    });
    const { files, bytes } = await writeStage(config, writer, assets);
    timer.lap('write');
    const report: BuildReport = {
      pages: pageCounts(table.pages),
      pagesTotal: table.pages.length,
      files,
      bytes,
      warnings: problems.filter((p) => p.severity === 'warning'),
      stages: timer.stages,
      queries: queried.timings,
      totalMs: performance.now() - started,
      triples: loaded.graph.store.size,
      graph: loaded.graph.origin,
      french,
      cache: timer.cache,
    };
    return { report, state: { store: loaded.graph.store, records: queried.records, model, table } };
  } catch (e) {
    // the renders are sound whatever failed: the next build may take them
    front.contentCache?.done();
    // nothing may write into the temporary folder while it is removed
    await scheduler.stop();
    await writer.abort();
    throw await everyProblem(config, await withLateProblems(e, front.validation));
  }
}

/**
 * The Markdown sources (~70 MB at bench scale 20) are read by the model and
 * the link check, and by nothing after them: a full build lets them go before
 * the render (a dev rebuild keeps them for the next one). Letting go of the
 * documents is not enough: a heading's text in a table of contents, or a
 * link's address, is a slice of its file's text as marked read it, and V8
 * keeps the whole file alive for the slice.
 */
function releaseSources(loaded: Front['loaded'] & object, model: SiteModel): void {
  loaded.documents = [];
  // the translation pairs hold the same documents; only `check` reports them
  model.docPairs = [];
  for (const page of model.pages) {
    // checked by the route stage; nothing after it reads them
    page.links = [];
    page.anchors = [];
    // a copy made of new strings, which hold nothing else
    if (page.toc.length) page.toc = JSON.parse(JSON.stringify(page.toc)) as Page['toc'];
  }
}

/**
 * A build stops at its first failing stage; its report lists every problem of
 * every stage, as `check` does (the analysis runs again, on this thread).
 */
async function everyProblem(config: SiteConfig, failure: unknown): Promise<unknown> {
  if (!(failure instanceof ValidationFailed || failure instanceof UserError)) return failure;
  const all = await analyse(config).catch(() => undefined);
  return all?.problems.some((p) => p.severity === 'error') ? new ValidationFailed(all.problems) : failure;
}

/**
 * The error to throw: invalid data may break a later stage before its SHACL
 * problems are back from the query worker, and those explain it better.
 */
async function withLateProblems(failure: unknown, validation?: Promise<Problem[]>): Promise<unknown> {
  const earlier = Array.isArray(failure) ? failure : failure instanceof ValidationFailed ? failure.problems : [];
  const seen = new Set(earlier);
  // those awaited before the commit are already in the failure
  const late = (validation ? await validation.catch(() => []) : []).filter((p) => !seen.has(p));
  if (Array.isArray(failure) || late.some((p) => p.severity === 'error')) return new ValidationFailed([...earlier, ...late]);
  return failure;
}
