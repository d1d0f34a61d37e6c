// Query results in one shape whatever ran the query (the in-browser engine or
// a remote endpoint), close to the SPARQL 1.1 JSON results format, and their
// CSV and JSON downloads. Pure: no DOM, no network.

import type { ResultRow, ResultSet, ResultTerm } from '../../shared/sparql.ts';

export type { ResultRow, ResultSet, ResultTerm };

const XSD_STRING = 'http://www.w3.org/2001/XMLSchema#string';
const RDF_LANG_STRING = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#langString';

/** The minimal RDF/JS term shape both n3 and Comunica produce. */
export interface RdfJsTerm {
  termType: string;
  value: string;
  language?: string;
  datatype?: { value: string };
}

export function fromRdfJs(term: RdfJsTerm): ResultTerm {
  switch (term.termType) {
    case 'NamedNode':
      return { type: 'uri', value: term.value };
    case 'BlankNode':
      return { type: 'bnode', value: term.value };
    case 'Literal': {
      const out: ResultTerm = { type: 'literal', value: term.value };
      if (term.language) out['xml:lang'] = term.language;
      else if (term.datatype && term.datatype.value !== XSD_STRING && term.datatype.value !== RDF_LANG_STRING) {
        out.datatype = term.datatype.value;
      }
      return out;
    }
    default:
      return { type: 'triple', value: term.value };
  }
}

/** CONSTRUCT and DESCRIBE results become a table of subject, predicate, object. */
export function fromTriples(triples: { subject: RdfJsTerm; predicate: RdfJsTerm; object: RdfJsTerm }[]): ResultSet {
  return {
    kind: 'bindings',
    vars: ['subject', 'predicate', 'object'],
    rows: triples.map((t) => ({ subject: fromRdfJs(t.subject), predicate: fromRdfJs(t.predicate), object: fromRdfJs(t.object) })),
  };
}

interface SparqlJson {
  head?: { vars?: string[] };
  boolean?: boolean;
  results?: { bindings?: Record<string, Omit<ResultTerm, 'type'> & { type: string }>[] };
}

/** Reads a SPARQL 1.1 JSON results document (also the older `typed-literal` terms). */
export function fromSparqlJson(json: SparqlJson): ResultSet {
  if (typeof json.boolean === 'boolean') return { kind: 'boolean', value: json.boolean };
  if (!json.results || !Array.isArray(json.results.bindings)) throw new Error('not a SPARQL JSON results document');
  const rows = json.results.bindings.map((b) => {
    const row: ResultRow = {};
    for (const [name, term] of Object.entries(b)) {
      row[name] = { ...term, type: term.type === 'typed-literal' ? 'literal' : (term.type as ResultTerm['type']) };
    }
    return row;
  });
  const vars = json.head?.vars ?? [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return { kind: 'bindings', vars, rows };
}

/** Number of rows (an ASK answer counts as one). */
export function rowCount(result: ResultSet): number {
  return result.kind === 'boolean' ? 1 : result.rows.length;
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvValue(term: ResultTerm | undefined): string {
  if (!term) return '';
  return term.type === 'bnode' ? `_:${term.value}` : term.value;
}

/** SPARQL 1.1 CSV results: a header of variable names, plain values, CRLF line ends. */
export function toCsv(result: ResultSet): string {
  if (result.kind === 'boolean') return `_askResult\r\n${result.value}\r\n`;
  const lines = [result.vars.map(csvField).join(',')];
  for (const row of result.rows) lines.push(result.vars.map((v) => csvField(csvValue(row[v]))).join(','));
  return lines.join('\r\n') + '\r\n';
}

/** SPARQL 1.1 JSON results. */
export function toJson(result: ResultSet): string {
  if (result.kind === 'boolean') return JSON.stringify({ head: {}, boolean: result.value }, null, 2);
  return JSON.stringify({ head: { vars: result.vars }, results: { bindings: result.rows } }, null, 2);
}
