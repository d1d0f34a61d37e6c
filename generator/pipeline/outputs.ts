// Outputs stage: the files made from the whole site rather than one page:
// the features' outputs (sitemap, linked data, search index; features.ts),
// the feeds and the term data.
import type { Records } from '../../src/shared/model/types.ts';
import type { OutputInput } from '../extensions.ts';
import type { ContentCache } from '../cache/content-cache.ts';
import { writeOutput } from '../cache/output-files.ts';
import { outputs } from '../features.ts';
import { feedFiles } from '../feeds.ts';
import type { SiteModel } from '../model/index.ts';
import type { OutputWriter, WholeFile } from '../write/index.ts';
import { termDataFiles } from './term-data.ts';

/** Runs every extension output into `writer` (those the build cache keeps through it), timing each one. */
export async function runOutputs(
  input: OutputInput,
  writer: OutputWriter,
  lap: (stage: string) => void,
  cache?: ContentCache,
): Promise<void> {
  for (const output of outputs) {
    await writeOutput(output, input, writer, cache);
    lap(output.name);
  }
}

/** The feeds and the term-of-the-day data. */
export function siteFiles(siteUrl: string, model: SiteModel, records: Records): WholeFile[] {
  return [...feedFiles(siteUrl, model.blog.feeds), ...termDataFiles(records.concepts)];
}
