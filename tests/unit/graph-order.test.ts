// The order of a multi-valued property (a term's related terms, its labels)
// must not depend on which graph a statement sits in: a store that keeps the
// whole site in its default graph (Oxigraph, Fuseki with
// SPARQL_DEFAULT_GRAPH=default) must give the records the file build gives,
// where each file is a graph of its own.
import { DataFactory } from 'n3';
import { describe, expect, it } from 'vitest';
import { makeConfig } from '../../generator/config.ts';
import { entityQuads } from '../../generator/linked-data/jsonld.ts';
import { storeOf } from '../../generator/load/graph-source.ts';
import { loadTurtle } from '../../generator/load/turtle.ts';
import { queryRecords } from '../../generator/query/index.ts';
import { ROOT } from '../helpers.ts';

describe('records and page JSON-LD from one graph or from one graph per file', () => {
  it('are the same, in the same order', async () => {
    const config = makeConfig({ rootDir: ROOT });
    const files = await loadTurtle(config.dataDir, config.rootDir, config.siteUrl, storeOf);
    const quads = files.store.getQuads(null, null, null, null);
    expect(new Set(quads.map((q) => q.graph.value)).size).toBeGreaterThan(1);
    const oneGraph = DataFactory.namedNode('http://127.0.0.1/sparql#default-graph');
    const merged = storeOf(quads.map((q) => DataFactory.quad(q.subject, q.predicate, q.object, oneGraph)));
    const a = (await queryRecords({ kind: 'store', store: files.store }, config.siteUrl)).records;
    const b = (await queryRecords({ kind: 'store', store: merged }, config.siteUrl)).records;
    // the rule holds for something with several values from several files
    expect(a.concepts.some((c) => c.related.length > 1)).toBe(true);
    expect(b).toEqual(a);
    // and what a page's JSON-LD says of each term, read from the store
    for (const c of a.concepts) expect(entityQuads(merged, c.iri, config.siteUrl)).toEqual(entityQuads(files.store, c.iri, config.siteUrl));
  });
});
