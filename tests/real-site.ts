// The real site (data/, content/, static/) built once and shared by the test
// files that read it, built only when one of them asks for it.
//
// Why not a vitest global setup: a global setup runs before every run, so
// `npx vitest run tests/unit/x.test.ts` paid for a whole-site build (~19 s)
// to run a file that never looks at it. Here the first file that calls
// realSite() builds; the other workers of the same run wait for that build
// (a lock folder made atomically by mkdir); a later run whose sources have not
// changed reuses it, because the folder is named by a hash of every file that
// can change the output.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Records } from '../src/shared/model/types.ts';
import { ROOT } from './helpers.ts';

export interface PageSnapshot {
  key: string;
  locale: 'en' | 'fr';
  path: string;
  kind: string;
  bodyKind: string;
  listing?: string;
  hidden: boolean;
  noindex: boolean;
  untranslated: boolean;
  source?: string;
}

export interface RealSite {
  outDir: string;
  siteUrl: string;
  records: Records;
  pages: PageSnapshot[];
}

const INPUTS = ['data', 'content', 'static', 'src', 'generator', 'package-lock.json', 'site.config.json'];
// one folder per checkout: runs from two clones never remove each other's build
const CACHE = path.join(os.tmpdir(), 'lod-real-site', crypto.createHash('sha256').update(ROOT).digest('hex').slice(0, 12));
const WAIT_LIMIT_MS = 10 * 60_000;

/** A hash of every input file's path and bytes: same hash, same output. */
function sourceHash(): string {
  const hash = crypto.createHash('sha256');
  const visit = (rel: string) => {
    const abs = path.join(ROOT, rel);
    let stat: fs.Stats;
    try {
      stat = fs.statSync(abs);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(abs).sort()) visit(path.join(rel, name));
    } else if (stat.isFile()) {
      hash.update(rel).update('\0').update(fs.readFileSync(abs)).update('\0');
    }
  };
  for (const input of INPUTS) visit(input);
  return hash.digest('hex').slice(0, 16);
}

function ownerAlive(lock: string): boolean {
  try {
    const pid = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8'));
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function buildInto(dir: string): Promise<RealSite> {
  const { build } = await import('../generator/build.ts');
  const { makeConfig } = await import('../generator/config.ts');
  const outDir = path.join(dir, 'out');
  fs.rmSync(outDir, { recursive: true, force: true });
  const config = makeConfig({ rootDir: ROOT, outDir });
  const { state } = await build(config);
  return {
    outDir,
    siteUrl: config.siteUrl,
    records: state.records,
    pages: state.table.pages.map((p) => ({
      key: p.key,
      locale: p.locale,
      path: p.path,
      kind: p.kind,
      bodyKind: p.body.kind,
      listing: p.listing,
      hidden: p.hidden,
      noindex: p.noindex,
      untranslated: p.untranslated,
      source: p.source,
    })),
  };
}

let pending: Promise<RealSite> | undefined;

/** The real site's build: its output folder, records and page table. */
export function realSite(): Promise<RealSite> {
  pending ??= load();
  return pending;
}

async function load(): Promise<RealSite> {
  const dir = path.join(CACHE, sourceHash());
  const done = path.join(dir, 'site.json');
  const lock = `${dir}.lock`;
  fs.mkdirSync(CACHE, { recursive: true });
  const started = Date.now();
  for (;;) {
    if (fs.existsSync(done)) return JSON.parse(fs.readFileSync(done, 'utf8')) as RealSite;
    try {
      fs.mkdirSync(lock);
    } catch {
      // another worker is building: wait for it, or take over if it died
      if (!ownerAlive(lock) && fs.existsSync(lock)) fs.rmSync(lock, { recursive: true, force: true });
      if (Date.now() - started > WAIT_LIMIT_MS) throw new Error(`gave up waiting for the real-site build in ${dir}`);
      await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    try {
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
      // only the newest build is kept: remove the ones of older sources
      for (const name of fs.readdirSync(CACHE)) {
        if (name !== path.basename(dir) && !name.endsWith('.lock')) fs.rmSync(path.join(CACHE, name), { recursive: true, force: true });
      }
      fs.mkdirSync(dir, { recursive: true });
      const site = await buildInto(dir);
      fs.writeFileSync(`${done}.tmp`, JSON.stringify(site));
      fs.renameSync(`${done}.tmp`, done);
      return site;
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
}
