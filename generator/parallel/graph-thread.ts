// The main thread's handle on the graph thread (graph-worker.ts): start it,
// wait for its records, hand it the pages, wait for its files. A failure on
// that thread comes back as the same kind of error it was (a Turtle mistake
// stays a one-line UserError).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Page, Records } from '../../src/shared/model/types.ts';
import type { SiteConfig } from '../config.ts';
import type { Problem } from '../errors.ts';
import type { QueryTiming } from '../query/engine.ts';
import { PROJECT_ROOT } from '../root.ts';
import { fromThreadError, VALIDATION_BY_MAIN, VALIDATION_UNCLAIMED, type FromGraphThread, type GraphJob, type GraphThreadData, type StageTime, type ToGraphThread } from './messages.ts';

export interface ThreadRecords {
  records: Records;
  timings: QueryTiming[];
  stages: StageTime[];
}

export interface ThreadValidation {
  problems: Problem[];
  stages: StageTime[];
}

export interface ThreadOutputs {
  files: number;
  bytes: number;
  stages: StageTime[];
}

/**
 * From the precompiled generator (generator/run.mjs) the worker is the
 * compiled file beside this one; from the TypeScript sources (tests) it is
 * loaded through tsx, registered inside the new thread.
 */
function startWorker(data: GraphThreadData): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./graph-worker.mjs', here), { workerData: data });
  const tsx = pathToFileURL(path.join(PROJECT_ROOT, 'node_modules/tsx/dist/esm/api/index.mjs')).href;
  const entry = new URL('./graph-worker.ts', here).href;
  return new Worker(`import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`, { eval: true, workerData: data });
}

interface Pending<T> {
  resolve: (value: T) => void;
  reject: (e: Error) => void;
}

/** A graph thread (graph-worker.ts) doing one job: `query` (see records) or `outputs` (see writeOutputs). */
export class GraphThread {
  private readonly worker: Worker;
  /** the query results, as soon as the thread has them */
  readonly records: Promise<ThreadRecords>;
  private recordsPending!: Pending<ThreadRecords>;
  private outputsPending?: Pending<ThreadOutputs>;
  private validationPending?: Pending<ThreadValidation>;
  /** a query thread's records are in (its message has been received) */
  private recordsArrived = false;
  private endsWithRecords = false;
  private validationDone?: ThreadValidation;
  private readonly claim = new Int32Array(new SharedArrayBuffer(4));
  private finished = false;
  private failure?: Error;

  constructor(config: SiteConfig, readonly job: GraphJob) {
    this.records = new Promise<ThreadRecords>((resolve, reject) => (this.recordsPending = { resolve, reject }));
    // awaited later: a failure that comes first must not count as unhandled
    this.records.catch(() => undefined);
    this.worker = startWorker({ config, job, validationClaim: this.claim.buffer as SharedArrayBuffer });
    this.worker.on('message', (m: FromGraphThread) => this.receive(m));
    this.worker.on('error', (e) => this.fail(e));
    this.worker.on('exit', (code) => {
      if (!this.finished) this.fail(new Error(`the ${this.job} thread stopped early (exit code ${code})`));
    });
  }

  private receive(m: FromGraphThread): void {
    if (m.type === 'records') {
      this.recordsArrived = true;
      if (this.endsWithRecords) this.finished = true;
      this.recordsPending.resolve({ records: m.records, timings: m.timings, stages: m.stages });
    } else if (m.type === 'validation') {
      this.finished = true;
      this.validationDone = { problems: m.problems, stages: m.stages };
      this.validationPending?.resolve(this.validationDone);
    } else if (m.type === 'outputs') {
      this.finished = true;
      this.outputsPending?.resolve({ files: m.files, bytes: m.bytes, stages: m.stages });
    } else this.fail(fromThreadError(m.error));
  }

  private fail(e: Error): void {
    this.finished = true;
    this.failure ??= e;
    this.recordsPending.reject(e);
    this.outputsPending?.reject(e);
    this.validationPending?.reject(e);
  }

  /**
   * Who validates the graph: `main` if the query thread has not claimed it
   * yet (it then ends once its records are sent), or that thread, whose
   * problems come back in `validation`.
   */
  claimValidation(): 'main' | 'query thread' {
    if (Atomics.compareExchange(this.claim, 0, VALIDATION_UNCLAIMED, VALIDATION_BY_MAIN) === VALIDATION_UNCLAIMED) {
      // its work ends with the records: exiting then is expected
      if (this.recordsArrived) this.finished = true;
      else this.endsWithRecords = true;
      return 'main';
    }
    return 'query thread';
  }

  /** The problems found by the query thread, once claimValidation() said it validates. */
  validation(): Promise<ThreadValidation> {
    if (this.validationDone) return Promise.resolve(this.validationDone);
    if (this.failure) return Promise.reject(this.failure);
    const done = new Promise<ThreadValidation>((resolve, reject) => (this.validationPending = { resolve, reject }));
    done.catch(() => undefined);
    return done;
  }

  /** Starts the outputs (sitemap, linked data, search index) into `tempDir`; resolves when their files are written. */
  writeOutputs(pages: Page[], tempDir: string): Promise<ThreadOutputs> {
    if (this.failure) return Promise.reject(this.failure);
    const done = new Promise<ThreadOutputs>((resolve, reject) => (this.outputsPending = { resolve, reject }));
    done.catch(() => undefined);
    const message: ToGraphThread = { type: 'outputs', pages, tempDir };
    this.worker.postMessage(message);
    return done;
  }

  /** Stops the thread (after a failure elsewhere); resolves once it can write nothing more. */
  async stop(): Promise<void> {
    this.finished = true;
    await this.worker.terminate();
  }
}
