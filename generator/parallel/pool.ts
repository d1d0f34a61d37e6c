// One pool of identical worker threads (worker.ts). A job goes to a worker as
// soon as it is given (see run), each worker doing its jobs in the order they
// came. A job is plain data, copied to the worker that takes it; its answer
// comes back as the job's promise. A failure there rejects that promise here,
// as the same kind of error (a user mistake stays a one-line UserError), and
// a worker that dies rejects every job still waiting.
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SiteConfig } from '../config.ts';
import { UserError, type Position } from '../errors.ts';
import { PROJECT_ROOT } from '../root.ts';
import type { Job, JobAnswer } from './worker.ts';

/**
 * Below this many pages a worker (React and the components loaded again, ~0.3 s, and every page
 * copied to it) costs more than it saves. Measured on a quiet 2-core machine, cold builds,
 * interleaved, 3 pairs (2026-11-29, after run() stopped holding jobs back): the real site (786
 * pages) took 5.2/5.7/5.7 s with one worker against 8.7/7.2/7.2 s with LOD_WORKERS=0 (peak
 * 323-344 MB against 272-285 MB), the bench corpus at scale 1 (728 pages) 5.4/5.3/5.2 s against
 * 6.7/7.4/7.2 s. The fixture sites of the tests (under 100 pages) start none. LOD_WORKERS=0 turns
 * the pool off whatever the size.
 */
const PAGES_PER_WORKER = 400;

/**
 * How many workers a build of `pages` pages gets: one core stays with the main
 * thread (the graph, JSON-LD, the outputs), so N cores give at most N - 1.
 * LOD_WORKERS, the one setting, forces the count (0: no pool, every stage on the main thread).
 */
export function poolSize(pages: number, env: NodeJS.ProcessEnv = process.env): number {
  if (env.LOD_WORKERS !== undefined) return Number(env.LOD_WORKERS);
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  return Math.max(0, Math.min(cores - 1, Math.floor(pages / PAGES_PER_WORKER)));
}

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

function fromThreadError(e: ThreadError): Error {
  if (e.name === 'UserError') return new UserError(e.message, e.position);
  const error = new Error(e.message);
  error.name = e.name;
  if (e.stack) error.stack = e.stack;
  return error;
}

/**
 * From the precompiled generator (generator/run.mjs) the worker is the
 * compiled worker.mjs beside this code; from the TypeScript sources (tests)
 * it is loaded through tsx, registered inside the new thread.
 */
function startWorker(config: SiteConfig): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./worker.mjs', here), { workerData: config });
  const tsx = pathToFileURL(path.join(PROJECT_ROOT, 'node_modules/tsx/dist/esm/api/index.mjs')).href;
  const entry = new URL('./worker.ts', here).href;
  const code = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(code, { eval: true, workerData: config });
}

interface Waiting {
  resolve: (answer: JobAnswer) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: number;
}

export class Pool {
  private readonly slots: Slot[] = [];
  private readonly sent = new Map<number, Waiting & { slot: Slot }>();
  private nextId = 0;
  private failure?: Error;
  private stopped = false;

  /**
   * The workers start at the first job, not here: a build whose pages all
   * come from the build cache starts none (each loads React and the components
   * and takes a copy of the render contexts: ~0.7 s of CPU and its heap at
   * bench scale 20 after a body edit, for one page rendered).
   */
  constructor(
    private readonly config: SiteConfig,
    readonly size: number,
  ) {}

  private start(): void {
    if (this.slots.length || this.stopped) return;
    for (let i = 0; i < this.size; i++) {
      const slot: Slot = { worker: startWorker(this.config), busy: 0 };
      slot.worker.on('message', (m: { id: number; answer?: JobAnswer; error?: ThreadError }) => {
        const waiting = this.sent.get(m.id);
        if (!waiting) return;
        this.sent.delete(m.id);
        slot.busy--;
        if (m.error) waiting.reject(fromThreadError(m.error));
        else waiting.resolve(m.answer!);
      });
      slot.worker.on('error', (e) => this.fail(e));
      slot.worker.on('exit', (code) => {
        if (!this.stopped) this.fail(new Error(`a worker thread stopped early (exit code ${code})`));
      });
      this.slots.push(slot);
    }
  }

  /** Sends `job` to every worker, before any job queued after it (what every later job needs, once per worker). */
  each(job: Job): Promise<JobAnswer[]> {
    this.start();
    return Promise.all(this.slots.map((slot) => this.send(slot, job)));
  }

  /**
   * Sends `job` at once to the worker with the fewest jobs waiting. Holding jobs back here until a
   * worker answered (two at a time, until 2026-11-29) starved the workers: their answers are read
   * only when this thread is free, and it spends the render making the outputs, whose long
   * synchronous steps left the one worker idle for 2.6 s of a 4.4 s render of the real site (CPU profile).
   */
  run(job: Job): Promise<JobAnswer> {
    this.start();
    // stopped before its first job (a failed build): no worker to send it to
    if (!this.slots.length) return Promise.reject(this.failure ?? new Error('the worker pool has stopped'));
    return this.send(
      this.slots.reduce((a, b) => (b.busy < a.busy ? b : a)),
      job,
    );
  }

  private send(slot: Slot, job: Job): Promise<JobAnswer> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.sent.set(id, { resolve, reject, slot });
      slot.busy++;
      slot.worker.postMessage({ id, job });
    });
  }

  private fail(e: Error): void {
    this.failure ??= e;
    for (const w of this.sent.values()) w.reject(this.failure);
    this.sent.clear();
  }

  /** Stops every worker; resolves once none can write anything more. */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
