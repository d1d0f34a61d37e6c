// Quads → text in the four formats the site publishes. Turtle and N-Triples
// with n3, JSON-LD with `jsonld` (compacted with the shipped context), and
// RDF/XML with the small writer below. Every IRI is written absolute: no
// base, so a file means the same wherever it is copied to.
import { Writer, type Quad, type Term } from 'n3';
import { DCAT, DCT, FOAF, OWL, PROV, RDF, RDFS, SCHEMA, SKOS, VOID, XSD } from '../ns.ts';
import { quadsToJsonLd } from './jsonld.ts';

/** Prefixes for the human-readable formats: common vocabularies plus one per kind of site entity. */
export function prefixesFor(siteUrl: string, quads: Quad[]): Record<string, string> {
  const prefixes: Record<string, string> = {
    rdf: RDF,
    rdfs: RDFS,
    xsd: XSD,
    owl: OWL,
    skos: SKOS,
    schema: SCHEMA,
    dct: DCT,
    dcat: DCAT,
    void: VOID,
    foaf: FOAF,
    prov: PROV,
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

// RDF/XML is written here rather than with rdflib: rdflib 2.4 nests a blank
// node as rdf:parseType="Resource" around an rdf:Description (which RDF/XML
// parsers reject) and leaves carriage returns raw (XML parsers turn them into
// line feeds). This writer is flat: one rdf:Description per subject, blank
// nodes by rdf:nodeID, every IRI absolute.

const XML_CHAR = /^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u;
// a local name must be an XML name that starts with a letter or an underscore
const NAME_START = 'A-Za-z_\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF';
const NAME_CHAR = '\\w.\\-\\u00B7\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u037D\\u037F-\\u1FFF\\u203F\\u2040';
const LOCAL_NAME = new RegExp(`[${NAME_START}][${NAME_CHAR}]*$`);

function xmlText(text: string, where: string): string {
  if (!XML_CHAR.test(text)) throw new Error(`RDF/XML cannot hold a control character: ${where}`);
  return text.replace(/[&<>\r]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&#13;'));
}

function xmlAttribute(text: string, where: string): string {
  if (!XML_CHAR.test(text)) throw new Error(`RDF/XML cannot hold a control character: ${where}`);
  return text.replace(
    /[&<"\r\n\t]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '"': '&quot;', '\r': '&#13;', '\n': '&#10;', '\t': '&#9;' })[c]!,
  );
}

export function toRdfXml(quads: Quad[], prefixes: Record<string, string>): string {
  const declared = new Map<string, string>([['http://www.w3.org/1999/02/22-rdf-syntax-ns#', 'rdf']]);
  const usedPrefixes = new Set(['rdf']);
  const qname = (iri: string): string => {
    const local = LOCAL_NAME.exec(iri)?.[0];
    if (!local) throw new Error(`RDF/XML cannot name the property <${iri}>: it does not end with an XML name`);
    const ns = iri.slice(0, iri.length - local.length);
    let prefix = declared.get(ns);
    if (!prefix) {
      const known = Object.entries(prefixes).find(([p, uri]) => uri === ns && /^[A-Za-z_][\w.-]*$/.test(p) && !usedPrefixes.has(p))?.[0];
      prefix = known ?? `ns${declared.size}`;
      declared.set(ns, prefix);
      usedPrefixes.add(prefix);
    }
    return `${prefix}:${local}`;
  };
  const nodeIds = new Map<string, string>();
  const nodeId = (label: string) => {
    if (!nodeIds.has(label)) nodeIds.set(label, `b${nodeIds.size}`);
    return nodeIds.get(label)!;
  };
  const bySubject = new Map<string, Quad[]>();
  for (const q of quads) {
    const key = `${q.subject.termType}|${q.subject.value}`;
    const list = bySubject.get(key);
    if (list) list.push(q);
    else bySubject.set(key, [q]);
  }
  const body: string[] = [];
  for (const group of bySubject.values()) {
    const subject = group[0].subject;
    const about =
      subject.termType === 'BlankNode'
        ? `rdf:nodeID="${nodeId(subject.value)}"`
        : `rdf:about="${xmlAttribute(subject.value, subject.value)}"`;
    body.push(`  <rdf:Description ${about}>`);
    for (const q of group) {
      const tag = qname(q.predicate.value);
      const o = q.object;
      const where = `<${subject.value}> <${q.predicate.value}>`;
      if (o.termType === 'NamedNode') body.push(`    <${tag} rdf:resource="${xmlAttribute(o.value, where)}"/>`);
      else if (o.termType === 'BlankNode') body.push(`    <${tag} rdf:nodeID="${nodeId(o.value)}"/>`);
      else if (o.termType === 'Literal') {
        const l = o as Term & { language: string; datatype: { value: string } };
        const attr = l.language
          ? ` xml:lang="${xmlAttribute(l.language, where)}"`
          : l.datatype.value === XSD + 'string'
            ? ''
            : ` rdf:datatype="${xmlAttribute(l.datatype.value, where)}"`;
        body.push(`    <${tag}${attr}>${xmlText(l.value, where)}</${tag}>`);
      } else throw new Error(`RDF/XML cannot hold a ${o.termType}: ${where}`);
    }
    body.push('  </rdf:Description>');
  }
  const namespaces = [...declared].map(([uri, prefix]) => `\n    xmlns:${prefix}="${xmlAttribute(uri, uri)}"`).join('');
  return `<?xml version="1.0" encoding="utf-8"?>\n<rdf:RDF${namespaces}>\n${body.join('\n')}\n</rdf:RDF>\n`;
}
