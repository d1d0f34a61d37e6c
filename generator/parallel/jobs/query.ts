// The query worker's job: read the Turtle (parsing twice is cheaper than
// copying a store between threads), answer the queries, hand the records
// over, then validate the graph while the main thread builds the model.
import type { SiteConfig } from '../../config.ts';
import { loadGraph } from '../../load/graph-source.ts';
import { queryRecords } from '../../query/index.ts';
import { validateGraph } from '../../validate/index.ts';
import type { FromWorker } from '../messages.ts';
import { lapper } from './lap.ts';

export async function queryJob(config: SiteConfig, send: (m: FromWorker) => void): Promise<void> {
  const { stages, lap } = lapper();
  const graph = await loadGraph(config);
  lap('load (query thread)');
  const { records, timings } = await queryRecords({ kind: 'store', store: graph.store }, config.siteUrl);
  lap('query');
  send({ type: 'records', records, timings, stages: stages.splice(0) });
  const problems = await validateGraph(config, graph);
  lap('validate (query thread)');
  send({ type: 'validation', problems, stages });
}
