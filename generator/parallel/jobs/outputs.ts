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
import { hasSiteGraph } from '../../linked-data/graph.ts';
import type { Store } from 'n3';

export async function outputsJob(config: SiteConfig, send: (m: FromWorker) => void, messages: AsyncIterator<ToWorker>): Promise<void> {
  const { stages, lap, reset } = lapper();
  let store: Store | undefined = (await loadGraph(config)).store;
  lap('load (outputs thread)');
  const { value: message } = await messages.next();
  if (message?.type !== 'outputs') throw new Error(`an output thread was sent "${message?.type}"`);
  reset();
  const writer = new OutputWriter(config.outDir, message.tempDir);
  const list = new TwoEndedList(message.list);
  const { pages, close } = unpackTexts(message.records);
  const input = {
    config,
    pages,
    get store(): Store {
      if (!store) throw new Error('an output read the data graph after the site graph was built from it');
      return store;
    },
  };
  const afterEach = (stage: string) => {
    lap(stage);
    // The outputs read the data graph only to build the site graph (linked-data/graph.ts): once it is
    // built, this thread lets its copy go (~45 MB live at bench scale 20, through entities, dumps and search).
    if (hasSiteGraph(pages)) store = undefined;
  };
  await runOutputs(input, writer, afterEach, () => list.takeFront());
  close();
  // the build cache's hits and misses travel with the stage times (pipeline/timer.ts counts them)
  send({ type: 'outputs', ...(await writer.finish()), stages: [...stages, ...takeCacheMarks()] });
}
