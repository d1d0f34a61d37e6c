// Query stage: the SPARQL queries over the graph, shaped into records. On the
// query worker for a full build (it starts before anything else); here for
// `check` and dev, where a rebuild with an unchanged graph reuses them, and
// one after a Turtle edit re-runs only the queries of the kinds it touched.
import type { Records } from '../../src/shared/model/types.ts';
import type { QueryTiming } from '../query/engine.ts';
import { kindsOfClasses, queryKinds } from '../query/index.ts';
import type { QueryWorker } from '../parallel/query-worker.ts';
import type { SiteConfig } from '../config.ts';
import type { BuildCache } from './cache.ts';
import type { Loaded } from './load.ts';
import type { Timer } from './timer.ts';
import type { Problem } from '../errors.ts';
import { loadGraph } from '../load/graph-source.ts';
import { queryRecords } from '../query/index.ts';
import { validateGraph } from '../validate/index.ts';
import { openContentCache } from '../cache/content-cache.ts';
import { graphResultsKey, type GraphResults } from '../cache/graph-results.ts';
import { cacheMark, type StageTime } from './timer.ts';

export interface Queried {
  records: Records;
  timings: QueryTiming[];
}

export async function queryStage(
  config: SiteConfig,
  loaded: Loaded,
  timer: Timer,
  worker?: QueryWorker,
  cache?: BuildCache,
): Promise<Queried> {
  if (worker) {
    const answer = await worker.records;
    timer.lap('wait: records');
    timer.add(...answer.stages);
    return answer;
  }
  if (loaded.graphReused && cache?.records && cache.timings) {
    timer.lap('query');
    return { records: cache.records, timings: cache.timings.map((t) => ({ ...t, ms: 0 })) };
  }
  // a dev rebuild that knows which classes of entity the edit touched re-runs their queries only
  const { touched } = loaded;
  const previous = touched && cache?.results?.graph === touched.since ? cache.results.byKind : undefined;
  const kinds = previous && kindsOfClasses(touched!.classes);
  const answer = await queryKinds({ kind: 'store', store: loaded.graph.store }, config.siteUrl, kinds, previous);
  const results = { graph: loaded.graph, byKind: answer.results };
  if (cache) Object.assign(cache, { records: answer.records, timings: answer.timings, results });
  timer.lap('query');
  return { records: answer.records, timings: answer.timings };
}

/** What the query thread hands back, in order: the records, then the SHACL problems. */
export interface QueryThreadAnswers {
  records: (answer: { records: Records; timings: QueryTiming[]; stages: StageTime[] }) => void;
  validation: (answer: { problems: Problem[]; stages: StageTime[] }) => void;
}

/**
 * The query thread's work (parallel/jobs/query.ts): read the Turtle (parsing
 * twice is cheaper than copying a store between threads), answer the
 * queries, hand the records over, then validate the graph while the main
 * thread builds the model. With the build cache on and an entry for this
 * graph (cache/graph-results.ts), both answers come from the entry and the
 * graph is not even read; otherwise the entry is written once both are known.
 */
export async function queryThread(config: SiteConfig, answer: QueryThreadAnswers, lap: (stage: string) => void, stages: StageTime[]) {
  const cache = openContentCache(config);
  const key = cache && (await graphResultsKey(config, cache));
  const kept = key ? cache.peek<GraphResults>('query', key) : undefined;
  if (key) stages.push(cacheMark('query', !!kept));
  if (kept) {
    lap('query (cached)');
    answer.records({ records: kept.records, timings: kept.timings.map((t) => ({ ...t, ms: 0 })), stages: stages.splice(0) });
    answer.validation({ problems: kept.problems, stages });
    return;
  }
  const graph = await loadGraph(config);
  lap('load (query thread)');
  const { records, timings } = await queryRecords({ kind: 'store', store: graph.store }, config.siteUrl);
  lap('query');
  answer.records({ records, timings, stages: stages.splice(0) });
  const problems = await validateGraph(config, graph);
  lap('validate (query thread)');
  if (key) cache.set('query', key, { records, timings, problems } satisfies GraphResults);
  answer.validation({ problems, stages });
}
