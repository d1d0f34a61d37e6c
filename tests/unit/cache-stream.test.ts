// The build cache's streamed entries (the page cache's packs) are seen only
// once whole; an output the cache keeps (cache/output-files.ts) is kept from
// the previous output on a hit, and made again when a file there changed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentCache, openContentCache } from '../../generator/cache/content-cache.ts';
import { writeOutput } from '../../generator/cache/output-files.ts';
import type { Output } from '../../generator/extensions.ts';
import { makeConfig, type SiteConfig } from '../../generator/config.ts';
import { OutputWriter, type OutputFile } from '../../generator/write/index.ts';
import { ROOT } from '../helpers.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-stream-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Every file under `root`, relative. */
const filesIn = (root: string) => (fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).map(String) : []);
const temporaries = (root: string) => filesIn(root).filter((f) => f.endsWith('.tmp'));

describe('a streamed cache entry', () => {
  it('reads back its values in order, once committed, and not before', () => {
    const cache = new ContentCache(path.join(dir, 'v1'), 'v1');
    const entry = cache.stream('entities', 'k')!;
    const values = [{ path: 'a', content: 'é'.repeat(3) }, { piece: '' }, { path: 'b', content: new Uint8Array([1, 2]) }];
    for (const v of values) entry.add(v);
    expect(cache.peekValues('entities', 'k')).toBeUndefined();
    entry.commit();
    expect(cache.peekValues('entities', 'k')).toEqual(values);
    expect(temporaries(dir)).toEqual([]);
  });

  it('leaves nothing when aborted', () => {
    const cache = new ContentCache(path.join(dir, 'v1'), 'v1');
    const entry = cache.stream('dumps', 'k')!;
    entry.add({ piece: 'x' });
    expect(temporaries(dir)).toHaveLength(1);
    entry.abort();
    expect(filesIn(dir).filter((f) => f.endsWith('.bin') || f.endsWith('.tmp'))).toEqual([]);
    expect(cache.peekValues('dumps', 'k')).toBeUndefined();
  });

  it('is a miss when cut short or altered, and a one-value entry reads as before', () => {
    const cache = new ContentCache(path.join(dir, 'v1'), 'v1');
    const entry = cache.stream('dumps', 'k')!;
    entry.add({ piece: 'a longer piece of text' });
    entry.commit();
    const file = filesIn(dir).find((f) => f.endsWith('.bin'))!;
    const bytes = fs.readFileSync(path.join(dir, file));
    fs.writeFileSync(path.join(dir, file), bytes.subarray(0, bytes.length - 3));
    expect(cache.peekValues('dumps', 'k')).toBeUndefined();
    cache.set('query', 'q', { records: [1, 2] });
    expect(cache.get('query', 'q')).toEqual({ records: [1, 2] });
  });
});

describe('an output from the build cache', () => {
  let config: SiteConfig;
  beforeEach(() => {
    fs.mkdirSync(path.join(dir, 'data'));
    fs.writeFileSync(path.join(dir, 'data', 'a.ttl'), '<https://example.org/a> <https://example.org/p> "x" .\n');
    config = { ...makeConfig({ rootDir: ROOT }), dataDir: path.join(dir, 'data'), buildCacheDir: path.join(dir, 'cache') };
  });

  const files: OutputFile[] = [
    { path: '/a.ttl', content: 'plain' },
    { path: '/b.nt', content: ['<x> ', '"né" ', '.\n'] },
    { path: '/c.bin', content: new Uint8Array([0, 255]) },
  ];
  const made = { runs: 0 };
  const output: Output = {
    name: 'test',
    cached: { stage: 'dumps', key: () => 'the same inputs' },
    run: () => {
      made.runs++;
      return files.map((f) => ({ ...f, content: Array.isArray(f.content) ? [...f.content] : f.content }));
    },
  };
  /** One build of the output alone, into the output folder; the hits and misses of its cache. */
  async function buildOutput(): Promise<{ hits: number; misses: number }> {
    const counts = { hits: 0, misses: 0 };
    const cache = openContentCache(config, (_stage, hit) => counts[hit ? 'hits' : 'misses']++)!;
    const writer = new OutputWriter(path.join(dir, 'out'), undefined, true);
    await writer.start();
    await writeOutput(output, { config, store: undefined as never, pages: [] }, writer, cache);
    await writer.commit();
    return counts;
  }
  const written = () => files.map((f) => fs.readFileSync(path.join(dir, 'out', f.path), 'utf8'));

  it('links the files of a hit from the previous output without making them, and makes them again when one was changed', async () => {
    made.runs = 0;
    expect(await buildOutput()).toEqual({ hits: 0, misses: 1 });
    const first = written();
    expect(await buildOutput()).toEqual({ hits: 1, misses: 0 });
    expect(made.runs).toBe(1);
    expect(written()).toEqual(first);
    // the output's file edited by hand, same size: made again, not kept
    fs.writeFileSync(path.join(dir, 'out', 'a.ttl'), 'PLAIN');
    expect(await buildOutput()).toEqual({ hits: 0, misses: 1 });
    expect(made.runs).toBe(2);
    expect(written()).toEqual(first);
  });
});
