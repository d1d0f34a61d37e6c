// What runs the SPARQL page's queries in the browser, for the editor component
// (src/components/sparql/SparqlApp.tsx): the site's graph in a Web Worker
// (loaded on the first local query, kept for the visit), or a remote endpoint;
// failures turned into messages in the page's language; downloads.
import type { Locale } from '../../shared/model/types.ts';
import type { ResultSet, RunEvents, SparqlAppConfig, SparqlRunner } from '../../shared/sparql.ts';
import type { FromWorker, ToWorker } from './protocol.ts';
import { runRemote } from './remote.ts';
import { toCsv, toJson } from './results.ts';
import { describeFailure } from './describe.ts';

/** The worker script's hashed address, set by the bundler (generator/bundle.ts). */
declare const __SPARQL_WORKER__: string;

/** The engine and the graph, in one worker kept between queries; ended to stop a query. */
class LocalEngine {
  private worker?: Worker;
  private hasGraph = false;
  private runId = 0;

  constructor(private readonly graph: string) {}

  private end() {
    this.worker?.terminate();
    this.worker = undefined;
    this.hasGraph = false;
  }

  run(query: string, on: RunEvents): { done: Promise<void>; stop(): void } {
    let reject: (e: unknown) => void = () => undefined;
    const done = new Promise<void>((resolve, fail) => {
      reject = fail;
      const worker = (this.worker ??= new Worker(__SPARQL_WORKER__));
      const id = ++this.runId;
      on.phase(this.hasGraph ? 'running' : 'loading');
      worker.onmessage = (event: MessageEvent<FromWorker>) => {
        const m = event.data;
        if (m.id !== id) return;
        if (m.type === 'phase') on.phase(m.phase === 'loading' && !this.hasGraph ? 'loading' : 'running');
        else if (m.type === 'head') on.head(m.vars);
        else if (m.type === 'rows') {
          // the rows appearing in the table are the progress; the next batch comes when this one is taken in
          on.rows(m.rows);
          worker.postMessage({ type: 'ack', id } satisfies ToWorker);
        } else if (m.type === 'boolean') on.boolean(m.value);
        else if (m.type === 'done') {
          this.hasGraph = true;
          resolve();
        } else if (m.type === 'error') {
          this.hasGraph = m.error.code !== 'graph-load';
          fail(Object.assign(new Error(m.error.message), { code: m.error.code, hash: m.error.hash }));
        }
      };
      worker.onerror = (event) => {
        event.preventDefault();
        this.end();
        fail(new Error(event.message || 'worker failed'));
      };
      worker.postMessage({ type: 'run', id, query, graph: this.graph } satisfies ToWorker);
    });
    // an engine busy in a join listens to nothing: only ending the worker stops it
    return { done, stop: () => (this.end(), reject(new Error('stopped'))) };
  }
}

function runOnEndpoint(endpoint: string, query: string, on: RunEvents): { done: Promise<void>; stop(): void } {
  const controller = new AbortController();
  on.phase('running');
  const done = runRemote(endpoint, query, controller.signal).then((result) => {
    if (result.kind === 'boolean') return on.boolean(result.value);
    on.head(result.vars);
    on.rows(result.rows);
  });
  return { done, stop: () => controller.abort() };
}

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function createRunner(config: SparqlAppConfig): SparqlRunner {
  const local = new LocalEngine(config.graph);
  const locale: Locale = config.locale;
  return {
    run: (query, target, on) => (target.source === 'remote' ? runOnEndpoint(target.endpoint, query, on) : local.run(query, on)),
    describe: (error, query) => describeFailure(error, query, locale, config.allowedEndpoints),
    download: (kind: 'csv' | 'json', result: ResultSet) => {
      if (kind === 'csv') download('query-results.csv', 'text/csv;charset=utf-8', toCsv(result));
      else download('query-results.json', 'application/sparql-results+json', toJson(result));
    },
  };
}
