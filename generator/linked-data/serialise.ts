// Quads → text in the four formats the site publishes. Turtle and N-Triples
// with n3, JSON-LD with `jsonld` (compacted with the shipped context),
// RDF/XML with rdflib. Every IRI is written absolute: no base, so a file
// means the same wherever it is copied to.
import { Writer, type Quad, type Term } from 'n3';
import * as $rdf from 'rdflib';
import { DCAT, DCT, FOAF, OWL, RDF, RDFS, SCHEMA, SKOS, VOID, XSD } from '../ns.ts';
import { quadsToJsonLd } from './jsonld.ts';

/** Prefixes for the human-readable formats: common vocabularies plus one per kind of site entity. */
export function prefixesFor(siteUrl: string, quads: Quad[]): Record<string, string> {
  const prefixes: Record<string, string> = {
    rdf: RDF, rdfs: RDFS, xsd: XSD, owl: OWL, skos: SKOS, schema: SCHEMA, dct: DCT, dcat: DCAT, void: VOID, foaf: FOAF,
    lv: `${siteUrl}/vocab#`,
  };
  const kinds = new Set<string>();
  const idBase = `${siteUrl}/id/`;
  for (const q of quads) {
    for (const term of [q.subject, q.object]) {
      if (term.termType !== 'NamedNode' || !term.value.startsWith(idBase)) continue;
      const kind = term.value.slice(idBase.length).split('/')[0];
      if (/^[a-z][a-z-]*$/.test(kind)) kinds.add(kind);
    }
  }
  for (const kind of [...kinds].sort()) if (!(kind in prefixes)) prefixes[kind] = `${idBase}${kind}/`;
  return prefixes;
}

function writeWith(options: ConstructorParameters<typeof Writer>[0], quads: Quad[]): Promise<string> {
  const writer = new Writer(options);
  writer.addQuads(quads);
  return new Promise((resolve, reject) => writer.end((error, result) => (error ? reject(error) : resolve(result))));
}

export function toTurtle(quads: Quad[], prefixes: Record<string, string>): Promise<string> {
  // grouped by subject (the quads come sorted), so n3 writes `s p o ; p o .`
  return writeWith({ format: 'Turtle', prefixes }, quads);
}

export function toNTriples(quads: Quad[]): Promise<string> {
  return writeWith({ format: 'N-Triples' }, quads);
}

export async function toJsonLd(quads: Quad[], siteUrl: string): Promise<string> {
  return JSON.stringify(await quadsToJsonLd(quads, siteUrl), null, 1) + '\n';
}

function rdflibTerm(term: Term) {
  switch (term.termType) {
    case 'NamedNode':
      return $rdf.sym(term.value);
    case 'BlankNode':
      return $rdf.blankNode(term.value);
    case 'Literal': {
      const l = term as Term & { language: string; datatype: { value: string } };
      return $rdf.literal(l.value, l.language || $rdf.sym(l.datatype.value));
    }
    default:
      throw new Error(`cannot write a ${term.termType} in RDF/XML`);
  }
}

export function toRdfXml(quads: Quad[], prefixes: Record<string, string>): string {
  const kb = $rdf.graph();
  for (const [prefix, iri] of Object.entries(prefixes)) kb.setPrefixForURI(prefix, iri);
  for (const q of quads) kb.add(rdflibTerm(q.subject) as never, rdflibTerm(q.predicate) as never, rdflibTerm(q.object) as never);
  // no base: rdflib would otherwise write IRIs relative to it
  const xml = $rdf.serialize(null, kb, undefined, 'application/rdf+xml');
  if (!xml) throw new Error('rdflib wrote no RDF/XML');
  return xml.startsWith('<?xml') ? xml : `<?xml version="1.0" encoding="utf-8"?>\n${xml}`;
}
