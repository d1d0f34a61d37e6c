// The dev server's incremental rebuilds must give what a full build gives.
// On a copy of the fixture site (with a tool, a blog post and a redirect
// added), each edit an editor makes is applied in turn; the dev site, which
// keeps its caches from one save to the next, is rebuilt, and so is the whole
// site from scratch with `build`. Every file the full build writes must be
// served by the dev site with the same bytes: pages, 404 pages, feeds, term
// lists, the bundle, static files, and the outputs (linked data, sitemap,
// search index) made on request. No exception is listed: none is needed.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { fixtureSite } from '../helpers.ts';
import { build } from '../../generator/build.ts';
import type { SiteConfig } from '../../generator/config.ts';
import { DevSite, type RebuildSummary } from '../../generator/dev/site.ts';

let dir: string;
let config: SiteConfig;
let site: DevSite;
let builds = 0;

const TOOL = `@prefix schema: <https://schema.org/> .
@prefix lv: <https://portal.lincsproject.ca/vocab#> .
@prefix facet: <https://portal.lincsproject.ca/id/facet/> .
@prefix tool: <https://portal.lincsproject.ca/id/tool/> .
tool:sample-tool a schema:SoftwareApplication ;
    schema:name "Sample Tool" ;
    schema:abstract "A tool used by the tests."@en, "Un outil utilisé par les tests."@fr ;
    schema:description "A tool that exists only in the tests of the dev server."@en,
        "Un outil qui n’existe que dans les tests du serveur de développement."@fr ;
    schema:applicationCategory facet:browsing ;
    schema:educationalLevel facet:beginner ;
    lv:origin facet:adopted ;
    lv:requiresAccount false .
`;

const file = (rel: string) => path.join(dir, rel);
const edit = async (rel: string, change: (text: string) => string) => {
  const text = await fs.readFile(file(rel), 'utf8');
  const next = change(text);
  if (next === text) throw new Error(`the edit of ${rel} changed nothing`);
  await fs.writeFile(file(rel), next);
};

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
  const fixture = await fixtureSite();
  dir = fixture.dir;
  // dev shows drafts: the full build it is compared with too
  config = { ...fixture.config, production: false };
  await fs.writeFile(file('data/tools.ttl'), TOOL);
  await fs.mkdir(file('content/docs/tools/sample-tool'), { recursive: true });
  const page = (title: string, extra = '') =>
    `---\ntitle: ${title}\ndescription: The page ${title}.\n${extra}---\n\nThe text of ${title}.\n`;
  await fs.writeFile(file('content/docs/tools/index.md'), page('Tools', 'listing: tools\n'));
  await fs.writeFile(file('content/docs/tools/sample-tool/index.md'), page('Sample Tool', 'entity: tool/sample-tool\n'));
  await fs.mkdir(file('content/blog'), { recursive: true });
  const post = '---\ntitle: First post\ndescription: A post.\n---\nThe first post.\n\n<!-- truncate -->\n\nMore.\n';
  await fs.writeFile(file('content/blog/2024-03-01-first-post.md'), post);
  const redirects = { redirects: [{ from: '/old-basics', to: '/docs/learn-lod/basics' }] };
  await fs.writeFile(file('content/redirects.json'), JSON.stringify(redirects));
  site = new DevSite(config);
}, 120_000);

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('incremental dev rebuilds equal a full build, page for page and byte for byte', { timeout: 120_000 }, () => {
  it('at the start', async () => {
    const summary = await expectEqual();
    expect(summary.queried).toBe(true);
  });

  it('after a Markdown body edit (re-rendering only the pages that show that page)', async () => {
    await edit('content/docs/learn-lod/second.md', (t) => t + '\nA sentence added by the equality test.\n');
    const summary = await expectEqual();
    expect(summary.queried).toBe(false);
    expect(summary.markdownRendered).toBeLessThanOrEqual(2);
    // the page in both locales (it has no French twin); nothing else shows its body
    expect(summary.rendered).toBeLessThanOrEqual(2);
  });

  it('after a title edit', async () => {
    await edit('content/docs/learn-lod/basics.md', (t) => t.replace('title: Basics', 'title: The basics'));
    await expectEqual();
  });

  it('after a slug edit (a post)', async () => {
    await edit('content/blog/2024-03-01-first-post.md', (t) => t.replace('title: First post', 'title: First post\nslug: opening-post'));
    await expectEqual();
  });

  it('after a sidebar position edit', async () => {
    await edit('content/docs/learn-lod/second.md', (t) => t.replace('sidebar_position: 2', 'sidebar_position: 0'));
    await expectEqual();
  });

  it('after a draft flag edit', async () => {
    await edit('content/docs/learn-lod/second.md', (t) => t.replace('sidebar_position: 0', 'sidebar_position: 0\ndraft: true'));
    await expectEqual();
  });

  it("after a term's label edit (the graph changed: the concepts' query runs again, and only it)", async () => {
    await edit('data/glossary.ttl', (t) => t.replace('"Triple"@en', '"Triple statement"@en'));
    const summary = await expectEqual();
    expect(summary.queried).toBe(true);
    expect(summary.queries).toEqual(['concepts']);
  });

  it("after a term's related link edit", async () => {
    const definition = '"Les choix de modélisation documentés d\'un jeu de données."@fr';
    await edit('data/glossary.ttl', (t) => t.replace(`${definition} .`, `${definition} ;\n    skos:related term:ontology .`));
    await expectEqual();
  });

  it("after a tool's facet edit", async () => {
    await edit('data/tools.ttl', (t) => t.replace('facet:browsing', 'facet:searching'));
    expect((await expectEqual()).queries).toEqual(['tools']);
  });

  it('after a new page', async () => {
    const third = '---\ntitle: Third page\ndescription: A new page.\nsidebar_position: 3\n---\nA third page.\n';
    await fs.writeFile(file('content/docs/learn-lod/third.md'), third);
    await expectEqual();
  });

  it('after a renamed page', async () => {
    await fs.rename(file('content/docs/learn-lod/third.md'), file('content/docs/learn-lod/fourth.md'));
    await expectEqual();
  });

  it('after a deleted page', async () => {
    await fs.rm(file('content/docs/learn-lod/fourth.md'));
    await expectEqual();
  });

  it('after a redirect is added', async () => {
    await fs.writeFile(
      file('content/redirects.json'),
      JSON.stringify({
        redirects: [
          { from: '/old-basics', to: '/docs/learn-lod/basics' },
          { from: '/old-second', to: '/docs/learn-lod/second' },
        ],
      }),
    );
    await expectEqual();
  });
});
