// The build's persistent, content-addressed cache: results of the expensive
// stages (query records with the SHACL problems, rendered Markdown) kept
// between builds under a key that hashes everything the result depends on,
// as webpack's persistent cache or a compiler's incremental cache do. A warm
// build reads them instead of running Comunica, SHACL or marked and Shiki,
// and still writes every output file again.
//
// Layout: <buildCacheDir>/<generator version>/<stage>/<key[0..2]>/<key>.bin.
// A new generator version starts an empty folder (the old ones are removed).
// An entry is a SHA-256 of its payload followed by the payload (v8
// serialisation: what a worker thread's message may carry, an entry may
// hold). It is written to a temporary file and renamed, so a reader never
// sees half of one; a payload that does not match its checksum, or does not
// deserialise, is a miss, never an error. Entries not used recently are
// pruned when the folder grows past its bound (cache/prune.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import type { SiteConfig } from '../config.ts';
import { markUsed, pruneCache } from './prune.ts';
import { generatorVersion } from './version.ts';

/** The stages whose results are kept; each is counted in the build report. */
export type CacheStage = 'query' | 'markdown' | 'entities' | 'dumps';

const CHECKSUM_BYTES = 32;

export const sha256 = (...parts: (string | Buffer)[]): string => {
  const h = crypto.createHash('sha256');
  for (const p of parts) {
    h.update(p);
    // a separator no text contains, so ("ab", "c") and ("a", "bc") differ
    h.update('\0\x01');
  }
  return h.digest('hex');
};

export class ContentCache {
  /** entries this build wrote: only then can the cache have grown past its bound */
  written = 0;
  private readonly finishing: (() => void)[] = [];
  private closed = false;

  constructor(
    /** this generator version's folder */
    readonly dir: string,
    readonly version: string,
    /** told of every hit and miss, for the build report (Timer.countCache) */
    private readonly onCount: (stage: CacheStage, hit: boolean) => void = () => undefined,
  ) {}

  private file(stage: CacheStage, key: string): string {
    return path.join(this.dir, stage, key.slice(0, 2), `${key}.bin`);
  }

  /** Records an outcome (an entry found but no longer valid is a miss). */
  count(stage: CacheStage, hit: boolean): void {
    this.onCount(stage, hit);
  }

  /** The entry, or undefined if there is none or it cannot be read whole (not counted: see `counted`). */
  peek<T>(stage: CacheStage, key: string): T | undefined {
    const file = this.file(stage, key);
    let bytes: Buffer;
    try {
      bytes = fs.readFileSync(file);
    } catch {
      return undefined;
    }
    try {
      if (bytes.length < CHECKSUM_BYTES) return undefined;
      const payload = bytes.subarray(CHECKSUM_BYTES);
      const sum = crypto.createHash('sha256').update(payload).digest();
      if (!sum.equals(bytes.subarray(0, CHECKSUM_BYTES))) return undefined;
      const value = v8.deserialize(payload) as T;
      // used now: pruning removes the least recently used entries first
      const now = new Date();
      fs.utimes(file, now, now, () => undefined);
      return value;
    } catch {
      return undefined;
    }
  }

  /** The entry (a hit), or undefined (a miss); counted for the report. */
  get<T>(stage: CacheStage, key: string): T | undefined {
    const value = this.peek<T>(stage, key);
    this.count(stage, value !== undefined);
    return value;
  }

  /** Writes an entry atomically; a failure to write (disk full, read-only folder) only loses the entry. */
  set(stage: CacheStage, key: string, value: unknown): void {
    const file = this.file(stage, key);
    const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    try {
      const payload = v8.serialize(value);
      const sum = crypto.createHash('sha256').update(payload).digest();
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(temp, Buffer.concat([sum, payload]));
      fs.renameSync(temp, file);
      this.written++;
    } catch {
      fs.rmSync(temp, { force: true });
    }
  }

  /** Runs `write` when this thread is done with the cache (entries kept in memory until then, such as a pack). */
  beforeDone(write: () => void): void {
    this.finishing.push(write);
  }

  /** Once this thread is done with the cache: marks the version used and, if it grew, prunes in the background. Once only. */
  done(): void {
    if (this.closed) return;
    this.closed = true;
    for (const write of this.finishing.splice(0)) write();
    void markUsed(this.dir).catch(() => undefined);
    if (this.written) void pruneCache(path.dirname(this.dir), path.basename(this.dir));
  }
}

/**
 * The default folder: in the project's node_modules/.cache beside the
 * precompiled generator (node_modules/.cache/lod-portal, which run.mjs
 * empties on every recompile, so not inside it). LOD_BUILD_CACHE=off turns
 * the cache off, LOD_BUILD_CACHE_DIR moves it.
 */
export function defaultBuildCacheDir(rootDir: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const setting = env.LOD_BUILD_CACHE?.trim().toLowerCase();
  if (setting === 'off' || setting === '0' || setting === 'false') return undefined;
  return env.LOD_BUILD_CACHE_DIR || path.join(rootDir, 'node_modules', '.cache', 'lod-portal-build');
}

/**
 * The cache of this build, or undefined when it is off. A build whose graph
 * comes from a SPARQL endpoint keeps no query results (graph-results.ts): the
 * endpoint may change between builds unseen; its Markdown is still cached.
 */
export function openContentCache(
  config: Pick<SiteConfig, 'buildCacheDir'>,
  onCount?: (stage: CacheStage, hit: boolean) => void,
): ContentCache | undefined {
  if (!config.buildCacheDir) return undefined;
  const version = generatorVersion();
  return new ContentCache(path.join(config.buildCacheDir, version), version, onCount);
}
