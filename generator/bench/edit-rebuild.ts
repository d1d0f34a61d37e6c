// `npm run bench -- --edit body,label [--scales 1,5,20] [--runs 5] [--seed 7] [--settle 60] [--no-hugo]
//                    [--against DIR] [--json FILE] [--keep]
// A one-file change, then `npm run build` with the build cache kept, against
// Hugo's full build of the same corpus in the same run (issue 40). Per scale:
// the corpus is written and converted for Hugo (untimed); ours builds it once
// cold, filling its build cache (a folder of this run's own, so the project's
// cache is never touched), and Hugo builds it once (its warm-up); then, for
// each kind of edit, rounds alternate: the round's edit applied to the corpus
// and our build over the previous output and cache, then Hugo's build over
// its previous output, caches kept. Hugo renders every page on every build,
// so its copy of the corpus is not edited: the figure is its full build.
// Edits: `body`, a line added to one doc page's Markdown; `label`, a glossary
// term's English skos:prefLabel changed in the Turtle. Reported: medians of
// wall, CPU and peak memory, ours over Hugo against the issue's targets, the
// pages rendered and files written per edit, and where our median round's time
// went (process start, up-to-date check, each stage, writing, the stamp).
// `--against DIR`: another checkout of the project (say `git worktree add DIR
// <commit>`, with its node_modules) takes its turn after ours in every round,
// with an output folder and a build cache of its own: a change measured
// against the commit before it, in one run.
// A benchmark, not a test: it asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SEED, describeCorpus, writeCorpus } from './corpus.ts';
import { buildSite, type BuildRun } from './measure.ts';
import { settle } from './settle.ts';
import { defaultHugoDir, hugoInstalled, makeHugoSite, runHugo } from './hugo.ts';
import { summarize, type Sample, type Summary } from './interleave.ts';

export const EDIT_KINDS = ['body', 'label'] as const;
export type EditKind = (typeof EDIT_KINDS)[number];

/** The issue's targets, ours over Hugo: at scale 1 and at scale 20 (none between). */
const TARGETS: Record<EditKind, { 1: number; 20: number }> = { body: { 1: 0.35, 20: 0.1 }, label: { 1: 0.5, 20: 0.25 } };

export function targetFor(kind: EditKind, scale: number): number | undefined {
  return scale <= 1 ? TARGETS[kind][1] : scale >= 20 ? TARGETS[kind][20] : undefined;
}

/** The file an edit of this kind changes, relative to the corpus folder. */
export function editedFile(kind: EditKind, sampleDoc: string): string {
  return kind === 'body' ? `content${sampleDoc}.md` : 'data/glossary.ttl';
}

/** The `round`-th edit of the file's original text: each round's text differs from the last, so each is a change. */
export function editText(kind: EditKind, original: string, round: number): string {
  if (kind === 'body') return `${original}\nA sentence the benchmark adds in round ${round}.\n`;
  // the English label of the glossary's first term
  const label = /(term:term-0 a skos:Concept ;[^]*?skos:prefLabel "(?:[^"\\]|\\.)*)("@en)/;
  if (!label.test(original)) throw new Error('the glossary has no English label for term:term-0');
  return original.replace(label, `$1 (edit ${round})$2`);
}

export interface EditOptions {
  root: string;
  /** another checkout whose generator builds the same corpus in the same rounds */
  against?: string;
  /** this run's folder (corpora, outputs, build caches, Hugo sites) */
  work: string;
  kinds: EditKind[];
  scales: number[];
  seed: number;
  /** measured rounds per kind of edit */
  runs: number;
  hugo: boolean;
  settleS: number;
  log: (line: string) => void;
}

export interface EditResult {
  scale: number;
  kind: EditKind;
  /** our cold build, which filled the build cache */
  cold: BuildRun;
  ours: Summary;
  /** the other checkout's builds (`--against`), and its cold build */
  base?: Summary;
  baseCold?: BuildRun;
  hugo?: Summary;
  /** the load averages (1, 5, 15 min) when the kind's rounds ended */
  load: number[];
}

type Runner = (label: string) => Sample;

/** Our build of the corpus with a generator checkout at `root`, into an output folder and build cache named `name`. */
function ourRunner(root: string, dir: string, corpus: { dataDir: string; contentDir: string }, name: string): Runner {
  return (label) => {
    const run = buildSite({
      root,
      label,
      outDir: path.join(dir, `out-${name}`),
      dataDir: corpus.dataDir,
      contentDir: corpus.contentDir,
      env: { LOD_BUILD_CACHE_DIR: path.join(dir, `build-cache-${name}`) },
    });
    return { ...run, message: run.ok ? undefined : run.report, build: run };
  };
}

/** Every kind of edit at every scale, ours (and `against`) and Hugo's full build alternating. */
export async function editBench(o: EditOptions): Promise<EditResult[]> {
  const results: EditResult[] = [];
  for (const scale of o.scales) {
    const dir = path.join(o.work, `edit-scale-${scale}`);
    const corpus = await writeCorpus(dir, { scale, seed: o.seed }, o.root);
    o.log(`\nsynthetic scale ${scale} (seed ${o.seed}): ${describeCorpus(corpus.stats)}`);
    const runners = new Map<string, Runner>([['ours', ourRunner(o.root, dir, corpus, 'ours')]]);
    if (o.against) runners.set('base', ourRunner(o.against, dir, corpus, 'base'));
    const hugoSite = path.join(dir, 'hugo-site');
    const made = o.hugo ? makeHugoSite(defaultHugoDir(o.root), dir, hugoSite, o.root) : { ok: false, message: 'not asked for' };
    if (o.hugo && !made.ok) o.log(`  Hugo: not measured\n${made.message.replace(/^/gm, '    ')}`);
    if (made.ok) runners.set('hugo', () => runHugo(hugoSite, path.join(dir, 'public'), path.join(dir, 'hugo-cache')));
    // ours cold, filling the build cache; Hugo's warm-up
    const cold = new Map<string, Sample>();
    for (const [id, run] of runners) {
      settle(o.settleS * 1000);
      cold.set(id, run(`scale ${scale} (cold)`));
      o.log(`  ${id}, ${id === 'hugo' ? 'warm-up' : 'cold (fills the build cache)'}: ${describe(cold.get(id)!)}`);
    }
    if (![...cold.values()].every((c) => c.ok)) continue;
    for (const kind of o.kinds) {
      const file = path.join(dir, editedFile(kind, corpus.stats.sampleDoc));
      const original = fs.readFileSync(file, 'utf8');
      const samples = new Map<string, Sample[]>([...runners.keys()].map((id) => [id, []]));
      for (let round = 1; round <= o.runs; round++) {
        fs.writeFileSync(file, editText(kind, original, round));
        for (const [id, run] of runners) {
          settle(o.settleS * 1000);
          const sample = run(`scale ${scale}, ${kind} edit ${round}`);
          samples.get(id)!.push(sample);
          o.log(`  ${kind} round ${round}  ${id}: ${describe(sample.build ?? sample)}`);
        }
      }
      // the next kind starts from the unedited corpus
      fs.writeFileSync(file, original);
      const summary = (id: string) => (samples.has(id) ? summarize(id, id, scale, 'warm', samples.get(id)!) : undefined);
      const result = { scale, kind, cold: cold.get('ours')!.build!, baseCold: cold.get('base')?.build, load: os.loadavg() };
      results.push({ ...result, ours: summary('ours')!, base: summary('base'), hugo: summary('hugo') });
      o.log(formatEdits(results.slice(-1)));
    }
  }
  return results;
}

function describe(r: { ok: boolean; wallS: number; cpuS: number; peakMb: number; rendered?: number; rewritten?: number }): string {
  if (!r.ok) return 'failed';
  const work = r.rendered === undefined ? '' : `, ${r.rendered} pages rendered, ${r.rewritten} files written`;
  return `${r.wallS.toFixed(2)} s wall, ${r.cpuS.toFixed(2)} s CPU, ${r.peakMb.toFixed(0)} MB${work}`;
}

const s = (x: number) => x.toFixed(2);

const cells = (x?: Summary) =>
  x?.ok ? [`${s(x.wallS)} s`, `${s(x.cpuS)} s`, `${x.peakMb.toFixed(0)} MB`] : [x ? 'failed' : '–', '–', '–'];
const ratioOf = (a: Summary, b?: Summary) => (a.ok && b?.ok ? a.wallS / b.wallS : undefined);

/** One row per scale and edit (wall, CPU, peak of each; ours over Hugo and over `--against`), then where the median round's time went. */
export function formatEdits(results: EditResult[]): string {
  const against = results.some((r) => r.base);
  const lines = [
    [
      'scale | edit | ours wall | ours CPU | ours peak',
      ...(against ? ['against wall | against CPU | against peak | ours / against'] : []),
      'Hugo wall | Hugo CPU | Hugo peak | ours / Hugo | target | rendered | written | load',
    ].join(' | '),
  ];
  for (const r of results) {
    const b = r.ours.build;
    const ratio = ratioOf(r.ours, r.hugo);
    const target = targetFor(r.kind, r.scale);
    const verdict = ratio === undefined || target === undefined ? '' : ratio <= target ? ' (met)' : ' (not met)';
    const base = ratioOf(r.ours, r.base);
    lines.push(
      [
        r.scale,
        r.kind,
        ...cells(r.ours),
        ...(against ? [...cells(r.base), base === undefined ? '–' : s(base)] : []),
        ...cells(r.hugo),
        ratio === undefined ? '–' : s(ratio) + verdict,
        target === undefined ? '–' : `≤ ${target}`,
        b?.rendered === undefined ? '–' : `${b.rendered} of ${b.pages ?? '?'} pages`,
        b?.rewritten === undefined ? '–' : `${b.rewritten} of ${b.files ?? '?'} files`,
        r.load.map((l) => l.toFixed(1)).join(' '),
      ].join(' | '),
    );
  }
  for (const r of results) {
    for (const [id, x] of [
      ['ours', r.ours],
      ['against', r.base],
    ] as const)
      if (x?.build) lines.push(`  scale ${r.scale}, ${r.kind}, ${id}: ${whereTimeWent(x.build)}`);
  }
  return lines.join('\n');
}

/** Our round's wall time, part by part: around the build (cli.ts), its stages, and what is left (Node's exit, the rest). */
export function whereTimeWent(run: BuildRun): string {
  const a = run.around;
  if (!a || run.totalMs === undefined) return `${s(run.wallS)} s (no breakdown in the build's report)`;
  const ms = (n: number) => `${Math.round(n)} ms`;
  const rest = run.wallS * 1000 - a.startMs - a.checkMs - a.loadMs - run.totalMs - a.stampMs;
  return (
    `${s(run.wallS)} s = process start ${ms(a.startMs)} + up-to-date check ${ms(a.checkMs)} + loading the build ${ms(a.loadMs)} + ` +
    `build ${ms(run.totalMs)} [${run.stages.map((x) => `${x.stage} ${x.ms}`).join(', ')}] + up-to-date stamp ${ms(a.stampMs)} + ` +
    `exit and the rest ${ms(rest)}`
  );
}

export async function runEditBench(argv: string[], paths: { root: string; benchRoot: string }): Promise<void> {
  const value = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const kinds = (value('--edit') ?? EDIT_KINDS.join(','))
    .split(',')
    .filter((k): k is EditKind => (EDIT_KINDS as readonly string[]).includes(k));
  fs.mkdirSync(paths.benchRoot, { recursive: true });
  const work = fs.mkdtempSync(path.join(paths.benchRoot, 'edit-'));
  const withHugo = !argv.includes('--no-hugo') && hugoInstalled();
  console.log(
    `One-file change, then our build with its cache kept, against Hugo's full build (${os.cpus().length} cores, Node ${process.version}, ` +
      `load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})`,
  );
  const results = await editBench({
    root: paths.root,
    work,
    kinds: kinds.length ? kinds : [...EDIT_KINDS],
    scales: (value('--scales') ?? '1')
      .split(',')
      .map(Number)
      .filter((n) => n > 0),
    seed: Number(value('--seed') ?? DEFAULT_SEED),
    runs: Math.max(1, Number(value('--runs') ?? 5)),
    hugo: withHugo,
    against: value('--against') ? path.resolve(value('--against')!) : undefined,
    settleS: Math.max(0, Number(value('--settle') ?? 60)),
    log: (line) => console.log(line),
  });
  console.log(
    `\nMedians of interleaved rounds (ours, then --against, then Hugo); load averages 1, 5, 15 min after each row\n${formatEdits(results)}`,
  );
  const json = value('--json');
  if (json) fs.writeFileSync(json, JSON.stringify(results, null, 2));
  if (argv.includes('--keep')) console.log(`\nOutputs kept in ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
}
