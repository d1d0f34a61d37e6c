// `npm run bench`: builds the real site and a deterministic synthetic corpus
// at scales 1, 5 and 20, each in a child process under GNU time, and prints
// wall time, CPU time, peak memory, pages written, time per stage and per
// query, and the bytes one doc page ships (HTML, CSS, start-up JavaScript; raw
// and gzip). `--hugo` and `--anchor` compare like with like instead
// (compare.ts): Hugo at every scale and Docusaurus at scale 1 on the same
// corpus, beside ours, cold and warm (caches.ts), interleaved after a warm-up
// build of each (interleave.ts), medians; then the ratios, peak memory
// against the scale, and issue 23's targets.
// A benchmark, not a test: it asserts nothing.
//
//   npm run bench -- [--anchor] [--hugo] [--modes cold,warm] [--scales 1,5,20] [--seed 7]
//                    [--runs 3] [--anchor-runs 3] [--no-anchor-warmup] [--settle 60] [--no-real] [--profile DIR] [--json FILE] [--keep]
//                    [--no-markdown] [--markdown-only] [--triplestore]
//
// It also renders one Markdown page of 1, 2, 4 and 8 MB in this process and
// prints the time per MB (markdown-growth.ts), a separate small measurement.
// `--triplestore` is a run of its own: each scale's corpus built from its
// Turtle files and from a throw-away Virtuoso (triplestore.ts).
//   npm run bench -- --lighthouse [--out DIR] [--runs N]   (Lighthouse on `npm run serve`)
//   npm run bench -- --dev-loop [--runs 10] [--no-hugo] [--json FILE]   (the editing loop in Chromium, beside `hugo server`)
//   npm run bench -- --edit body,label [--scales 1] [--runs 5] [--no-hugo] [--settle 60] [--json FILE] [--keep]
//                    (a one-file change, then a build with its cache kept, against Hugo's full build: edit-rebuild.ts)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SEED, describeCorpus, writeCorpus } from './corpus.ts';
import { buildSite, pageWeight, type BuildRun } from './measure.ts';
import { quietNote, settle } from './settle.ts';
import {
  checkComparisonTargets,
  checkTargets,
  formatComparison,
  formatMemorySlopes,
  formatRuns,
  formatTargets,
  loadNote,
  type Column,
} from './report.ts';
import { compare } from './compare.ts';
import { deleteSetAside, prepareCaches, type Mode } from './caches.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REAL_SITE_PAGES = ['fr/docs/create-lod/get-started', 'fr/docs/terms/triple', 'fr'];
const BENCH_ROOT = path.resolve(process.env.BENCH_DIR ?? path.join(ROOT, '.bench'));
/** generator/run.mjs keeps the compiled generator and the client bundle here */
const TOOL_CACHE = path.join(ROOT, 'node_modules/.cache/lod-portal');

interface Options {
  anchor: boolean;
  hugo: boolean;
  /** with --anchor or --hugo: cold, warm or both */
  modes: Mode[];
  /** at most this many seconds waiting for a quiet machine before each build */
  settleS: number;
  scales: number[];
  seed: number;
  real: boolean;
  profileDir?: string;
  json?: string;
  keep: boolean;
  /** builds of the real site and of scales up to 5 run this many times; the median is reported */
  runs: number;
  /** the Markdown growth measurement (1, 2, 4, 8 MB) */
  markdown: boolean;
  /** only that measurement */
  markdownOnly: boolean;
  /** measured builds of Docusaurus (`--anchor-runs`, default `--runs`) */
  anchorRuns: number;
  /** `--no-anchor-warmup`: Docusaurus was just built (run.sh's install run), skip its warm-up build */
  anchorWarmup: boolean;
}

function parseArgs(argv: string[]): Options {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const scales = (value('--scales') ?? '1,5,20')
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
  const modes = (value('--modes') ?? 'cold,warm').split(',').filter((m): m is Mode => m === 'cold' || m === 'warm');
  return {
    anchor: argv.includes('--anchor'),
    hugo: argv.includes('--hugo'),
    modes: modes.length ? modes : ['cold', 'warm'],
    settleS: Math.max(0, Number(value('--settle') ?? 60)),
    scales,
    seed: Number(value('--seed') ?? DEFAULT_SEED),
    real: !argv.includes('--no-real'),
    profileDir: value('--profile') ? path.resolve(value('--profile')!) : undefined,
    json: value('--json'),
    keep: argv.includes('--keep'),
    runs: Math.max(1, Number(value('--runs') ?? 3)),
    markdown: !argv.includes('--no-markdown'),
    markdownOnly: argv.includes('--markdown-only'),
    anchorWarmup: !argv.includes('--no-anchor-warmup'),
    anchorRuns: Math.max(1, Number(value('--anchor-runs') ?? value('--runs') ?? 3)),
  };
}

/**
 * Short builds vary with what else the machine does: they run `runs` times
 * (each after settle()) and the run with the median wall time is reported,
 * with the spread. Each run writes a folder of its own, and no output is
 * deleted before the benchmark ends: ext4 skips inodes freed in the last 30
 * seconds when it creates files, and a build that replaced the previous
 * one's output ran 40 % slower here than the same build into a new folder.
 */
function medianBuild(
  runs: number,
  settleS: number,
  options: Parameters<typeof buildSite>[0],
  /** before each run (a cold run removes our build cache) */
  before: () => void = () => undefined,
): { run: BuildRun; note: string } {
  const done: BuildRun[] = [];
  let notes = '';
  for (let i = 0; i < runs; i++) {
    before();
    notes ||= quietNote(settle(settleS * 1000));
    const run = buildSite({ ...options, outDir: `${options.outDir}-${i + 1}`, cpuProfileDir: i === 0 ? options.cpuProfileDir : undefined });
    done.push(run);
    if (!run.ok) return { run, note: '' };
  }
  const sorted = [...done].sort((a, b) => a.wallS - b.wallS);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  const spread = runs > 1 ? ` (median of ${runs}: ${sorted.map((r) => r.wallS.toFixed(2)).join(', ')} s)` : '';
  return { run: median, note: spread + notes };
}

function weigh(run: BuildRun, outDir: string, pages: string[]): void {
  if (!run.ok) return;
  const page = pages.find((p) => fs.existsSync(path.join(outDir, p, 'index.html')));
  if (!page) return;
  run.weighedPage = '/' + page;
  run.weight = pageWeight(outDir, page);
}

async function markdownGrowth(): Promise<unknown> {
  const { measureMarkdownGrowth, formatGrowth } = await import('./markdown-growth.ts');
  console.log('\nMarkdown rendering growth (one page, this process)…');
  const growth = await measureMarkdownGrowth();
  console.log(formatGrowth(growth));
  return growth;
}

/** Where a build of the given label writes its CPU profile (none unless --profile was given). */
type Profiler = (label: string) => string | undefined;

/**
 * The real site (data/ and content/): one build that compiles the generator and bundles the client,
 * then the median of builds that keep both, as a user's second `npm run build` does.
 */
async function benchRealSite(options: Options, work: string, profile: Profiler, columns: Column[]): Promise<void> {
  const outDir = path.join(work, 'real');
  // the first build compiles the generator and bundles the client (both kept
  // for later builds, as after `npm install` and a first `npm run build`)
  fs.rmSync(TOOL_CACHE, { recursive: true, force: true });
  console.log('\nreal site (data/ and content/), COLD builds (a new output folder each, no content cache)');
  console.log(
    '  first, recompiled (node_modules/.cache/lod-portal removed: the generator compiled and the client bundled during the build)…',
  );
  const quiet = quietNote(settle(options.settleS * 1000));
  const cold = buildSite({ root: ROOT, label: 'real (1st)', outDir });
  console.log(
    cold.ok
      ? `  cold, recompiled: ${cold.wallS.toFixed(2)} s wall, ${cold.cpuS.toFixed(2)} s CPU, ${cold.peakMb.toFixed(0)} MB peak${quiet}`
      : '  build failed',
  );
  const cachePaths = { toolCache: TOOL_CACHE, hugoSite: '', hugoCache: '', docusaurusWork: '' };
  const measured = cold.ok
    ? medianBuild(options.runs, options.settleS, { root: ROOT, label: 'real site', outDir, cpuProfileDir: profile('real') }, () =>
        prepareCaches('ours', 'cold', cachePaths),
      )
    : { run: cold, note: '' };
  const precompiled = measured.run;
  if (precompiled.ok)
    console.log(
      `  cold, generator precompiled (as after npm install): ${precompiled.wallS.toFixed(2)} s wall, ` +
        `${precompiled.cpuS.toFixed(2)} s CPU, ${precompiled.peakMb.toFixed(0)} MB peak, ${precompiled.pages ?? '?'} pages${measured.note}`,
    );
  if (precompiled.ok) {
    // warm: the build cache the last cold run left, kept; the same build again with no change
    const warm = medianBuild(options.runs, options.settleS, { root: ROOT, label: 'real site (warm)', outDir: `${outDir}-warm` });
    if (warm.run.ok)
      console.log(
        `  WARM (build cache kept, no change): ${warm.run.wallS.toFixed(2)} s wall, ${warm.run.cpuS.toFixed(2)} s CPU, ` +
          `${warm.run.peakMb.toFixed(0)} MB peak${warm.note}`,
      );
  }
  const precompiledOut = precompiled.outDir ?? outDir;
  weigh(precompiled, precompiledOut, REAL_SITE_PAGES);
  columns.push({ run: precompiled });
  if (precompiled.ok) {
    for (const page of REAL_SITE_PAGES.slice(1).filter((p) => fs.existsSync(path.join(precompiledOut, p, 'index.html')))) {
      const w = pageWeight(precompiledOut, page);
      console.log(
        `  /${page}: HTML ${(w.html.gzip / 1024).toFixed(1)} KB gzip, CSS ${(w.css.gzip / 1024).toFixed(1)} KB gzip, ` +
          `start-up JS ${(w.js.gzip / 1024).toFixed(1)} KB gzip (${w.js.files} files)`,
      );
    }
  }
  if (precompiled.ok) await (await import('./search.ts')).benchSearch(precompiledOut);
}

/** Ours against the anchor (Docusaurus) and Hugo on the same synthetic corpora, interleaved so noise hits all alike. */
async function benchComparison(options: Options, work: string, profile: Profiler, columns: Column[]): Promise<void> {
  const results = await compare({
    root: ROOT,
    work,
    benchRoot: BENCH_ROOT,
    toolCache: TOOL_CACHE,
    scales: options.scales,
    seed: options.seed,
    modes: options.modes,
    runs: options.runs,
    runsLarge: 1,
    anchorRuns: options.anchorRuns,
    anchorWarmup: options.anchorWarmup,
    hugo: options.hugo,
    anchor: options.anchor,
    settleS: options.settleS,
    profile: (label) => profile(label),
    log: (line) => console.log(line),
    onScale: (r) => console.log(formatComparison([r])),
  });
  // our stage and query times: the cold build with the median wall time at each scale
  for (const r of results) {
    for (const s of r.summaries.filter((x) => x.mode === 'cold' && x.id.startsWith('ours') && x.build)) {
      const run = s.build!;
      weigh(run, run.outDir ?? '', [r.stats.sampleDoc.replace(/^\//, 'fr/')]);
      columns.push({ run, scale: s.id === 'ours' ? r.scale : undefined });
    }
  }
  console.log('\nOur builds (cold, median wall), stage by stage\n' + formatRuns(columns));
  console.log('\nLike with like: medians of interleaved builds; ours / this below 1 means ours is faster or smaller');
  console.log(
    'COLD: no cache that depends on the content (Docusaurus: node_modules/.cache and .docusaurus removed; ' +
      'Hugo: resources/ and its cache dir removed, a new output folder; ' +
      'ours: a new output folder, our precompiled generator and client bundle kept — ' +
      '"ours, recompiled" removes node_modules/.cache/lod-portal too). ' +
      'WARM: every cache kept, the second build with no change over the previous output.',
  );
  console.log(formatComparison(results));
  const slopes = formatMemorySlopes(results);
  if (slopes) console.log('\nPeak memory against the size of the site (COLD builds, medians; least-squares slopes)\n' + slopes);
  const load = loadNote(results);
  if (load) console.log(`\nLoad: ${load}`);
  console.log('\nTargets (issue 23)\n' + formatTargets(checkComparisonTargets(results)));
  if (options.json) fs.writeFileSync(options.json, JSON.stringify({ options, columns, results }, null, 2));
}

/** Our builds alone on synthetic corpora of growing scale, checked against the scaling targets. */
async function benchSyntheticScales(options: Options, work: string, profile: Profiler, columns: Column[]): Promise<void> {
  for (const scale of options.scales) {
    const dir = path.join(work, `scale-${scale}`);
    const corpus = await writeCorpus(dir, { scale, seed: options.seed }, ROOT);
    const s = corpus.stats;
    console.log(`\nsynthetic scale ${scale} (seed ${options.seed}): ${describeCorpus(s)}…`);
    const outDir = path.join(dir, 'out');
    // a build of a minute or more averages the noise out by itself: run those once; each cold (build cache removed)
    const { run, note } = medianBuild(
      scale <= 5 ? options.runs : 1,
      options.settleS,
      {
        root: ROOT,
        label: `scale ${scale}`,
        outDir,
        dataDir: corpus.dataDir,
        contentDir: corpus.contentDir,
        cpuProfileDir: profile(`scale-${scale}`),
      },
      () => prepareCaches('ours', 'cold', { toolCache: TOOL_CACHE, hugoSite: '', hugoCache: '', docusaurusWork: '' }),
    );
    weigh(run, run.outDir ?? outDir, [s.sampleDoc.replace(/^\//, 'fr/')]);
    console.log(run.ok ? `  ${run.wallS.toFixed(2)} s${note}` : '  build failed');
    columns.push({ run, scale });
  }
  console.log('\n' + formatRuns(columns));
  const scale1 = columns.find((c) => c.scale === 1)?.run;
  const scale20 = columns.find((c) => c.scale === 20)?.run;
  console.log('\nTargets (issue 12)\n' + formatTargets(checkTargets(scale1, scale20)));
  if (options.json) fs.writeFileSync(options.json, JSON.stringify({ options, columns }, null, 2));
}

async function main() {
  // `--lighthouse`: the page-speed benchmark of the served site instead (generator/bench/lighthouse.ts)
  if (process.argv.includes('--lighthouse')) return (await import('./lighthouse.ts')).runLighthouseBench(process.argv.slice(2));
  // `--dev-loop`: save-to-screen times of `npm run dev` against `hugo server` (generator/bench/dev-loop.ts)
  if (process.argv.includes('--dev-loop')) return (await import('./dev-loop.ts')).runDevLoopBench(process.argv.slice(2));
  // `--edit`: one-file change, then a build with the cache kept, against Hugo's full build (generator/bench/edit-rebuild.ts)
  if (process.argv.includes('--edit'))
    return (await import('./edit-rebuild.ts')).runEditBench(process.argv.slice(2), { root: ROOT, benchRoot: BENCH_ROOT });
  const options = parseArgs(process.argv.slice(2));
  if (options.markdownOnly) {
    await markdownGrowth();
    return;
  }
  // Builds write thousands of files, and on a disk where many were just
  // deleted creating files gets slow (ext4 skips recently freed inodes: on
  // this project's machine /tmp wrote 3,000 files 7× slower than a folder of
  // the project). Every build of the benchmark, the anchor's too, works in
  // one folder (BENCH_DIR, by default .bench/ in the project) so all meet
  // the same disk.
  fs.mkdirSync(BENCH_ROOT, { recursive: true });
  const work = fs.mkdtempSync(path.join(BENCH_ROOT, 'run-'));
  const profile = (label: string) => (options.profileDir ? path.join(options.profileDir, label) : undefined);
  const columns: Column[] = [];
  console.log(`Benchmark: production builds, both locales, one child process each (${os.cpus().length} cores, Node ${process.version})`);
  if (process.argv.includes('--triplestore')) {
    const { runTriplestoreBench, formatTriplestore } = await import('./triplestore.ts');
    const scales = process.argv.includes('--scales') ? options.scales : [1, 20];
    console.log('\n' + formatTriplestore(await runTriplestoreBench(ROOT, work, scales)));
    return;
  }

  if (options.real) await benchRealSite(options, work, profile, columns);
  if (options.anchor || options.hugo) await benchComparison(options, work, profile, columns);
  else await benchSyntheticScales(options, work, profile, columns);
  if (options.markdown) await markdownGrowth();
  if (options.profileDir) console.log(`\nCPU profiles in ${options.profileDir}`);
  deleteSetAside();
  if (options.keep) console.log(`\nOutputs kept in ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
}

main().catch((e) => {
  console.error(e);
  deleteSetAside();
  process.exit(1);
});
