// One worker thread seen from the main thread: start it, route its messages,
// turn a failure there into a rejected promise here. A failure on that thread
// comes back as the same kind of error it was (a Turtle mistake stays a
// one-line UserError). QueryWorker, OutputWorker and RenderPool build on it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PROJECT_ROOT } from '../root.ts';
import { fromThreadError, type FromWorker, type ToWorker, type WorkerData } from './messages.ts';

/**
 * From the precompiled generator (generator/run.mjs) the worker is the
 * compiled graph-worker.mjs beside this code; from the TypeScript sources
 * (tests) it is loaded through tsx, registered inside the new thread.
 */
function startWorker(data: WorkerData): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./graph-worker.mjs', here), { workerData: data });
  const tsx = pathToFileURL(path.join(PROJECT_ROOT, 'node_modules/tsx/dist/esm/api/index.mjs')).href;
  const entry = new URL('./graph-worker.ts', here).href;
  const code = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(code, { eval: true, workerData: data });
}

export class Thread {
  private readonly worker: Worker;
  private failure?: Error;
  private finished = false;
  private readonly waiting = new Set<(e: Error) => void>();

  constructor(
    data: WorkerData,
    private readonly receive: (m: FromWorker) => void,
  ) {
    this.worker = startWorker(data);
    this.worker.on('message', (m: FromWorker) => (m.type === 'failed' ? this.fail(fromThreadError(m.error)) : this.receive(m)));
    this.worker.on('error', (e) => this.fail(e));
    this.worker.on('exit', (code) => {
      if (!this.finished) this.fail(new Error(`the ${data.job} thread stopped early (exit code ${code})`));
    });
  }

  send(message: ToWorker): void {
    this.worker.postMessage(message);
  }

  /** A promise the caller resolves (from its receive), rejected if the thread fails first. Never unhandled. */
  deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((ok, reject) => {
      if (this.failure) return reject(this.failure);
      this.waiting.add(reject);
      resolve = (value) => {
        this.waiting.delete(reject);
        ok(value);
      };
    });
    promise.catch(() => undefined);
    return { promise, resolve: (v) => resolve?.(v) };
  }

  /** Its work is done: its exit is expected from now on. */
  done(): void {
    this.finished = true;
  }

  private fail(e: Error): void {
    this.finished = true;
    this.failure ??= e;
    for (const reject of this.waiting) reject(e);
    this.waiting.clear();
  }

  /** Stops the thread; resolves once it can write nothing more. */
  async stop(): Promise<void> {
    this.finished = true;
    await this.worker.terminate();
  }
}
