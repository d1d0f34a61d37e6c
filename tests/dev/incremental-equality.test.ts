// The dev server's incremental rebuilds must give what a full build gives.
// On a copy of the fixture site (with a tool, a blog post and a redirect
// added: tests/equality-site.ts), each edit an editor makes is applied in turn; the dev site, which
// keeps its caches from one save to the next, is rebuilt, and so is the whole
// site from scratch with `build`. Every file the full build writes must be
// served by the dev site with the same bytes: pages, 404 pages, feeds, term
// lists, the bundle, static files, and the outputs (linked data, sitemap,
// search index) made on request. No exception is listed: none is needed.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { EDITS, equalitySite, type EqualitySite } from '../equality-site.ts';
import { build } from '../../generator/build.ts';
import type { SiteConfig } from '../../generator/config.ts';
import { DevSite, type RebuildSummary } from '../../generator/dev/site.ts';

let dir: string;
let config: SiteConfig;
let site: DevSite;
let builds = 0;

let equality: EqualitySite;

async function listOut(root: string, sub = ''): Promise<string[]> {
  const out: string[] = [];
  for (const e of await fs.readdir(path.join(root, sub), { withFileTypes: true })) {
    const rel = `${sub}/${e.name}`;
    if (e.isDirectory()) out.push(...(await listOut(root, rel)));
    else out.push(rel);
  }
  return out;
}

/** What the dev server answers for an output path, as bytes. */
async function devFile(p: string): Promise<Buffer | undefined> {
  const made = site.files.get(p) ?? (await site.output(p));
  if (made !== undefined) return Buffer.from(made);
  const copied = site.staticFiles.get(p);
  return copied ? fs.readFile(copied.source) : undefined;
}

/** Rebuilds incrementally and from scratch; returns the paths that differ and the dev summary. */
async function compare(): Promise<{ differ: string[]; missing: string[]; extraPages: string[]; summary: RebuildSummary }> {
  const summary = await site.rebuild();
  // SHACL runs after the pages are served: it must pass too
  expect((await site.validate())?.filter((p) => p.severity === 'error') ?? []).toEqual([]);
  const outDir = path.join(dir, `full-${++builds}`);
  await build({ ...config, outDir });
  const written = await listOut(outDir);
  const differ: string[] = [];
  const missing: string[] = [];
  for (const p of written) {
    const mine = await devFile(p);
    if (!mine) missing.push(p);
    else if (!mine.equals(await fs.readFile(path.join(outDir, p)))) differ.push(p);
  }
  const fullSet = new Set(written);
  const extraPages = [...site.files.keys()].filter((p) => !fullSet.has(p));
  await fs.rm(outDir, { recursive: true, force: true });
  return { differ, missing, extraPages, summary };
}

async function expectEqual(): Promise<RebuildSummary> {
  const { differ, missing, extraPages, summary } = await compare();
  expect({ differ, missing, extraPages }).toEqual({ differ: [], missing: [], extraPages: [] });
  return summary;
}

beforeAll(async () => {
  // dev shows drafts: the full build it is compared with too (equalitySite's config)
  equality = await equalitySite();
  ({ dir, config } = equality);
  site = new DevSite(config);
}, 120_000);

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

/** What an edit must also show, besides equal files. */
const ALSO: Record<string, (s: RebuildSummary) => void> = {
  'a Markdown body edit': (summary) => {
    expect(summary.queried).toBe(false);
    expect(summary.markdownRendered).toBeLessThanOrEqual(2);
    // the page in both locales (it has no French twin); nothing else shows its body
    expect(summary.rendered).toBeLessThanOrEqual(2);
  },
  // the graph changed: the concepts' query runs again, and only it
  "a term's label edit": (summary) => {
    expect(summary.queried).toBe(true);
    expect(summary.queries).toEqual(['concepts']);
  },
  "a tool's facet edit": (summary) => expect(summary.queries).toEqual(['tools']),
};

describe('incremental dev rebuilds equal a full build, page for page and byte for byte', { timeout: 120_000 }, () => {
  it('at the start', async () => {
    const summary = await expectEqual();
    expect(summary.queried).toBe(true);
  });

  for (const { name, apply } of EDITS.filter((e) => !e.buildOnly)) {
    it(`after ${name}`, async () => {
      await apply(equality);
      // built first: an optional call's argument is not evaluated when there is nothing to call
      const summary = await expectEqual();
      ALSO[name]?.(summary);
    });
  }
});
