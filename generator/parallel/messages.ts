// What the build's main thread and its graph thread say to each other. Only
// plain data crosses: records, pages and counts are copied by structured clone.
import type { Page, Records } from '../../src/shared/model/types.ts';
import type { SiteConfig } from '../config.ts';
import { UserError, type Position, type Problem } from '../errors.ts';
import type { QueryTiming } from '../query/engine.ts';

/** a query thread answers the SPARQL queries and ends; an output thread writes the outputs */
export type GraphJob = 'query' | 'outputs';

export interface GraphThreadData {
  config: SiteConfig;
  job: GraphJob;
  /** one Int32 shared with the main thread: who validates (VALIDATION_*) */
  validationClaim: SharedArrayBuffer;
}

export interface StageTime {
  stage: string;
  ms: number;
}

export type ToGraphThread = { type: 'outputs'; pages: Page[]; tempDir: string };

/**
 * Who validates the graph: the first thread to claim it. A query thread
 * claims it as soon as its records are sent; the main thread once its
 * Markdown is rendered. Whichever gets there first has nothing else to do.
 */
export const VALIDATION_UNCLAIMED = 0;
export const VALIDATION_BY_MAIN = 1;
export const VALIDATION_BY_QUERY_THREAD = 2;

export interface ThreadError {
  name: string;
  message: string;
  stack?: string;
  position?: Position;
}

export type FromGraphThread =
  | { type: 'records'; records: Records; timings: QueryTiming[]; stages: StageTime[] }
  | { type: 'validation'; problems: Problem[]; stages: StageTime[] }
  | { type: 'outputs'; files: number; bytes: number; stages: StageTime[] }
  | { type: 'failed'; error: ThreadError };

export function toThreadError(e: unknown): ThreadError {
  if (e instanceof UserError) return { name: e.name, message: e.message, position: e.position };
  if (e instanceof Error) return { name: e.name, message: e.message, stack: e.stack };
  return { name: 'Error', message: String(e) };
}

/** A user mistake stays a UserError (printed as one line); anything else keeps the thread's stack. */
export function fromThreadError(e: ThreadError): Error {
  if (e.name === 'UserError') return new UserError(e.message, e.position);
  const error = new Error(e.message);
  error.name = e.name;
  if (e.stack) error.stack = e.stack;
  return error;
}
