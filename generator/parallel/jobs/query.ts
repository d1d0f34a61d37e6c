// The graph thread's job: the records, then the SHACL problems, from the
// graph or from the build cache (pipeline/query.ts, queryThread); then, once
// the main thread hands over the pages, the extension outputs that read the
// graph (sitemap, linked data) from the same graph (jobs/outputs.ts). One
// thread for both: a second one cost a Node start, its own imports and a
// second parse of the Turtle, while this one sat idle from validation on.
import type { SiteConfig } from '../../config.ts';
import { releaseEngine } from '../../query/engine.ts';
import { queryThread } from '../../pipeline/query.ts';
import type { FromWorker, ToWorker } from '../messages.ts';
import { lapper } from './lap.ts';

export async function queryJob(config: SiteConfig, send: (m: FromWorker) => void, messages: AsyncIterator<ToWorker>): Promise<void> {
  const { stages, lap } = lapper();
  // the output code loads while the queries run: it is on the path to the first output file
  const outputs = import('./outputs.ts');
  const graph = await queryThread(
    config,
    {
      records: (a) => send({ type: 'records', ...a }),
      validation: (a) => send({ type: 'validation', ...a }),
    },
    lap,
    stages,
  );
  // Comunica's engine is not needed again: its heap can go before the outputs grow theirs
  releaseEngine();
  await (await outputs).graphOutputsJob(config, graph, send, messages);
}
