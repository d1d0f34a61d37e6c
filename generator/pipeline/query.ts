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
