// What `npm run dev` keeps between rebuilds: the loaded and validated graph
// and the query results, valid while no file of the data folder changed. An
// edit to a Markdown file then re-runs neither SHACL nor a single SPARQL query.
import type { Records } from '../../src/shared/model/types.ts';
import type { Problem } from '../errors.ts';
import type { SourcedGraph } from '../load/graph-source.ts';
import type { QueryTiming } from '../query/engine.ts';
import type { KindResults } from '../query/records.ts';

export interface BuildCache {
  graph?: SourcedGraph;
  /** problems found reading the graph, and by SHACL */
  graphProblems?: Problem[];
  shaclProblems?: Problem[];
  records?: Records;
  timings?: QueryTiming[];
  /** each kind's query results over a graph, kept across its changes: an edit re-runs only the kinds it touched */
  results?: { graph: SourcedGraph; byKind: KindResults };
}
