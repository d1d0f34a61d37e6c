// What the build's main thread and its worker threads say to each other. Only
// plain data crosses: records, pages, problems and counts are copied by
// structured clone; the list of outputs both threads take from is shared
// memory, and the pages' words are in a file both threads read.
import type { Page, PageMeta, Records } from '../../src/shared/model/types.ts';
import type { SiteConfig } from '../config.ts';
import { UserError, type Position, type Problem } from '../errors.ts';
import type { PackedRecords } from '../pipeline/output-records.ts';
import type { QueryTiming } from '../query/engine.ts';
import type { RenderContext } from '../render/index.ts';

/** query: records, then SHACL problems, then exit; outputs: sitemap, linked data, search; render: pages to HTML files */
export type WorkerJob = 'query' | 'outputs' | 'render';

export interface WorkerData {
  config: SiteConfig;
  job: WorkerJob;
}

export interface StageTime {
  stage: string;
  ms: number;
}

export interface Written {
  files: number;
  bytes: number;
}

/** one page to render: the page and its <head> data (JSON-LD made on the main thread, which holds the graph) */
export interface RenderItem {
  page: Page;
  meta: PageMeta;
}

export type ToWorker =
  | { type: 'outputs'; records: PackedRecords; tempDir: string; list: SharedArrayBuffer }
  | { type: 'render-context'; context: RenderContexts; tempDir: string }
  | { type: 'render'; batch: RenderItem[] }
  | { type: 'render-end' };

/** per locale: what every page of that locale shares */
export type RenderContexts = Record<string, RenderContext>;

export type FromWorker =
  | { type: 'records'; records: Records; timings: QueryTiming[]; stages: StageTime[] }
  | { type: 'validation'; problems: Problem[]; stages: StageTime[] }
  | ({ type: 'outputs'; stages: StageTime[] } & Written)
  | { type: 'rendered'; pages: number }
  | ({ type: 'render-done'; ms: number } & Written)
  | { type: 'failed'; error: ThreadError };

export interface ThreadError {
  name: string;
  message: string;
  stack?: string;
  position?: Position;
}

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
