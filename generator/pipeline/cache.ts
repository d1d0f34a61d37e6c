// What `npm run dev` keeps between rebuilds: the loaded and validated graph
// and the query results, valid while no file of the data folder changed. An
// edit to a Markdown file then re-runs neither SHACL nor a single SPARQL query.
import fs from 'node:fs/promises';
import type { Records } from '../../src/shared/model/types.ts';
import type { SiteConfig } from '../config.ts';
import type { Problem } from '../errors.ts';
import type { SourcedGraph } from '../load/graph-source.ts';
import { listFiles } from '../load/files.ts';
import type { QueryTiming } from '../query/engine.ts';
import type { KindResults } from '../query/records.ts';

export interface BuildCache {
  dataKey?: string;
  graph?: SourcedGraph;
  /** problems found reading the graph, and by SHACL */
  graphProblems?: Problem[];
  shaclProblems?: Problem[];
  records?: Records;
  timings?: QueryTiming[];
  /** each kind's query results over a graph, kept across its changes: an edit re-runs only the kinds it touched */
  results?: { graph: SourcedGraph; byKind: KindResults };
}

/** A fingerprint of the data folder: every Turtle file's path, size and modification time. An endpoint is read once. */
export async function dataFingerprint(config: SiteConfig): Promise<string> {
  if (config.sparql) return `endpoint ${config.sparql.url}`;
  const files = await listFiles(config.dataDir, (n) => n.endsWith('.ttl'), config.rootDir);
  const parts = await Promise.all(
    files.map(async (f) => {
      const st = await fs.stat(f);
      return `${f}:${st.size}:${st.mtimeMs}`;
    }),
  );
  return parts.join('|');
}
