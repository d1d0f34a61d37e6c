// Write stage: what is left once pages and outputs are written (the client
// bundle, the static files), then the commit that puts the new site in place
// of the old one (write/index.ts).
import type { bundleClient } from '../bundle.ts';
import type { SiteConfig } from '../config.ts';
import { listPublishedFiles } from '../load/static.ts';
import type { OutputWriter } from '../write/index.ts';

export async function writeStage(config: SiteConfig, writer: OutputWriter, bundle: Awaited<ReturnType<typeof bundleClient>>) {
  for (const f of bundle.files) writer.write(f);
  writer.copyFiles(listPublishedFiles(config));
  return writer.commit();
}
