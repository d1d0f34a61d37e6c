// A page's JSON-LD: the statements the site graph holds about the page
// (linked-data/graph.ts, the one place that says what they are), plus the
// description of the entity it is about and of the entities it lists,
// shaped as search engines read it.
import type { Quad, Store } from 'n3';
import type { Page } from '../../src/shared/model/types.ts';
import { pageStatements } from '../linked-data/graph.ts';
import { entityQuads, pageJsonLdScript } from '../linked-data/jsonld.ts';
import { shapeForSearchEngines } from '../linked-data/schema-org.ts';

export function pageJsonLd(page: Page, store: Store, siteUrl: string): Promise<string> {
  return pageJsonLdScript(shapeForSearchEngines(pageJsonLdQuads(page, store, siteUrl)), siteUrl);
}

/** The statements a page's JSON-LD is made of (dev keys its page memo on them). */
export function pageJsonLdQuads(page: Page, store: Store, siteUrl: string): Quad[] {
  const quads = pageStatements(page, siteUrl, store);
  if (page.entityIri) quads.push(...entityQuads(store, page.entityIri, siteUrl));
  for (const iri of page.listedEntities ?? []) quads.push(...entityQuads(store, iri, siteUrl));
  return quads;
}
