// Query stage entry: run every bulk query, shape the records, report timings.
import type { Records } from '../../src/shared/model/types.ts';
import { runDescribeQuery, type QuerySource, type QueryTiming } from './engine.ts';
import { shapeRecords, type KindResults } from './records.ts';

export type Kind = keyof KindResults;
const KINDS: readonly Kind[] = ['concepts', 'tools', 'datasets', 'events', 'people', 'organizations'];

/** The class each kind's query selects by (queries/<kind>.rq: `?s a <class> ; ?p ?o`). */
const KIND_CLASSES: Record<Kind, string> = {
  concepts: 'http://www.w3.org/2004/02/skos/core#Concept',
  tools: 'https://schema.org/SoftwareApplication',
  datasets: 'https://schema.org/Dataset',
  events: 'https://schema.org/Event',
  people: 'https://schema.org/Person',
  organizations: 'https://schema.org/Organization',
};

/** The kinds whose query results may change when statements about entities of these classes do. */
export function kindsOfClasses(classes: Set<string>): Kind[] {
  return KINDS.filter((k) => classes.has(KIND_CLASSES[k]));
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
