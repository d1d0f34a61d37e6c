// Outputs stage: the files made from the whole site rather than one page.
// The extension outputs (sitemap, linked data, search index; extensions.ts)
// run on the output worker, or here for a dev rebuild; the feeds and the
// term data are small and written by the main thread.
import type { Records } from '../../src/shared/model/types.ts';
import { filesOf, outputs, type OutputInput } from '../extensions.ts';
import type { OutputWorker } from '../parallel/output-worker.ts';
import type { Timer } from './timer.ts';
import '../features.ts';
import { feedFiles } from '../feeds.ts';
import { outputRecords, packTexts } from './output-records.ts';
import type { SiteModel } from '../model/index.ts';
import type { OutputFile, OutputWriter } from '../write/index.ts';
import { termDataFiles } from './term-data.ts';

/** Runs every extension output into `writer`, timing each one. */
export async function runOutputs(input: OutputInput, writer: OutputWriter, lap: (stage: string) => void): Promise<void> {
  for (const output of outputs) {
    // each file is written as it is made and dropped: an output never holds all of its files
    for await (const f of filesOf(output, input)) {
      writer.write(f);
      await writer.drain();
    }
    lap(output.name);
  }
}

/** The feeds and the term-of-the-day data. */
export function siteFiles(siteUrl: string, model: SiteModel, records: Records): OutputFile[] {
  return [...feedFiles(siteUrl, model.blog.feeds), ...termDataFiles(records.concepts)];
}

/**
 * Starts the extension outputs: on the output worker beside the render, or
 * (no worker) here once called back. The function returned waits for them.
 */
export function startOutputs(input: OutputInput, writer: OutputWriter, timer: Timer, worker?: OutputWorker): () => Promise<void> {
  // copied to the worker at once: this thread keeps none of it
  // the pages' words cross as one UTF-8 buffer, moved rather than copied (output-records.ts)
  const running = worker?.run(packTexts(outputRecords(input)), writer.tempDir);
  return async () => {
    if (!running) return runOutputs({ ...input, pages: outputRecords(input) }, writer, (stage) => timer.lap(stage));
    const done = await running;
    writer.addWritten(done);
    timer.lap('wait: outputs');
    timer.add(...done.stages);
  };
}
