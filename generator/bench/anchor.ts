// The Docusaurus anchor: shared/bench/anchor-docusaurus/run.sh builds the
// same portal-shaped corpus with Docusaurus 3.5.2 (installing it from the npm
// registry the first time) and prints its own wall time, CPU and peak memory
// from GNU time; the page weight is read from its output the same way as ours.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { countFiles, pageWeight, runTimed, type PageWeight, type Usage } from './measure.ts';
import { prepareCaches, type Mode } from './caches.ts';

export interface AnchorRun extends Usage {
  ok: boolean;
  message: string;
  htmlFiles?: number;
  outputMb?: number;
  weight?: PageWeight;
  weighedPage?: string;
}

/**
 * shared/bench/NAME beside the project: ../shared from the main checkout,
 * ../../shared from a worktree under wt/ (the first that exists).
 */
export function sharedBenchDir(root: string, name: string): string {
  const candidates = ['../shared/bench', '../../shared/bench'].map((d) => path.resolve(root, d, name));
  return candidates.find((d) => fs.existsSync(d)) ?? candidates[0];
}

export function defaultAnchorDir(root: string): string {
  return process.env.ANCHOR_DIR ?? sharedBenchDir(root, 'anchor-docusaurus');
}

/** The folder run.sh works in (under its TMPDIR). */
export function anchorWorkDir(tmpDir = process.env.TMPDIR || '/tmp'): string {
  return path.join(tmpDir, 'anchor-docusaurus');
}

/** `docusaurus build: wall 97.1 s, user 110.2 s, sys 9.1 s, peak RSS 1363000 KB` */
export function parseAnchorOutput(text: string): Partial<Usage> & { htmlFiles?: number; outputBytes?: number } {
  const t = /wall ([\d.]+) s, user ([\d.]+) s, sys ([\d.]+) s, peak RSS (\d+) KB/.exec(text);
  const html = /html files: (\d+)/.exec(text);
  const bytes = /build bytes: (\d+)/.exec(text);
  return {
    ...(t ? { wallS: Number(t[1]), cpuS: Number(t[2]) + Number(t[3]), peakMb: Number(t[4]) / 1024 } : {}),
    htmlFiles: html ? Number(html[1]) : undefined,
    outputBytes: bytes ? Number(bytes[1]) : undefined,
  };
}

/** A French doc page that has a translation in the anchor's corpus (the anchor README weighs one). */
export function anchorSamplePage(workDir: string): string | undefined {
  const fr = path.join(workDir, 'i18n/fr/docusaurus-plugin-content-docs/current/about-lincs');
  if (!fs.existsSync(fr)) return undefined;
  const pages = fs
    .readdirSync(fr)
    .filter((f) => f.endsWith('.md'))
    .map((f) => Number(/page-(\d+)\.md$/.exec(f)?.[1]))
    .filter((n) => Number.isFinite(n))
    .sort((a, b) => a - b);
  return pages.length ? `fr/docs/about-lincs/page-${pages[0]}` : undefined;
}

/**
 * `tmpDir`: where run.sh works; the benchmark gives it the folder our own
 * builds write to, so both write to the same disk. Cold (the default): no
 * webpack or babel cache (caches.ts removes them, as run.sh does itself
 * unless WARM=1); warm: WARM=1, every cache of the previous run kept.
 */
export function runAnchor(anchorDir: string, scale = 1, tmpDir = process.env.TMPDIR || os.tmpdir(), mode: Mode = 'cold'): AnchorRun {
  const script = path.join(anchorDir, 'run.sh');
  if (!fs.existsSync(script)) return { ok: false, message: `no anchor at ${anchorDir}`, wallS: 0, cpuS: 0, peakMb: 0 };
  const work = anchorWorkDir(tmpDir);
  prepareCaches('docusaurus', mode, { docusaurusWork: work, toolCache: '', hugoSite: '', hugoCache: '' });
  const env = { ...process.env, TMPDIR: tmpDir, WARM: mode === 'warm' ? '1' : '0' };
  const r = runTimed('bash', [script, String(scale)], { cwd: tmpDir, env });
  const out = r.stdout + r.stderr;
  const parsed = parseAnchorOutput(out);
  if (r.status !== 0 || parsed.wallS === undefined) {
    return { ok: false, message: out.trim().split('\n').slice(-12).join('\n'), wallS: 0, cpuS: 0, peakMb: 0 };
  }
  const buildDir = path.join(work, 'build');
  const page = anchorSamplePage(work);
  return {
    ok: true,
    message: out.trim(),
    wallS: parsed.wallS,
    cpuS: parsed.cpuS!,
    // run.sh's GNU time sees the largest process only; the sampled tree (npx, Docusaurus and its
    // minifier workers, and run.sh's short corpus step before them) is usually larger
    peakMb: Math.max(parsed.peakMb!, r.usage.peakMb),
    htmlFiles: parsed.htmlFiles ?? countFiles(buildDir, '.html'),
    outputMb: parsed.outputBytes !== undefined ? parsed.outputBytes / 1024 / 1024 : undefined,
    weight: page ? pageWeight(buildDir, page) : undefined,
    weighedPage: page,
  };
}
