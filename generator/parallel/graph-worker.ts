// The entry of every worker thread of the build (one compiled file, see
// generator/run.mjs); workerData says which job it does. The scheduler
// (scheduler.ts) decides which of them run and when.
import { parentPort, workerData } from 'node:worker_threads';
import { toThreadError, type FromWorker, type ToWorker, type WorkerData } from './messages.ts';
import { queryJob } from './jobs/query.ts';
import { outputsJob } from './jobs/outputs.ts';
import { renderJob } from './jobs/render.ts';

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

const jobs = { query: queryJob, outputs: outputsJob, render: renderJob };
jobs[job](config, send, messages()).then(
  // no more messages to wait for: the thread may end
  () => port.removeAllListeners('message'),
  (e: unknown) => send({ type: 'failed', error: toThreadError(e) }),
);
