// Starts `npm run dev` for a test as an editor does (the command line, in the
// site's folder, on a free port of 127.0.0.1) and waits until it listens. The
// first build runs before the server listens: ~20-40 s on a busy machine.
import path from 'node:path';
import net from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../helpers.ts';

export interface RunningDev {
  origin: string;
  child: ChildProcess;
  /** everything it printed so far */
  output: () => string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** `project`: the generator's folder to run from (a copy of this one, for tests that edit its sources). */
export async function startDev(site: string, project = ROOT): Promise<RunningDev> {
  const port = await freePort();
  const loader = pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;
  const child = spawn(process.execPath, ['--import', loader, path.join(project, 'generator/cli.ts'), 'dev', '--port', String(port)], {
    cwd: site,
    env: { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: path.join(project, 'tsconfig.json') },
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  for (let i = 0; !output.includes('Dev server at'); i++) {
    if (i > 2400) throw new Error(`dev did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { origin: `http://127.0.0.1:${port}`, child, output: () => output };
}
