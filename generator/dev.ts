// `npm run dev`: build with drafts, serve from memory, rebuild what a save
// touched and update the open pages (generator/dev/server.ts). This process
// only supervises: the dev server runs in a child process, started again when
// a file of src/ that the server renders with (components, i18n, models)
// changes, because modules, once loaded, stay as they were. The browser's
// live channel reconnects to the new process and loads the page again.
// Client scripts and styles are rebundled by the server itself.
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import type { SiteConfig } from './config.ts';
import { watchTree } from './watch-tree.ts';
import { serveDev } from './dev/server.ts';
import { PROJECT_ROOT } from './root.ts';

const WORKER = 'LOD_DEV_SERVER';

/** Files under src/ the dev server handles without a restart (see dev/server.ts). */
export function rebundledInPlace(file: string, srcDir: string): boolean {
  const rel = path.relative(srcDir, file).split(path.sep);
  return rel[0] === 'client' || rel[0] === 'styles';
}

export async function dev(config: SiteConfig, port: number): Promise<void> {
  if (process.env[WORKER]) return serveDev(config, port);
  const srcDir = path.join(PROJECT_ROOT, 'src');
  let child: ChildProcess | undefined;
  let stopping = false;
  const start = () => {
    // the same node, loader and arguments as this process (run.mjs compiles the changed sources again)
    const args = [...process.execArgv, ...process.argv.slice(1)];
    child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, [WORKER]: '1' } });
    child.on('exit', (code) => {
      if (!stopping && code !== null && code !== 0) process.exit(code);
    });
  };
  const restart = () => {
    const old = child;
    if (!old || old.exitCode !== null) return start();
    old.once('exit', start);
    old.kill();
  };
  let timer: NodeJS.Timeout | undefined;
  watchTree(srcDir, (file) => {
    if (rebundledInPlace(file, srcDir)) return;
    clearTimeout(timer);
    timer = setTimeout(restart, 100);
  });
  const stop = () => {
    stopping = true;
    child?.kill();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  start();
}
