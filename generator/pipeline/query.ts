// Query stage: the SPARQL queries over the graph, shaped into records. On the
// query worker for a full build (it starts before anything else); here for
// `check` and dev, where a rebuild with an unchanged graph reuses them.
import type { Records } from '../../src/shared/model/types.ts';
import type { QueryTiming } from '../query/engine.ts';
import { queryRecords } from '../query/index.ts';
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
  const answer = await queryRecords({ kind: 'store', store: loaded.graph.store }, config.siteUrl);
  if (cache) Object.assign(cache, answer);
  timer.lap('query');
  return answer;
}
