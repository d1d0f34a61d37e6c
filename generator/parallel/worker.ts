// A worker thread of the pool (pool.ts): the same code in every worker, one
// job at a time, in the order they come. `pages` renders a batch of pages
// with React and writes their HTML files into the build's temporary folder
// itself, so no page's HTML comes back; `context` is what every page of a
// locale shares, sent once to each worker before its pages.
import { parentPort, workerData } from 'node:worker_threads';
import type { SiteConfig } from '../config.ts';
import type { RenderContexts, RenderItem } from '../render/site.ts';
import { writeRenderedPage } from '../render/write-page.ts';
import { OutputWriter } from '../write/index.ts';
import { toThreadError } from './pool.ts';

export type Job = { type: 'context'; contexts: RenderContexts; tempDir: string } | { type: 'pages'; items: RenderItem[] };

/** `pages`: the files and bytes written */
export type JobAnswer = { files: number; bytes: number } | undefined;

const config = workerData as SiteConfig;
let shared: { contexts: RenderContexts; tempDir: string } | undefined;

async function run(job: Job): Promise<JobAnswer> {
  switch (job.type) {
    case 'context':
      shared = { contexts: job.contexts, tempDir: job.tempDir };
      return undefined;
    case 'pages': {
      if (!shared) throw new Error('a worker was sent pages before their context');
      const writer = new OutputWriter(config.outDir, shared.tempDir);
      for (const item of job.items) writeRenderedPage(item, shared.contexts[item.page.locale], writer);
      return writer.finish();
    }
  }
}

if (parentPort) {
  const port = parentPort;
  let chain = Promise.resolve();
  port.on('message', ({ id, job }: { id: number; job: Job }) => {
    chain = chain.then(() =>
      run(job).then(
        (answer) => port.postMessage({ id, answer }),
        (e: unknown) => port.postMessage({ id, error: toThreadError(e) }),
      ),
    );
  });
}
