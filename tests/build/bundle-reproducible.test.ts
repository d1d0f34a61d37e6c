// The client bundle is the same, names and bytes, whatever folder the
// command that makes it is started from: the first build after a change of
// the generator's sources makes the bundle every later build ships, and a
// build started from a site's folder (or by a test) once gave other chunk
// names, so the same sources and content gave other pages.
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { CLI_ENV, ROOT } from '../helpers.ts';

/** Each file of a client bundle made by a process started in `cwd`, with a digest of its bytes. */
async function bundledFrom(cwd: string): Promise<string[]> {
  const bundle = pathToFileURL(path.join(ROOT, 'generator/bundle.ts')).href;
  const script = `
    const { bundleClient } = await import(${JSON.stringify(bundle)});
    const { createHash } = await import('node:crypto');
    const b = await bundleClient({ withClient: true, staticDir: 'static' });
    console.log(JSON.stringify(b.files.map((f) => f.path + ' ' + createHash('sha256').update(f.content).digest('hex'))));
  `;
  const loader = pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', loader, '--input-type=module', '--eval', script], {
    cwd,
    env: CLI_ENV,
  });
  return JSON.parse(stdout) as string[];
}

describe('the client bundle', () => {
  it('has the same files, names and bytes, made from the project folder or from elsewhere', async () => {
    const [here, elsewhere] = await Promise.all([bundledFrom(ROOT), bundledFrom(os.tmpdir())]);
    expect(here.some((f) => f.startsWith('/assets/client-'))).toBe(true);
    expect(elsewhere).toEqual(here);
  }, 120_000);
});
