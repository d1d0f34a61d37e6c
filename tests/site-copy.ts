// A writable copy of the real site (data/, content/, static/) in a temporary
// folder, for tests that edit it as an editor would and then validate or build;
// and the configuration of any such site folder.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { makeConfig, type SiteConfig } from '../generator/config.ts';
import { ROOT } from './helpers.ts';

/** The configuration of a site folder laid out as the project is (data/, content/, static/, out/ in `dir`). */
export function siteConfig(dir: string, extra: Partial<SiteConfig> = {}): SiteConfig {
  return makeConfig({
    rootDir: dir,
    dataDir: path.join(dir, 'data'),
    contentDir: path.join(dir, 'content'),
    staticDir: path.join(dir, 'static'),
    outDir: path.join(dir, 'out'),
    ...extra,
  });
}

export async function realSiteCopy(): Promise<{ dir: string; config: SiteConfig; remove: () => Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lod-real-copy-'));
  for (const d of ['data', 'content', 'static']) await fs.cp(path.join(ROOT, d), path.join(dir, d), { recursive: true });
  // the address is fixed so the data's IRIs are the site's whatever SITE_URL says
  const config = siteConfig(dir, { siteUrl: 'https://portal.lincsproject.ca', sparql: undefined });
  return { dir, config, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}
