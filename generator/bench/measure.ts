// Measuring one build: the build runs in a child process under GNU time, so
// wall time, CPU time (the child and everything it starts, esbuild included)
// and peak memory are measured the same way as the Docusaurus anchor's
// (shared/bench/anchor-docusaurus/run.sh uses /usr/bin/time too).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const GNU_TIME = '/usr/bin/time';

/**
 * Node flags of `npm run build` (package.json; generator/run.mjs sets V8's
 * interrupt budget itself): a 16 MB semi-space (what V8 grows to by itself
 * on this 64-bit machine, stated so every machine builds alike). 4 MB
 * had kept the real site's peak ~45 MB lower at the same speed, but on a
 * large site the small young generation is collected constantly: at bench
 * scale 20, when the outputs still had a thread of their own, ~1,600
 * scavenges on each of the two threads (5.6 s and 4.8 s). Interleaved cold builds, 4 MB against 16 MB: scale 20
 * 34.0/35.5 s against 31.1/31.8 s at the same peak (1.67-1.75 GB against
 * 1.69 GB); scale 5 9.9/10.2 s against 8.9/9.0 s, peak 630 MB against 725 MB;
 * real site 3.47-3.68 s against 3.41-3.53 s, peak 310 MB against 351-365 MB.
 */
export const BUILD_NODE_FLAGS = ['--max-semi-space-size=16'];

export interface Usage {
  wallS: number;
  /** user + system time of the whole process tree (waited for or not) */
  cpuS: number;
  /**
   * peak resident memory of the process tree: the larger of the sampled sum over all its processes
   * and GNU time's largest single process
   */
  peakMb: number;
}

export interface BuildRun extends Usage {
  label: string;
  /** where this build wrote the site */
  outDir?: string;
  ok: boolean;
  /** the build's own report (stdout), or the error output when it failed */
  report: string;
  pages?: number;
  files?: number;
  outputMb?: number;
  htmlFiles?: number;
  triples?: number;
  stages: { stage: string; ms: number }[];
  queries: { name: string; ms: number }[];
  /** pages rendered again (the rest taken from the build cache) and files written again (the rest kept unchanged) */
  rendered?: number;
  rewritten?: number;
  /** `Built in`: the build function, from its first stage to its last */
  totalMs?: number;
  /** what the command spends around the build (report.ts formatAround) */
  around?: { startMs: number; checkMs: number; loadMs: number; stampMs: number };
  weight?: PageWeight;
  weighedPage?: string;
}

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface PageWeight {
  html: Bytes;
  css: Bytes;
  js: Bytes & { files: number };
}

export function gzipSize(buf: Buffer): number {
  return zlib.gzipSync(buf, { level: 9 }).length;
}

/** `wall user sys maxrssKB`, as written by `/usr/bin/time -f "%e %U %S %M"`. */
export function parseGnuTime(text: string): Usage | undefined {
  const m = /(\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\d+)\s*$/.exec(text.trim());
  if (!m) return undefined;
  return { wallS: Number(m[1]), cpuS: Number(m[2]) + Number(m[3]), peakMb: Number(m[4]) / 1024 };
}

/** Stage and query times from the build report's `Stages:` and `Queries:` lines. */
export function parseReport(
  report: string,
): Pick<BuildRun, 'pages' | 'files' | 'outputMb' | 'triples' | 'stages' | 'queries' | 'rendered' | 'rewritten' | 'totalMs' | 'around'> {
  const line = (name: string) =>
    report
      .split('\n')
      .find((l) => l.startsWith(name + ':'))
      ?.slice(name.length + 1) ?? '';
  // names may hold spaces and colons ("linked data: entities", "search index")
  const timed = (text: string) =>
    text
      .split(', ')
      .map((part) => /^\s*(.+?) (\d+) ms/.exec(part))
      .filter((m): m is RegExpExecArray => !!m)
      .map((m) => ({ name: m[1], ms: Number(m[2]) }));
  const output = /(\d+) files, ([\d.]+) MB/.exec(line('Output'));
  const work = /^\s*(\d+) of \d+ pages.*; written: (\d+) of/.exec(line('Rendered'));
  const around = Object.fromEntries(timed(line('Around the build')).map((t) => [t.name, t.ms]));
  const built = /^Built in ([\d.]+) s/m.exec(report);
  return {
    rendered: work ? Number(work[1]) : undefined,
    rewritten: work ? Number(work[2]) : undefined,
    totalMs: built ? Number(built[1]) * 1000 : undefined,
    around:
      'process start' in around
        ? {
            startMs: around['process start'],
            checkMs: around['up-to-date check'],
            loadMs: around['loading the build'],
            stampMs: around['up-to-date stamp'],
          }
        : undefined,
    pages: Number(/^\s*(\d+)/.exec(line('Pages'))?.[1]) || undefined,
    files: output ? Number(output[1]) : undefined,
    outputMb: output ? Number(output[2]) : undefined,
    triples: Number(/(\d+) triples/.exec(line('Graph'))?.[1]) || undefined,
    stages: timed(line('Stages')).map((s) => ({ stage: s.name, ms: s.ms })),
    queries: timed(line('Queries')),
  };
}

const TREE_SAMPLER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'tree-rss.mjs');

/** clock ticks a second in /proc/PID/stat (USER_HZ: 100 on Linux) */
const CLOCK_TICKS = 100;

/**
 * Samples the resident memory and CPU time of every process this one starts
 * (see tree-rss.mjs) until stop() is called; stop() returns the peak memory
 * sum in MB and the CPU seconds of all those processes (0 where /proc is
 * missing or the command ended before the first sample).
 */
export function sampleTreeRss(excludedPids: number[] = []): { stop: () => { peakMb: number; cpuS: number } } {
  if (!fs.existsSync('/proc/self/stat')) return { stop: () => ({ peakMb: 0, cpuS: 0 }) };
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-rss-')), 'peak.txt');
  const args = [TREE_SAMPLER, String(process.pid), file, '100', excludedPids.join(',')];
  const sampler = spawn(process.execPath, args, { stdio: 'ignore' });
  return {
    stop() {
      sampler.kill('SIGKILL');
      let kb = 0;
      let ticks = 0;
      try {
        [kb, ticks] = fs
          .readFileSync(file, 'utf8')
          .split(' ')
          .map((n) => Number(n) || 0);
      } catch {
        // never sampled
      }
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
      return { peakMb: kb / 1024, cpuS: (ticks ?? 0) / CLOCK_TICKS };
    },
  };
}

/**
 * Runs a command under GNU time (falls back to the child's own REPORT_USAGE
 * line where /usr/bin/time is missing) and returns its output and usage: wall
 * time, CPU time of the whole tree (the larger of GNU time's, which counts
 * only the children that were waited for, and the sampled sum, which counts
 * esbuild's service process too) and peak memory of the tree (sampled, see
 * sampleTreeRss), leaving out `excludedPids` (servers the benchmark started beside the build).
 */
export function runTimed(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; excludedPids?: number[] },
): { status: number | null; stdout: string; stderr: string; usage: Usage } {
  const timeFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-time-')), 'time.txt');
  const useGnuTime = fs.existsSync(GNU_TIME);
  const { excludedPids, ...spawnOptions } = options;
  const tree = sampleTreeRss(excludedPids);
  const started = performance.now();
  const r = useGnuTime
    ? spawnSync(GNU_TIME, ['-o', timeFile, '-f', '%e %U %S %M', command, ...args], {
        ...spawnOptions,
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      })
    : spawnSync(command, args, { ...spawnOptions, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const wallS = (performance.now() - started) / 1000;
  const sampled = tree.stop();
  let usage: Usage | undefined;
  if (useGnuTime && fs.existsSync(timeFile)) usage = parseGnuTime(fs.readFileSync(timeFile, 'utf8'));
  fs.rmSync(path.dirname(timeFile), { recursive: true, force: true });
  if (!usage) {
    const own = /usage: maxRSS=(\d+) cpu=(\d+)/.exec(r.stdout ?? '');
    usage = { wallS, cpuS: Number(own?.[2] ?? 0) / 1e6, peakMb: Number(own?.[1] ?? 0) / 1024 };
  }
  // the tree's sum includes GNU time itself (~2 MB); a peak between two samples is at least the largest process's
  usage.peakMb = Math.max(usage.peakMb, sampled.peakMb);
  usage.cpuS = Math.max(usage.cpuS, sampled.cpuS);
  return { status: r.status, stdout: r.stdout ?? '', stderr: r.stderr ?? '', usage };
}

export interface BuildOptions {
  root: string;
  label: string;
  outDir: string;
  dataDir?: string;
  contentDir?: string;
  /** write a V8 CPU profile of the build into this folder */
  cpuProfileDir?: string;
  /** more environment for the build (SPARQL_ENDPOINT for the triplestore run) */
  env?: NodeJS.ProcessEnv;
  /** more arguments for `build` (`--force`) */
  extraArgs?: string[];
  /** processes started beside the build (the triplestore run's Virtuoso), not counted as its memory or CPU */
  excludedPids?: number[];
}

/** One production build of a site in a child process, as `npm run build` runs it. */
export function buildSite(o: BuildOptions): BuildRun {
  const nodeArgs = o.cpuProfileDir ? ['--cpu-prof', '--cpu-prof-dir', o.cpuProfileDir] : [];
  // the same command as `npm run build` (package.json)
  const args = [...nodeArgs, ...BUILD_NODE_FLAGS, path.join(o.root, 'generator/run.mjs'), 'build', '--out', o.outDir];
  if (o.dataDir) args.push('--data', o.dataDir);
  if (o.contentDir) args.push('--content', o.contentDir);
  args.push(...(o.extraArgs ?? []));
  const env = { ...process.env, ...o.env, NODE_ENV: 'production', REPORT_USAGE: '1' };
  const r = runTimed(process.execPath, args, { cwd: o.root, env, excludedPids: o.excludedPids });
  if (r.status !== 0) {
    const tail = (r.stderr || r.stdout).trim().split('\n').slice(-12).join('\n');
    return { label: o.label, ok: false, report: tail, stages: [], queries: [], ...r.usage };
  }
  return {
    label: o.label,
    ok: true,
    outDir: o.outDir,
    report: r.stdout,
    ...r.usage,
    ...parseReport(r.stdout),
    htmlFiles: countFiles(o.outDir, '.html'),
  };
}

export function countFiles(dir: string, ext: string): number {
  let n = 0;
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(d, e.name));
      else if (e.name.endsWith(ext)) n++;
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return n;
}

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((x) => x !== undefined);
}

/** Output path of an address used in a page (`/assets/x.js`, `./x.js` relative to `from`). */
function resolveAsset(outDir: string, from: string, href: string): string | undefined {
  if (/^[a-z]+:|^\/\//i.test(href)) return undefined; // another host: not part of the site
  const clean = href.split(/[?#]/)[0];
  const p = clean.startsWith('/') ? clean : path.posix.join(path.posix.dirname(from), clean);
  return path.join(outDir, p);
}

/**
 * What a visitor downloads for one page before it is interactive: the HTML,
 * its stylesheets, and the JavaScript that starts with it — scripts with a
 * src, module preloads and script preloads (Docusaurus lists its route
 * chunks that way), and, for ES modules, everything they import statically.
 * Dynamic imports are not counted: they load only when used.
 */
export function pageWeight(outDir: string, pagePath: string): PageWeight {
  const htmlFile = path.join(outDir, pagePath, 'index.html');
  const html = fs.readFileSync(htmlFile);
  const text = html.toString();
  const from = '/' + pagePath.replace(/^\/+/, '') + '/index.html';
  const css: string[] = [];
  const js: string[] = [];
  for (const [tag] of text.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase();
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel === 'stylesheet') css.push(href);
    else if (rel === 'modulepreload' || (rel === 'preload' && (attr(tag, 'as') ?? '').toLowerCase() === 'script')) js.push(href);
  }
  for (const [tag] of text.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src) js.push(src);
  }
  const read = (files: string[]) => {
    const seen = new Set<string>();
    const bufs: Buffer[] = [];
    const queue = files.map((f) => resolveAsset(outDir, from, f)).filter((f): f is string => !!f);
    while (queue.length) {
      const file = queue.shift()!;
      if (seen.has(file) || !fs.existsSync(file)) continue;
      seen.add(file);
      const buf = fs.readFileSync(file);
      bufs.push(buf);
      if (file.endsWith('.js') || file.endsWith('.mjs')) {
        // static imports of an ES module load with it; `import(` does not match
        const code = buf.toString();
        for (const m of code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[^'"()]*?from\s*)?["']([^"']+)["']/g)) {
          const rel = path.posix.join(path.posix.dirname('/' + path.relative(outDir, file).split(path.sep).join('/')), m[1]);
          if (m[1].startsWith('.') || m[1].startsWith('/')) queue.push(path.join(outDir, m[1].startsWith('/') ? m[1] : rel));
        }
      }
    }
    return bufs;
  };
  const sum = (bufs: Buffer[]) => ({ raw: bufs.reduce((n, b) => n + b.length, 0), gzip: bufs.reduce((n, b) => n + gzipSize(b), 0) });
  const jsBufs = read(js);
  return { html: { raw: html.length, gzip: gzipSize(html) }, css: sum(read(css)), js: { ...sum(jsBufs), files: jsBufs.length } };
}
