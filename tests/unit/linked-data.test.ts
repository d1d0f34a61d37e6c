// The linked-data modules alone: the site graph, the serialisers (each
// format read back by a second, independent parser), the VoID statistics and
// description, the entity descriptions and their HTML page.
import { describe, it, expect } from 'vitest';
import { DataFactory, Parser, Store, type Quad } from 'n3';
import * as $rdf from 'rdflib';
import jsonld from 'jsonld';
import { parseWith } from '../rdf-parsers.ts';
import { page } from '../model-fixtures.ts';
import { absoluteIri, buildSiteGraph, isPublishedPage } from '../../generator/linked-data/graph.ts';
import { tripleKey } from '../../generator/linked-data/ntriples-order.ts';
import { prefixesFor, toJsonLd, toNTriples, toRdfXml, toTurtle } from '../../generator/linked-data/serialise.ts';
import { describeDataset, graphStatistics, namespaceOf, datasetIri } from '../../generator/linked-data/void.ts';
import { entityDescription, entityRef, rdfAlternatesFor, siteEntities } from '../../generator/linked-data/entities.ts';
import { entityHtml, labelOf } from '../../generator/linked-data/entity-page.ts';
import { entityFilePaths } from '../../generator/linked-data/paths.ts';

const { namedNode, literal, quad, blankNode } = DataFactory;
const SITE = 'https://example.org';
const S = 'https://schema.org/';
const SKOS = 'http://www.w3.org/2004/02/skos/core#';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const VOID = 'http://rdfs.org/ns/void#';
const XSD = 'http://www.w3.org/2001/XMLSchema#';

const keysOf = (quads: Iterable<{ subject: never; predicate: never; object: never } | Quad>) =>
  new Set([...quads].map((q) => tripleKey(q as Quad)));

/**
 * rdflib as the second Turtle parser. It reads the Turtle shorthand `true`
 * as "1"^^xsd:boolean, the same value under another lexical form: booleans
 * are put back in their canonical form before comparing.
 */
function parseWithRdflib(text: string, mediaType: string): Quad[] {
  const kb = $rdf.graph();
  $rdf.parse(text, kb, 'https://base.invalid/', mediaType);
  return (kb.statements as unknown as Quad[]).map((q) => {
    const o = q.object as Quad['object'] & { datatype?: { value: string } };
    if (o.termType !== 'Literal' || o.datatype?.value !== XSD + 'boolean' || !/^[01]$/.test(o.value)) return q;
    return quad(q.subject, q.predicate, literal(o.value === '1' ? 'true' : 'false', namedNode(XSD + 'boolean')));
  });
}

// literals that trip serialisers: quotes, backslashes, new lines, non-Latin
// text, language tags, datatypes, and a blank node
const TRICKY: Quad[] = [
  quad(namedNode(`${SITE}/id/term/a`), namedNode(RDF_TYPE), namedNode(SKOS + 'Concept')),
  quad(namedNode(`${SITE}/id/term/a`), namedNode(SKOS + 'prefLabel'), literal("Triplet « RDF » — l'énoncé", 'fr')),
  quad(namedNode(`${SITE}/id/term/a`), namedNode(SKOS + 'prefLabel'), literal('A "quoted" \\ back\nslash', 'en')),
  quad(
    namedNode(`${SITE}/id/term/a`),
    namedNode(SKOS + 'definition'),
    literal('Line one\r\nline two\ttabbed <b>not markup</b> & ampersand'),
  ),
  quad(namedNode(`${SITE}/id/term/a`), namedNode(S + 'dateCreated'), literal('2024-05-01', namedNode(XSD + 'date'))),
  quad(namedNode(`${SITE}/id/term/a`), namedNode(S + 'position'), literal('3', namedNode(XSD + 'integer'))),
  quad(namedNode(`${SITE}/id/term/a`), namedNode(`${SITE}/vocab#flag`), literal('true', namedNode(XSD + 'boolean'))),
  quad(namedNode(`${SITE}/id/term/a`), namedNode(S + 'name'), literal('日本語 العربية')),
  quad(namedNode(`${SITE}/id/term/a`), namedNode(SKOS + 'related'), namedNode(`${SITE}/id/term/b`)),
  quad(namedNode(`${SITE}/id/term/b`), namedNode(SKOS + 'prefLabel'), literal('B', 'en')),
  quad(namedNode('https://other.example/x?y=1&z=2#frag'), namedNode(S + 'about'), namedNode(`${SITE}/id/term/a`)),
];

describe('the site graph', () => {
  it('resolves an IRI left relative (n3 without a base writes `undefined/…`) against the site, and keeps absolute ones', () => {
    expect(absoluteIri('undefined/img/x.svg', SITE)).toBe(`${SITE}/img/x.svg`);
    expect(absoluteIri('/img/x.svg', SITE)).toBe(`${SITE}/img/x.svg`);
    expect(absoluteIri('urn:isbn:123', SITE)).toBe('urn:isbn:123');
    expect(absoluteIri('https://a.example/b', SITE)).toBe('https://a.example/b');
  });

  it('is the union of the per-file graphs without duplicates, plus the published pages, in a stable order', () => {
    const same = [namedNode(`${SITE}/id/term/a`), namedNode(SKOS + 'prefLabel'), literal('A', 'en')] as const;
    const data = new Store([
      quad(...same, namedNode(`${SITE}/data/one.ttl`)),
      quad(...same, namedNode(`${SITE}/data/two.ttl`)),
      quad(namedNode(`${SITE}/id/term/a`), namedNode(S + 'image'), namedNode('undefined/img/a.svg'), namedNode(`${SITE}/data/one.ttl`)),
    ]);
    const pages = [
      page({ path: '/docs/a', title: 'A page', entityIri: `${SITE}/id/term/a` }),
      page({ path: '/docs/hidden', hidden: true }),
      page({ path: '/fr/docs/a', locale: 'fr', untranslated: true }),
      page({ path: '/404', kind: 'notFound' }),
    ];
    const graph = buildSiteGraph(data, pages, SITE);
    const keys = graph.all().map(tripleKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual([...keys].sort());
    expect(graph.all().every((q) => q.graph.termType === 'DefaultGraph')).toBe(true);
    expect(keys).toContain(`<${SITE}/id/term/a> <${S}image> <${SITE}/img/a.svg>`);
    expect(keys).toContain(`<${SITE}/docs/a> <${S}mainEntity> <${SITE}/id/term/a>`);
    expect(
      keys.some((k) => k.startsWith(`<${SITE}/docs/hidden>`) || k.startsWith(`<${SITE}/fr/docs/a>`) || k.startsWith(`<${SITE}/404>`)),
    ).toBe(false);
    expect(graph.size).toBe(graph.all().length);
    expect(pages.filter(isPublishedPage).map((p) => p.path)).toEqual(['/docs/a']);
  });
});

describe('the serialisers', () => {
  const prefixes = prefixesFor(SITE, TRICKY);
  const expected = keysOf(TRICKY);

  it('declare a prefix for each kind of site entity they meet', () => {
    expect(prefixes.term).toBe(`${SITE}/id/term/`);
    expect(prefixes.tool).toBeUndefined();
  });

  it('write Turtle that rdflib reads back to the same triples', async () => {
    const text = await toTurtle(TRICKY, prefixes);
    expect(text).toContain('@prefix term:');
    expect(keysOf(parseWithRdflib(text, 'text/turtle'))).toEqual(expected);
  });

  it('write N-Triples that rdflib reads back to the same triples, one per line', async () => {
    const text = await toNTriples(TRICKY);
    expect(text.trim().split('\n')).toHaveLength(TRICKY.length);
    expect(keysOf(parseWithRdflib(text, 'text/turtle'))).toEqual(expected);
  });

  it('write RDF/XML without a base that the streaming RDF/XML parser reads back to the same triples', async () => {
    const text = toRdfXml(TRICKY, prefixes);
    expect(text).not.toContain('xml:base');
    expect(text).toContain('rdf:about="https://example.org/id/term/a"');
    expect(keysOf(await parseWith('application/rdf+xml', text))).toEqual(expected);
  });

  it('write JSON-LD that both JSON-LD parsers read back to the same triples', async () => {
    const text = await toJsonLd(TRICKY, SITE);
    expect(keysOf(await parseWith('application/ld+json', text))).toEqual(expected);
    const nquads = (await jsonld.toRDF(JSON.parse(text), { format: 'application/n-quads' })) as unknown as string;
    expect(keysOf(new Parser({ format: 'N-Quads' }).parse(nquads))).toEqual(expected);
  });

  it('keep a blank node a blank node in every format', async () => {
    const withBlank = [
      quad(namedNode(`${SITE}/id/term/a`), namedNode(S + 'about'), blankNode('b1')),
      quad(blankNode('b1'), namedNode(S + 'name'), literal('anon')),
    ];
    for (const text of [await toTurtle(withBlank, prefixes), await toNTriples(withBlank)]) {
      const back = parseWithRdflib(text, 'text/turtle');
      expect(back).toHaveLength(2);
      const [a, b] = [back.find((q) => q.predicate.value === S + 'about')!, back.find((q) => q.predicate.value === S + 'name')!];
      expect(a.object.termType).toBe('BlankNode');
      expect(b.subject.equals(a.object)).toBe(true);
    }
    const xml = await parseWith('application/rdf+xml', toRdfXml(withBlank, prefixes));
    expect(xml.filter((q) => q.object.termType === 'BlankNode' || q.subject.termType === 'BlankNode')).toHaveLength(2);
  });
});

describe('the VoID statistics and description', () => {
  const stats = graphStatistics(TRICKY, SITE);

  it('count triples, entities in the site space, subjects, objects, classes and properties', () => {
    expect(stats.triples).toBe(TRICKY.length);
    expect(stats.entities).toBe(2); // term/a and term/b; the other.example subject is not the site's
    expect(stats.distinctSubjects).toBe(3);
    expect(stats.classes).toEqual(new Map([[SKOS + 'Concept', 1]]));
    expect(stats.properties.get(SKOS + 'prefLabel')).toBe(3);
    expect([...stats.properties.values()].reduce((a, b) => a + b, 0)).toBe(TRICKY.length);
    expect(stats.vocabularies).toEqual([`${SITE}/vocab#`, 'http://www.w3.org/1999/02/22-rdf-syntax-ns#', SKOS, S].sort());
  });

  it('finds a namespace after the last # or /', () => {
    expect(namespaceOf(SKOS + 'prefLabel')).toBe(SKOS);
    expect(namespaceOf(S + 'name')).toBe(S);
  });

  it('describes the dataset, its licence and each distribution with its size', () => {
    const quads = describeDataset({
      siteUrl: SITE,
      stats,
      title: { en: 'Graph', fr: 'Graphe' },
      description: { en: 'd', fr: 'd' },
      distributions: [
        { id: 'turtle', path: '/data/site-graph.ttl', bytes: 1234 },
        { id: 'rdfxml', path: '/data/site-graph.rdf', bytes: 99 },
      ],
      exampleResources: [`${SITE}/id/term/a`],
    });
    const store = new Store(quads);
    const ds = namedNode(datasetIri(SITE));
    const one = (s: Quad['subject'], p: string) => store.getObjects(s, namedNode(p), null);
    expect(one(ds, VOID + 'triples')[0].value).toBe(String(TRICKY.length));
    expect(one(ds, 'http://purl.org/dc/terms/license')[0].value).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect(
      one(ds, VOID + 'dataDump')
        .map((o) => o.value)
        .sort(),
    ).toEqual([`${SITE}/data/site-graph.rdf`, `${SITE}/data/site-graph.ttl`]);
    expect(one(ds, 'http://www.w3.org/ns/dcat#landingPage')).toHaveLength(0);
    const turtle = one(ds, 'http://www.w3.org/ns/dcat#distribution').find((d) =>
      store.has(quad(d as never, namedNode('http://www.w3.org/ns/dcat#downloadURL'), namedNode(`${SITE}/data/site-graph.ttl`))),
    )!;
    expect(one(turtle as never, 'http://www.w3.org/ns/dcat#byteSize')[0].value).toBe('1234');
    expect(one(turtle as never, 'http://www.w3.org/ns/dcat#mediaType')[0].value).toBe(
      'https://www.iana.org/assignments/media-types/text/turtle',
    );
    const partitions = one(ds, VOID + 'propertyPartition');
    expect(partitions).toHaveLength(stats.properties.size);
  });
});

describe('entities', () => {
  const graph = new Store([
    ...TRICKY,
    quad(namedNode(`${SITE}/docs/a`), namedNode(S + 'mainEntity'), namedNode(`${SITE}/id/term/a`)),
    quad(namedNode(`${SITE}/docs/a`), namedNode(S + 'inLanguage'), literal('en')),
    quad(namedNode(`${SITE}/docs/a`), namedNode(S + 'name'), literal('A page', 'en')),
    quad(namedNode(`${SITE}/id/term/bad slug`), namedNode(S + 'name'), literal('x')),
  ]);

  it('are the subjects in the site IRI space and what pages are about, with path-safe slugs only', () => {
    const pages = [page({ entityIri: `${SITE}/id/person/ada` })];
    expect(siteEntities(graph, pages, SITE).map((e) => `${e.kind}/${e.slug}`)).toEqual(['person/ada', 'term/a', 'term/b']);
    expect(entityRef(`${SITE}/id/term/x.ttl`, SITE)).toBeUndefined();
    expect(entityRef(`${SITE}/id/term/a/b`, SITE)).toBeUndefined();
  });

  it('are described by their own statements, the labels of what they link to and the pages about them', () => {
    const keys = entityDescription(graph, `${SITE}/id/term/a`, SITE).map(tripleKey);
    for (const q of TRICKY.filter((q) => q.subject.value === `${SITE}/id/term/a`)) expect(keys).toContain(tripleKey(q));
    expect(keys).toContain(`<${SITE}/id/term/b> <${SKOS}prefLabel> "B"@en`);
    expect(keys).toContain(`<${SITE}/docs/a> <${S}mainEntity> <${SITE}/id/term/a>`);
    expect(keys).toContain(`<${SITE}/docs/a> <${S}inLanguage> "en"`);
    // statements about others are not part of it
    expect(keys.some((k) => k.startsWith('<https://other.example/'))).toBe(false);
    // its own statements come first
    expect(keys[0].startsWith(`<${SITE}/id/term/a>`)).toBe(true);
  });

  it('give pages about them alternate links to the Turtle and JSON-LD files, and nothing to other pages', () => {
    expect(rdfAlternatesFor(page({ entityIri: `${SITE}/id/tool/openrefine` }), SITE)).toEqual([
      { type: 'text/turtle', href: '/id/tool/openrefine.ttl' },
      { type: 'application/ld+json', href: '/id/tool/openrefine.jsonld' },
    ]);
    expect(rdfAlternatesFor(page({}), SITE)).toEqual([]);
    expect(rdfAlternatesFor(page({ entityIri: 'https://elsewhere.example/id/tool/x' }), SITE)).toEqual([]);
  });

  it('have a bilingual HTML page that escapes what comes from the graph and links the pages in both languages', () => {
    const iri = `${SITE}/id/term/x`;
    const quads = [
      quad(namedNode(iri), namedNode(SKOS + 'prefLabel'), literal('<script>alert(1)</script>', 'en')),
      quad(namedNode(iri), namedNode(SKOS + 'prefLabel'), literal('Étiquette', 'fr')),
      quad(namedNode(iri), namedNode(S + 'url'), namedNode('javascript:alert(1)')),
    ];
    const html = entityHtml({
      entity: { iri, kind: 'term', slug: 'x' },
      quads,
      jsonLd: { name: '</script><script>alert(2)</script>' },
      siteUrl: SITE,
      paths: entityFilePaths('term', 'x'),
      pages: [page({ path: '/docs/terms/x', title: 'X & co' }), page({ path: '/fr/docs/terms/x', locale: 'fr', title: 'X « fr »' })],
    });
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('<a href="/docs/terms/x" hrefLang="en">X &amp; co</a>');
    expect(html).toContain('<a href="/fr/docs/terms/x" hrefLang="fr">X « fr »</a>');
    expect(html).toContain('<link rel="alternate" type="text/turtle" href="/id/term/x.ttl"/>');
    expect(labelOf(quads, iri, 'fr')).toBe('Étiquette');
    // the JSON-LD block still parses to what was put in
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1];
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(2)</script>' });
  });
});

describe('JSON-LD compaction for the site context', () => {
  const ROOT = new URL('../..', import.meta.url).pathname;
  const same = async (quads: Quad[]) => {
    const { quadsToJsonLd, libraryJsonLd } = await import('../../generator/linked-data/jsonld.ts');
    // the same document, key for key and in the same order, as the jsonld library's
    expect(JSON.stringify(await quadsToJsonLd(quads, SITE))).toBe(JSON.stringify(await libraryJsonLd(quads, SITE)));
  };

  it('writes exactly what jsonld.compact(fromRDF) writes, for every entity of data/ and a page about it', async () => {
    const { loadTurtle } = await import('../../generator/load/turtle.ts');
    const { entityQuads, pageQuads, postQuads } = await import('../../generator/linked-data/jsonld.ts');
    const { compactQuads } = await import('../../generator/linked-data/compact.ts');
    const { jsonLdContext } = await import('../../generator/linked-data/context.ts');
    const graph = await loadTurtle(ROOT + 'data', ROOT, SITE);
    const entities = [...new Set(graph.store.getSubjects(null, null, null).map((s) => s.value))].filter((s) => s.includes('/id/'));
    expect(entities.length).toBeGreaterThan(250);
    const person = entities.find((e) => e.includes('/id/person/'))!;
    for (const iri of entities) {
      const page = pageQuads({
        url: `${SITE}/fr/p`,
        type: 'WebPage',
        name: 'Une page',
        description: 'Sur « ça »',
        locale: 'fr',
        mainEntity: iri,
        siteUrl: SITE,
        siteName: 'Portail',
      });
      const post = postQuads(
        `${SITE}/blog/p`,
        { date: '2024-05-01', authors: [{ iri: person }], tags: [{ label: 'SPARQL' }] },
        graph.store,
      );
      for (const quads of [entityQuads(graph.store, iri, SITE), [...page, ...entityQuads(graph.store, iri, SITE), ...post]]) {
        // the direct path must be the one taken, not the library fallback
        expect(compactQuads(quads, jsonLdContext(SITE))).toBeDefined();
        await same(quads);
      }
    }
  });

  it('handles blank nodes, several types and values, typed and language literals, and suffixes that are terms', async () => {
    const s = namedNode(`${SITE}/id/x`);
    const b = blankNode('b1');
    await same([
      quad(s, namedNode(RDF_TYPE), namedNode(S + 'Thing')),
      quad(s, namedNode(RDF_TYPE), namedNode(SKOS + 'Concept')),
      quad(s, namedNode(S + 'name'), literal('Un', 'fr')),
      quad(s, namedNode(S + 'name'), literal('One', 'en')),
      quad(s, namedNode(S + 'dateCreated'), literal('2024-01-02', namedNode(XSD + 'date'))),
      quad(s, namedNode(S + 'position'), literal('3', namedNode(XSD + 'integer'))),
      quad(s, namedNode(S + 'skos'), literal('a property whose local name is a prefix of the context')),
      quad(s, namedNode(S + 'about'), b),
      quad(b, namedNode(S + 'name'), literal('</script><script>alert(1)</script>')),
      quad(s, namedNode('urn:other:p'), namedNode(`${SITE}/vocab#term`)),
      // an object that is a namespace of the context itself (rdfs:seeAlso schema.org)
      quad(s, namedNode('http://www.w3.org/2000/01/rdf-schema#seeAlso'), namedNode(S)),
    ]);
  });

  it('leaves RDF lists to the library, which knows how to write them', async () => {
    const { compactQuads } = await import('../../generator/linked-data/compact.ts');
    const { jsonLdContext } = await import('../../generator/linked-data/context.ts');
    const RDF = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
    const l = blankNode('l1');
    const quads = [
      quad(namedNode(`${SITE}/id/x`), namedNode(S + 'itemListElement'), l),
      quad(l, namedNode(RDF + 'first'), literal('a')),
      quad(l, namedNode(RDF + 'rest'), namedNode(RDF + 'nil')),
    ];
    expect(compactQuads(quads, jsonLdContext(SITE))).toBeUndefined();
    await same(quads);
  });
});
