// The build cache's streamed entries: an output's files go to the entry as
// they pass to the writer (none held until the output is done), the entry is
// seen only once whole, and a hit gives back the same files, those in pieces
// as pieces.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentCache } from '../../generator/cache/content-cache.ts';
import { cachedOutput } from '../../generator/cache/output-files.ts';
import { makeConfig, type SiteConfig } from '../../generator/config.ts';
import type { OutputFile } from '../../generator/write/index.ts';
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
    expect(cache.getValues('entities', 'k')).toBeUndefined();
    entry.commit();
    expect(cache.getValues('entities', 'k')).toEqual(values);
    expect(temporaries(dir)).toEqual([]);
  });

  it('leaves nothing when aborted', () => {
    const cache = new ContentCache(path.join(dir, 'v1'), 'v1');
    const entry = cache.stream('dumps', 'k')!;
    entry.add({ piece: 'x' });
    expect(temporaries(dir)).toHaveLength(1);
    entry.abort();
    expect(filesIn(dir).filter((f) => f.endsWith('.bin') || f.endsWith('.tmp'))).toEqual([]);
    expect(cache.getValues('dumps', 'k')).toBeUndefined();
  });

  it('is a miss when cut short or altered, and a one-value entry reads as before', () => {
    const cache = new ContentCache(path.join(dir, 'v1'), 'v1');
    const entry = cache.stream('dumps', 'k')!;
    entry.add({ piece: 'a longer piece of text' });
    entry.commit();
    const file = filesIn(dir).find((f) => f.endsWith('.bin'))!;
    const bytes = fs.readFileSync(path.join(dir, file));
    fs.writeFileSync(path.join(dir, file), bytes.subarray(0, bytes.length - 3));
    expect(cache.getValues('dumps', 'k')).toBeUndefined();
    cache.set('query', 'q', { records: [1, 2] });
    expect(cache.get('query', 'q')).toEqual({ records: [1, 2] });
  });
});

describe('an output from the build cache', () => {
  let config: SiteConfig;
  beforeEach(() => {
    fs.mkdirSync(path.join(dir, 'data'));
    fs.writeFileSync(path.join(dir, 'data', 'a.ttl'), '<https://example.org/a> <https://example.org/p> "x" .\n');
    config = { ...makeConfig({ rootDir: ROOT, quiet: true }), dataDir: path.join(dir, 'data'), buildCacheDir: path.join(dir, 'cache') };
  });

  const files: OutputFile[] = [
    { path: 'a.ttl', content: 'plain' },
    { path: 'b.nt', content: ['<x> ', '"né" ', '.\n'] },
    { path: 'empty.nt', content: [] },
    { path: 'c.bin', content: new Uint8Array([0, 255]) },
  ];
  /** The output, counting how often it is made. */
  const counted = () => {
    const made = { runs: 0 };
    const output = cachedOutput('dumps', () => {
      made.runs++;
      return files;
    });
    return { made, output: (input: Parameters<typeof output>[0]) => output(input) as AsyncIterable<OutputFile> };
  };
  const whole = (f: OutputFile) => [
    f.path,
    typeof f.content === 'string' || f.content instanceof Uint8Array ? f.content : [...f.content].join(''),
  ];

  it('writes each file to the entry as it passes, and a hit gives the same files without running the output', async () => {
    const { made: count, output } = counted();
    const input = { config, store: undefined as never, pages: [] };
    const made: (string | Uint8Array)[][] = [];
    const sizes: number[] = [];
    for await (const f of output(input)) {
      made.push(whole(f));
      // what has passed is already on disk, in the entry being written
      sizes.push(temporaries(config.buildCacheDir!).map((t) => fs.statSync(path.join(config.buildCacheDir!, t)).size)[0]);
    }
    expect(made).toEqual(files.map(whole));
    expect(sizes.every((s, i) => i === 0 || s > sizes[i - 1])).toBe(true);
    expect(temporaries(config.buildCacheDir!)).toEqual([]);

    const again: (string | Uint8Array)[][] = [];
    for await (const f of output(input)) {
      // a file in pieces stays in pieces
      if (f.path === 'b.nt') expect(typeof f.content).not.toBe('string');
      again.push(whole(f));
    }
    expect(count.runs).toBe(1);
    expect(again).toEqual(files.map(whole));
  });

  it('keeps no entry when a file’s pieces were not all read, or the output failed', async () => {
    const { made: count, output } = counted();
    const input = { config, store: undefined as never, pages: [] };
    for await (const f of output(input)) void f.path;
    const failing = cachedOutput('entities', async function* () {
      yield files[0];
      throw new Error('the output broke');
    });
    await expect(
      (async () => {
        for await (const f of failing(input) as AsyncIterable<OutputFile>) void f;
      })(),
    ).rejects.toThrow('the output broke');
    expect(filesIn(config.buildCacheDir!).filter((f) => f.endsWith('.bin') || f.endsWith('.tmp'))).toEqual([]);
    for await (const f of output(input)) void f.path;
    expect(count.runs).toBe(2);
  });
});
