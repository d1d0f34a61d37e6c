// Query stage: the SPARQL queries over the graph, shaped into records, with
// the SHACL validation beside them (graphStage, for build and check). A dev
// rebuild with an unchanged graph reuses them (queryStage), and one after a
// Turtle edit re-runs only the queries of the kinds it touched.
import type { Records } from '../../src/shared/model/types.ts';
import type { QueryTiming } from '../query/engine.ts';
import { kindsOfClasses, queryKinds } from '../query/index.ts';
import type { SiteConfig } from '../config.ts';
import type { DevKept } from './front.ts';
import type { Loaded } from './load.ts';
import type { Timer } from './timer.ts';
import { ValidationFailed, type Problem } from '../errors.ts';
import { queryRecords } from '../query/index.ts';
import { validateGraph } from '../validate/index.ts';
import type { ContentCache } from '../cache/content-cache.ts';
import { graphResultsKey, type GraphResults } from '../cache/graph-results.ts';

export interface Queried {
  records: Records;
  timings: QueryTiming[];
}

async function queryStage(config: SiteConfig, loaded: Loaded, timer: Timer, cache: DevKept): Promise<Queried> {
  if (loaded.graphReused && cache.records && cache.timings) {
    timer.lap('query');
    return { records: cache.records, timings: cache.timings.map((t) => ({ ...t, ms: 0 })) };
  }
  // a dev rebuild that knows which classes of entity the edit touched re-runs their queries only
  const { touched } = loaded;
  const previous = touched && cache.results?.graph === touched.since ? cache.results.byKind : undefined;
  const kinds = previous && kindsOfClasses(touched!.classes);
  const answer = await queryKinds({ kind: 'store', store: loaded.graph.store }, config.siteUrl, kinds, previous);
  Object.assign(cache, { records: answer.records, timings: answer.timings, results: { graph: loaded.graph, byKind: answer.results } });
  timer.lap('query');
  return { records: answer.records, timings: answer.timings };
}

/**
 * Validate and query, over the graph the load parsed: SHACL problems and
 * records, or both from the build cache (cache/graph-results.ts) when no data
 * file, query or shape changed since they were cached.
 */
export async function graphStage(
  config: SiteConfig,
  loaded: Loaded,
  timer: Timer,
  cache?: ContentCache,
): Promise<{ queried: Queried; problems: Problem[] }> {
  const key = cache && (await graphResultsKey(config, cache));
  const kept = key ? cache.peek<GraphResults>('query', key) : undefined;
  if (key) cache.count('query', !!kept);
  if (kept) {
    timer.lap('validate + query (cached)');
    return { queried: { records: kept.records, timings: kept.timings.map((t) => ({ ...t, ms: 0 })) }, problems: kept.problems };
  }
  const problems = await validateGraph(config, loaded.graph);
  timer.lap('validate');
  // invalid data may break a query: its SHACL problems explain it better
  const queried = await queryRecords({ kind: 'store', store: loaded.graph.store }, config.siteUrl).catch((e: unknown) => {
    if (problems.some((p) => p.severity === 'error')) throw new ValidationFailed(problems);
    throw e;
  });
  timer.lap('query');
  if (key) cache.set('query', key, { ...queried, problems } satisfies GraphResults);
  return { queried, problems };
}

/**
 * A dev rebuild's validate and query: the records of an unchanged graph are
 * kept, and the SHACL problems of a changed one are found once its pages are
 * served (DevSite.validate), so an edit shows at once. Invalid data may break
 * a query: its SHACL problems, found then, explain it better.
 */
export async function devGraphStage(config: SiteConfig, loaded: Loaded, timer: Timer, kept: DevKept) {
  const problems = (loaded.graphReused && kept.shaclProblems) || [];
  try {
    return { queried: await queryStage(config, loaded, timer, kept), problems: [...problems] };
  } catch (e) {
    const shacl = await validateGraph(config, loaded.graph);
    if (shacl.some((p) => p.severity === 'error')) throw new ValidationFailed([...loaded.problems, ...shacl]);
    throw e;
  }
}
