// Outputs stage: the files made from the whole site rather than one page.
// The extension outputs (sitemap, linked data, search index; extensions.ts)
// run on the output worker, or here for a dev rebuild; the feeds and the
// term data are small and written by the main thread.
import fs from 'node:fs';
import path from 'node:path';
import type { Records } from '../../src/shared/model/types.ts';
import { filesOf, type OutputInput } from '../extensions.ts';
import { outputs } from '../features.ts';
import type { OutputWorker } from '../parallel/output-worker.ts';
import type { Timer } from './timer.ts';
import { feedFiles } from '../feeds.ts';
import { outputRecords, packTexts, unpackTexts } from './output-records.ts';
import { TwoEndedList } from '../parallel/two-ended-list.ts';
import type { SiteModel } from '../model/index.ts';
import type { OutputWriter, WholeFile } from '../write/index.ts';
import { termDataFiles } from './term-data.ts';

/** The pages' words while the outputs read them: in the build's temporary folder, never in its output. */
const WORDS_FILE = '.words.tmp';

/** Every output in order. */
function inOrder(): () => number {
  let next = 0;
  return () => (next < outputs.length ? next++ : -1);
}

/**
 * Runs extension outputs into `writer`, timing each one: every output, or
 * those `take` hands out (their indices, -1 when no more).
 */
export async function runOutputs(
  input: OutputInput,
  writer: OutputWriter,
  lap: (stage: string) => void,
  take: () => number = inOrder(),
): Promise<void> {
  for (let i = take(); i >= 0; i = take()) {
    const output = outputs[i];
    // each file is written as it is made and dropped: an output never holds all of its files
    for await (const f of filesOf(output, input)) {
      writer.write(f);
      await writer.drain();
    }
    lap(output.name);
  }
}

/** The feeds and the term-of-the-day data. */
export function siteFiles(siteUrl: string, model: SiteModel, records: Records): WholeFile[] {
  return [...feedFiles(siteUrl, model.blog.feeds), ...termDataFiles(records.concepts)];
}

/**
 * Starts the extension outputs: on the output worker beside the render, or
 * (no worker) here once called back. The function returned, called once the
 * render is done, runs here what the output thread has not reached of the
 * outputs that read only the pages (the search indexes), taken from the back
 * of the list the output thread takes from the front, then `meanwhile` (work
 * of this thread that may come last), then waits for the rest.
 * Measured, cold, interleaved, with the output thread started early
 * (scheduler.ts): the real site 3.44 → 3.31 s (median of five), bench scale
 * 20 36.1 → 30.3 s in one pair (this thread had waited ~6 s for the output
 * thread's search indexes).
 */
export function startOutputs(
  input: OutputInput,
  writer: OutputWriter,
  timer: Timer,
  worker?: OutputWorker,
): (meanwhile: () => void) => Promise<void> {
  const list = new TwoEndedList(outputs.length);
  // the records are copied to the worker at once; the pages' words are one UTF-8 file both threads read (output-records.ts),
  // in the folder the build writes to, and gone before it is committed
  const wordsFile = path.join(writer.tempDir, WORDS_FILE);
  const packed = worker && packTexts(outputRecords(input), wordsFile);
  // this thread keeps where the words are through its render, not the records
  const words = packed && { words: packed.words, spans: packed.spans };
  const running = packed && worker.run(packed, writer.tempDir, list);
  return async (meanwhile) => {
    if (!running) {
      await runOutputs({ ...input, pages: outputRecords(input) }, writer, (stage) => timer.lap(stage));
      return meanwhile();
    }
    // records made again from this thread's pages (which let their words go once handed over),
    // the words read from the file; only if an output taken here reads them
    let unpacked: ReturnType<typeof unpackTexts> | undefined;
    const here = {
      ...input,
      get pages() {
        return (unpacked ??= unpackTexts({ pages: outputRecords(input), ...words! })).pages;
      },
    };
    const take = () => list.takeBack((i) => outputs[i].reads === 'pages');
    await runOutputs(here, writer, (stage) => timer.lap(`${stage} (main thread)`), take);
    unpacked?.close();
    meanwhile();
    const done = await running;
    fs.rmSync(wordsFile);
    writer.addWritten(done);
    timer.lap('wait: outputs');
    timer.add(...done.stages);
  };
}
