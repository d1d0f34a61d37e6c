// The SPARQL page's Web Worker: loads the site's graph once, runs each query
// with Comunica and streams the results back in batches (protocol.ts). All
// the engine's work happens here, off the page's main thread.
import { loadGraph, UpdateRefused } from './local.ts';
import { MAX_BATCH_ROWS, type FromWorker, type ToWorker } from './protocol.ts';
import { fromRdfJs, type RdfJsTerm, type ResultRow } from './results.ts';

const scope = self as unknown as { postMessage(m: FromWorker): void; onmessage: ((e: MessageEvent<ToWorker>) => void) | null };
const post = (m: FromWorker) => scope.postMessage(m);

/** The pull side of the engine's result iterators (asynciterator). */
interface Stream<T> {
  read(): T | null;
  readonly done: boolean;
  on(event: 'readable' | 'end', f: () => void): void;
  on(event: 'error', f: (e: unknown) => void): void;
}

/** The run whose rows are being sent, and what lets its next batch go. */
let acknowledged: (() => void) | undefined;

/**
 * Sends the rows in batches, pulling them from the engine only when the page
 * has taken in the previous batch. The engine waits meanwhile, so on a busy
 * machine this thread sleeps instead of taking the processor from the page's
 * own thread: the page stays responsive, the query runs at the pace the page
 * can follow.
 */
function pump<T>(id: number, stream: Stream<T>, toRow: (item: T) => ResultRow): Promise<void> {
  return new Promise((resolve, reject) => {
    let inFlight = false;
    let finished = false;
    const pull = () => {
      if (inFlight || finished) return;
      const rows: ResultRow[] = [];
      let item: T | null;
      while (rows.length < MAX_BATCH_ROWS && (item = stream.read()) !== null) rows.push(toRow(item));
      if (rows.length) {
        inFlight = true;
        post({ type: 'rows', id, rows });
      } else if (stream.done) {
        finished = true;
        acknowledged = undefined;
        resolve();
      }
    };
    acknowledged = () => {
      inFlight = false;
      pull();
    };
    stream.on('readable', pull);
    stream.on('end', pull);
    stream.on('error', reject);
    pull();
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
      await pump(
        id,
        (await result.execute()) as unknown as Stream<{ subject: RdfJsTerm; predicate: RdfJsTerm; object: RdfJsTerm }>,
        (q) => ({
          subject: fromRdfJs(q.subject),
          predicate: fromRdfJs(q.predicate),
          object: fromRdfJs(q.object),
        }),
      );
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
