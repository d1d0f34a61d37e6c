// The output worker's job: read the Turtle while the main thread builds the
// model, then write every extension output (sitemap, linked data, search
// index) from the pages it is handed, beside the render.
import type { SiteConfig } from '../../config.ts';
import { loadGraph } from '../../load/graph-source.ts';
import { takeCacheMarks } from '../../cache/output-files.ts';
import { unpackTexts } from '../../pipeline/output-records.ts';
import { runOutputs } from '../../pipeline/outputs.ts';
import { OutputWriter } from '../../write/index.ts';
import type { FromWorker, ToWorker } from '../messages.ts';
import { lapper } from './lap.ts';

export async function outputsJob(config: SiteConfig, send: (m: FromWorker) => void, messages: AsyncIterator<ToWorker>): Promise<void> {
  const { stages, lap, reset } = lapper();
  const graph = await loadGraph(config);
  lap('load (outputs thread)');
  const { value: message } = await messages.next();
  if (message?.type !== 'outputs') throw new Error(`an output thread was sent "${message?.type}"`);
  reset();
  const writer = new OutputWriter(config.outDir, message.tempDir);
  await runOutputs({ config, store: graph.store, pages: unpackTexts(message.records) }, writer, lap);
  // the build cache's hits and misses travel with the stage times (pipeline/timer.ts counts them)
  send({ type: 'outputs', ...(await writer.finish()), stages: [...stages, ...takeCacheMarks()] });
}
