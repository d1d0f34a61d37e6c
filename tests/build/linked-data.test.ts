// The site as linked data, over a whole build: the fixture's pages with the
// project's own data, one blog post and one tool page added. Every dump is
// read back by a second, independent parser; the VoID counts are checked
// against the dumps; every alternate link of every page resolves; the SPARQL
// page's examples run on the published graph. Then the same site is built
// with the query stage reading a SPARQL endpoint (started here, on
// 127.0.0.1, over the same data files) and the two outputs are compared.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { DataFactory, Parser, Store, type Quad } from 'n3';
import * as $rdf from 'rdflib';
import jsonld from 'jsonld';
import { parseWith } from '../rdf-parsers.ts';
import { QueryEngine } from '@comunica/query-sparql-rdfjs';
import { build, type BuildState } from '../../generator/build.ts';
import { makeConfig, type SiteConfig } from '../../generator/config.ts';
import { buildSiteGraph } from '../../generator/linked-data/graph.ts';
import { tripleKey } from '../../generator/linked-data/ntriples-order.ts';
import { jsonLdContext } from '../../generator/linked-data/context.ts';
import { DUMPS, VOID_PATH } from '../../generator/linked-data/paths.ts';
import { datasetIri } from '../../generator/linked-data/void.ts';
import { EXAMPLE_QUERIES } from '../../generator/model/query-page.ts';
import { FIXTURE, ROOT } from '../helpers.ts';

const { namedNode, literal, quad } = DataFactory;
const XSD = 'http://www.w3.org/2001/XMLSchema#';
const VOID = 'http://rdfs.org/ns/void#';
const DCAT = 'http://www.w3.org/ns/dcat#';
const SKOS = 'http://www.w3.org/2004/02/skos/core#';

let dir: string;
let config: SiteConfig;
let state: BuildState;
let expected: Set<string>;
const out = (p: string) => path.join(config.outDir, p);
const read = (p: string) => fs.readFile(out(p), 'utf8');

const POST = `---
title: A graph you can download
description: The portal's graph is published whole.
authors: [amelie-tremblay]
tags: [linked-open-data]
---
Everything on the portal is also RDF.
`;
const POST_FR = POST.replace('A graph you can download', 'Un graphe à télécharger').replace(
  "The portal's graph is published whole.",
  'Le graphe du portail est publié en entier.',
);
const TOOL = `---
title: OpenRefine
description: Cleaning tables before conversion.
entity: tool/openrefine
---
OpenRefine cleans tables.
`;

async function walk(root: string, prefix = ''): Promise<string[]> {
  const files: string[] = [];
  for (const e of await fs.readdir(path.join(root, prefix), { withFileTypes: true })) {
    const rel = path.posix.join(prefix, e.name);
    if (e.isDirectory()) files.push(...(await walk(root, rel)));
    else files.push(rel);
  }
  return files.sort();
}

/** rdflib reads the Turtle shorthand `false` as "0"^^xsd:boolean: booleans go back to their canonical form. */
function parseWithRdflib(text: string): Quad[] {
  const kb = $rdf.graph();
  $rdf.parse(text, kb, 'https://base.invalid/', 'text/turtle');
  return (kb.statements as unknown as Quad[]).map((q) => {
    const o = q.object as Quad['object'] & { datatype?: { value: string } };
    if (o.termType !== 'Literal' || o.datatype?.value !== XSD + 'boolean' || !/^[01]$/.test(o.value)) return q;
    return quad(q.subject, q.predicate, literal(o.value === '1' ? 'true' : 'false', namedNode(XSD + 'boolean')));
  });
}

const OWN_ENDPOINT = 'https://query.example.org/ds/sparql';

const keysOf = (quads: Quad[]) => new Set(quads.map(tripleKey));

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lod-ld-'));
  await fs.cp(path.join(FIXTURE, 'content'), path.join(dir, 'content'), { recursive: true });
  await fs.cp(path.join(ROOT, 'data'), path.join(dir, 'data'), { recursive: true });
  await fs.mkdir(path.join(dir, 'content/blog'), { recursive: true });
  await fs.writeFile(path.join(dir, 'content/blog/2024-03-04-graph.md'), POST);
  await fs.writeFile(path.join(dir, 'content/blog/2024-03-04-graph.fr.md'), POST_FR);
  await fs.mkdir(path.join(dir, 'content/docs/tools'), { recursive: true });
  await fs.writeFile(path.join(dir, 'content/docs/tools/openrefine.md'), TOOL);
  // a site of its own, built from its own folder: its settings, not the repository's, name the endpoints it offers
  await fs.writeFile(path.join(dir, 'site.config.json'), JSON.stringify({ sparql: { publicEndpoints: [OWN_ENDPOINT] } }));
  config = makeConfig({
    rootDir: dir,
    dataDir: path.join(dir, 'data'),
    contentDir: path.join(dir, 'content'),
    staticDir: path.join(ROOT, 'static'),
    outDir: path.join(dir, 'out'),
    bundleClient: false,
    siteUrl: 'https://portal.lincsproject.ca',
  });
  ({ state } = await build(config));
  expected = keysOf(buildSiteGraph(state.store, state.table.pages, config.siteUrl).all());
});

afterAll(async () => {
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

describe('the whole-graph dumps', () => {
  it('hold every triple of the data files and a description of every published page and post', () => {
    for (const q of state.store.getQuads(null, null, null, null))
      expect(expected.has(tripleKey(quad(q.subject, q.predicate, q.object)))).toBe(true);
    const post = `<${config.siteUrl}/fr/blog/graph>`;
    expect(expected).toContain(`${post} <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <https://schema.org/BlogPosting>`);
    expect(expected).toContain(`${post} <https://schema.org/author> <${config.siteUrl}/id/person/amelie-tremblay>`);
    expect(expected).toContain(
      `<${config.siteUrl}/docs/tools/openrefine> <https://schema.org/mainEntity> <${config.siteUrl}/id/tool/openrefine>`,
    );
  });

  it('parse with a second, independent parser to the same triples as the build’s dataset', async () => {
    const parsed: Record<string, Quad[]> = {
      turtle: parseWithRdflib(await read(DUMPS[0].path)),
      ntriples: parseWithRdflib(await read(DUMPS[1].path)),
      jsonld: await parseWith('application/ld+json', await read(DUMPS[2].path)),
      rdfxml: await parseWith('application/rdf+xml', await read(DUMPS[3].path)),
    };
    for (const d of DUMPS) {
      expect(parsed[d.id].length, d.title).toBe(expected.size);
      expect(keysOf(parsed[d.id]), d.title).toEqual(expected);
    }
  });

  it('include a JSON-LD dump that expands to the same triples', async () => {
    const doc = JSON.parse(await read(DUMPS[2].path));
    expect(doc['@context']).toEqual(jsonLdContext(config.siteUrl));
    const expanded = await jsonld.expand(doc);
    const nquads = (await jsonld.toRDF(expanded, { format: 'application/n-quads' })) as unknown as string;
    expect(keysOf(new Parser({ format: 'N-Quads' }).parse(nquads))).toEqual(expected);
  });

  it('are described by a VoID/DCAT file whose counts, sizes and download URLs match the files', async () => {
    const store = new Store(new Parser().parse(await read(VOID_PATH)));
    const ds = namedNode(datasetIri(config.siteUrl));
    const value = (s: Quad['subject'], p: string) => store.getObjects(s, namedNode(p), null).map((o) => o.value);
    const turtleCount = new Parser().parse(await read(DUMPS[0].path)).length;
    expect(Number(value(ds, VOID + 'triples')[0])).toBe(turtleCount);
    expect(value(ds, 'http://purl.org/dc/terms/license')).toEqual(['https://creativecommons.org/licenses/by/4.0/']);
    expect(value(ds, VOID + 'dataDump').sort()).toEqual(DUMPS.map((d) => config.siteUrl + d.path).sort());
    for (const dist of store.getObjects(ds, namedNode(DCAT + 'distribution'), null)) {
      const url = value(dist as Quad['subject'], DCAT + 'downloadURL')[0];
      const file = out(url.slice(config.siteUrl.length));
      expect(Number(value(dist as Quad['subject'], DCAT + 'byteSize')[0])).toBe((await fs.stat(file)).size);
    }
    // the class partitions count the instances the dump has
    const dump = new Store(new Parser().parse(await read(DUMPS[0].path)));
    for (const part of store.getObjects(ds, namedNode(VOID + 'classPartition'), null)) {
      const cls = value(part as Quad['subject'], VOID + 'class')[0];
      expect(Number(value(part as Quad['subject'], VOID + 'entities')[0]), cls).toBe(
        dump.getSubjects(namedNode('http://www.w3.org/1999/02/22-rdf-syntax-ns#type'), namedNode(cls), null).length,
      );
    }
    expect(value(ds, VOID + 'vocabulary')).toEqual(expect.arrayContaining([SKOS, 'https://schema.org/', 'http://purl.org/dc/terms/']));
  });

  it('come with the JSON-LD context the site uses', async () => {
    expect(JSON.parse(await read('context.jsonld'))).toEqual({ '@context': jsonLdContext(config.siteUrl) });
  });
});

describe('entities', () => {
  it('every page’s alternate links resolve to a description of the page’s main entity', async () => {
    const pages = (await walk(config.outDir)).filter((f) => f.endsWith('index.html') && !f.startsWith('id/') && !f.startsWith('vocab/'));
    let checked = 0;
    for (const file of pages) {
      const html = await read(file);
      const links = [...html.matchAll(/<link rel="alternate" type="(text\/turtle|application\/ld\+json)" href="([^"]+)"/g)];
      const mainEntity = /"mainEntity":\{"@id":"([^"]+)"/.exec(html)?.[1];
      if (file === 'index.html' || file === 'fr/index.html' || file.includes('explore-lod/site-graph/')) {
        // the home page and the downloads page link the whole-graph dumps instead
        const all = [...html.matchAll(/<link rel="alternate" type="([^"]+)" href="(\/data\/site-graph\.[a-z]+)"/g)];
        expect(all.map((l) => l[2]).sort(), file).toEqual(DUMPS.map((d) => d.path).sort());
        continue;
      }
      if (!links.length) {
        // no alternates: then the page names no entity of the site
        expect(mainEntity?.startsWith(`${config.siteUrl}/id/`) ? file : undefined).toBeUndefined();
        continue;
      }
      expect(links.map((l) => l[1]).sort(), file).toEqual(['application/ld+json', 'text/turtle']);
      for (const [, type, href] of links) {
        const text = await read(href.slice(1));
        const quads =
          type === 'text/turtle'
            ? new Parser().parse(text)
            : new Parser({ format: 'N-Quads' }).parse(
                (await jsonld.toRDF(JSON.parse(text), { format: 'application/n-quads' })) as unknown as string,
              );
        expect(
          quads.some((q) => q.subject.value === mainEntity),
          `${file} → ${href}`,
        ).toBe(true);
      }
      checked++;
    }
    // term pages, the tool page and the author page, in both languages
    expect(checked).toBeGreaterThanOrEqual(state.table.pages.filter((p) => p.entityIri && !p.hidden).length);
    expect(checked).toBeGreaterThan(200);
  });

  it('every entity of the graph has its Turtle, its JSON-LD and an HTML page linking its pages in both languages', async () => {
    const entities = new Set(
      state.store
        .getSubjects(null, null, null)
        .map((s) => s.value)
        .filter((iri) => /\/id\/[a-z-]+\/[^/]+$/.test(iri) && iri.startsWith(config.siteUrl)),
    );
    expect(entities.size).toBeGreaterThan(200);
    for (const iri of entities) {
      const local = iri.slice(config.siteUrl.length);
      const turtle = new Parser().parse(await read(`${local}.ttl`));
      expect(turtle.some((q) => q.subject.value === iri)).toBe(true);
      expect(JSON.parse(await read(`${local}.jsonld`))['@context']).toBeDefined();
      const html = await read(`${local}/index.html`);
      expect(html).toContain(`<link rel="alternate" type="text/turtle" href="${local}.ttl"/>`);
      const pages = state.table.pages.filter((p) => p.entityIri === iri && !p.hidden);
      for (const p of pages) {
        expect(html, iri).toContain(`href="${p.path}" hrefLang="${p.locale}"`);
        await expect(fs.stat(out(path.join(p.path, 'index.html')))).resolves.toBeTruthy();
      }
    }
    const triple = await read('id/term/triple/index.html');
    expect(triple).toContain('href="/docs/terms/triple" hrefLang="en"');
    expect(triple).toContain('href="/fr/docs/terms/triple" hrefLang="fr"');
  });
});

describe('the SPARQL page', () => {
  const configOf = (html: string) =>
    JSON.parse(/<script type="application\/json" data-island-props="sparql">([\s\S]*?)<\/script>/.exec(html)![1]).config;

  it('links to dumps that exist and loads the Turtle dump', async () => {
    for (const locale of ['', 'fr/']) {
      const html = await read(`${locale}docs/tools/sparql/yasgui/index.html`);
      for (const [, href] of html.matchAll(/<a href="(\/data\/[^"]+)"/g)) await expect(fs.stat(out(href.slice(1)))).resolves.toBeTruthy();
      expect(configOf(html).graph).toBe(DUMPS[0].path);
    }
  });

  it('offers the endpoints of its own site.config.json, which its policy on every host lets it reach', async () => {
    for (const locale of ['', 'fr/']) {
      const { endpoint, allowedEndpoints } = configOf(await read(`${locale}docs/tools/sparql/yasgui/index.html`));
      expect({ endpoint, allowedEndpoints }).toEqual({ endpoint: OWN_ENDPOINT, allowedEndpoints: [OWN_ENDPOINT] });
    }
    for (const host of ['_headers', '.htaccess', '_hosting/nginx-server.conf']) {
      const policies = [...(await read(host)).matchAll(/Content-Security-Policy:? "?([^"\n]+)/g)].map((m) => m[1]);
      expect(policies.length, host).toBeGreaterThan(0);
      for (const policy of policies) expect(/connect-src ([^;]+)/.exec(policy)?.[1], host).toBe("'self' https://query.example.org");
    }
  });

  it('has example queries, in the page’s language, that each find rows in the published graph', async () => {
    const graph = new Store(new Parser().parse(await read(DUMPS[0].path)));
    const engine = new QueryEngine();
    const glossary = namedNode(`${config.siteUrl}/id/scheme/glossary`);
    const frenchLabels = graph
      .getSubjects(namedNode(SKOS + 'inScheme'), glossary, null)
      .filter((c) =>
        graph.getObjects(c, namedNode(SKOS + 'prefLabel'), null).some((l) => (l as { language?: string }).language === 'fr'),
      ).length;
    for (const locale of ['en', 'fr'] as const) {
      const examples = configOf(await read(`${locale === 'fr' ? 'fr/' : ''}docs/tools/sparql/yasgui/index.html`)).examples as {
        id: string;
        query: string;
      }[];
      expect(examples.map((e) => e.id)).toEqual(EXAMPLE_QUERIES.map((e) => e.id));
      for (const example of examples) {
        const rows = await (await engine.queryBindings(example.query, { sources: [graph] })).toArray();
        expect(rows.length, `${locale} ${example.id}`).toBeGreaterThan(0);
        if (example.id === 'french-labels') expect(rows.length).toBe(frenchLabels);
        if (example.id === 'posts-by-author')
          expect(rows.map((r) => r.get('title')!.value)).toEqual([
            locale === 'fr' ? 'Un graphe à télécharger' : 'A graph you can download',
          ]);
        // labels come back in the page's language (the French-labels example is French on both)
        if (example.id === 'tools-by-level')
          expect(rows.every((r) => (r.get('level') as { language?: string }).language === locale)).toBe(true);
      }
    }
  });
});

describe('SKOS integrity at build time', () => {
  it('a fixture where two concepts are both related and broader/narrower fails the build, naming both, the file, line and column', async () => {
    const { fixtureSite } = await import('../helpers.ts');
    const { ValidationFailed, formatProblemList } = await import('../../generator/errors.ts');
    const site = await fixtureSite();
    try {
      await fs.writeFile(
        path.join(site.dir, 'data/s27.ttl'),
        `@prefix skos: <${SKOS}> .\n@prefix term: <${site.config.siteUrl}/id/term/> .\nterm:ontology skos:broader term:triple .\n`,
      );
      const error = await build(site.config).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ValidationFailed);
      const text = formatProblemList((error as InstanceType<typeof ValidationFailed>).problems.filter((p) => p.severity === 'error'));
      expect(text).toMatch(
        /data\/(glossary|s27)\.ttl:\d+:\d+.*term:(triple|ontology) is both skos:related to term:(ontology|triple) and (broader|narrower) than term:(ontology|triple).*S27/,
      );
      await expect(fs.stat(site.config.outDir)).rejects.toThrow();
    } finally {
      await fs.rm(site.dir, { recursive: true, force: true });
    }
  });
});

describe('what researchers download: formats, licence, provenance, version', () => {
  const DCT = 'http://purl.org/dc/terms/';
  const PROV = 'http://www.w3.org/ns/prov#';
  const SPDX = 'http://spdx.org/rdf/terms#';
  const CC = 'https://creativecommons.org/licenses/by/4.0/';

  it('every entity has RDF/XML and N-Triples beside its Turtle, the same description in all four', async () => {
    const ttlFiles = (await walk(out('id'))).filter((f) => f.endsWith('.ttl'));
    expect(ttlFiles.length).toBeGreaterThan(200);
    for (const f of ttlFiles.slice(0, 40)) {
      const base = `id/${f.slice(0, -4)}`;
      const own = (quads: Quad[]) => new Set(quads.filter((q) => !/\.(ttl|jsonld|rdf|nt)$/.test(q.subject.value)).map(tripleKey));
      const turtle = own(new Parser().parse(await read(`${base}.ttl`)));
      expect(own(await parseWith('application/rdf+xml', await read(`${base}.rdf`))), base).toEqual(turtle);
      expect(own(new Parser({ format: 'N-Triples' }).parse(await read(`${base}.nt`))), base).toEqual(turtle);
    }
  });

  it('each entity document says its licence, date, source and topic about itself', async () => {
    for (const ext of ['ttl', 'rdf', 'nt']) {
      const url = `${config.siteUrl}/id/term/triple.${ext}`;
      const text = await read(`id/term/triple.${ext}`);
      const store = new Store(
        ext === 'rdf'
          ? await parseWith('application/rdf+xml', text)
          : new Parser({ format: ext === 'nt' ? 'N-Triples' : 'Turtle' }).parse(text),
      );
      const value = (p: string) => store.getObjects(namedNode(url), namedNode(p), null).map((o) => o.value);
      expect(value(DCT + 'license'), ext).toEqual([CC]);
      expect(value(DCT + 'modified')[0], ext).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(value(PROV + 'wasDerivedFrom'), ext).toEqual([datasetIri(config.siteUrl)]);
      expect(value('http://xmlns.com/foaf/0.1/primaryTopic'), ext).toEqual([`${config.siteUrl}/id/term/triple`]);
    }
  });

  it('each dump says its licence and date; the VoID adds a version, a contact point and a SHA-256 of each dump', async () => {
    const dump = new Store(new Parser().parse(await read(DUMPS[0].path)));
    for (const d of DUMPS) {
      expect(dump.getObjects(namedNode(config.siteUrl + d.path), namedNode(DCT + 'license'), null).map((o) => o.value)).toEqual([CC]);
      expect(dump.getObjects(namedNode(config.siteUrl + d.path), namedNode(DCT + 'modified'), null)).toHaveLength(1);
    }
    const voidText = await read(VOID_PATH);
    const store = new Store(new Parser().parse(voidText));
    const ds = namedNode(datasetIri(config.siteUrl));
    const one = (s: Quad['subject'] | Quad['object'], p: string) => store.getObjects(s as Quad['subject'], namedNode(p), null)[0];
    expect(one(ds, DCT + 'modified').value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(one(ds, DCAT + 'version').value).toMatch(/^\d{4}-\d{2}-\d{2}\.[0-9a-f]{12}$/);
    expect(one(ds, DCAT + 'contactPoint')).toBeTruthy();
    const { createHash } = await import('node:crypto');
    for (const dist of store.getObjects(ds, namedNode(DCAT + 'distribution'), null)) {
      const url = one(dist, DCAT + 'downloadURL').value;
      const checksum = one(dist, SPDX + 'checksum');
      expect(one(checksum, SPDX + 'algorithm').value).toBe(SPDX + 'checksumAlgorithm_sha256');
      const bytes = await fs.readFile(out(url.slice(config.siteUrl.length)));
      expect(one(checksum, SPDX + 'checksumValue').value, url).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
    expect(await read('.well-known/void')).toBe(voidText);
  });

  it('the sitemap lists the pages at the entity IRIs and the vocabulary; /id/ links every entity page', async () => {
    const sitemap = await read('sitemap.xml');
    const index = await read('id/index.html');
    for (const iri of [`${config.siteUrl}/id/term/triple`, `${config.siteUrl}/id/tool/openrefine`, `${config.siteUrl}/vocab`])
      expect(sitemap).toContain(`<loc>${iri}</loc>`);
    for (const [, loc] of sitemap.matchAll(/<loc>([^<]+\/id\/[^<]+)<\/loc>/g)) {
      const local = loc.slice(config.siteUrl.length);
      await expect(fs.stat(out(`${local}/index.html`)), local).resolves.toBeTruthy();
      expect(index, local).toContain(`href="${local}"`);
    }
    expect(index).toContain('href="/vocab"');
  });

  it('the pages of people and partners are about the entities they list, in the dumps too', () => {
    const listings = state.table.pages.filter((p) => p.listedEntities?.length && !p.hidden && !p.untranslated);
    for (const p of listings)
      for (const iri of p.listedEntities!)
        expect(expected, p.path).toContain(`<${config.siteUrl}${p.path}> <https://schema.org/about> <${iri}>`);
  });

  it('the vocabulary page and the page of each term show labels and comments in both languages', async () => {
    const html = await read('vocab/index.html');
    expect(html).toContain('id="origin"');
    expect(html).toContain('origine');
    expect(html).toContain('<link rel="alternate" type="text/turtle" href="/vocab.ttl"/>');
    const term = await read('vocab/origin/index.html');
    expect(term).toMatch(/How a tool came to be part of the infrastructure/);
    expect(term).toMatch(/Comment un outil est entré/);
    const vocab = new Parser().parse(await read('vocab.ttl'));
    expect(vocab.some((q) => q.subject.value === `${config.siteUrl}/vocab#origin`)).toBe(true);
  });
});
