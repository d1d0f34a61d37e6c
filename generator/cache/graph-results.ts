// Query results and SHACL problems, cached under a hash of everything they
// are computed from: every Turtle file of the data folder (the shapes among
// them) by content, the .rq queries, the site address (entity IRIs), where
// the project sits (problem positions name files relative to it) and the
// generator's version (the folder the cache is in). A hit skips Comunica and
// SHACL altogether.
import fs from 'node:fs';
import path from 'node:path';
import type { Records } from '../../src/shared/model/types.ts';
import type { SiteConfig } from '../config.ts';
import type { Problem } from '../errors.ts';
import { listFiles } from '../load/files.ts';
import { QUERY_DIR, type QueryTiming } from '../query/engine.ts';
import { sha256, type ContentCache } from './content-cache.ts';

export interface GraphResults {
  records: Records;
  /** the timings of the run that made the entry (the report shows them as cached) */
  timings: QueryTiming[];
  /** SHACL and datatype problems */
  problems: Problem[];
}

/**
 * The key of the graph's results, or undefined when they must not be cached:
 * a graph from a SPARQL endpoint (it may change without a file here changing),
 * or a data folder that cannot be read (the load reports why).
 */
export async function graphResultsKey(config: SiteConfig, cache: ContentCache): Promise<string | undefined> {
  if (config.sparql || config.graphSnapshot) return undefined;
  try {
    const files = await listFiles(config.dataDir, (n) => n.endsWith('.ttl'), config.rootDir);
    const parts: (string | Buffer)[] = [cache.version, config.siteUrl, path.resolve(config.rootDir), path.resolve(config.dataDir)];
    for (const f of files) parts.push(path.relative(config.dataDir, f), fs.readFileSync(f));
    for (const q of fs
      .readdirSync(QUERY_DIR)
      .filter((n) => n.endsWith('.rq'))
      .sort()) {
      parts.push(q, fs.readFileSync(path.join(QUERY_DIR, q)));
    }
    return sha256(...parts);
  } catch {
    return undefined;
  }
}
