// Where the linked-data files of the site live. Kept apart from the modules
// that write them so pages (the SPARQL page, entity pages) can link to them
// without pulling in the serialisers.

/** The whole-graph dumps, one per format, and the VoID/DCAT description. */
export const DUMPS = [
  { id: 'turtle', path: '/data/site-graph.ttl', mediaType: 'text/turtle', title: 'Turtle', format: 'RDF_TURTLE', feature: 'Turtle' },
  {
    id: 'ntriples',
    path: '/data/site-graph.nt',
    mediaType: 'application/n-triples',
    title: 'N-Triples',
    format: 'RDF_N_TRIPLES',
    feature: 'N-Triples',
  },
  {
    id: 'jsonld',
    path: '/data/site-graph.jsonld',
    mediaType: 'application/ld+json',
    title: 'JSON-LD',
    format: 'JSON_LD',
    feature: 'JSON-LD',
  },
  { id: 'rdfxml', path: '/data/site-graph.rdf', mediaType: 'application/rdf+xml', title: 'RDF/XML', format: 'RDF_XML', feature: 'RDF_XML' },
] as const;

export type DumpId = (typeof DUMPS)[number]['id'];

export const VOID_PATH = '/data/void.ttl';
/** the JSON-LD context every JSON-LD file of the site uses, published for reuse */
export const CONTEXT_PATH = '/context.jsonld';
/** the dump the in-browser SPARQL page loads: Turtle is the smallest to download */
export const BROWSER_GRAPH_PATH = DUMPS[0].path;

/** A described resource's page and its description in four formats. */
const describedAt = (page: string) => ({
  page,
  turtle: `${page}.ttl`,
  jsonld: `${page}.jsonld`,
  rdfxml: `${page}.rdf`,
  ntriples: `${page}.nt`,
});

/** `term/triple` → the files written for an entity: its page and its description in four formats. */
export function entityFilePaths(kind: string, slug: string) {
  const base = `/id/${kind}/${slug}`;
  return { html: `${base}/index.html`, ...describedAt(base) };
}

/** The site vocabulary's document: `{site}/vocab#term` IRIs resolve to it. */
export const VOCAB_PATH = '/vocab';
export const vocabFilePaths = () => describedAt(VOCAB_PATH);

/** Where the VoID description is also found (RFC 8615 / VoID 7.2). */
export const WELL_KNOWN_VOID = '/.well-known/void';
