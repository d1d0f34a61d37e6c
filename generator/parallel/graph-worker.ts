// The entry of every worker thread of the build (one compiled file, see
// generator/run.mjs); workerData says which job it does. The scheduler
// (scheduler.ts) decides which of them run and when.
import { parentPort, workerData } from 'node:worker_threads';
import { toThreadError, type FromWorker, type ToWorker, type WorkerData } from './messages.ts';

const port = parentPort!;
const { config, job } = workerData as WorkerData;
const send = (message: FromWorker) => port.postMessage(message);

/** the messages from the main thread, one at a time, in order */
async function* messages(): AsyncGenerator<ToWorker> {
  const queue: ToWorker[] = [];
  let wake: (() => void) | undefined;
  port.on('message', (m: ToWorker) => {
    queue.push(m);
    wake?.();
  });
  for (;;) {
    while (queue.length) yield queue.shift()!;
    await new Promise<void>((resolve) => (wake = resolve));
  }
}

// each job loads only its own code: a render worker needs neither Comunica nor the search index
const jobs = {
  query: () => import('./jobs/query.ts').then((m) => m.queryJob),
  outputs: () => import('./jobs/outputs.ts').then((m) => m.outputsJob),
  render: () => import('./jobs/render.ts').then((m) => m.renderJob),
};
jobs[job]()
  .then((run) => run(config, send, messages()))
  .then(
    // no more messages to wait for: the thread may end
    () => port.removeAllListeners('message'),
    (e: unknown) => send({ type: 'failed', error: toThreadError(e) }),
  );
