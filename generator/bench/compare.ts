// The comparison at each scale: our build, Hugo (`--hugo`) and Docusaurus
// (`--anchor`, scale 1 only) on the same corpus, cold then warm, interleaved
// (interleave.ts), each build in a child process measured the same way
// (measure.ts: GNU time for wall and CPU of the tree, sampled RSS of the tree).
// Cold and warm are defined per generator in caches.ts.
import path from 'node:path';
import { describeCorpus, writeCorpus, type CorpusStats } from './corpus.ts';
import { buildSite } from './measure.ts';
import { settle } from './settle.ts';
import { anchorWorkDir, defaultAnchorDir, runAnchor } from './anchor.ts';
import { defaultHugoDir, makeHugoSite, runHugo } from './hugo.ts';
import { prepareCaches, type CachePaths, type Mode, type Tool } from './caches.ts';
import { schedule, summarize, type Sample, type Summary } from './interleave.ts';

export const LABELS: Record<Tool, string> = {
  ours: 'ours',
  'ours-recompiled': 'ours, recompiled',
  'ours-rebuilt': 'ours, rebuilt (--force)',
  hugo: 'Hugo 0.111',
  docusaurus: 'Docusaurus 3.5.2',
};

export interface CompareOptions {
  root: string;
  /** this run's folder (corpora, outputs, the Hugo sites) */
  work: string;
  /** where the Docusaurus anchor works (its install is kept between benchmark runs) */
  benchRoot: string;
  /** node_modules/.cache/lod-portal */
  toolCache: string;
  scales: number[];
  seed: number;
  modes: Mode[];
  /** measured rounds at scales up to 5 */
  runs: number;
  /** measured rounds above scale 5, where one build averages the noise out by itself */
  runsLarge: number;
  /** measured rounds of Docusaurus (minutes a build on a busy machine) */
  anchorRuns: number;
  /** false: no warm-up build of Docusaurus (run.sh has just built it, e.g. when it installed it) */
  anchorWarmup: boolean;
  hugo: boolean;
  anchor: boolean;
  /** at most this many seconds waiting for a quiet machine before each build */
  settleS: number;
  profile?: (label: string) => string | undefined;
  log: (line: string) => void;
  /** called when a scale is done (its table can be printed before the larger scales run) */
  onScale?: (result: ScaleResult) => void;
}

export interface ScaleResult {
  scale: number;
  stats: CorpusStats;
  summaries: Summary[];
}

type Runner = (mode: Mode, round: number) => Sample;

/** One build's figures on the progress line, or that it failed. */
function describeSample(sample: Sample, busy: string): string {
  if (!sample.ok) return 'failed';
  return (
    `${sample.wallS.toFixed(2)} s wall, ${sample.cpuS.toFixed(2)} s CPU, ${sample.peakMb.toFixed(0)} MB, ` +
    `${sample.htmlFiles ?? '?'} HTML files${busy}`
  );
}

/**
 * Runs every tool's builds at one scale in each mode, interleaved (schedule()) and each after settle(),
 * so a busy spell of the machine falls on all tools alike rather than on one.
 */
function measureInterleaved(o: CompareOptions, scale: number, runners: Map<Tool, Runner>): Summary[] {
  const summaries: Summary[] = [];
  for (const mode of o.modes) {
    // a cold build of ours with the generator recompiled is a cold build; warm, it is ours again;
    // `--force` only means something warm (a cold build has nothing to skip)
    const ids = [...runners.keys()].filter((id) => (mode === 'cold' ? id !== 'ours-rebuilt' : id !== 'ours-recompiled'));
    const runs = Object.fromEntries(ids.map((id) => [id, id === 'docusaurus' ? o.anchorRuns : scale <= 5 ? o.runs : o.runsLarge]));
    // the warm pass right after the cold one: the last cold build of each left its caches and output, so the next build is the second one
    const warmup = !(mode === 'warm' && o.modes.includes('cold'));
    const samples = new Map<Tool, Sample[]>(ids.map((id) => [id, []]));
    const steps = schedule(ids, mode, runs, warmup).filter((st) => o.anchorWarmup || !(st.warmup && st.id === 'docusaurus'));
    for (const step of steps) {
      const id = step.id as Tool;
      const quiet = settle(o.settleS * 1000);
      const sample = { ...runners.get(id)!(mode, step.round), busy: quiet.busy };
      const busy = quiet.busy === undefined ? '' : `, machine ${(quiet.busy * 100).toFixed(0)} % busy before`;
      o.log(`  ${mode} ${step.warmup ? 'warm-up' : `round ${step.round}`}  ${LABELS[id]}: ${describeSample(sample, busy)}`);
      if (!sample.ok) o.log((sample.message ?? '').replace(/^/gm, '    '));
      if (!step.warmup) samples.get(id)!.push(sample);
    }
    for (const id of ids) summaries.push(summarize(id, LABELS[id], scale, mode, samples.get(id)!));
  }
  return summaries;
}

export async function compare(o: CompareOptions): Promise<ScaleResult[]> {
  const results: ScaleResult[] = [];
  for (const scale of o.scales) {
    const dir = path.join(o.work, `scale-${scale}`);
    const corpus = await writeCorpus(dir, { scale, seed: o.seed }, o.root);
    const s = corpus.stats;
    o.log(`\nsynthetic scale ${scale} (seed ${o.seed}): ${describeCorpus(s)}`);
    const paths: CachePaths = {
      toolCache: o.toolCache,
      hugoSite: path.join(dir, 'hugo-site'),
      hugoCache: path.join(dir, 'hugo-cache'),
      docusaurusWork: anchorWorkDir(o.benchRoot),
    };
    const runners = new Map<Tool, Runner>();
    // cold: a new output folder, as a fresh checkout builds; warm: over the previous build's output
    const lastOut = new Map<Tool, string>();
    const outFor = (tool: Tool, mode: Mode, round: number, name: string) => {
      const out = mode === 'warm' && lastOut.has(tool) ? lastOut.get(tool)! : path.join(dir, `${name}-${mode}-${round}`);
      lastOut.set(tool, out);
      return out;
    };
    const ours =
      (tool: Tool): Runner =>
      (mode, round) => {
        prepareCaches(tool, mode, paths);
        const outDir = outFor(tool, mode, round, `out-${tool}`);
        const cpuProfileDir = tool === 'ours' && mode === 'cold' && round === 1 ? o.profile?.(`scale-${scale}`) : undefined;
        const run = buildSite({
          root: o.root,
          label: `scale ${scale}${tool === 'ours' ? '' : tool === 'ours-rebuilt' ? ', rebuilt' : ', recompiled'} (${mode})`,
          outDir,
          dataDir: corpus.dataDir,
          contentDir: corpus.contentDir,
          cpuProfileDir,
          extraArgs: tool === 'ours-rebuilt' ? ['--force'] : [],
        });
        return {
          ok: run.ok,
          message: run.ok ? undefined : run.report,
          wallS: run.wallS,
          cpuS: run.cpuS,
          peakMb: run.peakMb,
          htmlFiles: run.htmlFiles,
          build: run,
        };
      };
    runners.set('ours', ours('ours'));
    runners.set('ours-rebuilt', ours('ours-rebuilt'));
    // recompiling the generator does not depend on the corpus: measured at scale 1 only
    if (scale === 1) runners.set('ours-recompiled', ours('ours-recompiled'));
    if (o.hugo) {
      const made = makeHugoSite(defaultHugoDir(o.root), dir, paths.hugoSite, o.root);
      if (!made.ok) o.log(`  Hugo: not measured\n${made.message.replace(/^/gm, '    ')}`);
      else
        runners.set('hugo', (mode, round) => {
          prepareCaches('hugo', mode, paths);
          const r = runHugo(paths.hugoSite, outFor('hugo', mode, round, 'public'), paths.hugoCache);
          return { ok: r.ok, message: r.message, wallS: r.wallS, cpuS: r.cpuS, peakMb: r.peakMb, htmlFiles: r.htmlFiles };
        });
    }
    if (o.anchor && scale === 1) {
      runners.set('docusaurus', (mode) => {
        // run.sh removes the caches itself unless WARM=1; runAnchor removes them too (caches.ts)
        const r = runAnchor(defaultAnchorDir(o.root), scale, o.benchRoot, mode);
        return { ok: r.ok, message: r.message, wallS: r.wallS, cpuS: r.cpuS, peakMb: r.peakMb, htmlFiles: r.htmlFiles };
      });
    }
    const summaries = measureInterleaved(o, scale, runners);
    // the outputs stay until the benchmark ends (cli.ts: deleting thousands of files slows the next build's writes)
    results.push({ scale, stats: s, summaries });
    o.onScale?.(results[results.length - 1]);
  }
  return results;
}
