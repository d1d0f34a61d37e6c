// A worker thread of the pool (pool.ts): the same code in every worker, one
// job at a time, in the order they come. `pages` renders a batch of pages
// with React and writes their HTML files into the build's temporary folder
// itself, so no page's HTML comes back but what the build cache keeps of it
// (render/page-cache.ts, when the cache is on); `context` is what every page of a
// locale shares, sent once to each worker before its pages.
import { parentPort, workerData } from 'node:worker_threads';
import type { SiteConfig } from '../config.ts';
import type { RenderContexts, RenderItem } from '../render/site.ts';
import { writeRenderedPage } from '../render/write-page.ts';
import { RecordingSet } from '../render/asked-paths.ts';
import type { KeptPage } from '../render/page-cache.ts';
import { OutputWriter, type WriteCounts } from '../write/index.ts';
import { toThreadError } from './pool.ts';

export type Job = { type: 'context'; contexts: RenderContexts; tempDir: string } | { type: 'pages'; items: RenderItem[] };

/** `pages`: the files and bytes written, and what the build cache keeps of the pages (page-cache.ts) */
export type JobAnswer = (WriteCounts & { kept: KeptPage[] }) | undefined;

const config = workerData as SiteConfig;
let shared: { contexts: RenderContexts; tempDir: string } | undefined;

async function run(job: Job): Promise<JobAnswer> {
  switch (job.type) {
    case 'context': {
      // the untranslated paths come as a plain Set: the questions each render asks are recorded here
      const asked = new RecordingSet(job.contexts.en.untranslatedPaths);
      const contexts = Object.fromEntries(Object.entries(job.contexts).map(([l, c]) => [l, { ...c, untranslatedPaths: asked }]));
      shared = { contexts, tempDir: job.tempDir };
      return undefined;
    }
    case 'pages': {
      if (!shared) throw new Error('a worker was sent pages before their context');
      const writer = new OutputWriter(config.outDir, shared.tempDir, !!config.buildCacheDir);
      const kept: KeptPage[] = [];
      for (const item of job.items) {
        const page = writeRenderedPage(item, shared.contexts[item.page.locale], writer);
        if (page) kept.push(page);
      }
      return { ...(await writer.finish()), kept };
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
