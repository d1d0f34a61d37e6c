// The in-browser engine: the site's Turtle dump parsed with n3 into a store
// and queried with Comunica. This module is the heavy part of the SPARQL
// page; it runs inside the page's Web Worker (worker.ts), never on the page.
import { Parser, Store } from 'n3';
import { createStore } from '../../shared/rdf-store.ts';
import { QueryEngine } from '@comunica/query-sparql-rdfjs';
import { fromRdfJs, fromTriples, type RdfJsTerm, type ResultRow, type ResultSet } from './results.ts';

export class GraphLoadError extends Error {
  readonly code = 'graph-load';
}
export class UpdateRefused extends Error {
  readonly code = 'update-refused';
}

interface LoadedGraph {
  store: Store;
  engine: QueryEngine;
}

let loading: Promise<LoadedGraph> | undefined;

/** Fetches and parses the graph once per page visit; a failed load is retried next time. */
export function loadGraph(url: string): Promise<LoadedGraph> {
  loading ??= (async () => {
    const response = await fetch(url).catch((e: unknown) => {
      throw new GraphLoadError(String(e));
    });
    if (!response.ok) throw new GraphLoadError(`HTTP ${response.status}`);
    const text = await response.text();
    const store = createStore(new Parser({ format: 'text/turtle' }).parse(text));
    return { store, engine: new QueryEngine() };
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}

export async function runLocal(query: string, graphUrl: string): Promise<ResultSet> {
  const { store, engine } = await loadGraph(graphUrl);
  const result = await engine.query(query, { sources: [store] });
  switch (result.resultType) {
    case 'bindings': {
      const vars = (await result.metadata()).variables.map((v) => v.value);
      const bindings = await (await result.execute()).toArray();
      const rows = bindings.map((b) => {
        const row: ResultRow = {};
        for (const [variable, term] of b) row[variable.value] = fromRdfJs(term as RdfJsTerm);
        return row;
      });
      return { kind: 'bindings', vars, rows };
    }
    case 'boolean':
      return { kind: 'boolean', value: await result.execute() };
    case 'quads':
      return fromTriples(await (await result.execute()).toArray());
    default:
      // an update would change only this copy of the graph, silently: refuse it
      throw new UpdateRefused('updates are not run');
  }
}
