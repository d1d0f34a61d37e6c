// generator/bundle-startup.ts: the client's start-up code has no React (it
// comes with an island), and a static import of a component would be caught.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { islandOnlyModulesAtStartup } from '../../generator/bundle-startup.ts';
import { ROOT } from '../helpers.ts';

async function reactAtStartup(entry: string): Promise<string[]> {
  const r = await esbuild.build({
    entryPoints: { client: entry },
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    outdir: '/assets',
    entryNames: '[name]-[hash]',
    jsx: 'automatic',
    metafile: true,
    logLevel: 'silent',
    define: { __SPARQL_WORKER__: '""' },
  });
  const start = Object.keys(r.metafile.outputs).find((o) => path.basename(o).startsWith('client-'))!;
  return islandOnlyModulesAtStartup(r.metafile, start);
}

describe('the client start-up code', () => {
  it('imports no React: islands load it', async () => {
    expect(await reactAtStartup(path.join(ROOT, 'src/client/main.ts'))).toEqual([]);
  });

  it('would be caught importing an island component statically', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'startup-probe-'));
    const entry = path.join(dir, 'main.ts');
    const component = JSON.stringify(path.join(ROOT, 'src/components/Catalogue.tsx'));
    fs.writeFileSync(entry, `import { Catalogue } from ${component};\nconsole.log(Catalogue);\n`);
    try {
      expect((await reactAtStartup(entry)).length).toBeGreaterThan(0);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });
});
