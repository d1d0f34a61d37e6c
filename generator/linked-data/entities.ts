// Dereferenceable entities. Every entity IRI `{site}/id/{kind}/{slug}` gets
// three files: its description in Turtle and JSON-LD (its own statements,
// the labels of the site entities it points to, and the pages about it) and
// a small HTML page at the IRI itself that links to those pages in both
// languages. Pages about an entity point to its RDF with <link rel="alternate">.
import { DataFactory, type Quad } from 'n3';
import type { TripleSource } from './triple-table.ts';
import type { Page } from '../../src/shared/model/types.ts';
import { RDF, SCHEMA, SKOS, parseEntityIri } from '../ns.ts';
import type { OutputFile } from '../write/index.ts';
import type { FileGroup } from '../extensions.ts';
import { sha256 } from '../cache/content-cache.ts';
import { statementsKey } from '../render/json-ld.ts';
import { entityQuads, quadsToJsonLd } from './jsonld.ts';
import { isPublishedPage } from './graph.ts';
import { tripleKey } from './ntriples-order.ts';
import { entityFilePaths } from './paths.ts';
import { prefixesFor, toNTriples, toRdfXml, toTurtle } from './serialise.ts';
import { buildDate, documentProvenance } from './provenance.ts';
import { entityHtml, kindLabels, labelOf } from './entity-page.ts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { EntityIndex, type EntityIndexProps } from '../../src/components/EntityIndex.tsx';
import { DUMPS } from './paths.ts';

const { namedNode } = DataFactory;

/** The page listing every entity IRI. */
export const ENTITY_INDEX_PATH = '/id/';

export interface EntityRef {
  iri: string;
  kind: string;
  slug: string;
}

/** Every entity the site can describe: subjects in its IRI space, and whatever a page says it is about. */
export function siteEntities(graph: TripleSource, pages: Page[], siteUrl: string): EntityRef[] {
  const iris = new Set<string>();
  for (const s of graph.getSubjects(null, null, null)) if (s.termType === 'NamedNode') iris.add(s.value);
  for (const p of pages) if (p.entityIri) iris.add(p.entityIri);
  const out: EntityRef[] = [];
  for (const iri of iris) {
    const entity = entityRef(iri, siteUrl);
    if (entity) out.push(entity);
  }
  return out.sort((a, b) => (a.iri < b.iri ? -1 : 1));
}

/** The kind and slug of an IRI in the site's entity space, when they are safe as file names. */
export function entityRef(iri: string, siteUrl: string): EntityRef | undefined {
  const parsed = parseEntityIri(iri, siteUrl);
  if (!parsed || !/^[A-Za-z0-9][\w.-]*$/.test(parsed.slug) || /\.(ttl|jsonld)$/.test(parsed.slug) || !/^[a-z][a-z-]*$/.test(parsed.kind))
    return undefined;
  return { iri, ...parsed };
}

// pages by main entity, indexed once per list of pages: filtering every page for
// every entity was quadratic in the size of the site
const pagesByEntity = new WeakMap<Page[], Map<string, Page[]>>();

/** The pages about an entity, in every locale (the /docs alias of the default doc is skipped). */
export function pagesAbout(pages: Page[], iri: string): Page[] {
  let index = pagesByEntity.get(pages);
  if (!index) {
    index = new Map();
    for (const p of pages) {
      if (!p.entityIri || p.hidden || p.kind === 'notFound') continue;
      const list = index.get(p.entityIri);
      if (list) list.push(p);
      else index.set(p.entityIri, [p]);
    }
    pagesByEntity.set(pages, index);
  }
  return [...(index.get(iri) ?? [])];
}

/**
 * What a client dereferencing the IRI receives: the entity's own statements,
 * labels and types of the site entities it points to, and the published pages
 * whose main entity it is (with their language), all taken from the site graph.
 */
export function entityDescription(graph: TripleSource, iri: string, siteUrl: string): Quad[] {
  const own = entityQuads(graph, iri, siteUrl);
  const seen = new Set(own.map((q) => `${q.subject.value} ${q.predicate.value} ${q.object.id}`));
  const add = (q: Quad) => {
    const k = `${q.subject.value} ${q.predicate.value} ${q.object.id}`;
    if (!seen.has(k)) {
      seen.add(k);
      own.push(q);
    }
  };
  for (const q of incomingQuads(graph, iri, siteUrl)) add(q);
  for (const link of graph.getQuads(null, namedNode(SCHEMA + 'mainEntity'), namedNode(iri), null)) {
    add(link);
    for (const p of [RDF + 'type', SCHEMA + 'name', SCHEMA + 'inLanguage'])
      for (const q of graph.getQuads(link.subject, namedNode(p), null, null)) add(q);
  }
  // the entity's own statements first, then the others grouped by subject: readable Turtle
  const rank = (q: Quad) => (q.subject.value === iri ? 0 : 1);
  return own.sort((a, b) => rank(a) - rank(b) || compare(tripleKey(a), tripleKey(b)));
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** At most this many statements pointing at an entity go in its document (a scheme has every term in it). */
export const INCOMING_LIMIT = 200;

/**
 * The statements of other site entities that point at this one (a person's
 * schema:memberOf an organisation, a term's skos:broader), with the labels and
 * types of those entities: a client that follows links from the organisation
 * or the broader term finds its members and narrower terms, as a query over
 * the dump does. Bounded, in N-Triples order, so a document stays small.
 */
function incomingQuads(graph: TripleSource, iri: string, siteUrl: string): Quad[] {
  const entities = siteUrl + '/id/';
  const pointing = graph
    .getQuads(null, null, namedNode(iri), null)
    .filter((q) => q.subject.termType === 'NamedNode' && q.subject.value.startsWith(entities) && q.subject.value !== iri)
    .sort((a, b) => compare(tripleKey(a), tripleKey(b)))
    .slice(0, INCOMING_LIMIT);
  const out = [...pointing];
  for (const subject of new Set(pointing.map((q) => q.subject.value)))
    for (const p of [SKOS + 'prefLabel', SCHEMA + 'name', RDF + 'type'])
      out.push(...graph.getQuads(namedNode(subject), namedNode(p), null, null));
  return out;
}

/** <link rel="alternate"> of a page about an entity: its Turtle and JSON-LD descriptions. */
export function rdfAlternatesFor(page: Page, siteUrl: string): { type: string; href: string }[] {
  const parsed = page.entityIri ? entityRef(page.entityIri, siteUrl) : undefined;
  if (!parsed) return [];
  const files = entityFilePaths(parsed.kind, parsed.slug);
  return [
    { type: 'text/turtle', href: files.turtle },
    { type: 'application/ld+json', href: files.jsonld },
  ];
}

export interface DescriptionFiles {
  turtle: string;
  jsonld: string;
  rdfxml: string;
  ntriples: string;
}

/**
 * One description in the four formats. Each file also describes itself
 * (licence, date, what it is derived from and about): those statements name
 * the file's own address, so they differ from format to format.
 */
export async function describeInFormats(
  quads: Quad[],
  paths: DescriptionFiles,
  siteUrl: string,
  prefixes: Record<string, string>,
  topic: string | undefined,
  modified: string,
): Promise<Record<keyof DescriptionFiles, { path: string; content: string }> & { jsonLd: unknown }> {
  const withProvenance = (p: string) => [...quads, ...documentProvenance(siteUrl + p, siteUrl, modified, topic)];
  const jsonLd = await quadsToJsonLd(withProvenance(paths.jsonld), siteUrl);
  return {
    jsonLd,
    turtle: { path: paths.turtle, content: await toTurtle(withProvenance(paths.turtle), prefixes) },
    jsonld: { path: paths.jsonld, content: JSON.stringify(jsonLd, null, 2) + '\n' },
    rdfxml: { path: paths.rdfxml, content: toRdfXml(withProvenance(paths.rdfxml), prefixes) },
    ntriples: { path: paths.ntriples, content: await toNTriples(withProvenance(paths.ntriples)) },
  };
}

type IndexGroup = EntityIndexProps['groups'][number];

/** The entity's place in the index of every IRI, grouped by kind. */
function listInIndex(groups: Map<string, IndexGroup>, entity: EntityRef, path: string, quads: Quad[]): void {
  let group = groups.get(entity.kind);
  if (!group) {
    const label = kindLabels(entity.kind);
    groups.set(entity.kind, (group = { kind: entity.kind, label, entities: [] }));
  }
  group.entities.push({
    path,
    iri: entity.iri,
    label: { en: labelOf(quads, entity.iri, 'en') ?? entity.slug, fr: labelOf(quads, entity.iri, 'fr') },
  });
}

/** The index of every entity IRI, so people and crawlers can reach them all. */
function entityIndexFile(graph: TripleSource, groups: Map<string, IndexGroup>, siteUrl: string): OutputFile {
  const hasVocab =
    graph.countQuads(null, null, null, null) > 0 &&
    graph.getSubjects(null, null, null).some((s) => s.value.startsWith(`${siteUrl}/vocab#`));
  const index = renderToStaticMarkup(
    createElement(EntityIndex, {
      groups: [...groups.values()].sort((a, b) => (a.kind < b.kind ? -1 : 1)),
      vocabPath: hasVocab ? '/vocab' : undefined,
      dumps: DUMPS.map((d) => ({ label: d.title, type: d.mediaType, href: d.path })),
    }),
  );
  return { path: ENTITY_INDEX_PATH + 'index.html', content: '<!doctype html>\n' + index };
}

/**
 * The files of every entity, its page and its description in four formats,
 * yielded entity by entity as a group (FileGroup) keyed on all they are made
 * of: its statements (labels of the entities it links, the pages about it
 * included), the pages its page links to, the prefixes, the date and the site
 * address. The build cache remakes only the groups whose key changed, and
 * each is written and dropped before the next is made.
 */
export async function* entityFiles(
  graph: TripleSource,
  sitePages: Page[],
  siteUrl: string,
  modified = buildDate(),
): AsyncGenerator<OutputFile | FileGroup> {
  const prefixes = prefixesFor(siteUrl, graph.getQuads(null, null, null, null));
  const shared = JSON.stringify([siteUrl, modified, prefixes]);
  const groups = new Map<string, IndexGroup>();
  for (const entity of siteEntities(graph, sitePages, siteUrl)) {
    const paths = entityFilePaths(entity.kind, entity.slug);
    const quads = entityDescription(graph, entity.iri, siteUrl);
    listInIndex(groups, entity, paths.page, quads);
    const pages = pagesAbout(sitePages, entity.iri).filter((p) => isPublishedPage(p) || p.untranslated);
    // what entityHtml reads of the pages
    const linked = () => JSON.stringify(pages.map((p) => [p.locale, p.path, p.title, p.untranslated]));
    yield {
      key: () => sha256('entity', shared, entity.iri, statementsKey(quads), linked()),
      files: async () => {
        const described = await describeInFormats(quads, paths, siteUrl, prefixes, entity.iri, modified);
        const html = entityHtml({ entity, quads, jsonLd: described.jsonLd, pages, paths, siteUrl });
        return [described.turtle, described.jsonld, described.rdfxml, described.ntriples, { path: paths.html, content: html }];
      },
    };
  }
  yield entityIndexFile(graph, groups, siteUrl);
}
