// Query stage entry: run every bulk query, shape the records, report timings.
import type { Records } from '../../src/shared/model/types.ts';
import { runDescribeQuery, type QuerySource, type QueryTiming } from './engine.ts';
import type { KindResults } from './records.ts';
import { ENTITY_KINDS, shapeRecords } from '../entity-kinds.ts';

export type Kind = keyof KindResults;
const KINDS: readonly Kind[] = ENTITY_KINDS.map((k) => k.records);

/** The kinds whose query results may change when statements about entities of these classes do. */
export function kindsOfClasses(classes: Set<string>): Kind[] {
  return ENTITY_KINDS.filter((k) => classes.has(k.class)).map((k) => k.records);
}

export async function queryRecords(source: QuerySource, siteUrl: string): Promise<{ records: Records; timings: QueryTiming[] }> {
  const { records, timings } = await queryKinds(source, siteUrl);
  return { records, timings };
}

/**
 * Runs the queries of `kinds` (every kind by default) and takes the other
 * kinds' results from `previous`: a dev rebuild re-runs only the queries of
 * the kinds of entity a Turtle edit touched.
 */
export async function queryKinds(source: QuerySource, siteUrl: string, kinds: readonly Kind[] = KINDS, previous?: KindResults) {
  const results = { ...previous } as KindResults;
  const timings: QueryTiming[] = [];
  // sequential on purpose: Comunica's first query warms its actors, and two
  // cores gain little from interleaving in-memory queries
  for (const kind of previous ? kinds : KINDS) {
    const { descriptions, timing } = await runDescribeQuery(source, kind);
    results[kind] = descriptions;
    timings.push(timing);
  }
  return { records: shapeRecords(results, siteUrl), timings, results };
}
