// Like with like, in one run: the generators compared at one scale and in
// one mode (cold or warm) take turns — one warm-up build of each, then
// A B C A B C … — so a change in the machine's load falls on all of them
// alike, and each figure reported is the median over the measured rounds.
// Pure: the order, the medians and the fit; compare.ts runs the builds.
import type { Mode } from './caches.ts';
import type { BuildRun, Usage } from './measure.ts';

export interface Step {
  id: string;
  mode: Mode;
  /** the first build of each: not reported (it fills the OS's file cache, and on a warm pass the generator's caches) */
  warmup: boolean;
  /** 0 for the warm-ups, then 1…runs */
  round: number;
}

/**
 * One warm-up build of each (unless `warmup` is false: a warm pass right after
 * the cold pass of the same builds, whose last build left every cache in
 * place), then rounds of one build of each, in the same order every round.
 * `runs` is the number of measured rounds, for all or per id (a slow
 * generator may take part in the first rounds only).
 */
export function schedule(ids: string[], mode: Mode, runs: number | Record<string, number>, warmup = true): Step[] {
  const runsOf = (id: string) => (typeof runs === 'number' ? runs : (runs[id] ?? 1));
  const steps: Step[] = warmup ? ids.map((id) => ({ id, mode, warmup: true, round: 0 })) : [];
  const rounds = Math.max(0, ...ids.map(runsOf));
  for (let round = 1; round <= rounds; round++)
    for (const id of ids) if (round <= runsOf(id)) steps.push({ id, mode, warmup: false, round });
  return steps;
}

export function median(values: number[]): number {
  if (!values.length) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** One measured build of any of the generators. */
export interface Sample extends Usage {
  ok: boolean;
  message?: string;
  htmlFiles?: number;
  /** our builds: the build's own report (stages, queries) */
  build?: BuildRun;
  /** share of the machine's CPU busy just before this build started (settle.ts) */
  busy?: number;
}

export interface Summary extends Usage {
  id: string;
  label: string;
  scale: number;
  mode: Mode;
  ok: boolean;
  message?: string;
  /** the measured builds, in order */
  samples: Sample[];
  htmlFiles?: number;
  /** our builds: the one with the median wall time, for its stage times */
  build?: BuildRun;
}

/** Medians of wall, CPU and peak memory over the measured builds (each figure on its own); any failed build fails the summary. */
export function summarize(id: string, label: string, scale: number, mode: Mode, samples: Sample[]): Summary {
  const failed = samples.find((s) => !s.ok);
  if (failed || !samples.length) {
    return { id, label, scale, mode, ok: false, message: failed?.message ?? 'not run', samples, wallS: 0, cpuS: 0, peakMb: 0 };
  }
  const byWall = [...samples].sort((a, b) => a.wallS - b.wallS);
  const middle = byWall[Math.floor((byWall.length - 1) / 2)];
  return {
    id,
    label,
    scale,
    mode,
    ok: true,
    samples,
    wallS: median(samples.map((s) => s.wallS)),
    cpuS: median(samples.map((s) => s.cpuS)),
    peakMb: median(samples.map((s) => s.peakMb)),
    htmlFiles: middle.htmlFiles,
    build: middle.build,
  };
}

/** Least-squares line through the points: `slope` is y per unit of x. */
export function linearFit(points: { x: number; y: number }[]): { slope: number; intercept: number } | undefined {
  // all at one x (every scale wrote as many pages): no slope to fit
  if (points.length < 2 || points.every((p) => p.x === points[0].x)) return undefined;
  const n = points.length;
  const mx = points.reduce((a, p) => a + p.x, 0) / n;
  const my = points.reduce((a, p) => a + p.y, 0) / n;
  const sxx = points.reduce((a, p) => a + (p.x - mx) ** 2, 0);
  if (sxx === 0) return undefined;
  const slope = points.reduce((a, p) => a + (p.x - mx) * (p.y - my), 0) / sxx;
  return { slope, intercept: my - slope * mx };
}
