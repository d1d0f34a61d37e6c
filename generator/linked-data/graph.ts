// The site graph: everything the site knows as one set of triples. That is
// the Turtle data (the union of its one-graph-per-file quads) plus a
// description of every published page and blog post, the same statements the
// pages embed as JSON-LD. The dumps, the VoID counts and the entity files
// are all cut from this one set, so they cannot disagree.
import { DataFactory, Store, type Quad, type Term } from 'n3';
import type { Page } from '../../src/shared/model/types.ts';
import { t } from '../../src/i18n/index.ts';
import { pageQuads, postQuads } from './jsonld.ts';
import { buildDate, dumpProvenance } from './provenance.ts';
import { DistinctTriples } from './ntriples-order.ts';
import type { TripleTable } from './triple-table.ts';
import type { OutputInput } from '../extensions.ts';

const { namedNode, quad, defaultGraph } = DataFactory;

const SCHEMA_ABOUT = 'https://schema.org/about';
const ABSOLUTE_IRI = /^[a-z][a-z0-9+.-]*:/i;

/**
 * An IRI every RDF parser accepts. n3 turns a root-relative IRI such as
 * `</img/x.svg>` read without a base into `undefined/img/x.svg`; such IRIs
 * (and any other relative one) are resolved against the site, which is what
 * the data's author meant by them.
 */
export function absoluteIri(iri: string, siteUrl: string): string {
  if (ABSOLUTE_IRI.test(iri)) return iri;
  const path = iri.startsWith('undefined/') ? iri.slice('undefined'.length) : iri;
  return new URL(path, `${siteUrl}/`).href;
}

function repair<T extends Term>(term: T, siteUrl: string): T {
  if (term.termType === 'NamedNode' && !ABSOLUTE_IRI.test(term.value)) return namedNode(absoluteIri(term.value, siteUrl)) as unknown as T;
  return term;
}

/** Pages that are part of the published site: what the sitemap lists. */
export function isPublishedPage(page: Page): boolean {
  return !page.hidden && !page.noindex && !page.untranslated && page.kind !== 'notFound';
}

/** The statements about one page, as the page itself embeds them (without its main entity's description). */
export function pageStatements(page: Page, siteUrl: string, store: Store): Quad[] {
  const quads = pageQuads({
    url: siteUrl + page.path,
    type: page.kind === 'post' ? 'BlogPosting' : 'WebPage',
    name: page.title,
    description: page.description,
    locale: page.contentLang,
    mainEntity: page.entityIri,
    siteUrl,
    siteName: t(page.locale, 'site.title'),
  });
  if (page.body.kind === 'post') quads.push(...postQuads(siteUrl + page.path, page.body.post, store, page.image));
  // a listing (people, partners) is about each entity it lists, as its own JSON-LD says
  for (const iri of page.listedEntities ?? [])
    quads.push(quad(namedNode(siteUrl + page.path), namedNode(SCHEMA_ABOUT), namedNode(iri), defaultGraph()));
  return quads;
}

/**
 * The union of the data and the page descriptions, without duplicates, in a
 * stable order (the table's all()), with the licence and date of the dumps it
 * is written to.
 */
export function buildSiteGraph(data: Store, pages: Page[], siteUrl: string, modified = buildDate()): TripleTable {
  const triples = new DistinctTriples();
  const add = (q: Quad) => triples.add(repair(q.subject, siteUrl), repair(q.predicate, siteUrl), repair(q.object, siteUrl));
  for (const q of data.getQuads(null, null, null, null)) add(q);
  for (const page of pages) if (isPublishedPage(page)) for (const q of pageStatements(page, siteUrl, data)) add(q);
  for (const q of dumpProvenance(siteUrl, modified)) add(q);
  return triples.table();
}

// Both linked-data outputs of one build share the graph: it is built once per list of pages.
const cache = new WeakMap<Page[], TripleTable>();
export function siteGraphFor(input: Pick<OutputInput, 'config' | 'store' | 'pages'>): TripleTable {
  // the data graph is read only here, once
  let graph = cache.get(input.pages);
  if (!graph) cache.set(input.pages, (graph = buildSiteGraph(input.store, input.pages, input.config.siteUrl)));
  return graph;
}

/** Lets the site graph go once the last output that reads it is done (the search index after it does not). */
export function forgetSiteGraph(pages: Page[]): void {
  cache.delete(pages);
}
