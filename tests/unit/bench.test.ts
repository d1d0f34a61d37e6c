// The benchmark's pieces: the synthetic corpus (deterministic, the anchor's
// shape, valid for the build), the page weigher, the parsers of build and
// anchor output, and the sidebar window that keeps large sections linear.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Parser } from 'n3';
import { makeCorpus, writeCorpus, SECTION_SIZES, BLOG_TAGS, type Corpus } from '../../generator/bench/corpus.ts';
import { pageWeight, parseGnuTime, parseReport, gzipSize, BUILD_NODE_FLAGS } from '../../generator/bench/measure.ts';
import { parseAnchorOutput } from '../../generator/bench/anchor.ts';
import { checkTargets, growth } from '../../generator/bench/report.ts';
import type { BuildRun } from '../../generator/bench/measure.ts';
import { windowBlogGroups, windowSidebarItems, windowBounds, WINDOW_LIMIT, WINDOW_RADIUS } from '../../src/sidebar-window.ts';
import type { SidebarItem } from '../../src/shared/model/types.ts';
import { makeConfig } from '../../generator/config.ts';
import { build } from '../../generator/build.ts';
import { ROOT } from '../helpers.ts';
import { page } from '../model-fixtures.ts';

const fileOf = (c: Corpus, p: string) => c.files.find((f) => f.path === p)?.content ?? '';
const docsIn = (c: Corpus, section: string) =>
  c.files.filter((f) => f.path.startsWith(`content/docs/${section}/`) && !f.path.endsWith('.fr.md'));

describe('synthetic corpus', () => {
  const one = makeCorpus({ scale: 1 });

  it('is deterministic for a scale and seed, and another seed gives other text', () => {
    const again = makeCorpus({ scale: 1 });
    expect(again.files).toEqual(one.files);
    const other = makeCorpus({ scale: 1, seed: 8 });
    expect(other.files.map((f) => f.path).filter((p) => p.startsWith('content/docs'))).toEqual(
      one.files.map((f) => f.path).filter((p) => p.startsWith('content/docs')),
    );
    expect(fileOf(other, 'data/glossary.ttl')).not.toBe(fileOf(one, 'data/glossary.ttl'));
  });

  it('has the anchor’s shape at scale 1: 300 docs in six sections, 35 posts, 6 authors, 9 tags', () => {
    for (const [section, n] of Object.entries(SECTION_SIZES)) expect(docsIn(one, section)).toHaveLength(n);
    expect(one.stats.docsTotal).toBe(300);
    const posts = one.files.filter((f) => f.path.startsWith('content/blog/') && !f.path.endsWith('.fr.md'));
    expect(posts).toHaveLength(35);
    const authors = new Set(posts.map((p) => /authors: \[([^\]]+)\]/.exec(p.content)![1]));
    expect(authors.size).toBeLessThanOrEqual(6);
    const tags = new Set(posts.flatMap((p) => /tags: \[([^\]]+)\]/.exec(p.content)![1].split(', ')));
    for (const t of tags) expect(BLOG_TAGS).toContain(t);
  });

  it('translates 60% of docs and 40% of posts', () => {
    expect(one.stats.docsFrench).toBe(180);
    expect(one.stats.postsFrench).toBe(14);
    const frDocs = one.files.filter((f) => f.path.startsWith('content/docs/') && f.path.endsWith('.fr.md'));
    expect(frDocs).toHaveLength(180);
  });

  it('writes bodies with the anchor’s densities: 3–6 headings, paragraphs of 40–100 words', () => {
    const doc = docsIn(one, 'create-lod')[0].content;
    const body = doc.slice(doc.indexOf('\n---\n') + 5);
    const headings = body.match(/^#{2,4} /gm) ?? [];
    expect(headings.length).toBeGreaterThanOrEqual(3);
    expect(headings.length).toBeLessThanOrEqual(6);
    const paragraphs = body.split('\n\n').filter((p) => /^[A-ZÀ-Ý]/.test(p) && p.endsWith('.'));
    for (const p of paragraphs.slice(0, 2)) {
      const words = p.split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(40);
      expect(words).toBeLessThan(100);
    }
    const perDoc = one.stats.headings / (one.stats.docsTotal + one.stats.docsFrench + one.stats.posts + one.stats.postsFrench);
    expect(perDoc).toBeGreaterThan(3.5);
    expect(perDoc).toBeLessThan(5.5);
  });

  it('keeps terms, tools, datasets, people and events in Turtle that parses', () => {
    const glossary = new Parser().parse(fileOf(one, 'data/glossary.ttl'));
    const concepts = glossary.filter((q) => q.predicate.value.endsWith('#type') && q.object.value.endsWith('core#Concept'));
    expect(concepts).toHaveLength(120);
    const labels = glossary.filter((q) => q.predicate.value.endsWith('prefLabel') && q.subject.value.includes('/id/term/'));
    expect(labels.filter((q) => (q.object as { language: string }).language === 'fr')).toHaveLength(120);
    expect(glossary.some((q) => q.predicate.value.endsWith('related'))).toBe(true);
    for (const f of ['data/tools.ttl', 'data/datasets.ttl', 'data/people.ttl', 'data/events.ttl'])
      expect(new Parser().parse(fileOf(one, f)).length).toBeGreaterThan(20);
  });

  it('links only to pages of the corpus', () => {
    const keys = new Set(
      one.files
        .filter((f) => f.path.startsWith('content/docs/'))
        .map((f) =>
          f.path
            .replace(/^content/, '')
            .replace(/(\.fr)?\.md$/, '')
            .replace(/\/index$/, ''),
        ),
    );
    const links = one.files.flatMap((f) => [...f.content.matchAll(/\]\((\/docs\/[^)]+)\)/g)].map((m) => m[1]));
    expect(links.length).toBeGreaterThan(500);
    for (const l of links) expect(keys.has(l)).toBe(true);
  });

  it('grows with the scale', () => {
    const five = makeCorpus({ scale: 5 });
    expect(five.stats.docsTotal).toBe(1500);
    expect(five.stats.posts).toBe(175);
    expect(five.stats.terms).toBe(600);
    expect(five.stats.docsFrench).toBe(900);
    expect(() => makeCorpus({ scale: 0 })).toThrow();
  });
});

describe('synthetic corpus, built', () => {
  let dir: string;
  let result: Awaited<ReturnType<typeof build>>;
  let sample: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-corpus-'));
    const corpus = await writeCorpus(dir, { scale: 0.1 }, ROOT);
    sample = corpus.stats.sampleDoc;
    const config = makeConfig({
      rootDir: dir,
      dataDir: corpus.dataDir,
      contentDir: corpus.contentDir,
      staticDir: path.join(ROOT, 'static'),
      outDir: path.join(dir, 'out'),
      bundleClient: false,
    });
    result = await build(config);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('passes SHACL and the link check, and the query stage finds its entities', () => {
    expect(result.report.pagesTotal).toBeGreaterThan(60);
    const terms = result.state.model.pages.filter((p) => p.kind === 'term' && p.locale === 'fr');
    expect(terms).toHaveLength(12);
    expect(result.state.model.pages.some((p) => p.entityIri?.includes('/id/tool/'))).toBe(true);
    expect(result.state.model.pages.some((p) => p.entityIri?.includes('/id/dataset/'))).toBe(true);
  });

  it('weighs a doc page: HTML, CSS and the scripts it starts with', () => {
    const out = path.join(dir, 'out');
    const page = 'fr' + sample;
    const w = pageWeight(out, page);
    const html = fs.readFileSync(path.join(out, page, 'index.html'));
    expect(w.html).toEqual({ raw: html.length, gzip: gzipSize(html) });
    expect(w.css.raw).toBeGreaterThan(1000);
    expect(w.css.gzip).toBeLessThan(w.css.raw);
  });
});

describe('page weight', () => {
  it('counts scripts, module preloads, script preloads and static imports, not dynamic imports', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-weight-'));
    const w = (p: string, s: string) => {
      fs.mkdirSync(path.dirname(path.join(out, p)), { recursive: true });
      fs.writeFileSync(path.join(out, p), s);
    };
    w(
      'p/index.html',
      '<html><head><link href="/a.css" rel="stylesheet"><script type="module" src="/main.js"></script><link rel="preload" as="script" href="/pre.js"><link rel="preload" as="font" href="/f.woff2"></head></html>',
    );
    w('a.css', 'body{color:red}');
    w('main.js', 'import{x}from"./dep.js";const lazy=()=>import("./lazy.js");');
    w('dep.js', 'export const x=1;');
    w('lazy.js', 'x'.repeat(5000));
    w('pre.js', 'var y=2;');
    const weight = pageWeight(out, 'p');
    expect(weight.js.files).toBe(3);
    expect(weight.js.raw).toBe(['main.js', 'dep.js', 'pre.js'].reduce((n, f) => n + fs.statSync(path.join(out, f)).size, 0));
    expect(weight.css.raw).toBe(15);
    fs.rmSync(out, { recursive: true, force: true });
  });
});

describe('bench parsers and targets', () => {
  it('reads GNU time, the build report and the anchor’s output', () => {
    expect(parseGnuTime('12.50 10.00 1.50 524288\n')).toEqual({ wallS: 12.5, cpuS: 11.5, peakMb: 512 });
    const r = parseReport(
      'Pages: 724 (en: doc 1)\nGraph: 3159 triples\nOutput: 1463 files, 42.0 MB\nStages: load 440 ms, linked data: entities 845 ms, search index 12 ms\nQueries: concepts 1068 ms (1616 rows), tools 148 ms (699 rows)\n',
    );
    expect(r.pages).toBe(724);
    expect(r.files).toBe(1463);
    expect(r.triples).toBe(3159);
    expect(r.stages).toEqual([
      { stage: 'load', ms: 440 },
      { stage: 'linked data: entities', ms: 845 },
      { stage: 'search index', ms: 12 },
    ]);
    expect(r.queries).toEqual([
      { name: 'concepts', ms: 1068 },
      { name: 'tools', ms: 148 },
    ]);
    const a = parseAnchorOutput(
      'docusaurus build: wall 97.10 s, user 110.20 s, sys 9.00 s, peak RSS 1363148 KB\nhtml files: 708\nbuild bytes: 40883797\tbuild\n',
    );
    expect(a.wallS).toBe(97.1);
    expect(a.cpuS).toBeCloseTo(119.2);
    expect(a.peakMb).toBeCloseTo(1331.2, 1);
    expect(a.htmlFiles).toBe(708);
    expect(a.outputBytes).toBe(40883797);
  });

  it('says which targets are met and finds superlinear stages', () => {
    const run = (wallS: number, peakMb: number, js: number, stages: [string, number][] = []): BuildRun => ({
      label: '',
      ok: true,
      report: '',
      wallS,
      cpuS: wallS,
      peakMb,
      stages: stages.map(([stage, ms]) => ({ stage, ms })),
      queries: [],
      weight: { html: { raw: 1, gzip: 1 }, css: { raw: 1, gzip: 1 }, js: { raw: js, gzip: js, files: 1 } },
    });
    const anchor = { ok: true, message: '', wallS: 100, cpuS: 120, peakMb: 1300 };
    const met = checkTargets(run(4, 300, 10_000), run(50, 900, 10_000), anchor).map((c) => c.met);
    expect(met).toEqual([true, true, true, true]);
    const missed = checkTargets(run(6, 400, 20_000), run(70, 900, 10_000), anchor).map((c) => c.met);
    expect(missed).toEqual([false, false, false, false]);
    const g = growth(
      {
        run: run(10, 1, 1, [
          ['render', 1000],
          ['route', 100],
        ]),
        scale: 5,
      },
      {
        run: run(40, 1, 1, [
          ['render', 4000],
          ['route', 1600],
        ]),
        scale: 20,
      },
    );
    expect(g.find((x) => x.stage === 'render')!.relative).toBeCloseTo(1);
    expect(g.find((x) => x.stage === 'route')!.relative).toBeCloseTo(4);
  });
});

describe('sidebar window', () => {
  const links = (n: number): SidebarItem[] =>
    Array.from({ length: n }, (_, i) => ({ type: 'link', label: `T${i}`, href: `/docs/terms/t${i}`, key: `/docs/terms/t${i}` }));

  it('shows short lists whole', () => {
    const items = links(WINDOW_LIMIT);
    expect(windowSidebarItems(items, '/docs/terms/t3')).toBe(items);
  });

  it('shows a long list around the current page, with one link for each hidden run', () => {
    const items = links(2400);
    const shown = windowSidebarItems(items, '/docs/terms/t1000');
    expect(shown).toHaveLength(2 * WINDOW_RADIUS + 1 + 2);
    expect(shown.some((i) => i.key === '/docs/terms/t1000')).toBe(true);
    expect(shown[0]).toMatchObject({ label: `T0 … T${1000 - WINDOW_RADIUS - 1}`, href: `/docs/terms/t${1000 - WINDOW_RADIUS - 1}` });
    expect(shown[shown.length - 1]).toMatchObject({
      label: `T${1000 + WINDOW_RADIUS + 1} … T2399`,
      href: `/docs/terms/t${1000 + WINDOW_RADIUS + 1}`,
    });
    // at the edges the window is as wide and there is one hidden run
    expect(windowSidebarItems(items, '/docs/terms/t0')).toHaveLength(2 * WINDOW_RADIUS + 2);
    expect(windowSidebarItems(items, '/docs/terms/t2399')).toHaveLength(2 * WINDOW_RADIUS + 2);
    expect(windowBounds(2400, -1)).toEqual([0, 2 * WINDOW_RADIUS + 1]);
  });

  it('keeps every blog post reachable from a bounded blog sidebar', () => {
    const groups = Array.from({ length: 40 }, (_, y) => ({
      year: String(2060 - y),
      posts: Array.from({ length: 18 }, (_, i) => ({ label: `P${y}-${i}`, href: `/blog/p${y}-${i}`, minutes: 2 })),
    }));
    const shown = windowBlogGroups(groups, '/blog/p20-5');
    const posts = shown.flatMap((g) => g.posts);
    expect(posts.length).toBe(2 * WINDOW_RADIUS + 1 + 2);
    expect(posts.some((p) => p.href === '/blog/p20-5')).toBe(true);
    expect(shown[0].year).toBe('2060 – 2043');
    expect(shown[shown.length - 1].year).toBe('2037 – 2021');
    const small = groups.slice(0, 5);
    expect(windowBlogGroups(small, '/blog/p1-1')).toBe(small);
  });
});

// The fixes to stages that grew faster than the corpus: each gives the same
// answers as the quadratic code it replaced, or bounds what grew.
describe('scaling fixes', () => {
  it('route: previous/next and breadcrumbs from one pass over the sidebar match a search from the top', async () => {
    const { buildRouteTable } = await import('../../generator/route/index.ts');
    const { flattenSidebar, trailTo } = await import('../../generator/model/sidebars.ts');
    const link = (k: string): SidebarItem => ({ type: 'link', label: k, href: k, key: k });
    const items: SidebarItem[] = [
      link('/docs/s/a'),
      {
        type: 'category',
        label: 'C',
        href: '/docs/s/c',
        key: '/docs/s/c',
        items: [link('/docs/s/c/x'), { type: 'category', label: 'D', items: [link('/docs/s/c/d/y')] }],
      },
      link('/docs/s/b'),
    ];
    const keys = ['/docs/s/a', '/docs/s/c', '/docs/s/c/x', '/docs/s/c/d/y', '/docs/s/b'];
    const pages = keys.map((key) => page({ key, path: key, title: key, sidebar: 's' }));
    const { table } = buildRouteTable(pages, { en: { s: { id: 's', label: 'S', items } }, fr: {} });
    const flat = flattenSidebar(items);
    for (const key of keys) {
      const page = table.byPath.get(key)!;
      const i = flat.findIndex((f) => f.key === key);
      expect(page.breadcrumbs).toEqual([{ label: 'S' }, ...(trailTo(items, key) ?? [])]);
      expect(page.previous?.href).toBe(i > 0 ? flat[i - 1].href : undefined);
      expect(page.next?.href).toBe(i < flat.length - 1 ? flat[i + 1].href : undefined);
    }
    expect(table.byPath.get('/docs/s/c/d/y')!.breadcrumbs!.map((b) => b.label)).toEqual(['S', 'C', 'D', '/docs/s/c/d/y']);
  });

  it('linked data: pages about an entity come from an index, as a filter of all pages would find them', async () => {
    const { pagesAbout } = await import('../../generator/linked-data/entities.ts');
    const mk = (path: string, entityIri?: string, extra: Record<string, unknown> = {}) => ({
      path,
      key: path,
      entityIri,
      hidden: false,
      kind: 'doc',
      ...extra,
    });
    const pages = [
      mk('/a', 'urn:x'),
      mk('/fr/a', 'urn:x'),
      mk('/b', 'urn:y'),
      mk('/c', 'urn:x', { hidden: true }),
      mk('/404', 'urn:x', { kind: 'notFound' }),
      mk('/d'),
    ];
    expect(pagesAbout(pages as never, 'urn:x').map((p) => p.path)).toEqual(['/a', '/fr/a']);
    expect(pagesAbout(pages as never, 'urn:y').map((p) => p.path)).toEqual(['/b']);
    expect(pagesAbout(pages as never, 'urn:z')).toEqual([]);
  });

  it('model: labels sort as localeCompare sorts them, with one collator per locale', async () => {
    const { sortByLabel } = await import('../../generator/model/terms.ts');
    const labels = ['Élan', 'eau', 'Zèbre', 'abri', 'Œuvre', 'école', 'Ecole', 'zéro'];
    const terms = labels.map(
      (l, i) => ({ slug: `t${i}`, label: { en: l, fr: l } }) as unknown as import('../../src/shared/model/types.ts').Concept,
    );
    for (const locale of ['en', 'fr'] as const) {
      const expected = [...labels].sort((a, b) => a.localeCompare(b, locale, { sensitivity: 'base' }));
      expect(sortByLabel(terms, locale).map((t) => t.label[locale])).toEqual(expected);
    }
  });

  it('write: thousands of files are written as they come, so none waits in memory', async () => {
    const { OutputWriter } = await import('../../generator/write/index.ts');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-writer-'));
    try {
      const writer = new OutputWriter(path.join(dir, 'out'));
      await writer.start();
      for (let i = 0; i < 3000; i++) {
        writer.write({ path: `/p${i % 300}/f${i}.txt`, content: 'x'.repeat(1000) });
        // on disk as soon as write() returns
        if (i === 1234) expect(fs.readFileSync(path.join(writer.tempDir, 'p34/f1234.txt'), 'utf8')).toHaveLength(1000);
      }
      const { files, bytes } = await writer.commit();
      expect(files).toBe(3000);
      expect(bytes).toBe(3_000_000);
      expect(fs.readdirSync(path.join(dir, 'out')).length).toBe(300);
      expect(fs.readFileSync(path.join(dir, 'out/p7/f2107.txt'), 'utf8')).toHaveLength(1000);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('write: a failed write fails the commit', async () => {
    const { OutputWriter } = await import('../../generator/write/index.ts');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-writer-'));
    const writer = new OutputWriter(path.join(dir, 'out'));
    await writer.start();
    writer.write({ path: '/a.txt', content: 'a' });
    writer.write({ path: '/a.txt/b.txt', content: 'b' }); // a file where a folder should be
    await expect(writer.commit()).rejects.toThrow();
    await writer.abort();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('measured command', () => {
  it('builds with the same node flags as `npm run build` and `npm start`', () => {
    const scripts = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>;
    for (const name of ['build', 'start']) expect(scripts[name]).toContain(`node ${BUILD_NODE_FLAGS.join(' ')} generator/run.mjs build`);
  });
});

describe('quiet machine', () => {
  it('measures how busy the cores are, and says so beside a time taken while they were busy', async () => {
    const { busyShare, quietNote, QUIET_SHARE } = await import('../../generator/bench/settle.ts');
    const share = busyShare(200);
    expect(share).toBeGreaterThanOrEqual(0);
    expect(share).toBeLessThanOrEqual(1);
    expect(quietNote({ waitedS: 2, busy: QUIET_SHARE / 2 })).toBe('');
    expect(quietNote({ waitedS: 60, busy: 0.55 })).toBe(' (the machine was still 55 % busy after 60 s of waiting: compare CPU times)');
  });
});

// Issue 23: like with like. The order of the interleaved builds, the medians,
// the ratio table, what cold and warm remove, and the memory of a whole tree.
describe('like-with-like comparison', () => {
  it('interleaves: one warm-up of each, then A B C A B C, a slow one in the first rounds only', async () => {
    const { schedule } = await import('../../generator/bench/interleave.ts');
    const order = (steps: { id: string; warmup: boolean; round: number }[]) =>
      steps.map((s) => `${s.id}${s.warmup ? '*' : s.round}`).join(' ');
    expect(order(schedule(['a', 'b'], 'cold', 3))).toBe('a* b* a1 b1 a2 b2 a3 b3');
    expect(schedule(['a', 'b'], 'warm', 1).every((s) => s.mode === 'warm')).toBe(true);
    expect(order(schedule(['ours', 'hugo', 'docusaurus'], 'cold', { ours: 3, hugo: 3, docusaurus: 1 }))).toBe(
      'ours* hugo* docusaurus* ours1 hugo1 docusaurus1 ours2 hugo2 ours3 hugo3',
    );
    // the warm pass right after the cold one needs no warm-up
    expect(order(schedule(['a', 'b'], 'warm', 2, false))).toBe('a1 b1 a2 b2');
  });

  it('takes medians of wall, CPU and memory each, and keeps the build with the median wall for its stages', async () => {
    const { median, summarize } = await import('../../generator/bench/interleave.ts');
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
    const build = (label: string) => ({ label, ok: true, report: '', wallS: 0, cpuS: 0, peakMb: 0, stages: [], queries: [] });
    const s = summarize('ours', 'ours', 1, 'cold', [
      { ok: true, wallS: 9, cpuS: 5, peakMb: 300, build: build('slow') },
      { ok: true, wallS: 4, cpuS: 7, peakMb: 100, build: build('fast') },
      { ok: true, wallS: 6, cpuS: 6, peakMb: 200, build: build('middle') },
    ]);
    expect([s.wallS, s.cpuS, s.peakMb]).toEqual([6, 6, 200]);
    expect(s.build?.label).toBe('middle');
    const failed = summarize('hugo', 'Hugo', 1, 'warm', [
      { ok: true, wallS: 1, cpuS: 1, peakMb: 1 },
      { ok: false, wallS: 0, cpuS: 0, peakMb: 0, message: 'boom' },
    ]);
    expect(failed.ok).toBe(false);
    expect(failed.message).toBe('boom');
  });

  const summary = (id: string, scale: number, mode: 'cold' | 'warm', wallS: number, cpuS: number, peakMb: number) => ({
    id,
    label: id === 'ours' ? 'ours' : id === 'hugo' ? 'Hugo 0.111' : 'Docusaurus 3.5.2',
    scale,
    mode,
    ok: true,
    wallS,
    cpuS,
    peakMb,
    htmlFiles: 700,
    samples: [
      { ok: true, wallS, cpuS, peakMb },
      { ok: true, wallS: wallS + 1, cpuS, peakMb },
    ] as import('../../generator/bench/interleave.ts').Sample[],
  });

  it('prints a table per scale with cold and warm rows and our figures over each other generator’s', async () => {
    const { formatComparison } = await import('../../generator/bench/report.ts');
    const text = formatComparison([
      {
        scale: 1,
        summaries: [
          summary('ours', 1, 'cold', 4, 6, 400),
          summary('hugo', 1, 'cold', 2, 3, 200),
          summary('docusaurus', 1, 'cold', 100, 120, 1600),
          summary('ours', 1, 'warm', 3, 5, 400),
          summary('docusaurus', 1, 'warm', 30, 40, 1200),
        ],
      },
    ]);
    const line = (start: string) => text.split('\n').find((l) => l.startsWith(start))!;
    expect(line('scale 1')).toMatch(/ours\s+Hugo 0\.111\s+Docusaurus 3\.5\.2/);
    expect(line('COLD: wall (median of 2)')).toMatch(/4\.00 s\s+2\.00 s\s+100\.00 s/);
    expect(line('cold: ours / this, wall')).toMatch(/2\.00\s+0\.04$/);
    expect(line('cold: ours / this, CPU')).toMatch(/2\.00\s+0\.05$/);
    expect(line('cold: ours / this, memory')).toMatch(/2\.00\s+0\.25$/);
    // Hugo has no warm figure here: its cell is empty, Docusaurus's ratio is there
    expect(line('WARM: wall (median of 2)')).toMatch(/3\.00 s\s+30\.00 s$/);
    expect(line('warm: ours / this, wall')).toMatch(/0\.10$/);
    expect(text).toContain("each build's wall (s), cold: ours 4.00, 5.00; Hugo 0.111 2.00, 3.00");
  });

  it('fits peak memory against the scale and checks issue 23’s targets', async () => {
    const { linearFit } = await import('../../generator/bench/interleave.ts');
    const { memorySlopes, formatMemorySlopes, checkComparisonTargets, loadNote } = await import('../../generator/bench/report.ts');
    expect(
      linearFit([
        { x: 1, y: 300 },
        { x: 5, y: 500 },
        { x: 20, y: 1250 },
      ])!.slope,
    ).toBeCloseTo(50);
    expect(linearFit([{ x: 1, y: 1 }])).toBeUndefined();
    const results = [
      {
        scale: 1,
        summaries: [
          summary('ours', 1, 'cold', 2, 3, 300),
          summary('hugo', 1, 'cold', 2.5, 3, 150),
          summary('ours', 1, 'warm', 0.2, 0.2, 60),
          summary('ours-rebuilt', 1, 'warm', 1.5, 2, 300),
          summary('docusaurus', 1, 'warm', 40, 50, 1200),
        ],
      },
      { scale: 5, summaries: [summary('ours', 5, 'cold', 8, 12, 500), summary('hugo', 5, 'cold', 12, 20, 400)] },
      { scale: 20, summaries: [summary('ours', 20, 'cold', 30, 50, 1250), summary('hugo', 20, 'cold', 60, 90, 1500)] },
    ];
    const slopes = memorySlopes(results);
    expect(slopes.find((s) => s.id === 'ours')!.slopeMb).toBeCloseTo(50);
    expect(slopes.find((s) => s.id === 'hugo')!.points.map((p) => p.scale)).toEqual([1, 5, 20]);
    // every scale wrote 700 pages here: no slope per page; with pages growing as the corpus, 50 MB per scale unit of 700 pages
    expect(slopes.find((s) => s.id === 'ours')!.slopeMbPer1000Pages).toBeUndefined();
    for (const r of results) for (const x of r.summaries) x.htmlFiles = 700 * r.scale;
    const ours = memorySlopes(results).find((s) => s.id === 'ours')!;
    expect(ours.slopeMbPer1000Pages).toBeCloseTo(50 / 0.7);
    expect(formatMemorySlopes(results)).toContain(
      'ours: scale 1 300 MB (700 pages), scale 5 500 MB (3500 pages), scale 20 1250 MB (14000 pages); slope 50.0 MB per scale unit, 71 MB per 1000 pages',
    );
    // in the order of the scales whatever order they ran in (the benchmark may run 1, 20, 5)
    expect(
      memorySlopes([results[2], results[0], results[1]])
        .find((s) => s.id === 'ours')!
        .points.map((p) => p.scale),
    ).toEqual([1, 5, 20]);
    // met: 0.8× Hugo at scale 1, 200× and 26.7× Docusaurus warm (up to date, rebuilt), 0.5× Hugo at scale 20; missed: 1250 MB
    const targets = checkComparisonTargets(results);
    expect(targets.map((c) => c.met)).toEqual([true, true, true, true, false]);
    expect(targets[1].name).toMatch(/warm \(nothing changed, nothing rebuilt\)/);
    expect(targets[2].name).toMatch(/warm \(every stage run again .*--force/);
    expect(targets[2].detail).toBe('26.7× (40.00 s vs 1.50 s)');
    results[0].summaries[0].wallS = 3;
    results[0].summaries[4].wallS = 2.5;
    expect(checkComparisonTargets(results).map((c) => c.met)).toEqual([false, false, false, true, false]);
    expect(checkComparisonTargets([]).map((c) => c.met)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    for (const r of results) for (const s of r.summaries) s.samples = s.samples.map((x) => ({ ...x, busy: 0.05 }));
    expect(loadNote(results)).toBe('the cores were quiet (under 10 % busy) before every measured build');
    results[0].summaries[0].samples[0] = { ...results[0].summaries[0].samples[0], busy: 0.9 };
    expect(loadNote(results)).toMatch(/^1 of 18 measured builds started on a busy machine \(median 5 %, max 90 %/);
  });
});

describe('cold and warm caches', () => {
  let dir: string;
  let paths: import('../../generator/bench/caches.ts').CachePaths;
  const put = (rel: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), rel);
  };
  const all = [
    'project/node_modules/.cache/lod-portal/abc/cli.mjs',
    'project/node_modules/.cache/lod-portal/abc/client/app.js',
    'project/node_modules/.cache/lod-portal-build/v1-abc/query/12/1234.bin',
    'project/node_modules/.cache/lod-portal-build/v1-abc/markdown/ab/abcd.bin',
    'project/node_modules/n3/index.js',
    'docusaurus/node_modules/.cache/webpack/client-production-0/0.pack',
    'docusaurus/node_modules/.cache/babel-loader/x.json',
    'docusaurus/node_modules/@docusaurus/core/package.json',
    'docusaurus/.docusaurus/routes.js',
    'docusaurus/docs/page.md',
    'docusaurus/build/index.html',
    'hugo-site/resources/_gen/assets/x.css',
    'hugo-site/content/docs/a.md',
    'hugo-site/layouts/_default/baseof.html',
    'hugo-site/public-1/index.html',
    'hugo-cache/filecache/x',
    'scale-1/out-ours-cold-1/index.html',
  ];
  const present = () => all.filter((f) => fs.existsSync(path.join(dir, f)));
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-caches-'));
    paths = {
      toolCache: path.join(dir, 'project/node_modules/.cache/lod-portal'),
      hugoSite: path.join(dir, 'hugo-site'),
      hugoCache: path.join(dir, 'hugo-cache'),
      docusaurusWork: path.join(dir, 'docusaurus'),
    };
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('cold removes each generator’s content caches and only those; warm removes nothing', async () => {
    const { prepareCaches } = await import('../../generator/bench/caches.ts');
    const gone = (tool: import('../../generator/bench/caches.ts').Tool, mode: 'cold' | 'warm') => {
      for (const f of all) put(f);
      prepareCaches(tool, mode, paths);
      return all.filter((f) => !present().includes(f));
    };
    for (const tool of ['ours', 'ours-recompiled', 'ours-rebuilt', 'hugo', 'docusaurus'] as const) expect(gone(tool, 'warm')).toEqual([]);
    // ours: the build cache (query results, rendered Markdown) goes; the precompiled generator and client bundle stay
    expect(gone('ours', 'cold')).toEqual([
      'project/node_modules/.cache/lod-portal-build/v1-abc/query/12/1234.bin',
      'project/node_modules/.cache/lod-portal-build/v1-abc/markdown/ab/abcd.bin',
    ]);
    expect(gone('ours-recompiled', 'cold')).toEqual([
      'project/node_modules/.cache/lod-portal/abc/cli.mjs',
      'project/node_modules/.cache/lod-portal/abc/client/app.js',
      'project/node_modules/.cache/lod-portal-build/v1-abc/query/12/1234.bin',
      'project/node_modules/.cache/lod-portal-build/v1-abc/markdown/ab/abcd.bin',
    ]);
    expect(gone('hugo', 'cold')).toEqual(['hugo-site/resources/_gen/assets/x.css', 'hugo-cache/filecache/x']);
    expect(gone('docusaurus', 'cold')).toEqual([
      'docusaurus/node_modules/.cache/webpack/client-production-0/0.pack',
      'docusaurus/node_modules/.cache/babel-loader/x.json',
      'docusaurus/.docusaurus/routes.js',
    ]);
    // what was taken away is set aside, not deleted, until the benchmark says so (no deletion right before a timed build)
    const { deleteSetAside } = await import('../../generator/bench/caches.ts');
    const setAside = () => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.set-aside-\d+-\d+$/.test(f));
    expect(setAside().length).toBeGreaterThan(0);
    expect(setAside().some((f) => f.startsWith('project/node_modules/.cache/lod-portal-build.set-aside-'))).toBe(true);
    for (const f of all) put(f);
    deleteSetAside();
    expect(setAside()).toEqual([]);
    // deleting them touched nothing in use
    expect(present()).toEqual(all);
  });

  it('removes our build cache where the build keeps it', async () => {
    const { buildCacheOf } = await import('../../generator/bench/caches.ts');
    const { defaultBuildCacheDir } = await import('../../generator/cache/content-cache.ts');
    expect(buildCacheOf({ ...paths, toolCache: '/p/node_modules/.cache/lod-portal' })).toBe(defaultBuildCacheDir('/p', {}));
  });

  it('runs the Docusaurus anchor cold without its webpack cache, warm with it and WARM=1', async () => {
    const { runAnchor, anchorWorkDir } = await import('../../generator/bench/anchor.ts');
    // a stand-in for run.sh that says what it found, in the anchor's output format
    const anchorDir = path.join(dir, 'anchor');
    fs.mkdirSync(anchorDir, { recursive: true });
    fs.writeFileSync(
      path.join(anchorDir, 'run.sh'),
      [
        'work=$TMPDIR/anchor-docusaurus',
        'if [ -d "$work/node_modules/.cache/webpack" ]; then echo "cache: kept"; else echo "cache: gone"; fi',
        'echo "WARM=$WARM"',
        'echo "docusaurus build: wall 1.50 s, user 1.00 s, sys 0.20 s, peak RSS 2048 KB"',
        'echo "html files: 3"',
      ].join('\n'),
    );
    const tmp = path.join(dir, 'anchor-tmp');
    const cache = path.join(anchorWorkDir(tmp), 'node_modules/.cache/webpack');
    const installed = path.join(anchorWorkDir(tmp), 'node_modules/@docusaurus/core/package.json');
    fs.mkdirSync(cache, { recursive: true });
    fs.mkdirSync(path.dirname(installed), { recursive: true });
    fs.writeFileSync(installed, '{}');
    const warm = runAnchor(anchorDir, 1, tmp, 'warm');
    expect(warm.ok).toBe(true);
    expect(warm.message).toContain('cache: kept');
    expect(warm.message).toContain('WARM=1');
    expect(warm.wallS).toBe(1.5);
    expect(warm.cpuS).toBeCloseTo(1.2);
    const cold = runAnchor(anchorDir, 1, tmp, 'cold');
    expect(cold.message).toContain('cache: gone');
    expect(cold.message).toContain('WARM=0');
    expect(fs.existsSync(installed)).toBe(true);
  });
});

describe('peak memory of a process tree', () => {
  it('sums the descendants of the root, without the sampler and its children', async () => {
    const { descendantsRssKb } = await import('../../generator/bench/tree-rss.mjs');
    const procs = [
      { pid: 1, ppid: 0, rssKb: 1000 },
      { pid: 10, ppid: 1, rssKb: 50 }, // the benchmark
      { pid: 11, ppid: 10, rssKb: 100 }, // GNU time
      { pid: 12, ppid: 11, rssKb: 400 }, // npx
      { pid: 13, ppid: 12, rssKb: 900 }, // Docusaurus
      { pid: 14, ppid: 13, rssKb: 300 }, // a minifier worker
      { pid: 20, ppid: 10, rssKb: 40 }, // the sampler
      { pid: 21, ppid: 20, rssKb: 5 },
      { pid: 30, ppid: 1, rssKb: 7000 }, // another helper's build
    ];
    expect(descendantsRssKb(procs, 10, 20)).toBe(100 + 400 + 900 + 300);
    expect(descendantsRssKb(procs, 12)).toBe(900 + 300);
    expect(descendantsRssKb(procs, 99)).toBe(0);
  });

  it('leaves out a server the benchmark started beside the build (the triplestore run’s Virtuoso)', async () => {
    const { descendantsRssKb } = await import('../../generator/bench/tree-rss.mjs');
    const procs = [
      { pid: 10, ppid: 1, rssKb: 50 }, // the benchmark
      { pid: 11, ppid: 10, rssKb: 100 }, // GNU time
      { pid: 12, ppid: 11, rssKb: 400 }, // the build
      { pid: 20, ppid: 10, rssKb: 40 }, // the sampler
      { pid: 40, ppid: 10, rssKb: 1600 }, // Virtuoso
    ];
    expect(descendantsRssKb(procs, 10, 20)).toBe(100 + 400 + 1600);
    expect(descendantsRssKb(procs, 10, [20, 40])).toBe(100 + 400);
  });

  it('sees the memory of a child’s child, which GNU time’s largest-process figure misses', async () => {
    const { runTimed } = await import('../../generator/bench/measure.ts');
    // a parent holding ~120 MB starts a child holding ~120 MB; both live ~4 s, so the sampler (a Node process
    // of its own, slow to start on a loaded machine: it missed a 1.5 s child once in CI) sees them
    const hold = 'const b = Buffer.alloc(120e6, 1); setTimeout(() => b.length, 4000);';
    const parent = `${hold} require('child_process').spawnSync(process.execPath, ['-e', ${JSON.stringify(hold)}]);`;
    const r = runTimed(process.execPath, ['-e', parent], { cwd: os.tmpdir(), env: process.env });
    expect(r.status).toBe(0);
    expect(r.usage.peakMb).toBeGreaterThan(2 * 120);
    expect(r.usage.cpuS).toBeGreaterThan(0);
  }, 30_000);
});

describe('CPU time of a process tree', () => {
  it('counts a child the build never waited for (esbuild’s service process is left to exit on its own)', async () => {
    const { runTimed } = await import('../../generator/bench/measure.ts');
    // the child works ~0.5 s of CPU, says so and lingers; the parent exits at once without waiting for it
    const child = 'while (process.cpuUsage().user < 5e5); process.stdout.write("done"); setTimeout(() => {}, 1000);';
    const parent = `const c = require('child_process').spawn(process.execPath, ['-e', ${JSON.stringify(child)}], { stdio: ['ignore', 'pipe', 'ignore'] }); c.stdout.on('data', () => process.exit(0));`;
    const r = runTimed(process.execPath, ['-e', parent], { cwd: os.tmpdir(), env: process.env });
    expect(r.status).toBe(0);
    expect(r.usage.cpuS).toBeGreaterThan(0.45);
  }, 30_000);

  it("does not count a child that ended and waits to be reaped (a zombie: an earlier build's sampler)", async () => {
    const { spawn } = await import('node:child_process');
    const { runTimed } = await import('../../generator/bench/measure.ts');
    const state = (pid: number) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        return stat.slice(stat.lastIndexOf(')') + 2)[0];
      } catch {
        return undefined;
      }
    };
    const child = spawn(process.execPath, ['-e', 'while (process.cpuUsage().user < 5e5);'], { stdio: 'ignore' });
    // while this thread waits, the event loop does not run: the child ends and stays a zombie
    const until = Date.now() + 60_000;
    while (Date.now() < until && state(child.pid!) !== 'Z') Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    expect(state(child.pid!)).toBe('Z');
    const r = runTimed('sleep', ['2'], { cwd: os.tmpdir(), env: process.env });
    expect(r.usage.cpuS).toBeLessThan(0.3);
  }, 90_000);
});

// Issue 40: a one-file change, then a build with the cache kept (generator/bench/edit-rebuild.ts), here at a tenth of scale 1
describe('edit mode', () => {
  it('changes the file each round, and the label edit touches only the first term’s English label', async () => {
    const { editText, editedFile } = await import('../../generator/bench/edit-rebuild.ts');
    const corpus = makeCorpus({ scale: 0.1 });
    const glossary = fileOf(corpus, editedFile('label', corpus.stats.sampleDoc));
    const [one, two] = [1, 2].map((n) => editText('label', glossary, n));
    expect(one).not.toBe(glossary);
    expect(two).not.toBe(one);
    const labels = (ttl: string) =>
      new Parser().parse(ttl).filter((q) => q.predicate.value.endsWith('prefLabel') && q.subject.value.includes('/id/term/'));
    const changed = labels(one).filter((q, i) => q.object.value !== labels(glossary)[i].object.value);
    expect(changed.map((q) => [q.subject.value.replace(/.*\//, ''), (q.object as { language: string }).language])).toEqual([
      ['term-0', 'en'],
    ]);
    const doc = fileOf(corpus, editedFile('body', corpus.stats.sampleDoc));
    expect(doc).not.toBe('');
    expect(editText('body', doc, 1)).not.toBe(editText('body', doc, 2));
  });

  it('reads what the build did again and where its time went', async () => {
    const { whereTimeWent } = await import('../../generator/bench/edit-rebuild.ts');
    const r = parseReport(
      'Output: 2968 files, 47.4 MB\nStages: load 154 ms, render 1609 ms\n' +
        'Rendered: 1 of 728 pages (727 from the build cache); written: 13 of 2968 files (2955 unchanged, kept from the previous output)\n' +
        'Built in 2.00 s\nAround the build: process start 218 ms, up-to-date check 66 ms, loading the build 226 ms, up-to-date stamp 92 ms\n',
    );
    expect(r).toMatchObject({ rendered: 1, rewritten: 13, totalMs: 2000 });
    expect(r.around).toEqual({ startMs: 218, checkMs: 66, loadMs: 226, stampMs: 92 });
    const run = { label: '', ok: true, report: '', wallS: 3, cpuS: 3, peakMb: 1, ...r };
    expect(whereTimeWent(run)).toBe(
      '3.00 s = process start 218 ms + up-to-date check 66 ms + loading the build 226 ms + build 2000 ms [load 154, render 1609] + ' +
        'up-to-date stamp 92 ms + exit and the rest 398 ms',
    );
  });

  it('after one edit, renders some pages again and writes some files, not all (one build cold, one edited)', async () => {
    const { editBench } = await import('../../generator/bench/edit-rebuild.ts');
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-edit-'));
    try {
      const results = await editBench({
        root: ROOT,
        work,
        kinds: ['body'],
        scales: [0.1],
        seed: 7,
        runs: 1,
        hugo: false,
        settleS: 0,
        log: () => {},
      });
      expect(results.map((r) => r.kind)).toEqual(['body']);
      for (const { cold, ours } of results) {
        expect(cold.rendered).toBe(cold.pages);
        const b = ours.build!;
        expect(ours.ok).toBe(true);
        expect(b.rendered).toBeGreaterThan(0);
        expect(b.rendered).toBeLessThan(b.pages!);
        expect(b.rewritten).toBeGreaterThan(0);
        expect(b.rewritten).toBeLessThan(b.files!);
        expect(b.around?.startMs).toBeGreaterThan(0);
      }
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  }, 180_000);
});
