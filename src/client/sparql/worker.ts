// The SPARQL page's Web Worker: loads the site's graph once, runs each query
// with Comunica and streams the results back in batches (protocol.ts). All
// the engine's work happens here, off the page's main thread.
import { loadGraph, UpdateRefused } from './local.ts';
import { BATCH_ROWS, FLUSH_MS, MAX_BATCH_ROWS, type FromWorker, type ToWorker } from './protocol.ts';
import { fromRdfJs, type RdfJsTerm, type ResultRow } from './results.ts';

const scope = self as unknown as { postMessage(m: FromWorker): void; onmessage: ((e: MessageEvent<ToWorker>) => void) | null };
const post = (m: FromWorker) => scope.postMessage(m);

interface Stream<T> {
  on(event: 'data', f: (item: T) => void): void;
  on(event: 'end', f: () => void): void;
  on(event: 'error', f: (e: unknown) => void): void;
}

/** The run whose rows are being sent, and what lets its next batch go. */
let acknowledged: (() => void) | undefined;

/**
 * Sends the stream's rows in batches, one batch per acknowledgement from the
 * page: rows found meanwhile wait here, so the page takes in one batch per
 * task and input events get their turn. Resolves when every row is sent.
 */
function pump<T>(id: number, stream: Stream<T>, toRow: (item: T) => ResultRow): Promise<void> {
  return new Promise((resolve, reject) => {
    let queue: ResultRow[] = [];
    let inFlight = false;
    let ended = false;
    let last = performance.now();
    const send = () => {
      if (inFlight) return;
      if (queue.length) {
        const rows = queue.length > MAX_BATCH_ROWS ? queue.splice(0, MAX_BATCH_ROWS) : queue;
        if (rows === queue) queue = [];
        inFlight = true;
        last = performance.now();
        post({ type: 'rows', id, rows });
      } else if (ended) {
        acknowledged = undefined;
        resolve();
      }
    };
    acknowledged = () => {
      inFlight = false;
      send();
    };
    stream.on('data', (item) => {
      queue.push(toRow(item));
      if (queue.length >= BATCH_ROWS || performance.now() - last > FLUSH_MS) send();
    });
    stream.on('error', reject);
    stream.on('end', () => {
      ended = true;
      send();
    });
  });
}

async function run({ id, query, graph }: Extract<ToWorker, { type: 'run' }>) {
  const loaded = loadGraph(graph);
  post({ type: 'phase', id, phase: 'loading' });
  const { store, engine } = await loaded;
  post({ type: 'phase', id, phase: 'running' });
  const result = await engine.query(query, { sources: [store] });
  switch (result.resultType) {
    case 'bindings': {
      post({ type: 'head', id, vars: (await result.metadata()).variables.map((v) => v.value) });
      await pump(id, (await result.execute()) as unknown as Stream<Map<{ value: string }, RdfJsTerm>>, (b) => {
        const row: ResultRow = {};
        for (const [variable, term] of b) row[variable.value] = fromRdfJs(term);
        return row;
      });
      break;
    }
    case 'boolean':
      post({ type: 'boolean', id, value: await result.execute() });
      break;
    case 'quads':
      post({ type: 'head', id, vars: ['subject', 'predicate', 'object'] });
      await pump(id, (await result.execute()) as unknown as Stream<{ subject: RdfJsTerm; predicate: RdfJsTerm; object: RdfJsTerm }>, (q) => ({
        subject: fromRdfJs(q.subject),
        predicate: fromRdfJs(q.predicate),
        object: fromRdfJs(q.object),
      }));
      break;
    default:
      // an update would change only this copy of the graph, silently: refuse it
      throw new UpdateRefused('updates are not run');
  }
  post({ type: 'done', id });
}

scope.onmessage = (event) => {
  const message = event.data;
  if (message?.type === 'ack') acknowledged?.();
  if (message?.type !== 'run') return;
  run(message).catch((e: unknown) => {
    const error = e as { message?: string; code?: string; hash?: unknown };
    // the parser's hash holds only plain data (positions, tokens): it survives structured cloning
    let hash: unknown;
    try {
      hash = error.hash ? structuredClone(error.hash) : undefined;
    } catch {
      hash = undefined;
    }
    post({ type: 'error', id: message.id, error: { message: String(error?.message ?? e), code: error?.code, hash } });
  });
};
