// Quads → text in the four formats the site publishes. Turtle and N-Triples
// with n3, JSON-LD with `jsonld` (compacted with the shipped context), and
// RDF/XML with the small writer below. Every IRI is written absolute: no
// base, so a file means the same wherever it is copied to. Each format can
// also be had in pieces (the whole-graph dumps are written that way).
import { Writer, type Quad, type Term } from 'n3';
import { DCAT, DCT, FOAF, OWL, PROV, RDF, RDFS, SCHEMA, SKOS, VOID, XSD } from '../ns.ts';
import { quadsToJsonLd } from './jsonld.ts';

/** Prefixes for the human-readable formats: common vocabularies plus one per kind of site entity. */
export function prefixesFor(siteUrl: string, quads: readonly Quad[]): Record<string, string> {
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

/**
 * How many triples go into one piece of a serialisation written in pieces:
 * large enough that the pieces cost nothing, small enough that a dump is never
 * held whole (bench scale 20: four dumps of 16–28 MB each held at once).
 */
const PIECE = 4096;
/** JSON-LD nodes per piece (a node holds a subject's every triple) */
const NODES_PER_PIECE = 512;

/** A growing list of the text an n3 Writer hands its output stream. */
function pieceSink() {
  const parts: string[] = [];
  return {
    write(chunk: string, _encoding?: string, done?: () => void) {
      parts.push(chunk);
      done?.();
    },
    end(done?: () => void) {
      done?.();
    },
    take(): string {
      const text = parts.join('');
      parts.length = 0;
      return text;
    },
  };
}

/** The quads through one n3 Writer, a piece at a time: the pieces joined are what the writer writes as one string. */
function* n3Pieces(options: ConstructorParameters<typeof Writer>[1], quads: readonly Quad[]): Generator<string> {
  const sink = pieceSink();
  const writer = new Writer(sink, options);
  for (let i = 0; i < quads.length; i++) {
    writer.addQuad(quads[i]);
    if ((i + 1) % PIECE !== 0) continue;
    const text = sink.take();
    if (text) yield text;
  }
  writer.end();
  const rest = sink.take();
  if (rest) yield rest;
}

/** Turtle, in pieces. Grouped by subject (the quads come sorted), so n3 writes `s p o ; p o .` */
export function turtlePieces(quads: readonly Quad[], prefixes: Record<string, string>): Generator<string> {
  return n3Pieces({ format: 'Turtle', prefixes }, quads);
}

export function ntriplesPieces(quads: readonly Quad[]): Generator<string> {
  return n3Pieces({ format: 'N-Triples' }, quads);
}

export async function toTurtle(quads: readonly Quad[], prefixes: Record<string, string>): Promise<string> {
  return [...turtlePieces(quads, prefixes)].join('');
}

export async function toNTriples(quads: readonly Quad[]): Promise<string> {
  return [...ntriplesPieces(quads)].join('');
}

/**
 * JSON-LD, in pieces: a document with a @graph is written node by node, each
 * indented where `JSON.stringify(document, null, 1)` puts it (a JSON string
 * holds no raw line break, so indenting every line is safe), and each node
 * let go once written. The same bytes as the one-string form.
 */
export async function jsonLdPieces(quads: readonly Quad[], siteUrl: string): Promise<Iterable<string>> {
  const document = await quadsToJsonLd(quads as Quad[], siteUrl);
  const { '@context': context, '@graph': graph, ...rest } = document;
  if (!Array.isArray(graph) || Object.keys(rest).length > 0) return [JSON.stringify(document, null, 1) + '\n'];
  const indent = (value: unknown, depth: number) => JSON.stringify(value, null, 1).replaceAll('\n', '\n' + ' '.repeat(depth));
  return (function* () {
    yield `{\n "@context": ${indent(context, 1)},\n "@graph": [`;
    for (let i = 0; i < graph.length; i += NODES_PER_PIECE) {
      const nodes: string[] = [];
      for (let j = i; j < Math.min(i + NODES_PER_PIECE, graph.length); j++) {
        nodes.push(`${j === 0 ? '' : ','}\n  ${indent(graph[j], 2)}`);
        graph[j] = undefined;
      }
      yield nodes.join('');
    }
    yield graph.length ? '\n ]\n}\n' : ']\n}\n';
  })();
}

export async function toJsonLd(quads: readonly Quad[], siteUrl: string): Promise<string> {
  return [...(await jsonLdPieces(quads, siteUrl))].join('');
}

// RDF/XML is written here rather than with rdflib: rdflib 2.4 nests a blank
// node as rdf:parseType="Resource" around an rdf:Description (which RDF/XML
// parsers reject) and leaves carriage returns raw (XML parsers turn them into
// line feeds). This writer is flat: one rdf:Description per subject, blank
// nodes by rdf:nodeID, every IRI absolute.

/** characters XML 1.0 cannot hold (validate/hostile-graph.ts reports them in the data before a build gets here) */
export const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDFFF]/u;
// a property must end with an XML name to be written as an RDF/XML element:
// XML 1.0's NameStartChar, then any number of its NameChar
const NAME_START = 'A-Za-z_\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF';
const NAME_CHAR = '\\w.\\-\\u00B7\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u037D\\u037F-\\u1FFF\\u203F\\u2040';
export const XML_LOCAL_NAME = new RegExp(`[${NAME_START}][${NAME_CHAR}]*$`);

function xmlText(text: string, where: string): string {
  if (XML_FORBIDDEN.test(text)) throw new Error(`RDF/XML cannot hold a control character: ${where}`);
  return text.replace(/[&<>\r]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&#13;'));
}

function xmlAttribute(text: string, where: string): string {
  if (XML_FORBIDDEN.test(text)) throw new Error(`RDF/XML cannot hold a control character: ${where}`);
  return text.replace(
    /[&<"\r\n\t]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '"': '&quot;', '\r': '&#13;', '\n': '&#10;', '\t': '&#9;' })[c]!,
  );
}

/**
 * RDF/XML, in pieces. The namespaces go in the root element, before any
 * description, so the properties are named in a first pass, in the order the
 * descriptions use them (the numbered prefixes come out as in one pass).
 */
export function rdfXmlPieces(quads: readonly Quad[], prefixes: Record<string, string>): Generator<string> {
  const declared = new Map<string, string>([['http://www.w3.org/1999/02/22-rdf-syntax-ns#', 'rdf']]);
  const usedPrefixes = new Set(['rdf']);
  const qname = (iri: string): string => {
    const local = XML_LOCAL_NAME.exec(iri)?.[0];
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
  const groups = [...bySubject.values()];
  for (const group of groups) for (const q of group) qname(q.predicate.value);
  const namespaces = [...declared].map(([uri, prefix]) => `\n    xmlns:${prefix}="${xmlAttribute(uri, uri)}"`).join('');
  return (function* () {
    // (an empty graph keeps the blank line between the root's tags)
    yield `<?xml version="1.0" encoding="utf-8"?>\n<rdf:RDF${namespaces}>\n${groups.length ? '' : '\n'}`;
    const body: string[] = [];
    for (let g = 0; g < groups.length; g++) {
      const group = groups[g];
      const subject = group[0].subject;
      const about =
        subject.termType === 'BlankNode'
          ? `rdf:nodeID="${nodeId(subject.value)}"`
          : `rdf:about="${xmlAttribute(subject.value, subject.value)}"`;
      body.push(`  <rdf:Description ${about}>\n`);
      for (const q of group) {
        const tag = qname(q.predicate.value);
        const o = q.object;
        const where = `<${subject.value}> <${q.predicate.value}>`;
        if (o.termType === 'NamedNode') body.push(`    <${tag} rdf:resource="${xmlAttribute(o.value, where)}"/>\n`);
        else if (o.termType === 'BlankNode') body.push(`    <${tag} rdf:nodeID="${nodeId(o.value)}"/>\n`);
        else if (o.termType === 'Literal') {
          const l = o as Term & { language: string; datatype: { value: string } };
          const attr = l.language
            ? ` xml:lang="${xmlAttribute(l.language, where)}"`
            : l.datatype.value === XSD + 'string'
              ? ''
              : ` rdf:datatype="${xmlAttribute(l.datatype.value, where)}"`;
          body.push(`    <${tag}${attr}>${xmlText(l.value, where)}</${tag}>\n`);
        } else throw new Error(`RDF/XML cannot hold a ${o.termType}: ${where}`);
      }
      body.push('  </rdf:Description>\n');
      if (body.length >= PIECE || g === groups.length - 1) {
        yield body.join('');
        body.length = 0;
      }
    }
    yield '</rdf:RDF>\n';
  })();
}

export function toRdfXml(quads: readonly Quad[], prefixes: Record<string, string>): string {
  return [...rdfXmlPieces(quads, prefixes)].join('');
}
