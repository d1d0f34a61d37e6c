// A page's JSON-LD: the statements the site graph holds about the page
// (linked-data/graph.ts, the one place that says what they are), plus the
// description of the entity it is about and of the entities it lists,
// shaped as search engines read it.
import { termToId, type Quad, type Store } from 'n3';
import type { Page } from '../../src/shared/model/types.ts';
import { pageStatements } from '../linked-data/graph.ts';
import { entityQuads, pageJsonLdScript } from '../linked-data/jsonld.ts';
import { shapeForSearchEngines } from '../linked-data/schema-org.ts';

/** A page's JSON-LD script from its statements: a function of them and the site address alone. */
export function jsonLdOf(quads: Quad[], siteUrl: string): Promise<string> {
  return pageJsonLdScript(shapeForSearchEngines(quads), siteUrl);
}

/**
 * The statements as text, one a line, in their order: what the caches of
 * rendered pages key a page's JSON-LD on (render/page-cache.ts,
 * dev/page-renders.ts), at the cost of a store lookup, not of shaping and compacting.
 */
export function statementsKey(quads: Quad[]): string {
  return quads.map((q) => `${termToId(q.subject)} ${termToId(q.predicate)} ${termToId(q.object)}`).join('\n');
}

/** The statements a page's JSON-LD is made of (both caches of rendered pages key a page on them). */
export function pageJsonLdQuads(page: Page, store: Store, siteUrl: string): Quad[] {
  const quads = pageStatements(page, siteUrl, store);
  if (page.entityIri) quads.push(...entityQuads(store, page.entityIri, siteUrl));
  for (const iri of page.listedEntities ?? []) quads.push(...entityQuads(store, iri, siteUrl));
  return quads;
}
