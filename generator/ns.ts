// Namespaces used by the generator. The site's own IRIs hang off the site URL.
export const RDF = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
export const RDFS = 'http://www.w3.org/2000/01/rdf-schema#';
export const XSD = 'http://www.w3.org/2001/XMLSchema#';
export const OWL = 'http://www.w3.org/2002/07/owl#';
export const SKOS = 'http://www.w3.org/2004/02/skos/core#';
export const SCHEMA = 'https://schema.org/';
export const DCAT = 'http://www.w3.org/ns/dcat#';
export const DCT = 'http://purl.org/dc/terms/';
export const VOID = 'http://rdfs.org/ns/void#';
export const FOAF = 'http://xmlns.com/foaf/0.1/';
export const PROV = 'http://www.w3.org/ns/prov#';
export const SPDX = 'http://spdx.org/rdf/terms#';
export const VCARD = 'http://www.w3.org/2006/vcard/ns#';

/** `https://site/id/term/triple` → { kind: 'term', slug: 'triple' } when under the site's /id/ */
export function parseEntityIri(iri: string, siteUrl: string): { kind: string; slug: string } | undefined {
  const base = `${siteUrl}/id/`;
  if (!iri.startsWith(base)) return undefined;
  const rest = iri.slice(base.length).split('/');
  if (rest.length !== 2 || !rest[0] || !rest[1]) return undefined;
  return { kind: rest[0], slug: rest[1] };
}
