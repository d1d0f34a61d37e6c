// Outputs stage: the files made from the whole site rather than one page.
// The extension outputs (sitemap, linked data, search index; extensions.ts)
// run beside the render on the worker of their lane (parallel/scheduler.ts),
// or here for a dev rebuild; the feeds and the term data are small and
// written by the main thread.
import type { Records } from '../../src/shared/model/types.ts';
import { filesOf, inLane, outputs, type OutputInput, type OutputLane } from '../extensions.ts';
import type { OutputRunner } from '../parallel/messages.ts';
import type { Timer } from './timer.ts';
import '../features.ts';
import { feedFiles } from '../feeds.ts';
import { outputRecords, packTexts } from './output-records.ts';
import type { SiteModel } from '../model/index.ts';
import type { OutputFile, OutputWriter } from '../write/index.ts';
import { termDataFiles } from './term-data.ts';

/** Runs every extension output of `lane` into `writer`, timing each one. */
export async function runOutputs(
  input: OutputInput,
  writer: OutputWriter,
  lap: (stage: string) => void,
  lane: OutputLane = 'all',
): Promise<void> {
  for (const output of outputs.filter((o) => inLane(o, lane))) {
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
 * Starts the extension outputs: on the workers of their lanes beside the
 * render, or (no worker) here once called back. The function returned waits
 * for them.
 */
export function startOutputs(input: OutputInput, writer: OutputWriter, timer: Timer, workers: OutputRunner[]): () => Promise<void> {
  // copied to each worker at once: this thread keeps none of it; the pages' words go only to the lane that
  // reads them, as one UTF-8 buffer, moved rather than copied (output-records.ts)
  const running = workers.map((w) => w.runOutputs(packTexts(outputRecords(input, w.lane !== 'graph')), writer.tempDir));
  return async () => {
    if (!running.length) return runOutputs({ ...input, pages: outputRecords(input) }, writer, (stage) => timer.lap(stage));
    for (const done of await Promise.all(running)) {
      writer.addWritten(done);
      timer.add(...done.stages);
    }
    timer.lap('wait: outputs');
  };
}
