// JSON-LD for pages and entity files, from the same quads as everything else,
// compacted with the shipped context (compact.ts for our plain context, the
// `jsonld` library for anything else).
// The document loader refuses every URL: no network, ever.
import { DataFactory, type Quad, type Store, type Term } from 'n3';
import type { TripleSource } from './triple-table.ts';
import { jsonForScript } from '../../src/shared/escape.ts';
import { RDF, SCHEMA, SKOS } from '../ns.ts';
import { jsonLdContext } from './context.ts';
import { compactQuads } from './compact.ts';
import { tripleKey } from './ntriples-order.ts';

const { namedNode, literal, quad, defaultGraph } = DataFactory;

const offlineLoader = async (url: string) => {
  throw new Error(`JSON-LD tried to load ${url}; the site ships its context and loads nothing`);
};

/** Statements about an entity, plus the labels of the site entities it points to. */
export function entityQuads(store: TripleSource, iri: string, siteUrl: string): Quad[] {
  const subject = namedNode(iri);
  const out: Quad[] = [];
  const seen = new Set<string>();
  const add = (q: Quad) => {
    const language = (q.object as { language?: string }).language ?? '';
    const k = `${q.subject.value} ${q.predicate.value} ${q.object.termType}${q.object.value}${language}`;
    if (seen.has(k)) return;
    seen.add(k);
    out.push(quad(q.subject, q.predicate, q.object, defaultGraph()));
  };
  const linked = new Set<string>();
  for (const q of inLineOrder(store.getQuads(subject, null, null, null))) {
    add(q);
    if (q.object.termType === 'NamedNode' && q.object.value.startsWith(siteUrl + '/id/')) linked.add(q.object.value);
  }
  for (const other of linked) {
    for (const p of [SKOS + 'prefLabel', SCHEMA + 'name', RDF + 'type']) {
      for (const q of inLineOrder(store.getQuads(namedNode(other), namedNode(p), null, null))) add(q);
    }
  }
  return out;
}

/**
 * Quads in the order of their N-Triples lines, never the store's: n3 lists a
 * pattern's matches graph by graph, so a store keeping everything in one graph
 * would order a term's related terms otherwise than the build from files.
 */
function inLineOrder(quads: Quad[]): Quad[] {
  const keyed = quads.map((q) => [tripleKey(q), q] as const);
  return keyed.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([, q]) => q);
}

export interface PageDescription {
  url: string;
  type: string; // schema.org class local name
  name: string;
  description: string;
  locale: string;
  mainEntity?: string;
  siteUrl: string;
  siteName: string;
  dateModified?: string;
  extra?: Quad[];
}

export function pageQuads(p: PageDescription): Quad[] {
  const page = namedNode(p.url);
  const site = namedNode(`${p.siteUrl}/#website`);
  const s = (local: string) => namedNode(SCHEMA + local);
  const qs = [
    quad(page, namedNode(RDF + 'type'), s(p.type)),
    quad(page, s('name'), literal(p.name, p.locale)),
    quad(page, s('url'), namedNode(p.url)),
    quad(page, s('inLanguage'), literal(p.locale)),
    quad(page, s('isPartOf'), site),
    quad(page, s('license'), namedNode('https://creativecommons.org/licenses/by/4.0/')),
    quad(site, namedNode(RDF + 'type'), s('WebSite')),
    quad(site, s('name'), literal(p.siteName)),
    quad(site, s('url'), namedNode(p.siteUrl + '/')),
  ];
  if (p.description) qs.push(quad(page, s('description'), literal(p.description, p.locale)));
  if (p.mainEntity) qs.push(quad(page, s('mainEntity'), namedNode(p.mainEntity)));
  return qs.concat(p.extra ?? []);
}

function toJsonLdTerm(t: Term) {
  if (t.termType === 'Literal') {
    const l = t as Term & { language: string; datatype: { value: string } };
    return { termType: 'Literal', value: l.value, language: l.language, datatype: { termType: 'NamedNode', value: l.datatype.value } };
  }
  return { termType: t.termType, value: t.value };
}

// the context is built once per site address, not once per page
const contexts = new Map<string, { '@context': Record<string, unknown> }>();
function contextFor(siteUrl: string) {
  let c = contexts.get(siteUrl);
  if (!c) contexts.set(siteUrl, (c = { '@context': jsonLdContext(siteUrl) }));
  return c;
}

/** Quads → compacted JSON-LD object: written directly for our plain context, by the library otherwise. */
export async function quadsToJsonLd(quads: Quad[], siteUrl: string): Promise<Record<string, unknown>> {
  return compactQuads(quads, contextFor(siteUrl)['@context']) ?? libraryJsonLd(quads, siteUrl);
}

/** The same through the `jsonld` library's fromRDF and compact (also the tests' reference). */
export async function libraryJsonLd(quads: Quad[], siteUrl: string): Promise<Record<string, unknown>> {
  const dataset = quads.map((q) => ({
    subject: toJsonLdTerm(q.subject),
    predicate: toJsonLdTerm(q.predicate),
    object: toJsonLdTerm(q.object),
    graph: { termType: 'DefaultGraph', value: '' },
  }));
  // loaded on first use (~0.1 s of module loading most builds never need)
  const { default: jsonld } = await import('jsonld');
  const expanded = await jsonld.fromRDF(dataset as never, { useNativeTypes: false });
  // fromRDF already gives expanded JSON-LD: expanding it again inside compact() took half the time
  return (await jsonld.compact(
    expanded,
    contextFor(siteUrl) as never,
    { documentLoader: offlineLoader as never, skipExpansion: true } as never,
  )) as unknown as Record<string, unknown>;
}

/** The JSON-LD of a page, ready to sit inside <script type="application/ld+json">. */
export async function pageJsonLdScript(quads: Quad[], siteUrl: string): Promise<string> {
  return jsonForScript(await quadsToJsonLd(quads, siteUrl));
}

/** A blog post's own statements: authors (Person IRIs of the people graph), date, tags. */
export function postQuads(
  url: string,
  post: { date: string; title?: string; contentLang?: string; authors: { iri: string }[]; tags: { label: string }[] },
  store: Store,
  image?: string,
): Quad[] {
  const page = namedNode(url);
  const s = (local: string) => namedNode(SCHEMA + local);
  const out: Quad[] = [quad(page, s('datePublished'), literal(post.date, namedNode('http://www.w3.org/2001/XMLSchema#date')))];
  // what search engines show for an article: its headline and an image
  if (post.title) out.push(quad(page, s('headline'), literal(post.title, post.contentLang ?? '')));
  // a post without its own image is shown with the site's logo (a file that exists)
  out.push(quad(page, s('image'), namedNode(new URL(image ?? '/img/logo.svg', url).href)));
  for (const a of post.authors) {
    out.push(quad(page, s('author'), namedNode(a.iri)));
    for (const q of inLineOrder(store.getQuads(namedNode(a.iri), null, null, null))) {
      if (q.predicate.value === RDF + 'type' || q.predicate.value === SCHEMA + 'name' || q.predicate.value === SCHEMA + 'jobTitle')
        out.push(quad(q.subject, q.predicate, q.object, defaultGraph()));
    }
  }
  for (const t of post.tags) out.push(quad(page, s('keywords'), literal(t.label)));
  // the blog is the portal's: its publisher is LINCS when the graph describes it (as the VoID's publisher, dumps.ts);
  // no dateModified, as no post records an edit
  const lincs = namedNode(new URL('/id/organization/lincs', url).href);
  const described = inLineOrder(store.getQuads(lincs, null, null, null));
  if (described.length) {
    out.push(quad(page, s('publisher'), lincs));
    for (const q of described)
      if (q.predicate.value === RDF + 'type' || q.predicate.value === SCHEMA + 'name')
        out.push(quad(q.subject, q.predicate, q.object, defaultGraph()));
  }
  return out;
}
