// `npm install` runs `generator/run.mjs prepare` (package.json's postinstall):
// the compiled generator and the client bundle are made then, once per
// version of their sources, so the first build of a fresh clone compiles and
// bundles nothing — it is a cold build of the site, not of the generator.
import { describe, it, expect, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fixtureSite, ROOT } from '../helpers.ts';

const CACHE = path.join(ROOT, 'node_modules/.cache/lod-portal');

/** Every file under `dir` with its modification time. */
function snapshot(dir: string): Record<string, number> {
  const out: Record<string, number> = {};
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out[path.relative(dir, p)] = fs.statSync(p).mtimeMs;
    }
  };
  walk(dir);
  return out;
}

describe('prepare (npm install)', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('is what npm install runs after installing', () => {
    const scripts = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>;
    expect(scripts.postinstall).toBe('node generator/run.mjs prepare');
  });

  it('compiles the generator and bundles the client, and the next build compiles and bundles nothing', async () => {
    const prepared = spawnSync(process.execPath, ['generator/run.mjs', 'prepare'], { cwd: ROOT, encoding: 'utf8' });
    expect(prepared.stderr).toBe('');
    expect(prepared.status).toBe(0);
    const key = /lod-portal\/([0-9a-f]+)/.exec(prepared.stdout)?.[1];
    expect(key).toBeDefined();
    const folder = path.join(CACHE, key!);
    const before = snapshot(folder);
    expect(Object.keys(before)).toContain('cli.mjs');
    expect(Object.keys(before)).toContain('client/manifest.json');
    const client = Object.keys(before).find((f) => /^client\/assets\/client-.*\.js$/.test(f));
    expect(client).toBeDefined();

    const { dir, config } = await fixtureSite();
    dirs.push(dir);
    const built = spawnSync(
      process.execPath,
      ['generator/run.mjs', 'build', '--out', config.outDir, '--data', config.dataDir, '--content', config.contentDir],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    expect(built.stderr).toBe('');
    expect(built.status).toBe(0);
    // nothing was compiled or bundled again: the same files, untouched, and no other version beside them
    expect(snapshot(folder)).toEqual(before);
    expect(fs.readdirSync(CACHE)).toEqual([key]);
    // the site ships the prepared client bundle
    const shipped = path.join(config.outDir, client!.replace(/^client\//, ''));
    expect(fs.readFileSync(shipped)).toEqual(fs.readFileSync(path.join(folder, client!)));
  }, 300_000);
});
