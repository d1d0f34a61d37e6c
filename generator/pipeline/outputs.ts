// Outputs stage: the files made from the whole site rather than one page:
// the features' outputs (sitemap, linked data, search index; features.ts),
// the feeds and the term data.
import type { Records } from '../../src/shared/model/types.ts';
import { filesOf, type OutputInput } from '../extensions.ts';
import { outputs } from '../features.ts';
import { feedFiles } from '../feeds.ts';
import type { SiteModel } from '../model/index.ts';
import type { OutputWriter, WholeFile } from '../write/index.ts';
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
export function siteFiles(siteUrl: string, model: SiteModel, records: Records): WholeFile[] {
  return [...feedFiles(siteUrl, model.blog.feeds), ...termDataFiles(records.concepts)];
}
