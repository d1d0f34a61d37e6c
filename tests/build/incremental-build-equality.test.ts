// A build after an edit, with the build cache kept from the builds before
// (pages taken from it, files not rewritten when their bytes are the same),
// must write what a cold build writes: every path, byte for byte. On a copy of
// the fixture site, each edit an editor makes is applied in turn (the list
// tests/dev/incremental-equality.test.ts applies to the dev server, and two
// edits of the static folder: tests/equality-site.ts); after each,
// the site is built incrementally into the same output folder, and from
// scratch without the cache into another. Each input a page's key records
// (render/page-cache.ts) was left out by hand, and the edits that depend on it
// failed: the page's data (the body edit first), its JSON-LD and <head> data
// (the term label edit), its sidebar (the title edit, then the sidebar
// position edit on pages it alone changes), the untranslated answers (only the
// French translation edit); a writer that compared sizes, not bytes, failed
// from the body edit on (the picture and stylesheet edits keep their sizes).
// A locale's search index is kept under its documents and the glossary's
// names in the other language: without the documents, the body edit failed
// first; without the names, the term label edit.
// Each entity's files are kept under a key of their own (linked-data/entities.ts); after every edit, the
// entities whose files were made again must be exactly those whose files a cold build changed. Without the
// entity's statements in its key, the term label edit failed first; without the pages about it, the draft
// French translation of an entity's page; without the prefixes, the entity of a new kind.
// No edit renders a page whose file it left as it was: with every sidebar of a locale hashed into each
// page's key (instead of the page's own), the title edit failed first, and the term label edit too.
// The build cache keeps no page's HTML nor linked-data file but links it from
// the previous output when the file is as that build left it: a writer that
// trusted the size alone failed the last test (an output page and an entity
// file edited by hand, same size).
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildReport } from '../../generator/build.ts';
import type { SiteConfig } from '../../generator/config.ts';
import { EDITS, equalitySite, type EqualitySite } from '../equality-site.ts';
import { fileTree, treeDifferences } from '../helpers.ts';

/** an entity's Turtle file in the output */
const ENTITY_FILE = 'id/tool/sample-tool.ttl';

let site: EqualitySite;
let incremental: SiteConfig;
let cold: SiteConfig;
const pages = (r: BuildReport) => {
  const c = r.cache.find((s) => s.stage === 'pages');
  return { hits: c?.hits ?? 0, misses: c?.misses ?? 0 };
};

/** The cold build's tree before the last edit. */
let before = new Map<string, Buffer>();

/** An entity's documents (its page and four descriptions) by the entity's path. */
const ENTITY_DOCUMENT = /^id\/([a-z-]+\/[^/]+?)(?:\.ttl|\.jsonld|\.rdf|\.nt|\/index\.html)$/;

/** The entities that have documents in a tree, and those of them with a document not in `before` byte for byte. */
function entityChanges(tree: Map<string, Buffer>): { all: Set<string>; changed: Set<string> } {
  const all = new Set<string>();
  const changed = new Set<string>();
  for (const [p, bytes] of tree) {
    const entity = ENTITY_DOCUMENT.exec(p)?.[1];
    if (!entity) continue;
    all.add(entity);
    if (!before.get(p)?.equals(bytes)) changed.add(entity);
  }
  return { all, changed };
}

/**
 * Builds incrementally and cold; the trees must be the same. Returns the incremental build's report. The
 * build cache remakes the documents of exactly the entities whose documents the edit changed, and renders
 * no page whose file stayed the same (the cold trees before and after the edit tell).
 */
async function expectEqual(): Promise<BuildReport> {
  const { report } = await build(incremental);
  await build(cold);
  const [mine, theirs] = await Promise.all([fileTree(incremental.outDir), fileTree(cold.outDir)]);
  expect(mine.size).toBeGreaterThan(20);
  expect(treeDifferences(mine, theirs)).toEqual([]);
  const { all, changed } = entityChanges(theirs);
  const entities = report.cache.find((s) => s.stage === 'entities');
  expect({ remade: entities?.misses, kept: entities?.hits }).toEqual({ remade: changed.size, kept: all.size - changed.size });
  // and renders no page whose file the edit left as it was: a label edit, only the pages that show the label
  const pagesChanged = [...theirs].filter(([p, bytes]) => p.endsWith('.html') && !ENTITY_DOCUMENT.test(p) && !before.get(p)?.equals(bytes));
  expect(pages(report).misses).toBeLessThanOrEqual(pagesChanged.length);
  before = theirs;
  return report;
}

beforeAll(async () => {
  site = await equalitySite();
  const base = { ...site.config, bundleClient: false };
  incremental = { ...base, outDir: site.file('out'), buildCacheDir: site.file('cache') };
  cold = { ...base, outDir: site.file('cold'), buildCacheDir: undefined };
}, 120_000);

afterAll(async () => {
  await fs.rm(site.dir, { recursive: true, force: true });
});

/** What an edit must also show, besides equal trees. */
const ALSO: Record<string, (r: BuildReport) => void> = {
  'a Markdown body edit': (r) => {
    // the page and its French fallback are rendered again; the search index is an output, not a page
    expect(pages(r).misses).toBeLessThanOrEqual(2);
    expect(pages(r).hits).toBeGreaterThan(0);
    // those pages, the search index and the dumps: a few files of hundreds
    expect(r.rewritten).toBeLessThan(r.files / 10);
  },
  "a term's label edit": (r) => {
    expect(pages(r).hits).toBeGreaterThan(0);
    // the term's, those of the terms and scheme that link it or that it links (expectEqual counts them), not all
    const entities = r.cache.find((s) => s.stage === 'entities')!;
    expect(entities.misses).toBeGreaterThan(0);
    expect(entities.hits).toBeGreaterThan(0);
  },
};

describe('a build after an edit, with the build cache kept, writes what a cold build writes', { timeout: 120_000 }, () => {
  it('at the start, and again with nothing changed (every page from the cache)', async () => {
    expect(pages(await expectEqual()).hits).toBe(0);
    const again = await expectEqual();
    expect(pages(again)).toEqual({ hits: again.pagesTotal, misses: 0 });
    // nothing written: every file is kept from the previous output, the search indexes' too
    expect(again.rewritten).toBe(0);
    expect(again.cache.find((s) => s.stage === 'search')).toEqual({ stage: 'search', hits: 2, misses: 0 });
  });

  for (const { name, apply } of EDITS) {
    it(`after ${name}`, async () => {
      await apply(site);
      // built first: an optional call's argument is not evaluated when there is nothing to call
      const report = await expectEqual();
      ALSO[name]?.(report);
    });
  }

  it('after a page and an entity file of the output were changed by hand (same size): both are made again, not kept', async () => {
    // the build cache keeps no HTML or RDF: a file is kept from the previous output if it is as that build left it
    const file = `${incremental.outDir}/docs/learn-lod/basics/index.html`;
    const html = await fs.readFile(file, 'utf8');
    await fs.writeFile(file, html.replace('<title>', '<TITLE>'));
    const entity = `${incremental.outDir}/${ENTITY_FILE}`;
    await fs.writeFile(entity, (await fs.readFile(entity, 'utf8')).replace('@prefix', '@PREFIX'));
    const { report } = await build(incremental);
    await build(cold);
    expect(treeDifferences(await fileTree(incremental.outDir), await fileTree(cold.outDir))).toEqual([]);
    expect(pages(report).misses).toBeGreaterThan(0);
    expect(report.cache.find((s) => s.stage === 'entities')?.misses).toBe(1);
  });
});
