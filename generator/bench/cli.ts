// `npm run bench`: builds the real site and a deterministic synthetic corpus
// at scales 1, 5 and 20, each in a child process under GNU time, and prints
// wall time, CPU time, peak memory, pages written, time per stage and per
// query, and the bytes one doc page ships (HTML, CSS, start-up JavaScript; raw
// and gzip). `--anchor` also builds the Docusaurus anchor on the same scale-1
// corpus shape in the same run and prints the ratios and the targets.
// A benchmark, not a test: it asserts nothing.
//
//   npm run bench -- [--anchor] [--scales 1,5,20] [--seed 7] [--runs 3] [--no-real]
//                    [--profile DIR] [--json FILE] [--keep]
//   npm run bench -- --lighthouse [--out DIR] [--runs N]   (Lighthouse on `npm run serve`)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SEED, writeCorpus } from './corpus.ts';
import { buildSite, pageWeight, type BuildRun } from './measure.ts';
import { quietNote, settle } from './settle.ts';
import { defaultAnchorDir, runAnchor, type AnchorRun } from './anchor.ts';
import { checkTargets, formatAnchor, formatRuns, formatTargets, type Column } from './report.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REAL_SITE_PAGES = ['fr/docs/create-lod/get-started', 'fr/docs/terms/triple', 'fr'];
const BENCH_ROOT = path.resolve(process.env.BENCH_DIR ?? path.join(ROOT, '.bench'));
/** generator/run.mjs keeps the compiled generator and the client bundle here */
const TOOL_CACHE = path.join(ROOT, 'node_modules/.cache/lod-portal');

interface Options {
  anchor: boolean;
  scales: number[];
  seed: number;
  real: boolean;
  profileDir?: string;
  json?: string;
  keep: boolean;
  /** builds of the real site and of scales up to 5 run this many times; the median is reported */
  runs: number;
}

function parseArgs(argv: string[]): Options {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const scales = (value('--scales') ?? '1,5,20').split(',').map(Number).filter((n) => n > 0);
  return {
    anchor: argv.includes('--anchor'),
    scales,
    seed: Number(value('--seed') ?? DEFAULT_SEED),
    real: !argv.includes('--no-real'),
    profileDir: value('--profile') ? path.resolve(value('--profile')!) : undefined,
    json: value('--json'),
    keep: argv.includes('--keep'),
    runs: Math.max(1, Number(value('--runs') ?? 3)),
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
function medianBuild(runs: number, options: Parameters<typeof buildSite>[0]): { run: BuildRun; note: string } {
  const done: BuildRun[] = [];
  let notes = '';
  for (let i = 0; i < runs; i++) {
    notes ||= quietNote(settle());
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

async function main() {
  // `--lighthouse`: the page-speed benchmark of the served site instead (generator/bench/lighthouse.ts)
  if (process.argv.includes('--lighthouse')) return (await import('./lighthouse.ts')).runLighthouseBench(process.argv.slice(2));
  const options = parseArgs(process.argv.slice(2));
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

  if (options.real) {
    const outDir = path.join(work, 'real');
    // the first build compiles the generator and bundles the client (both kept
    // for later builds, as after `npm install` and a first `npm run build`)
    fs.rmSync(TOOL_CACHE, { recursive: true, force: true });
    console.log('\nreal site (data/ and content/): first run, generator not compiled yet…');
    const quiet = quietNote(settle());
    const cold = buildSite({ root: ROOT, label: 'real (1st)', outDir });
    console.log(cold.ok ? `  ${cold.wallS.toFixed(2)} s wall, ${cold.cpuS.toFixed(2)} s CPU, ${cold.peakMb.toFixed(0)} MB${quiet}; then with the compiled generator…` : '  build failed');
    const measured = cold.ok ? medianBuild(options.runs, { root: ROOT, label: 'real site', outDir, cpuProfileDir: profile('real') }) : { run: cold, note: '' };
    const warm = measured.run;
    if (warm.ok) console.log(`  ${warm.wallS.toFixed(2)} s${measured.note}`);
    const warmOut = warm.outDir ?? outDir;
    weigh(warm, warmOut, REAL_SITE_PAGES);
    columns.push({ run: warm });
    if (warm.ok) {
      for (const page of REAL_SITE_PAGES.slice(1).filter((p) => fs.existsSync(path.join(warmOut, p, 'index.html')))) {
        const w = pageWeight(warmOut, page);
        console.log(`  /${page}: HTML ${(w.html.gzip / 1024).toFixed(1)} KB gzip, CSS ${(w.css.gzip / 1024).toFixed(1)} KB gzip, start-up JS ${(w.js.gzip / 1024).toFixed(1)} KB gzip (${w.js.files} files)`);
      }
    }
    if (warm.ok) await (await import('./search.ts')).benchSearch(warmOut);
  }

  for (const scale of options.scales) {
    const dir = path.join(work, `scale-${scale}`);
    const corpus = await writeCorpus(dir, { scale, seed: options.seed }, ROOT);
    const s = corpus.stats;
    console.log(`\nsynthetic scale ${scale} (seed ${options.seed}): ${s.docsTotal} docs (${s.docsFrench} in French), ${s.posts} posts (${s.postsFrench} in French), ${s.terms} terms, ${s.tools} tools, ${s.datasets} datasets, ${s.people} people, ${s.events} events…`);
    const outDir = path.join(dir, 'out');
    // a build of a minute or more averages the noise out by itself: run those once
    const { run, note } = medianBuild(scale <= 5 ? options.runs : 1, { root: ROOT, label: `scale ${scale}`, outDir, dataDir: corpus.dataDir, contentDir: corpus.contentDir, cpuProfileDir: profile(`scale-${scale}`) });
    weigh(run, run.outDir ?? outDir, [s.sampleDoc.replace(/^\//, 'fr/')]);
    console.log(run.ok ? `  ${run.wallS.toFixed(2)} s${note}` : '  build failed');
    columns.push({ run, scale });
  }

  let anchor: AnchorRun | undefined;
  if (options.anchor) {
    console.log('\nDocusaurus anchor, scale 1, cold caches (shared/bench/anchor-docusaurus/run.sh; minutes)…');
    const quiet = quietNote(settle());
    anchor = runAnchor(defaultAnchorDir(ROOT), 1, BENCH_ROOT);
    console.log(anchor.ok ? `  ${anchor.wallS.toFixed(2)} s${quiet}` : '  not measured');
  }

  console.log('\n' + formatRuns(columns));
  const scale1 = columns.find((c) => c.scale === 1)?.run;
  const scale20 = columns.find((c) => c.scale === 20)?.run;
  if (anchor && scale1) console.log('\nAnchor side by side\n' + formatAnchor(anchor, scale1));
  console.log('\nTargets (issue 12)\n' + formatTargets(checkTargets(scale1, scale20, anchor)));
  if (options.profileDir) console.log(`\nCPU profiles in ${options.profileDir}`);
  if (options.json) fs.writeFileSync(options.json, JSON.stringify({ options, columns, anchor }, null, 2));
  if (options.keep) console.log(`\nOutputs kept in ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
