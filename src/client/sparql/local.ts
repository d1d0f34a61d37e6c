// The in-browser engine: the site's Turtle dump parsed with n3 into a store,
// and the Comunica engine the page's Web Worker (worker.ts) queries it with.
// The heavy part of the SPARQL page; it runs in that worker, never on the page.
import { Parser, Store } from 'n3';
import { createStore } from '../../shared/rdf-store.ts';
import { QueryEngine } from '@comunica/query-sparql-rdfjs';

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
