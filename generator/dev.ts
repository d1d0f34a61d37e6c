// `npm run dev`: build with drafts, serve, and rebuild when data/, content/,
// src/ or static/ change. A failed rebuild prints its errors and keeps the last
// good build served (the write stage never touches it).
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from './config.ts';
import { build } from './build.ts';
import { formatReport, formatProblems } from './report.ts';
import { createStaticServer } from './serve.ts';
import { UserError, ValidationFailed, formatUserError } from './errors.ts';

export async function dev(config: SiteConfig, port: number): Promise<void> {
  const run = async () => {
    try {
      const { report } = await build(config);
      console.log(formatReport(report));
    } catch (e) {
      if (e instanceof UserError) console.error(`error: ${formatUserError(e)}`);
      else if (e instanceof ValidationFailed) console.error(formatProblems(e.problems));
      else console.error(e);
      console.error('Rebuild failed; still serving the last good build.');
    }
  };
  await run();
  createStaticServer({ root: config.outDir, port }).listen(port, '127.0.0.1', () => console.log(`Dev server at http://127.0.0.1:${port}/`));
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  for (const dir of [config.dataDir, config.contentDir, config.staticDir, path.join(config.rootDir, 'src')]) {
    if (!fs.existsSync(dir)) continue;
    fs.watch(dir, { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(async () => {
        if (running) return;
        running = true;
        await run();
        running = false;
      }, 150);
    });
  }
}
