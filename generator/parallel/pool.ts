// One pool of identical worker threads (worker.ts) taking jobs from one
// queue. A job is plain data, copied to the worker that takes it; its answer
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

/** jobs handed to one worker at once: the next one is there when it finishes one */
const IN_FLIGHT = 2;

/**
 * Below this many pages a worker (React and the components loaded again, ~0.3 s, and every page
 * copied to it) costs more than it saves. Measured on a quiet 2-core machine, cold builds,
 * interleaved (2026-11-28): the real site (786 pages) took a median 8.47 s with one worker and
 * 8.00 s with LOD_WORKERS=0 over 5 pairs, so it runs without the pool; the bench corpus at scale 20
 * (about 14,000 pages) took 55.5 and 60.7 s with one worker against 65.5 and 72.4 s without (peak
 * memory 1.26 GB against 1.19 GB). LOD_WORKERS=0 turns the pool off whatever the size.
 */
const PAGES_PER_WORKER = 2000;

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
  private readonly queue: { job: Job; waiting: Waiting }[] = [];
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
        this.dispatch();
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

  /** Queues `job` for the first worker with room. */
  run(job: Job): Promise<JobAnswer> {
    if (this.failure) return Promise.reject(this.failure);
    this.start();
    return new Promise((resolve, reject) => {
      this.queue.push({ job, waiting: { resolve, reject } });
      this.dispatch();
    });
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

  private dispatch(): void {
    while (this.queue.length) {
      const free = this.slots.reduce((a, b) => (b.busy < a.busy ? b : a));
      if (free.busy >= IN_FLIGHT) return;
      const { job, waiting } = this.queue.shift()!;
      this.send(free, job).then(waiting.resolve, waiting.reject);
    }
  }

  private fail(e: Error): void {
    this.failure ??= e;
    for (const w of [...this.sent.values(), ...this.queue.map((q) => q.waiting)]) w.reject(this.failure);
    this.sent.clear();
    this.queue.length = 0;
  }

  /** Stops every worker; resolves once none can write anything more. */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
