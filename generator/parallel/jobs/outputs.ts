// The extension outputs on a worker, from the pages the main thread hands
// over, beside the render: on the graph thread once its queries are answered
// (jobs/query.ts), those that read the graph (sitemap, linked data); on the
// output thread, those that read only the pages (the search index).
import { Store } from 'n3';
import type { SiteConfig } from '../../config.ts';
import type { OutputLane } from '../../extensions.ts';
import { loadGraph, type SourcedGraph } from '../../load/graph-source.ts';
import { takeCacheMarks } from '../../cache/output-files.ts';
import { unpackTexts } from '../../pipeline/output-records.ts';
import { runOutputs } from '../../pipeline/outputs.ts';
import { OutputWriter } from '../../write/index.ts';
import type { FromWorker, ToWorker } from '../messages.ts';
import { lapper } from './lap.ts';

/** The graph's outputs. `graph`: the one the queries read, or none when they came from the build cache (read it then). */
export async function graphOutputsJob(
  config: SiteConfig,
  graph: SourcedGraph | undefined,
  send: (m: FromWorker) => void,
  messages: AsyncIterator<ToWorker>,
): Promise<void> {
  const { lap, ...timing } = lapper();
  const store = (graph ?? (await loadGraph(config))).store;
  if (!graph) lap('load (graph outputs)');
  await outputsOf(config, store, 'graph', { lap, ...timing }, send, messages);
}

/** The output thread's job: the outputs that read only the pages. */
export function pagesOutputsJob(config: SiteConfig, send: (m: FromWorker) => void, messages: AsyncIterator<ToWorker>): Promise<void> {
  // they never read it
  const noGraph = new Store();
  return outputsOf(config, noGraph, 'pages', lapper(), send, messages);
}

async function outputsOf(
  config: SiteConfig,
  store: Store,
  lane: OutputLane,
  { stages, lap, reset }: ReturnType<typeof lapper>,
  send: (m: FromWorker) => void,
  messages: AsyncIterator<ToWorker>,
): Promise<void> {
  const { value: message } = await messages.next();
  if (message?.type !== 'outputs') throw new Error(`a thread was sent "${message?.type}" for its outputs`);
  reset();
  const writer = new OutputWriter(config.outDir, message.tempDir);
  await runOutputs({ config, store, pages: unpackTexts(message.records) }, writer, lap, lane);
  // the build cache's hits and misses travel with the stage times (pipeline/timer.ts counts them)
  send({ type: 'outputs', ...(await writer.finish()), stages: [...stages, ...takeCacheMarks()] });
}
