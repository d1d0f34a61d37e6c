// `npm run build` with nothing to do. A build is a function of its inputs:
// the generator (its version, cache/version.ts, covers generator/, src/, the
// lockfile and Node), the settings, the day (the term of the day and the
// events' "upcoming" or "past" follow the UTC date), and every file of data/,
// content/ and static/. When none of them changed since the build that wrote
// the output folder, and the folder still holds exactly the files that build
// left (same paths, sizes and modification times: nothing edited, added or
// removed since), a new build would write the same bytes again: the command
// says so and stops, as make, Bazel or Turborepo do with a target whose
// inputs did not change. `build --force` rebuilds anyway.
//
// Never skipped: a graph read from a SPARQL endpoint (it can change unseen),
// a build without the build cache (--no-cache, LOD_BUILD_CACHE=off: the stamp
// lives there), and inputs holding a symbolic link (what it points to is not
// hashed). The stamp is written only after a build committed its output.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config.ts';
import { SITE_CONFIG_FILE } from '../config.ts';
import { sha256 } from './content-cache.ts';
import { generatorVersion } from './version.ts';
import type { KeptFile } from '../write/index.ts';

/** stamps kept (one per output folder, ~3 MB for 50,000 files): the folders built last */
const STAMPS_KEPT = 8;

/** Each output file as [path relative to the output folder, size, modification time in ms]. */
type Manifest = [string, number, number][];

interface Stamp {
  key: string;
  builtAt: string;
  /** that build's report without its timings (report.ts, formatOutcome) */
  report: string;
  manifest: Manifest;
}

export interface UpToDate {
  builtAt: string;
  report: string;
  files: number;
}

/** Every file under `dir` with its bytes hashed in, sorted by path; false if a symbolic link is met. */
function hashTree(hash: crypto.Hash, dir: string, label: string): boolean {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true, recursive: true });
  } catch {
    hash.update(`${label}: absent\n`);
    return true;
  }
  const files: string[] = [];
  for (const e of entries) {
    if (e.isSymbolicLink()) return false;
    if (e.isFile()) files.push(path.join(e.parentPath, e.name));
  }
  files.sort();
  for (const file of files) {
    hash.update(`${label}/${path.relative(dir, file)}\0`);
    hash.update(fs.readFileSync(file));
    hash.update('\0\x01');
  }
  return true;
}

/** What the build's output depends on, as one hash; undefined when a build of this configuration is never skipped. */
export function inputsKey(config: SiteConfig, today = new Date()): string | undefined {
  if (config.sparql || !config.buildCacheDir) return undefined;
  const hash = crypto.createHash('sha256');
  hash.update(`${generatorVersion()}\n${today.toISOString().slice(0, 10)}\n${JSON.stringify(config)}\n`);
  try {
    hash.update(fs.readFileSync(path.join(config.rootDir, SITE_CONFIG_FILE)));
  } catch {
    hash.update('no site.config.json');
  }
  for (const [label, dir] of [
    ['data', config.dataDir],
    ['content', config.contentDir],
    ['static', config.staticDir],
  ]) {
    if (!hashTree(hash, dir, label)) return undefined;
  }
  return hash.digest('hex');
}

function stampFile(config: SiteConfig): string {
  const folder = sha256(path.resolve(config.outDir)).slice(0, 16);
  return path.join(config.buildCacheDir!, generatorVersion(), 'up-to-date', `${folder}.json`);
}

const byPath = (a: Manifest[number], b: Manifest[number]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/** The output folder's files, sorted by path; undefined if it cannot be read. */
function manifestOf(outDir: string): Manifest | undefined {
  try {
    const out: Manifest = [];
    for (const e of fs.readdirSync(outDir, { withFileTypes: true, recursive: true })) {
      if (e.isDirectory()) continue;
      const file = path.join(e.parentPath, e.name);
      const st = fs.lstatSync(file);
      out.push([path.relative(outDir, file), st.size, st.mtimeMs]);
    }
    return out.sort(byPath);
  } catch {
    return undefined;
  }
}

const sameManifest = (a: Manifest, b: Manifest): boolean =>
  a.length === b.length && a.every((f, i) => f[0] === b[i][0] && f[1] === b[i][1] && f[2] === b[i][2]);

/** The last build's figures if it had the same inputs and its output is untouched; otherwise undefined (build). */
export function upToDate(config: SiteConfig, key: string | undefined): UpToDate | undefined {
  if (!key) return undefined;
  let stamp: Stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(stampFile(config), 'utf8')) as Stamp;
  } catch {
    return undefined;
  }
  if (stamp.key !== key) return undefined;
  const now = manifestOf(config.outDir);
  if (!now || !sameManifest(now, stamp.manifest)) return undefined;
  return { builtAt: stamp.builtAt, report: stamp.report, files: now.length };
}

/**
 * After a build committed its output: what the next build compares with, and `outcome`, what it repeats.
 * `placed` is the output's every file as the writer put it there (write/index.ts WriteCounts), so the
 * folder is not read again: after a body edit at bench scale 20, walking it and reading the size and
 * modification time of its 51,544 files took 0.5-0.9 s. A stamp that cannot be written only costs a skip.
 */
export function writeStamp(config: SiteConfig, key: string | undefined, outcome: string, placed: KeptFile[]): void {
  if (!key) return;
  const file = stampFile(config);
  const manifest: Manifest = placed.map(([sitePath, size, mtimeMs]) => [sitePath.slice(1).split('/').join(path.sep), size, mtimeMs]);
  manifest.sort(byPath);
  const stamp: Stamp = {
    key,
    builtAt: new Date().toISOString(),
    report: outcome,
    manifest,
  };
  const temp = `${file}.${process.pid}.tmp`;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(temp, JSON.stringify(stamp));
    fs.renameSync(temp, file);
    pruneStamps(path.dirname(file));
  } catch {
    fs.rmSync(temp, { force: true });
  }
}

/** Removes all but the STAMPS_KEPT most recently written stamps: a folder not built for a while is only rebuilt once. */
export function pruneStamps(dir: string, kept = STAMPS_KEPT): void {
  const stamps = fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .map((n) => ({ file: path.join(dir, n), at: fs.statSync(path.join(dir, n)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const old of stamps.slice(kept)) fs.rmSync(old.file, { force: true });
}
