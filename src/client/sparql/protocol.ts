// Messages between the SPARQL page and its Web Worker (worker.ts), which
// holds the graph and the engine so a heavy query never blocks the page.
// Rows travel in batches as soon as the engine yields them; the page stops
// a query by terminating the worker (an engine busy in a join does not
// listen to anything else).
import type { ResultRow } from './results.ts';

export type ToWorker =
  | { type: 'run'; id: number; query: string; graph: string }
  /** the page has taken in a batch of rows: the next may come (so a fast engine cannot flood the page) */
  | { type: 'ack'; id: number };

/** An error, as plain data: the fields describeQueryError reads and a code for our own errors. */
export interface WorkerError {
  message: string;
  code?: string;
  hash?: unknown;
}

export type FromWorker =
  | { type: 'phase'; id: number; phase: 'loading' | 'running' }
  | { type: 'head'; id: number; vars: string[] }
  | { type: 'rows'; id: number; rows: ResultRow[] }
  | { type: 'boolean'; id: number; value: boolean }
  | { type: 'done'; id: number }
  | { type: 'error'; id: number; error: WorkerError };

/** At most this many rows per batch; one batch per acknowledgement from the page (a batch is one task on the page). */
export const MAX_BATCH_ROWS = 100;
/** Milliseconds a batch that is not full waits for more rows before it leaves. */
export const FLUSH_MS = 30;
