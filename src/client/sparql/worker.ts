// The SPARQL page's Web Worker: loads the site's graph once, runs each query
// with Comunica and streams the results back in batches (protocol.ts). All
// the engine's work happens here, off the page's main thread.
import { loadGraph, UpdateRefused } from './local.ts';
import { FLUSH_MS, MAX_BATCH_ROWS, type FromWorker, type ToWorker } from './protocol.ts';
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
 * Sends the rows in batches, pulling them from the engine only while the
 * page has taken in the previous batch. The engine waits meanwhile, so on a
 * busy machine this thread sleeps instead of taking the processor from the
 * page's own thread: the page stays responsive, the query runs at the pace
 * the page can follow. A batch leaves when it is full, when the rows end, or
 * FLUSH_MS after the previous one: the engine often yields a few rows at a
 * time, and a message per few rows (2,500 for 10,000 rows) cost the page
 * more than drawing them.
 */
function pump<T>(id: number, stream: Stream<T>, toRow: (item: T) => ResultRow): Promise<void> {
  return new Promise((resolve, reject) => {
    let inFlight = false;
    let finished = false;
    let batch: ResultRow[] = [];
    let lastSent = -Infinity;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const send = () => {
      clearTimeout(timer);
      timer = undefined;
      inFlight = true;
      lastSent = performance.now();
      post({ type: 'rows', id, rows: batch });
      batch = [];
    };
    const pull = () => {
      if (finished) return;
      let item: T | null;
      while (batch.length < MAX_BATCH_ROWS && (item = stream.read()) !== null) batch.push(toRow(item));
      if (inFlight) return;
      const wait = lastSent + FLUSH_MS - performance.now();
      if (batch.length >= MAX_BATCH_ROWS || (batch.length > 0 && (stream.done || wait <= 0))) send();
      else if (batch.length > 0) timer ??= setTimeout(() => ((timer = undefined), pull()), wait);
      else if (stream.done) {
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
