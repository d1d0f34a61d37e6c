// The stages every command shares, up to the route table: load → validate and
// query → model → route, on this thread, over the one graph the load parsed.
// `check` stops here; `build` goes on to render, outputs and write (build.ts);
// a dev rebuild (dev/site.ts) passes what it kept from the last run (`Reuse`)
// and renders into memory. A build stops at the first stage that
// finds an error; `check` (and a failed build's report, so both print the
// same list) keeps going: every stage that has its input runs, so one run
// reports every mistake.
import type { SiteConfig } from '../config.ts';
import { dropEchoes, runStage, type Problem } from '../errors.ts';
import type { SiteModel } from '../model/index.ts';
import type { RouteTable } from '../route/index.ts';
import { openContentCache, type ContentCache } from '../cache/content-cache.ts';
import type { StaticFile } from '../load/static.ts';
import type { Records } from '../../src/shared/model/types.ts';
import type { SourcedGraph } from '../load/graph-source.ts';
import type { QueryTiming } from '../query/engine.ts';
import type { KindResults } from '../query/records.ts';
import { loadStage, type Loaded, type LoadSources } from './load.ts';
import { markdownStage, type MarkdownStage } from './markdown.ts';
import { modelStage } from './model.ts';
import { devGraphStage, graphStage, type Queried } from './query.ts';
import { routeStage } from './route.ts';
import { growHeapSlowlyIfLarge } from './heap-growth.ts';
import type { Timer } from './timer.ts';
import type { TerminologyKept } from '../validate/terminology.ts';

export interface Front {
  problems: Problem[];
  /** the stage that found errors, if one did: the later ones did not run */
  stoppedAt?: 'load' | 'validate' | 'model' | 'route';
  loaded?: Loaded;
  queried?: Queried;
  model?: SiteModel;
  table?: RouteTable;
  /**
   * The build cache of these stages, if on. Its `done()`, which writes what it
   * keeps of them (the Markdown renders, ~18 MB for the real site), is left to
   * the caller: a build runs it once its outputs are written.
   */
  contentCache?: ContentCache;
}

/**
 * What `npm run dev` keeps of the graph between rebuilds: the loaded and validated graph and the query results,
 * valid while no file of the data folder changed. An edit to a Markdown file then re-runs neither SHACL nor a
 * single SPARQL query.
 */
export interface DevKept {
  graph?: SourcedGraph;
  /** problems found reading the graph, and by SHACL */
  graphProblems?: Problem[];
  shaclProblems?: Problem[];
  records?: Records;
  timings?: QueryTiming[];
  /** each kind's query results over a graph, kept across its changes: an edit re-runs only the kinds it touched */
  results?: { graph: SourcedGraph; byKind: KindResults };
  /** the terminology check's warnings per file: a save checks again only the files it changed */
  terminology?: TerminologyKept;
}

/** What a dev rebuild keeps between runs and hands to the stages. */
export interface Reuse {
  /** the graph, its records and SHACL problems, while no Turtle file changes */
  kept: DevKept;
  /** the graph per Turtle file, the front matter per Markdown file */
  sources: LoadSources;
  /** the Markdown renderer, memoised on each (locale, body) */
  markdown: (loaded: Loaded) => Promise<Pick<MarkdownStage, 'render' | 'highlightSparql'>>;
  staticFiles: StaticFile[];
}

const hasErrors = (problems: Problem[]) => problems.some((p) => p.severity === 'error');

/**
 * `keepGoing`: every stage that has its input runs, whatever the earlier ones
 * found (check, and a failed build's report). `reuse`: a dev rebuild's.
 */
export async function throughRoute(config: SiteConfig, timer: Timer, keepGoing = false, reuse?: Reuse): Promise<Front> {
  const front: Front = { problems: [] };
  const { problems } = front;
  // false once a stage found errors and the run should stop (never while keeping going)
  const goOn = (ran: boolean, stage: NonNullable<Front['stoppedAt']>) => {
    if (ran && (keepGoing || !hasErrors(problems))) return true;
    front.stoppedAt ??= stage;
    return false;
  };
  const step = (stage: string, run: () => Promise<void> | void) =>
    keepGoing ? runStage(problems, stage, run) : Promise.resolve(run()).then(() => true);
  const loaded = await stepValue(step, 'load', () => loadStage(config, timer, reuse?.kept, reuse?.sources));
  if (loaded) {
    front.loaded = loaded;
    problems.push(...loaded.problems);
  }
  if (!goOn(!!loaded, 'load') || !loaded) return done(front);
  // a build or a check of a large site (a dev server keeps V8's default: its rebuilds are its hot code)
  if (!reuse) growHeapSlowlyIfLarge(loaded.documents);
  // the build cache (generator/cache/) in a build or a check; a dev session keeps its own in memory
  const contentCache = reuse ? undefined : openContentCache(config, (stage, hit) => timer.countCache(stage, hit));
  front.contentCache = contentCache;
  const graph = await stepValue(step, 'validate', () =>
    reuse ? devGraphStage(config, loaded, timer, reuse.kept) : graphStage(config, loaded, timer, contentCache),
  );
  if (graph) problems.push(...graph.problems);
  if (!goOn(!!graph, 'validate') || !graph) return done(front);
  const queried = (front.queried = graph.queried);
  const markdown = reuse ? await reuse.markdown(loaded) : await markdownStage(config, loaded.documents, contentCache);
  if (reuse) reuse.kept.terminology ??= { files: new Map() };
  const modelled = await stepValue(step, 'model', () => modelStage(config, loaded, queried, markdown, reuse?.kept.terminology));
  if (modelled) {
    front.model = modelled.model;
    problems.push(...modelled.problems);
  }
  timer.lap('model');
  if (!goOn(!!modelled, 'model') || !modelled) return done(front);
  const routed = await stepValue(step, 'route', () => routeStage(config, modelled.model, queried.records, reuse?.staticFiles));
  if (routed) {
    front.table = routed.table;
    problems.push(...routed.problems);
  }
  timer.lap('route');
  goOn(!!routed, 'route');
  return done(front);
}

/** Runs a stage that returns a value through `step`; undefined if it did not finish. */
async function stepValue<T>(step: (stage: string, run: () => Promise<void>) => Promise<boolean>, stage: string, run: () => Promise<T> | T) {
  let value: T | undefined;
  await step(stage, async () => void (value = await run()));
  return value;
}

/** Problems that only repeat a Turtle syntax error (on the lines it left unread) are dropped. */
function done(front: Front): Front {
  front.problems = dropEchoes(front.problems);
  return front;
}
