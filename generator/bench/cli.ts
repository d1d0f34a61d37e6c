// `npm run bench`: builds the real site in a child process (so peak memory is
// the build's own) and prints wall time, CPU time, peak memory, pages built,
// time per stage and per query, and the bytes a doc page ships (HTML, CSS,
// start-up JavaScript; raw and gzip). A benchmark, not a test: it asserts nothing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function gz(buf: Buffer): number {
  return zlib.gzipSync(buf, { level: 9 }).length;
}

function kb(n: number): string {
  return (n / 1024).toFixed(1) + ' KB';
}

function buildOnce(outDir: string) {
  const started = Date.now();
  // the child prints its own peak RSS and CPU time at exit (REPORT_USAGE)
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'generator/cli.ts'), 'build', '--out', outDir], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', REPORT_USAGE: '1' },
    encoding: 'utf8',
  });
  const wall = (Date.now() - started) / 1000;
  if (r.status !== 0) {
    console.error(r.stdout, r.stderr);
    throw new Error('build failed');
  }
  const usage = /usage: maxRSS=(\d+) cpu=(\d+)/.exec(r.stdout);
  return { wall, peakMb: Number(usage?.[1] ?? 0) / 1024, cpu: Number(usage?.[2] ?? 0) / 1e6, report: r.stdout };
}

/** What a visitor downloads for one page before it is interactive. */
function pageWeight(outDir: string, pagePath: string) {
  const html = fs.readFileSync(path.join(outDir, pagePath, 'index.html'));
  const text = html.toString();
  const css = [...text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => fs.readFileSync(path.join(outDir, m[1])));
  const scripts = [...text.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
  // follow static imports of the module graph: that is what loads at start-up
  const seen = new Set<string>();
  const queue = [...scripts];
  while (queue.length) {
    const src = queue.shift()!;
    if (seen.has(src)) continue;
    seen.add(src);
    const code = fs.readFileSync(path.join(outDir, src), 'utf8');
    for (const m of code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[^'"()]*?from\s*)?["'](\.\/[^"']+)["']/g)) queue.push(path.posix.join(path.posix.dirname(src), m[1]));
  }
  const js = [...seen].map((s) => fs.readFileSync(path.join(outDir, s)));
  const sum = (bufs: Buffer[], f: (b: Buffer) => number) => bufs.reduce((n, b) => n + f(b), 0);
  return {
    html: { raw: html.length, gzip: gz(html) },
    css: { raw: sum(css, (b) => b.length), gzip: sum(css, gz) },
    js: { raw: sum(js, (b) => b.length), gzip: sum(js, gz), files: seen.size },
  };
}

function main() {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-out-'));
  const outDir = path.join(out, 'site');
  console.log('Benchmark: the real site (data/ and content/), both locales');
  const cold = buildOnce(outDir);
  const warm = buildOnce(outDir);
  const pages = /Pages: (\d+)/.exec(warm.report)?.[1];
  console.log(`  pages built:        ${pages}`);
  console.log(`  wall time:          ${cold.wall.toFixed(2)} s (first run), ${warm.wall.toFixed(2)} s (second run)`);
  console.log(`  CPU time:           ${warm.cpu.toFixed(2)} s`);
  console.log(`  peak memory (RSS):  ${warm.peakMb.toFixed(0)} MB`);
  for (const line of warm.report.split('\n').filter((l) => /^(Stages|Queries|Graph|Output):/.test(l))) console.log(`  ${line}`);
  for (const page of ['fr/docs/create-lod/get-started', 'fr/docs/terms/triple', 'fr']) {
    if (!fs.existsSync(path.join(outDir, page, 'index.html'))) continue;
    const w = pageWeight(outDir, page);
    console.log(`  /${page}: HTML ${kb(w.html.raw)} (${kb(w.html.gzip)} gzip), CSS ${kb(w.css.raw)} (${kb(w.css.gzip)} gzip), start-up JS ${kb(w.js.raw)} (${kb(w.js.gzip)} gzip, ${w.js.files} files)`);
  }
  fs.rmSync(out, { recursive: true, force: true });
}

main();
