// The query worker's job: the records, then the SHACL problems, from the
// graph or from the build cache (pipeline/query.ts, queryThread).
import type { SiteConfig } from '../../config.ts';
import { queryThread } from '../../pipeline/query.ts';
import type { FromWorker } from '../messages.ts';
import { lapper } from './lap.ts';

export async function queryJob(config: SiteConfig, send: (m: FromWorker) => void): Promise<void> {
  const { stages, lap } = lapper();
  await queryThread(
    config,
    {
      records: (a) => send({ type: 'records', ...a }),
      validation: (a) => send({ type: 'validation', ...a }),
    },
    lap,
    stages,
  );
}
