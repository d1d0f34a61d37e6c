// The build cache (generator/cache/): a warm build reuses the query results,
// the SHACL problems, the rendered Markdown and the linked-data files (linked
// from the previous output), and its output is byte for byte what a build
// without the cache writes; an edit makes
// exactly the entries it touches miss; a corrupt entry is a miss; with the
// cache off nothing is written to it. Builds of copies of the fixture site.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildReport } from '../../generator/build.ts';
import { makeConfig, type SiteConfig } from '../../generator/config.ts';
import { formatReport } from '../../generator/report.ts';
import { fileTree as tree, fixtureSite, ROOT, treeDifferences as differences } from '../helpers.ts';
import { pagesDigest } from '../../generator/cache/output-files.ts';
import type { RoutedPage } from '../../src/shared/model/types.ts';

const counts = (r: BuildReport, stage: string) => {
  const c = r.cache.find((s) => s.stage === stage);
  return { hits: c?.hits ?? 0, misses: c?.misses ?? 0 };
};

async function entries(cacheDir: string): Promise<string[]> {
  try {
    return (await fs.readdir(cacheDir, { recursive: true })).filter((f) => String(f).endsWith('.bin')).map(String);
  } catch {
    return [];
  }
}

describe('the build cache', () => {
  let site: { dir: string; config: SiteConfig };
  let cached: SiteConfig;
  let uncached: SiteConfig;
  const buildInto = async (config: SiteConfig, out: string) => (await build({ ...config, outDir: path.join(site.dir, out) })).report;
  /** Builds without the cache into `${out}-none`; `out`'s files must be the same. Returns `out`'s files. */
  const sameAsUncached = async (out: string) => {
    await buildInto(uncached, `${out}-none`);
    const [e, n] = await Promise.all([out, `${out}-none`].map((d) => tree(path.join(site.dir, d))));
    expect(differences(e, n)).toEqual([]);
    return e;
  };

  beforeAll(async () => {
    site = await fixtureSite();
    cached = { ...site.config, buildCacheDir: path.join(site.dir, 'cache'), bundleClient: false };
    uncached = { ...cached, buildCacheDir: undefined };
  });
  afterAll(async () => {
    await fs.rm(site.dir, { recursive: true, force: true });
  });

  it('a warm build hits every entry and writes the same files, byte for byte, as a cold one and one without cache', async () => {
    // into one output folder, as a user builds: the linked-data files are kept from the previous output
    const cold = await buildInto(cached, 'out');
    const c = await tree(path.join(site.dir, 'out'));
    expect(counts(cold, 'query')).toEqual({ hits: 0, misses: 1 });
    expect(counts(cold, 'markdown').hits).toBe(0);
    expect(counts(cold, 'markdown').misses).toBeGreaterThan(0);
    const warm = await buildInto(cached, 'out');
    expect(counts(warm, 'query')).toEqual({ hits: 1, misses: 0 });
    expect(counts(warm, 'markdown')).toEqual({ hits: counts(cold, 'markdown').misses, misses: 0 });
    // the linked-data files: the dumps as one, the entities' one entity at a time
    expect(counts(cold, 'dumps')).toEqual({ hits: 0, misses: 1 });
    expect(counts(warm, 'dumps')).toEqual({ hits: 1, misses: 0 });
    expect(counts(cold, 'entities').misses).toBeGreaterThan(1);
    expect(counts(warm, 'entities')).toEqual({ hits: counts(cold, 'entities').misses, misses: 0 });
    const line = formatReport(warm)
      .split('\n')
      .find((l) => l.startsWith('Cache: '));
    expect(line).toMatch(/\bquery 1 hits \/ 0 misses\b/);
    expect(line).toMatch(/\bmarkdown \d+ hits \/ 0 misses\b/);
    // the records and problems came from the entry: no query and no SHACL ran
    expect(warm.stages.map((s) => s.stage)).toContain('validate + query (cached)');
    expect(warm.stages.map((s) => s.stage)).not.toContain('validate');
    const none = await buildInto(uncached, 'none');
    expect(none.cache).toEqual([]);
    const [w, n] = await Promise.all(['out', 'none'].map((d) => tree(path.join(site.dir, d))));
    expect(w.size).toBeGreaterThan(20);
    expect(differences(c, w)).toEqual([]);
    expect(differences(n, w)).toEqual([]);
    expect(warm.files).toBe(none.files);
  });

  it('an edit to one Markdown file misses that file’s render, and the linked-data files only if it changes what the graph says of the page; the output equals a build without cache', async () => {
    const file = path.join(site.dir, 'content/docs/learn-lod/basics.md');
    await fs.writeFile(file, (await fs.readFile(file, 'utf8')) + '\n\nA sentence added by the cache test.\n');
    const edited = await buildInto(cached, 'out');
    // basics.md has a French twin: it is rendered in English only
    expect(counts(edited, 'markdown').misses).toBe(1);
    expect(counts(edited, 'markdown').hits).toBeGreaterThan(0);
    expect(counts(edited, 'query')).toEqual({ hits: 1, misses: 0 });
    // the page's words are not in the site graph (its title and description are): the files are the same
    expect(counts(edited, 'entities').misses).toBe(0);
    expect(counts(edited, 'dumps')).toEqual({ hits: 1, misses: 0 });
    const e = await sameAsUncached('out');
    expect(e.get('docs/learn-lod/basics/index.html')!.toString()).toContain('A sentence added by the cache test.');
    // a new title is: the dumps are made again, no entity's files (the page is about none)
    await fs.writeFile(file, (await fs.readFile(file, 'utf8')).replace('title: Basics', 'title: Basics, retitled'));
    const retitled = await buildInto(cached, 'out');
    expect(counts(retitled, 'entities').misses).toBe(0);
    expect(counts(retitled, 'dumps')).toEqual({ hits: 0, misses: 1 });
    const t = await sameAsUncached('out');
    expect(t.get('data/site-graph.nt')!.toString()).toContain('"Basics, retitled"');
  });

  it('an edit to one Turtle literal misses the graph’s entries (query, linked data) and no Markdown; the output equals a build without cache', async () => {
    const file = path.join(site.dir, 'data/glossary.ttl');
    const text = await fs.readFile(file, 'utf8');
    await fs.writeFile(file, text.replace('"Ontology"@en', '"Ontology (edited)"@en'));
    const edited = await buildInto(cached, 'ttl');
    expect(counts(edited, 'query')).toEqual({ hits: 0, misses: 1 });
    expect(counts(edited, 'markdown').misses).toBe(0);
    // a new output folder: every entity's files are made (the equality suite counts those a label edit remakes)
    expect(counts(edited, 'entities')).toMatchObject({ hits: 0 });
    expect(counts(edited, 'dumps')).toEqual({ hits: 0, misses: 1 });
    const e = await sameAsUncached('ttl');
    expect(e.get('docs/terms/ontology/index.html')!.toString()).toContain('Ontology (edited)');
  });

  it('an edit to the shapes misses the query entry (its SHACL problems change); the output equals a build without cache', async () => {
    const before = (await buildInto(cached, 'shapes-before')).warnings.length;
    const file = path.join(site.dir, 'data/shapes.ttl');
    const text = await fs.readFile(file, 'utf8');
    // a shape every concept fails, as a warning: the build goes on and reports it
    await fs.writeFile(
      file,
      text +
        '\nshape:CacheTest a sh:NodeShape ; sh:targetClass <http://www.w3.org/2004/02/skos/core#Concept> ;\n' +
        '  sh:property [ sh:path <http://www.w3.org/2004/02/skos/core#related> ; sh:maxCount 0 ; sh:severity sh:Warning ] .\n',
    );
    const edited = await buildInto(cached, 'shapes');
    expect(counts(edited, 'query')).toEqual({ hits: 0, misses: 1 });
    expect(counts(edited, 'markdown').misses).toBe(0);
    expect(edited.warnings.length).toBeGreaterThan(before);
    // and the next build takes the same warnings from the entry
    const again = await buildInto(cached, 'shapes-again');
    expect(counts(again, 'query')).toEqual({ hits: 1, misses: 0 });
    expect(again.warnings.map((w) => w.message)).toEqual(edited.warnings.map((w) => w.message));
    await buildInto(uncached, 'shapes-none');
    const [e, n] = await Promise.all(['shapes-again', 'shapes-none'].map((d) => tree(path.join(site.dir, d))));
    expect(differences(e, n)).toEqual([]);
  });

  it('keys the linked-data files on what the pages hold, not on the order of their fields', () => {
    // a page whose Markdown came from the cache had its fields in another order than one rendered afresh,
    // so the first warm build after a cold one missed the entity files and dumps on the real site
    const a = [{ key: '/a', title: 'A', toc: [{ id: 'x', text: 'X', depth: 2 }] }] as unknown as RoutedPage[];
    const b = [{ toc: [{ depth: 2, text: 'X', id: 'x' }], title: 'A', key: '/a' }] as unknown as RoutedPage[];
    const c = [{ key: '/a', title: 'B', toc: [{ id: 'x', text: 'X', depth: 2 }] }] as unknown as RoutedPage[];
    expect(pagesDigest(a)).toBe(pagesDigest(b));
    expect(pagesDigest(a)).not.toBe(pagesDigest(c));
  });

  it('a corrupt or unreadable entry is a miss, never an error', async () => {
    const cacheDir = cached.buildCacheDir!;
    await buildInto(cached, 'corrupt-fill');
    const all = await entries(cacheDir);
    expect(all.length).toBeGreaterThan(2);
    // every entry broken: a third truncated, a third with a flipped byte, a third replaced by a folder
    for (const [i, f] of all.map((e) => path.join(cacheDir, e)).entries()) {
      const bytes = await fs.readFile(f);
      if (i % 3 === 0) await fs.writeFile(f, bytes.subarray(0, 40));
      else if (i % 3 === 1) {
        bytes[bytes.length - 1] ^= 0xff;
        await fs.writeFile(f, bytes);
      } else {
        await fs.rm(f);
        await fs.mkdir(f);
      }
    }
    const report = await buildInto(cached, 'corrupt');
    expect(counts(report, 'query')).toEqual({ hits: 0, misses: 1 });
    expect(counts(report, 'markdown').hits).toBe(0);
    expect(counts(report, 'markdown').misses).toBeGreaterThan(1);
    await buildInto(uncached, 'corrupt-none');
    const [e, n] = await Promise.all(['corrupt', 'corrupt-none'].map((d) => tree(path.join(site.dir, d))));
    expect(differences(e, n)).toEqual([]);
  });

  it('a generator version of its own: entries of another version are not read', async () => {
    const versions = (await fs.readdir(cached.buildCacheDir!)).filter((n) => !n.startsWith('.'));
    expect(versions).toHaveLength(1);
    await fs.rename(path.join(cached.buildCacheDir!, versions[0]), path.join(cached.buildCacheDir!, 'v0-older'));
    const report = await buildInto(cached, 'other-version');
    expect(counts(report, 'query')).toEqual({ hits: 0, misses: 1 });
    expect(counts(report, 'markdown').hits).toBe(0);
  });
});

describe('turning the build cache off', () => {
  it('LOD_BUILD_CACHE=off leaves it out of the configuration; by default it is in node_modules/.cache', () => {
    const prior = process.env.LOD_BUILD_CACHE;
    try {
      delete process.env.LOD_BUILD_CACHE;
      expect(makeConfig({ rootDir: '/site' }).buildCacheDir).toBe(path.join('/site', 'node_modules/.cache/lod-portal-build'));
      process.env.LOD_BUILD_CACHE = 'off';
      expect(makeConfig({ rootDir: '/site' }).buildCacheDir).toBeUndefined();
    } finally {
      if (prior === undefined) delete process.env.LOD_BUILD_CACHE;
      else process.env.LOD_BUILD_CACHE = prior;
    }
  });

  it('`build --no-cache` writes nothing to the cache; without the flag the same command fills it', async () => {
    const site = await fixtureSite();
    try {
      const cacheDir = path.join(site.dir, 'node_modules/.cache/lod-portal-build');
      const run = (...flags: string[]) =>
        promisify(execFile)(
          process.execPath,
          // the command line as `npm run build` starts it (the precompiled generator, made first if missing)
          [path.join(ROOT, 'generator/run.mjs'), 'build', ...flags],
          { cwd: site.dir, env: { ...process.env, NODE_ENV: 'production', LOD_BUILD_CACHE: '', LOD_BUILD_CACHE_DIR: '' } },
        );
      await run('--no-cache', '--out', path.join(site.dir, 'out1'));
      expect(await fs.readdir(path.join(site.dir, 'out1'))).toContain('index.html');
      expect(await entries(cacheDir)).toEqual([]);
      const { stdout } = await run('--out', path.join(site.dir, 'out2'));
      expect(stdout).toMatch(/^Cache: .*\bquery 0 hits \/ 1 misses/m);
      expect((await entries(cacheDir)).length).toBeGreaterThan(1);
    } finally {
      await fs.rm(site.dir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('pruning the build cache', () => {
  it('removes old generator versions but the two last used, then this version’s least recently used entries past the bound', async () => {
    const { pruneCache } = await import('../../generator/cache/prune.ts');
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'lod-cache-prune-'));
    try {
      const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));
      const put = async (rel: string, bytes: number, used: number) => {
        const file = path.join(root, rel);
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, Buffer.alloc(bytes));
        await fs.utimes(file, at(used), at(used));
      };
      for (const [v, used] of [
        ['v1-a', 1],
        ['v1-b', 2],
        ['v1-c', 3],
      ] as const)
        await put(`${v}/.used`, 0, used);
      // the current version: 4 entries of 100 bytes, used at 10, 40, 20, 30
      for (const [name, used] of [
        ['k1', 10],
        ['k2', 40],
        ['k3', 20],
        ['k4', 30],
      ] as const)
        await put(`v1-now/markdown/ab/${name}.bin`, 100, used);
      const { removed } = await pruneCache(root, 'v1-now', 350);
      // down to 3/4 of 350 bytes: the two least recently used go
      expect(removed).toBe(1 + 2);
      expect((await fs.readdir(root)).sort()).toEqual(['v1-b', 'v1-c', 'v1-now']);
      expect((await fs.readdir(path.join(root, 'v1-now/markdown/ab'))).sort()).toEqual(['k2.bin', 'k4.bin']);
      // under the bound: nothing more goes
      expect((await pruneCache(root, 'v1-now', 350)).removed).toBe(0);
      // past it, what the pruning build used (since its start, at 25) stays
      await put('v1-now/markdown/ab/k5.bin', 300, 50);
      expect((await pruneCache(root, 'v1-now', 350, at(25).getTime())).removed).toBe(0);
      expect((await pruneCache(root, 'v1-now', 350, at(45).getTime())).removed).toBe(2);
      expect(await fs.readdir(path.join(root, 'v1-now/markdown/ab'))).toEqual(['k5.bin']);
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});
