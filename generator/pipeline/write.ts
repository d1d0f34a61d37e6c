// Write stage: what is left once pages and outputs are in the temporary
// folder (the client bundle, the static files), then the swap that puts the
// new site in place of the old one.
import type { bundleClient } from '../bundle.ts';
import type { SiteConfig } from '../config.ts';
import { listPublishedFiles } from '../load/static.ts';
import type { OutputWriter } from '../write/index.ts';

export async function writeStage(config: SiteConfig, writer: OutputWriter, bundle: Awaited<ReturnType<typeof bundleClient>>) {
  for (const f of bundle.files) writer.write(f);
  writer.copyFiles(listPublishedFiles(config));
  return writer.commit();
}
