// The build's persistent, content-addressed cache: results of the expensive
// stages (query records with the SHACL problems, rendered Markdown, the
// linked-data files, rendered pages) kept between builds under a key that
// hashes everything the result depends on, as webpack's persistent cache or a
// compiler's incremental cache do. A warm build reads them instead of running
// Comunica, SHACL, marked and Shiki or React, and the writer (write/index.ts)
// links the output files whose bytes did not change instead of writing them.
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
import { writeAll } from '../write/index.ts';
import { markUsed, pruneCache } from './prune.ts';
import { generatorVersion } from './version.ts';

/** The stages whose results are kept; each is counted in the build report. */
export type CacheStage = 'query' | 'markdown' | 'entities' | 'dumps' | 'pages' | 'search';

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

/**
 * A JSON.stringify replacer that puts object keys in order: a page whose
 * Markdown came from the build cache has the same fields as one rendered
 * afresh, but not always in the same order, and a key must not tell them apart.
 */
export function sortedKeys(_key: string, value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export class ContentCache {
  /** entries this build wrote: only then can the cache have grown past its bound */
  written = 0;
  private readonly finishing: (() => void)[] = [];
  private closed = false;
  /** entries used since the cache was opened are this build's: never pruned (cache/prune.ts) */
  private readonly opened = Date.now();

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

  /** The entry, or undefined if there is none or it cannot be read whole (not counted: see `get`). */
  peek<T>(stage: CacheStage, key: string): T | undefined {
    const payload = this.payload(stage, key);
    try {
      return payload && (v8.deserialize(payload) as T);
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

  /** The values of an entry written by `stream`, in order, or undefined; not counted (a pack's values are counted one by one). */
  peekValues<T>(stage: CacheStage, key: string): T[] | undefined {
    const payload = this.payload(stage, key);
    try {
      return payload && valuesOf<T>(payload);
    } catch {
      return undefined;
    }
  }

  /** An entry's payload, if its file is there whole (its checksum matches), marked as used now. */
  private payload(stage: CacheStage, key: string): Buffer | undefined {
    const file = this.file(stage, key);
    let bytes: Buffer;
    try {
      bytes = fs.readFileSync(file);
    } catch {
      return undefined;
    }
    if (bytes.length < CHECKSUM_BYTES) return undefined;
    const payload = bytes.subarray(CHECKSUM_BYTES);
    const sum = crypto.createHash('sha256').update(payload).digest();
    if (!sum.equals(bytes.subarray(0, CHECKSUM_BYTES))) return undefined;
    // used now: pruning removes the least recently used entries first
    const now = new Date();
    fs.utimes(file, now, now, () => undefined);
    return payload;
  }

  /** Writes an entry atomically; a failure to write (disk full, read-only folder) only loses the entry. */
  set(stage: CacheStage, key: string, value: unknown): void {
    const entry = this.stream(stage, key);
    entry?.add(value, false);
    entry?.commit();
  }

  /**
   * An entry written value by value as they are made, none held (peekValues
   * reads them back), seen by readers only once committed; undefined when
   * the folder cannot be written.
   */
  stream(stage: CacheStage, key: string): CacheStream | undefined {
    const file = this.file(stage, key);
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      return new CacheStream(file, () => this.written++);
    } catch {
      return undefined;
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
    if (this.written) void pruneCache(path.dirname(this.dir), path.basename(this.dir), undefined, this.opened);
  }
}

/**
 * The values of a streamed entry: each is its length (4 bytes, little-endian)
 * and its v8 serialisation. A payload that ends inside a value is not whole.
 */
function valuesOf<T>(payload: Buffer): T[] {
  const values: T[] = [];
  for (let at = 0; at < payload.length;) {
    if (at + 4 > payload.length) throw new Error('a value cut short');
    const end = at + 4 + payload.readUInt32LE(at);
    if (end > payload.length) throw new Error('a value cut short');
    values.push(v8.deserialize(payload.subarray(at + 4, end)) as T);
    at = end;
  }
  return values;
}

/**
 * One entry being written: to a temporary file renamed into place once
 * committed, its checksum written last in the room left for it at the start.
 * A failure to write loses the entry, never the build.
 */
export class CacheStream {
  private readonly temp: string;
  private fd: number | undefined;
  private readonly hash = crypto.createHash('sha256');
  /** bytes of the payload so far */
  bytes = 0;

  constructor(
    private readonly file: string,
    private readonly onWritten: () => void,
  ) {
    this.temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    this.fd = fs.openSync(this.temp, 'w');
    try {
      writeAll(this.fd, Buffer.alloc(CHECKSUM_BYTES));
    } catch (e) {
      // no descriptor or half-made file left behind (ContentCache.stream then has no entry)
      this.abort();
      throw e;
    }
  }

  /** `framed`: one value among others (peekValues), or the entry's one value (get). */
  add(value: unknown, framed = true): void {
    if (this.fd === undefined) return;
    try {
      const payload = v8.serialize(value);
      const parts = framed ? [Buffer.alloc(4), payload] : [payload];
      if (framed) parts[0].writeUInt32LE(payload.length);
      for (const part of parts) {
        this.hash.update(part);
        writeAll(this.fd, part);
        this.bytes += part.length;
      }
    } catch {
      this.abort();
    }
  }

  /** The entry in place, whole. */
  commit(): void {
    if (this.fd === undefined) return;
    try {
      writeAll(this.fd, this.hash.digest(), 0);
      fs.closeSync(this.fd);
      this.fd = undefined;
      fs.renameSync(this.temp, this.file);
      this.onWritten();
    } catch {
      this.abort();
    }
  }

  /** No entry: what was written goes. */
  abort(): void {
    try {
      if (this.fd !== undefined) fs.closeSync(this.fd);
    } finally {
      this.fd = undefined;
      fs.rmSync(this.temp, { force: true });
    }
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
