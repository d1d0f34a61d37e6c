// Pages rendered on worker threads (over batches) are the same files, byte
// for byte, as pages rendered on the main thread.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { fixtureSite } from '../helpers.ts';

async function tree(dir: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const e of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const p = path.join(e.parentPath, e.name);
    out.set(path.relative(dir, p), await fs.readFile(p));
  }
  return out;
}

describe('render threads', () => {
  afterEach(() => {
    delete process.env.LOD_RENDER_THREADS;
    delete process.env.LOD_MARKDOWN_HELPER;
  });

  it('two render workers write the same files as the main thread alone', async () => {
    const { config } = await fixtureSite();
    process.env.LOD_RENDER_THREADS = '0';
    const inline = await build({ ...config, outDir: config.outDir + '-inline' });
    process.env.LOD_RENDER_THREADS = '2';
    const threaded = await build({ ...config, outDir: config.outDir + '-threads' });
    expect(inline.report.stages.some((s) => s.stage.startsWith('render ('))).toBe(false);
    expect(threaded.report.stages.map((s) => s.stage)).toContain('render (2 threads)');
    const a = await tree(config.outDir + '-inline');
    const b = await tree(config.outDir + '-threads');
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    const differing = [...a].filter(([p, bytes]) => !bytes.equals(b.get(p)!)).map(([p]) => p);
    expect(differing).toEqual([]);
    expect(threaded.report.files).toBe(inline.report.files);
    expect(threaded.report.bytes).toBe(inline.report.bytes);
  }, 240_000);

  it('a Markdown helper thread makes the same files; its renders fill the build cache as the main thread’s do', async () => {
    const { dir, config } = await fixtureSite();
    const cached = { ...config, buildCacheDir: path.join(dir, 'cache') };
    process.env.LOD_MARKDOWN_HELPER = '0';
    const alone = await build({ ...config, outDir: config.outDir + '-alone' });
    process.env.LOD_MARKDOWN_HELPER = '1';
    const helped = await build({ ...cached, outDir: config.outDir + '-helped' });
    const stage = (r: typeof alone) => r.report.stages.map((s) => s.stage).find((s) => s.startsWith('markdown'));
    expect(stage(alone)).toBe('markdown (before records)');
    expect(stage(helped)).toMatch(/^markdown \(before records; [1-9]\d* renders on a helper thread\)$/);
    const a = await tree(config.outDir + '-alone');
    const b = await tree(config.outDir + '-helped');
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    expect([...a].filter(([p, bytes]) => !bytes.equals(b.get(p)!)).map(([p]) => p)).toEqual([]);
    const markdown = (r: typeof alone) => r.report.cache.find((c) => c.stage === 'markdown');
    expect(markdown(helped)?.hits).toBe(0);
    // the next build, without a helper, finds every render in the cache, the helper's included
    process.env.LOD_MARKDOWN_HELPER = '0';
    const warm = await build({ ...cached, outDir: config.outDir + '-warm' });
    expect(markdown(warm)).toEqual({ stage: 'markdown', hits: markdown(helped)!.misses, misses: 0 });
  }, 240_000);
});
