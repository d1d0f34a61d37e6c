// Query stage entry: run every bulk query, shape the records, report timings.
import type { Records } from '../../src/shared/model/types.ts';
import { runDescribeQuery, type QuerySource, type QueryTiming } from './engine.ts';
import { shapeRecords, type KindResults } from './records.ts';

const KINDS = ['concepts', 'tools', 'datasets', 'events', 'people', 'organizations'] as const;

export async function queryRecords(source: QuerySource, siteUrl: string): Promise<{ records: Records; timings: QueryTiming[] }> {
  const results = {} as KindResults;
  const timings: QueryTiming[] = [];
  // sequential on purpose: Comunica's first query warms its actors, and two
  // cores gain little from interleaving in-memory queries
  for (const kind of KINDS) {
    const { descriptions, timing } = await runDescribeQuery(source, kind);
    results[kind] = descriptions;
    timings.push(timing);
  }
  return { records: shapeRecords(results, siteUrl), timings };
}
