// The output worker's job: read the Turtle while the main thread builds the
// model, then write the extension outputs (sitemap, linked data, search
// index) from the pages it is handed, beside the render: from the front of
// the list it shares with the main thread, until none is left.
import type { SiteConfig } from '../../config.ts';
import { loadGraph } from '../../load/graph-source.ts';
import { takeCacheMarks } from '../../cache/output-files.ts';
import { unpackTexts } from '../../pipeline/output-records.ts';
import { runOutputs } from '../../pipeline/outputs.ts';
import { OutputWriter } from '../../write/index.ts';
import type { FromWorker, ToWorker } from '../messages.ts';
import { TwoEndedList } from '../two-ended-list.ts';
import { lapper } from './lap.ts';

export async function outputsJob(config: SiteConfig, send: (m: FromWorker) => void, messages: AsyncIterator<ToWorker>): Promise<void> {
  const { stages, lap, reset } = lapper();
  const graph = await loadGraph(config);
  lap('load (outputs thread)');
  const { value: message } = await messages.next();
  if (message?.type !== 'outputs') throw new Error(`an output thread was sent "${message?.type}"`);
  reset();
  const writer = new OutputWriter(config.outDir, message.tempDir);
  const list = new TwoEndedList(message.list);
  await runOutputs({ config, store: graph.store, pages: unpackTexts(message.records) }, writer, lap, () => list.takeFront());
  // the build cache's hits and misses travel with the stage times (pipeline/timer.ts counts them)
  send({ type: 'outputs', ...(await writer.finish()), stages: [...stages, ...takeCacheMarks()] });
}
