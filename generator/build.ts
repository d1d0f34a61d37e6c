// The build, as a list of stages: load → validate → query → model → route
// (pipeline/front.ts, shared with `check`) → render → outputs → write, each
// a module of generator/pipeline/ or generator/render/ timed for the report.
// Everything but the pages' React render runs on this thread, over the one
// graph the load parsed; the render goes to a pool of workers (parallel/pool.ts)
// when the site is large enough to pay for them, while this thread makes the outputs.
import type { Store } from 'n3';
import type { Locale, Records } from '../src/shared/model/types.ts';
import type { SiteConfig } from './config.ts';
import { MACHINE_FAILURES, UserError, ValidationFailed, fileSystemError, type Problem } from './errors.ts';
import { frenchShare, type FrenchShare } from './french-share.ts';
import { shareGraph, type GraphOrigin } from './load/graph-source.ts';
import type { SiteModel } from './model/index.ts';
import { startBundle } from './pipeline/bundle.ts';
import { throughRoute, type Front } from './pipeline/front.ts';
import { runOutputs, siteFiles } from './pipeline/outputs.ts';
import { pageForOutputs } from './extensions.ts';
import { Pool, poolSize } from './parallel/pool.ts';
import { Timer, type CacheCount, type StageTiming } from './pipeline/timer.ts';
import { writeStage } from './pipeline/write.ts';
import type { QueryTiming } from './query/engine.ts';
import { renderStage } from './render/site.ts';
import { pageCounts } from './report.ts';
import type { RouteTable } from './route/index.ts';
import { OutputWriter, type KeptFile } from './write/index.ts';

export interface BuildReport {
  pages: { locale: Locale; kind: string; count: number }[];
  pagesTotal: number;
  files: number;
  bytes: number;
  /** files written, not kept from the previous output with the same bytes (write/index.ts) */
  rewritten: number;
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

/** `npm run check`: the stages up to route; problems are returned, not thrown. */
export async function analyse(config: SiteConfig) {
  const front = await throughRoute(config, new Timer(), true);
  front.contentCache?.done();
  return { problems: front.problems, model: front.model, records: front.queried?.records };
}

/** A full build: the stages up to route (pipeline/front.ts, shared with `check`), then render, outputs and write. */
export async function build(buildConfig: SiteConfig): Promise<{ report: BuildReport; state: BuildState; placed: KeptFile[] }> {
  // an endpoint's graph is fetched once, here
  const shared = await shareGraph(buildConfig);
  try {
    return await stages(shared.config);
  } finally {
    shared.cleanup();
  }
}

async function stages(config: SiteConfig) {
  const started = performance.now();
  const timer = new Timer();
  const bundle = startBundle(config, timer);
  const front = await throughRoute(config, timer);
  if (front.stoppedAt) {
    front.contentCache?.done();
    throw await everyProblem(config, new ValidationFailed(front.problems));
  }
  const { loaded, queried, model, table, problems } = front as Required<Front>;
  const assets = await bundle();
  const french = frenchShare(model.pages);
  const writer = new OutputWriter(config.outDir, undefined, !!config.buildCacheDir);
  await writer.start();
  const size = poolSize(table.pages.length);
  const pool = size > 0 ? new Pool(config, size) : undefined;
  try {
    const store = loaded.graph.store;
    const renderInput = { config, model, table, store, assets };
    const outputInput = { config, store, pages: table.pages.map(pageForOutputs) };
    // with a pool, the workers render while this thread makes the outputs; without, one after the other
    const rendering = renderStage(renderInput, writer, pool, front.contentCache);
    rendering.catch(() => undefined); // awaited below
    if (!pool) await rendering;
    timer.lap(pool ? 'render (this thread: JSON-LD)' : 'render');
    await runOutputs(outputInput, writer, (stage) => timer.lap(stage), front.contentCache);
    timer.add(...(await rendering));
    if (pool) timer.lap('wait: render');
    for (const f of siteFiles(config.siteUrl, model, queried.records)) writer.write(f);
    front.contentCache?.done();
    timer.lap('build cache');
    const { files, bytes, rewritten, placed } = await writeStage(config, writer, assets);
    timer.lap('write');
    const report: BuildReport = {
      pages: pageCounts(table.pages),
      pagesTotal: table.pages.length,
      files,
      bytes,
      rewritten,
      warnings: problems.filter((p) => p.severity === 'warning'),
      stages: timer.stages,
      queries: queried.timings,
      totalMs: performance.now() - started,
      triples: store.size,
      graph: loaded.graph.origin,
      french,
      cache: timer.cache,
    };
    return { report, state: { store, records: queried.records, model, table }, placed };
  } catch (e) {
    // the renders are sound whatever failed: the next build may take them
    front.contentCache?.done();
    // nothing may write into the temporary folder while it is removed
    await pool?.stop();
    await writer.abort();
    // a full disk or a read-only folder met by any stage (a worker's scratch file, a copy) is one line, not a stack
    const failure = fileSystemError(e, (e as NodeJS.ErrnoException).path ?? config.outDir, 'cannot be written', MACHINE_FAILURES);
    throw await everyProblem(config, failure);
  } finally {
    await pool?.stop();
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
