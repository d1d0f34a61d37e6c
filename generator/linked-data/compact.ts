// Quads → compacted JSON-LD for a context made only of prefixes and @vocab
// (ours: context.ts), written out directly. It gives the same document, key
// for key, as `jsonld.compact(await jsonld.fromRDF(quads))` — the tests check
// that on every page and entity of the site — at a tenth of the cost: the
// library spent ~0.6 ms on each of the ~1,000 documents of a build (a fifth
// of the render stage) resolving what this context makes simple.
//
// Anything outside that simple case (RDF lists, JSON literals, base
// direction, an IRI that collides with a term of the context) returns
// undefined, and the caller uses the library.
import type { Quad, Term } from 'n3';

const RDF = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
const RDF_TYPE = `${RDF}type`;
const XSD_STRING = 'http://www.w3.org/2001/XMLSchema#string';
const LIST_TERMS = new Set([`${RDF}first`, `${RDF}rest`, `${RDF}nil`]);
const GEN_DELIMS = /[:/?#[\]@]$/;

interface PlainContext {
  vocab?: string;
  /** terms usable as prefixes (JSON-LD 1.1: a simple term whose IRI ends with a gen-delim) */
  prefixes: [term: string, iri: string][];
  terms: Set<string>;
  termIris: Set<string>;
  /** IRIs compacted so far with this context, shared by every document */
  compact: Compactor;
}

const analysed = new WeakMap<Record<string, unknown>, PlainContext | null>();

function analyse(context: Record<string, unknown>): PlainContext | null {
  let plain = analysed.get(context);
  if (plain !== undefined) return plain;
  plain = { prefixes: [], terms: new Set(), termIris: new Set(), compact: () => undefined };
  for (const [key, value] of Object.entries(context)) {
    if (typeof value !== 'string') plain = null;
    else if (key === '@vocab') plain!.vocab = value;
    else if (key.startsWith('@') || key.includes(':') || value.startsWith('@')) plain = null;
    else {
      plain!.terms.add(key);
      plain!.termIris.add(value);
      if (GEN_DELIMS.test(value)) plain!.prefixes.push([key, value]);
    }
    if (!plain) break;
  }
  if (plain) plain.compact = iriCompactor(plain);
  analysed.set(context, plain);
  return plain;
}

/** shorter first, then lexicographically least (the JSON-LD API's rule for choosing a compact IRI) */
function shortestLeast(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

type Compactor = (iri: string, vocab: boolean) => string | undefined;

function iriCompactor(ctx: PlainContext): Compactor {
  const cache = new Map<string, string | undefined>();
  const compact = (iri: string, vocab: boolean): string | undefined => {
    // a property or type that is itself a term's IRI (the library then picks a term by
    // container and type), or an IRI that looks like a compact IRI: leave it to the library
    if ((vocab && ctx.termIris.has(iri)) || ctx.prefixes.some(([term]) => iri.startsWith(term + ':'))) return undefined;
    if (vocab && ctx.vocab && iri.startsWith(ctx.vocab) && iri !== ctx.vocab) {
      const suffix = iri.slice(ctx.vocab.length);
      if (!ctx.terms.has(suffix)) return suffix;
    }
    let choice: string | undefined;
    for (const [term, ns] of ctx.prefixes) {
      if (!iri.startsWith(ns) || iri === ns) continue;
      const curie = `${term}:${iri.slice(ns.length)}`;
      if (ctx.terms.has(curie)) continue;
      if (choice === undefined || shortestLeast(curie, choice) < 0) choice = curie;
    }
    return choice ?? iri;
  };
  return (iri, vocab) => {
    const key = (vocab ? 'v ' : 'i ') + iri;
    if (cache.has(key)) return cache.get(key);
    const c = compact(iri, vocab);
    cache.set(key, c);
    return c;
  };
}

function nodeId(t: Term): string | undefined {
  if (t.termType === 'NamedNode') return t.value;
  if (t.termType === 'BlankNode') return `_:${t.value}`;
  return undefined;
}

type Value = string | Record<string, string>;

/** The compacted document, or undefined when it needs the full JSON-LD algorithms. */
export function compactQuads(quads: readonly Quad[], context: Record<string, unknown>): Record<string, unknown> | undefined {
  const ctx = analyse(context);
  if (!ctx) return undefined;
  const compactIri = ctx.compact;
  // subject → expanded property → values, as fromRDF builds its node map
  const nodes = new Map<string, { types: string[]; properties: Map<string, Value[]> }>();
  for (const q of quads) {
    if (q.graph.termType !== 'DefaultGraph' || LIST_TERMS.has(q.predicate.value) || LIST_TERMS.has(q.object.value)) return undefined;
    const s = nodeId(q.subject);
    if (!s) return undefined;
    let node = nodes.get(s);
    if (!node) nodes.set(s, (node = { types: [], properties: new Map() }));
    const o = q.object;
    const objectId = nodeId(o);
    if (q.predicate.value === RDF_TYPE && objectId) {
      const type = compactIri(objectId, true);
      if (type === undefined) return undefined;
      node.types.push(type);
      continue;
    }
    let value: Value;
    if (objectId) {
      const id = compactIri(objectId, false);
      if (id === undefined) return undefined;
      value = { '@id': id };
    } else {
      const literal = o as Term & { language: string; datatype: { value: string }; direction?: string };
      if (literal.direction) return undefined;
      if (literal.language) value = { '@language': literal.language, '@value': literal.value };
      else if (literal.datatype.value === XSD_STRING) value = literal.value;
      else if (literal.datatype.value === `${RDF}JSON`) return undefined;
      else {
        const type = compactIri(literal.datatype.value, true);
        if (type === undefined) return undefined;
        value = { '@type': type, '@value': literal.value };
      }
    }
    const list = node.properties.get(q.predicate.value);
    if (list) list.push(value);
    else node.properties.set(q.predicate.value, [value]);
  }
  const graph: Record<string, unknown>[] = [];
  for (const s of [...nodes.keys()].sort()) {
    const { types, properties } = nodes.get(s)!;
    const id = compactIri(s, false);
    if (id === undefined) return undefined;
    const out: Record<string, unknown> = { '@id': id };
    if (types.length) out['@type'] = types.length === 1 ? types[0] : types;
    // keys in the order of their expanded IRIs, as the compaction algorithm visits them
    for (const p of [...properties.keys()].sort()) {
      const key = compactIri(p, true);
      if (key === undefined || key.startsWith('@')) return undefined;
      const values = properties.get(p)!;
      out[key] = values.length === 1 ? values[0] : values;
    }
    graph.push(out);
  }
  if (graph.length === 0) return undefined;
  if (graph.length === 1) return { '@context': context, ...graph[0] };
  return { '@context': context, '@graph': graph };
}
