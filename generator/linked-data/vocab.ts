// The site vocabulary resolves: `{site}/vocab#term` IRIs (used by the data
// and linked from the entity pages) are fragments of one document, /vocab.
// It is written as an HTML page for people (src/components/Vocab.tsx), a page
// per term (/vocab/{term}), and the vocabulary's triples in the four RDF
// formats beside it; the servers negotiate /vocab like an entity IRI.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Quad } from 'n3';
import type { TripleSource } from './triple-table.ts';
import { jsonForScript } from '../../src/shared/escape.ts';
import type { Locale } from '../../src/shared/model/types.ts';
import { VocabPage, type VocabTermView } from '../../src/components/Vocab.tsx';
import { OWL, RDF, RDFS, SCHEMA, SKOS } from '../ns.ts';
import type { OutputFile } from '../write/index.ts';
import { tripleKey } from './ntriples-order.ts';
import { describeInFormats } from './entities.ts';
import { VOCAB_PATH, vocabFilePaths } from './paths.ts';
import { buildDate } from './provenance.ts';
import { prefixesFor } from './serialise.ts';

export const vocabNamespace = (siteUrl: string) => `${siteUrl}${VOCAB_PATH}#`;

/** Every statement whose subject is the vocabulary or one of its terms. */
export function vocabQuads(graph: TripleSource, siteUrl: string): Quad[] {
  const ns = vocabNamespace(siteUrl);
  return graph
    .getQuads(null, null, null, null)
    .filter((q) => q.subject.termType === 'NamedNode' && q.subject.value.startsWith(ns))
    .sort((a, b) => (tripleKey(a) < tripleKey(b) ? -1 : tripleKey(a) > tripleKey(b) ? 1 : 0));
}

const KINDS: [string, string][] = [
  [OWL + 'Ontology', 'ontology'],
  [OWL + 'ObjectProperty', 'property'],
  [OWL + 'DatatypeProperty', 'property'],
  [RDF + 'Property', 'property'],
  [OWL + 'Class', 'class'],
  [RDFS + 'Class', 'class'],
];

const SHORT: [string, string][] = [
  ['schema:', SCHEMA],
  ['skos:', SKOS],
  ['xsd:', 'http://www.w3.org/2001/XMLSchema#'],
  ['rdfs:', RDFS],
  ['owl:', OWL],
];

function byLanguage(quads: Quad[], predicate: string): Partial<Record<Locale, string>> {
  const out: Partial<Record<Locale, string>> = {};
  for (const q of quads) {
    const lang = (q.object as { language?: string }).language;
    if (q.predicate.value === predicate && (lang === 'en' || lang === 'fr')) out[lang] ??= q.object.value;
  }
  return out;
}

/** The terms as the page shows them: the vocabulary first, then its terms by English label. */
export function vocabTerms(quads: Quad[], siteUrl: string): VocabTermView[] {
  const ns = vocabNamespace(siteUrl);
  const subjects = [...new Set(quads.map((q) => q.subject.value))];
  const reference = (iri: string) => {
    if (iri.startsWith(ns)) return { iri, name: `lv:${iri.slice(ns.length)}`, href: `${VOCAB_PATH}#${iri.slice(ns.length)}` };
    const short = SHORT.find(([, n]) => iri.startsWith(n));
    return { iri, name: short ? short[0] + iri.slice(short[1].length) : iri, href: /^https?:\/\//.test(iri) ? iri : undefined };
  };
  const terms = subjects.map((iri): VocabTermView => {
    const own = quads.filter((q) => q.subject.value === iri);
    const types = own.filter((q) => q.predicate.value === RDF + 'type').map((q) => q.object.value);
    const id = iri.slice(ns.length);
    return {
      id,
      iri,
      kind: KINDS.find(([type]) => types.includes(type))?.[1] ?? 'term',
      label: byLanguage(own, RDFS + 'label'),
      comment: byLanguage(own, RDFS + 'comment'),
      domain: own.filter((q) => q.predicate.value === RDFS + 'domain').map((q) => reference(q.object.value)),
      range: own.filter((q) => q.predicate.value === RDFS + 'range').map((q) => reference(q.object.value)),
      href: id ? `${VOCAB_PATH}/${id}` : VOCAB_PATH,
    };
  });
  const name = (t: VocabTermView) => (t.label.en ?? t.id).toLowerCase();
  return terms.sort((a, b) => (a.id === '' ? -1 : b.id === '' ? 1 : name(a) < name(b) ? -1 : 1));
}

/** A term's fragment can name a page only when it is a plain name. */
const PAGE_NAME = /^[A-Za-z][\w-]*$/;

export async function vocabFiles(graph: TripleSource, siteUrl: string, modified = buildDate()): Promise<OutputFile[]> {
  const quads = vocabQuads(graph, siteUrl);
  if (!quads.length) return [];
  const paths = vocabFilePaths();
  const prefixes = prefixesFor(siteUrl, quads);
  const described = await describeInFormats(quads, paths, siteUrl, prefixes, vocabNamespace(siteUrl), modified);
  const all = vocabTerms(quads, siteUrl);
  const ontology = all.find((t) => t.id === '');
  const terms = all.filter((t) => t.id !== '' && PAGE_NAME.test(t.id));
  const formats = [
    { label: 'Turtle', type: 'text/turtle', href: paths.turtle },
    { label: 'JSON-LD', type: 'application/ld+json', href: paths.jsonld },
    { label: 'RDF/XML', type: 'application/rdf+xml', href: paths.rdfxml },
    { label: 'N-Triples', type: 'application/n-triples', href: paths.ntriples },
  ];
  const title = { en: ontology?.label.en ?? 'Portal vocabulary', fr: ontology?.label.fr ?? ontology?.label.en ?? 'Vocabulaire du portail' };
  const html = (single?: VocabTermView) =>
    '<!doctype html>\n' +
    renderToStaticMarkup(
      createElement(VocabPage, {
        title,
        namespace: vocabNamespace(siteUrl),
        terms,
        single,
        formats,
        jsonLd: jsonForScript(described.jsonLd),
      }),
    );
  const files: OutputFile[] = [
    described.turtle,
    described.jsonld,
    described.rdfxml,
    described.ntriples,
    { path: `${VOCAB_PATH}/index.html`, content: html() },
  ];
  for (const term of terms) files.push({ path: `${VOCAB_PATH}/${term.id}/index.html`, content: html(term) });
  return files;
}
