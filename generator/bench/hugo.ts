// The Hugo reference: shared/bench/anchor-hugo converts one of our bench
// corpora into a Hugo multilingual site (to-hugo.mjs, with the theme beside
// it). run.sh converts and builds in one go; here the conversion is done once
// per scale, untimed, and each build is `hugo` alone under GNU time and the
// tree sampler, as our builds are measured, so the conversion (a Node process
// parsing the glossary's Turtle) is not counted in Hugo's time or memory.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { countFiles, runTimed, type Usage } from './measure.ts';
import { sharedBenchDir } from './anchor.ts';

export interface HugoRun extends Usage {
  ok: boolean;
  message: string;
  htmlFiles?: number;
}

export function defaultHugoDir(root: string): string {
  return process.env.HUGO_ANCHOR_DIR ?? sharedBenchDir(root, 'anchor-hugo');
}

export function hugoInstalled(): boolean {
  return spawnSync('hugo', ['version'], { encoding: 'utf8' }).status === 0;
}

/** Converts a bench corpus (content/ and data/glossary.ttl under `corpusDir`) into a Hugo site at `siteDir`. */
export function makeHugoSite(hugoDir: string, corpusDir: string, siteDir: string, projectRoot: string): { ok: boolean; message: string } {
  const script = path.join(hugoDir, 'to-hugo.mjs');
  if (!fs.existsSync(script)) return { ok: false, message: `no Hugo anchor at ${hugoDir}` };
  if (!hugoInstalled()) return { ok: false, message: 'hugo is not installed (Debian: apt-get install -y hugo)' };
  const r = spawnSync(process.execPath, [script, corpusDir, siteDir, projectRoot], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { ok: r.status === 0, message: (r.stderr || r.stdout).trim().split('\n').slice(-12).join('\n') };
}

/** One `hugo` build of the site into `destination` (a new folder on a cold run, the previous one on a warm run). */
export function runHugo(siteDir: string, destination: string, cacheDir: string): HugoRun {
  const r = runTimed('hugo', ['--quiet', '--destination', destination], { cwd: siteDir, env: { ...process.env, HUGO_CACHEDIR: cacheDir } });
  if (r.status !== 0) return { ok: false, message: (r.stderr || r.stdout).trim().split('\n').slice(-12).join('\n'), ...r.usage };
  return { ok: true, message: '', ...r.usage, htmlFiles: countFiles(path.resolve(siteDir, destination), '.html') };
}
