// Pages rendered on the pool's workers (in batches) are the same files, byte
// for byte, as pages rendered on the main thread; the workers start only when
// a batch of pages is to be rendered.
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { fileTree, fixtureSite, treeDifferences } from '../helpers.ts';

describe('render threads', () => {
  afterEach(() => {
    delete process.env.LOD_WORKERS;
  });

  it('two workers write the same files as the main thread alone', async () => {
    const { config } = await fixtureSite();
    process.env.LOD_WORKERS = '0';
    const inline = await build({ ...config, outDir: config.outDir + '-inline' });
    process.env.LOD_WORKERS = '2';
    const threaded = await build({ ...config, outDir: config.outDir + '-threads' });
    expect(inline.report.stages.some((s) => s.stage.startsWith('render ('))).toBe(false);
    expect(threaded.report.stages.map((s) => s.stage)).toContain('render (2 workers)');
    const a = await fileTree(config.outDir + '-inline');
    const b = await fileTree(config.outDir + '-threads');
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    expect(treeDifferences(a, b)).toEqual([]);
    expect(threaded.report.files).toBe(inline.report.files);
    expect(threaded.report.bytes).toBe(inline.report.bytes);
  }, 240_000);

  it('starts no worker when every page comes from the build cache', async () => {
    const { config } = await fixtureSite();
    process.env.LOD_WORKERS = '2';
    const cached = { ...config, buildCacheDir: config.outDir + '-cache', bundleClient: false };
    const first = await build(cached);
    expect(first.report.stages.map((s) => s.stage)).toContain('render (2 workers)');
    const again = await build(cached);
    expect(again.report.cache.find((c) => c.stage === 'pages')?.misses).toBe(0);
    expect(again.report.stages.map((s) => s.stage)).not.toContain('render (2 workers)');
  }, 240_000);
});
