// The pure parts of the in-browser SPARQL page: where a syntax error is, how
// results become CSV and JSON, how SPARQL JSON and RDF/JS terms are read, and
// the small SPARQL endpoint used for the remote-source mode.
import { describe, it, expect } from 'vitest';
import { Parser as SparqlParser } from 'sparqljs';
import { QueryEngine } from '@comunica/query-sparql-rdfjs';
import { DataFactory, Store } from 'n3';
import { describeQueryError } from '../../src/client/sparql/errors.ts';
import { fromRdfJs, fromSparqlJson, fromTriples, rowCount, toCsv, toJson, type ResultSet } from '../../src/client/sparql/results.ts';
import { EndpointError, endpointUrl } from '../../src/client/sparql/remote.ts';
import { negotiate, startSparqlEndpoint } from '../../generator/linked-data/sparql-endpoint.ts';

const { namedNode, literal, quad, blankNode } = DataFactory;

function parseError(query: string): unknown {
  try {
    new SparqlParser().parse(query);
  } catch (e) {
    return e;
  }
  throw new Error('the query parsed');
}

/** The character at a 1-based line and column. */
const charAt = (query: string, line: number, column: number) => query.split('\n')[line - 1][column - 1];

describe('a syntax error', () => {
  it('is placed on the token the parser stopped at, not on the last good one', () => {
    // the dot after the first triple pattern is missing: the error is the second ?x
    const query = 'PREFIX s: <https://schema.org/>\nSELECT ?x WHERE {\n  ?x s:name ?n\n  ?x ?p ?o\n}';
    const problem = describeQueryError(parseError(query), query);
    expect(problem.kind).toBe('syntax');
    expect(problem).toMatchObject({ line: 4, column: 3, found: '?x' });
    expect(problem.expected).toContain('.');
    expect(problem.excerpt).toBe('  ?x ?p ?o\n  ^');
    expect(query.slice(problem.offset!, problem.offset! + 2)).toBe('?x');
  });

  it('skips comments and blank lines between the last good token and the bad one', () => {
    const query = 'SELECT * WHERE {\n  ?s ?p ?o .\n  # a comment } with a brace\n\n  FILTER(?o = ) }';
    const problem = describeQueryError(parseError(query), query);
    expect(problem.line).toBe(5);
    expect(charAt(query, problem.line!, problem.column!)).toBe(')');
    expect(problem.excerpt).toBe('  FILTER(?o = ) }\n              ^');
  });

  it('at the end of the query says so', () => {
    const query = 'SELECT * WHERE { ?s ?p ?o ';
    const problem = describeQueryError(parseError(query), query);
    expect(problem.found).toBeNull();
    expect(problem.line).toBe(1);
    expect(problem.offset).toBe(query.length);
  });

  it('comes with its position from the engine the page runs', async () => {
    const query = 'SELECT ?s WHERE {\n  ?s ?p\n}';
    const error = await new QueryEngine().queryBindings(query, { sources: [new Store()] }).then(
      () => undefined,
      (e: unknown) => e,
    );
    const problem = describeQueryError(error, query);
    expect(problem).toMatchObject({ kind: 'syntax', line: 3, column: 1, found: '}' });
  });

  it('from another endpoint is placed where its message says', () => {
    const query = 'SELECT *\nWHERE { ?s ?p }';
    const problem = describeQueryError(new Error('Error 400: Parse error: Encountered " "}" "} "" at line 2, column 15.'), query);
    expect(problem).toMatchObject({ kind: 'syntax', line: 2, column: 15 });
    expect(problem.excerpt).toBe('WHERE { ?s ?p }\n              ^');
  });

  it('is told apart from other failures', () => {
    expect(describeQueryError(new Error('Failed to fetch'), 'SELECT * {}')).toMatchObject({ kind: 'other', detail: 'Failed to fetch' });
    expect(describeQueryError(parseError('SELECT ?x WHERE { ?x foo:bar ?y }'), 'SELECT ?x WHERE { ?x foo:bar ?y }').kind).toBe('syntax');
  });
});

const RESULT: ResultSet = {
  kind: 'bindings',
  vars: ['s', 'label', 'n'],
  rows: [
    {
      s: { type: 'uri', value: 'https://example.org/a' },
      label: { type: 'literal', value: 'Say "hi", then\nleave', 'xml:lang': 'en' },
      n: { type: 'literal', value: '3', datatype: 'http://www.w3.org/2001/XMLSchema#integer' },
    },
    { s: { type: 'bnode', value: 'b0' } },
  ],
};

describe('results', () => {
  it('become SPARQL CSV: header of variables, quoted when needed, CRLF, empty cells for unbound', () => {
    expect(toCsv(RESULT)).toBe('s,label,n\r\nhttps://example.org/a,"Say ""hi"", then\nleave",3\r\n_:b0,,\r\n');
    expect(toCsv({ kind: 'boolean', value: true })).toBe('_askResult\r\ntrue\r\n');
  });

  it('become SPARQL JSON that reads back to the same result', () => {
    const json = JSON.parse(toJson(RESULT));
    expect(json.head.vars).toEqual(['s', 'label', 'n']);
    expect(json.results.bindings[0].label['xml:lang']).toBe('en');
    expect(fromSparqlJson(json)).toEqual(RESULT);
    expect(fromSparqlJson(JSON.parse(toJson({ kind: 'boolean', value: false })))).toEqual({ kind: 'boolean', value: false });
  });

  it('read older typed-literal terms and refuse what is not a results document', () => {
    const r = fromSparqlJson({
      head: { vars: ['x'] },
      results: { bindings: [{ x: { type: 'typed-literal', value: '1', datatype: 'http://www.w3.org/2001/XMLSchema#int' } }] },
    });
    expect(r).toEqual({
      kind: 'bindings',
      vars: ['x'],
      rows: [{ x: { type: 'literal', value: '1', datatype: 'http://www.w3.org/2001/XMLSchema#int' } }],
    });
    expect(() => fromSparqlJson({} as never)).toThrow();
  });

  it('come from RDF/JS terms without the implicit datatypes, and CONSTRUCT triples become three columns', () => {
    expect(fromRdfJs(literal('x'))).toEqual({ type: 'literal', value: 'x' });
    expect(fromRdfJs(literal('x', 'fr'))).toEqual({ type: 'literal', value: 'x', 'xml:lang': 'fr' });
    expect(fromRdfJs(literal('2', namedNode('http://www.w3.org/2001/XMLSchema#integer')))).toEqual({
      type: 'literal',
      value: '2',
      datatype: 'http://www.w3.org/2001/XMLSchema#integer',
    });
    const r = fromTriples([quad(namedNode('https://e.org/a'), namedNode('https://e.org/p'), blankNode('z'))]);
    expect(r).toEqual({
      kind: 'bindings',
      vars: ['subject', 'predicate', 'object'],
      rows: [
        {
          subject: { type: 'uri', value: 'https://e.org/a' },
          predicate: { type: 'uri', value: 'https://e.org/p' },
          object: { type: 'bnode', value: 'z' },
        },
      ],
    });
    expect(rowCount(r)).toBe(1);
  });
});

describe('a remote endpoint', () => {
  it('must be an http or https address', () => {
    expect(endpointUrl(' https://example.org/sparql ').href).toBe('https://example.org/sparql');
    for (const bad of ['javascript:alert(1)', 'file:///etc/passwd', 'not a url', '']) expect(() => endpointUrl(bad)).toThrow(EndpointError);
  });
});

describe('the small SPARQL endpoint', () => {
  it('negotiates the result format from Accept, with q-values', () => {
    const offered = ['application/sparql-results+json', 'application/sparql-results+xml', 'text/csv'];
    expect(negotiate(undefined, offered)).toBe('application/sparql-results+json');
    expect(negotiate('text/csv;q=0.5, application/sparql-results+xml', offered)).toBe('application/sparql-results+xml');
    expect(negotiate('text/*', offered)).toBe('text/csv');
    expect(negotiate('image/png', offered)).toBe('application/sparql-results+json');
  });

  it('answers the SPARQL protocol on 127.0.0.1: GET, POST form, POST query, CONSTRUCT, errors and no updates', async () => {
    const store = new Store([quad(namedNode('https://e.org/a'), namedNode('https://e.org/p'), literal('é', 'fr'))]);
    const endpoint = await startSparqlEndpoint({ store, quiet: true });
    try {
      expect(endpoint.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sparql$/);
      const q = 'SELECT ?o WHERE { ?s ?p ?o }';
      const get = await fetch(`${endpoint.url}?query=${encodeURIComponent(q)}`);
      expect(get.headers.get('content-type')).toContain('application/sparql-results+json');
      expect(fromSparqlJson(await get.json())).toEqual({
        kind: 'bindings',
        vars: ['o'],
        rows: [{ o: { type: 'literal', value: 'é', 'xml:lang': 'fr' } }],
      });
      const form = await fetch(endpoint.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/csv' },
        body: new URLSearchParams({ query: q }),
      });
      expect(await form.text()).toBe('o\r\né\r\n');
      const direct = await fetch(endpoint.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/sparql-query' },
        body: 'ASK { ?s ?p "é"@fr }',
      });
      expect(await direct.json()).toMatchObject({ boolean: true });
      const construct = await fetch(`${endpoint.url}?query=${encodeURIComponent('CONSTRUCT WHERE { ?s ?p ?o }')}`);
      expect(construct.headers.get('content-type')).toContain('application/n-triples');
      expect((await construct.text()).trim()).toBe('<https://e.org/a> <https://e.org/p> "é"@fr .');
      const bad = await fetch(`${endpoint.url}?query=${encodeURIComponent('SELECT * WHERE { ?s ?p }')}`);
      expect(bad.status).toBe(400);
      expect(await bad.text()).toContain('Parse error');
      const update = await fetch(endpoint.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ query: 'INSERT DATA { <https://e.org/x> <https://e.org/p> 1 }' }),
      });
      expect(update.status).toBe(403);
      expect(store.size).toBe(1);
      expect(endpoint.queries()).toBe(4);
    } finally {
      await endpoint.close();
    }
  });
});
