// Stage times for the build report: laps on this thread, plus stages timed
// elsewhere (the pool's render, esbuild's process). With REPORT_MEMORY set, each
// lap also prints the heap left after a collection (when node runs with
// --expose-gc) and the peak resident memory of the process since the last lap.
// With REPORT_TIMELINE set, each lap prints its thread, start and end in ms
// since the process started (every thread on one clock), to see how the
// stages of the threads overlap.
import { threadId } from 'node:worker_threads';
export interface StageTiming {
  stage: string;
  ms: number;
}

/** A build cache stage's hits and misses (cache/content-cache.ts), for the report. */
export interface CacheCount {
  stage: string;
  hits: number;
  misses: number;
}

export class Timer {
  readonly stages: StageTiming[] = [];
  readonly cacheCounts = new Map<string, { hits: number; misses: number }>();
  private last = performance.now();
  private readonly peak = process.env.REPORT_MEMORY ? peakSampler() : undefined;

  add(...stages: StageTiming[]): void {
    this.stages.push(...stages);
  }

  countCache(stage: string, hit: boolean): void {
    const c = this.cacheCounts.get(stage) ?? { hits: 0, misses: 0 };
    if (hit) c.hits++;
    else c.misses++;
    this.cacheCounts.set(stage, c);
  }

  /** per stage of the build cache, in the order first counted */
  get cache(): CacheCount[] {
    return [...this.cacheCounts].map(([stage, c]) => ({ stage, ...c }));
  }

  lap(stage: string): void {
    const now = performance.now();
    this.stages.push({ stage, ms: now - this.last });
    if (process.env.REPORT_MEMORY) reportMemory(`after ${stage}`, this.peak?.());
    if (process.env.REPORT_TIMELINE) reportLap(stage, this.last, now);
    this.last = now;
  }
}

/** The largest resident size seen since it was last asked, sampled every 50 ms (the whole process: every thread). */
function peakSampler(): () => number {
  let max = 0;
  const sample = () => void (max = Math.max(max, process.memoryUsage.rss()));
  setInterval(sample, 50).unref();
  return () => {
    sample();
    const seen = max;
    max = 0;
    return seen;
  };
}

/** This thread's heap after a collection (a worker's too: --expose-gc reaches every thread). */
export function reportMemory(what: string, peakRss?: number): void {
  (globalThis as { gc?: () => void }).gc?.();
  const mb = (n: number) => `${(n / 1e6).toFixed(0)} MB`;
  const rss = `rss ${mb(process.memoryUsage.rss())}${peakRss === undefined ? '' : ` (peak ${mb(peakRss)})`}, `;
  console.error(`[memory] ${what}: ${rss}heap ${mb(process.memoryUsage().heapUsed)}`);
}

/** When the process started, in wall-clock ms (process.uptime() is the process's, in a worker too). */
const processStart = Date.now() - process.uptime() * 1000;

/** One lap on the process's clock: `[timeline] thread start–end stage`. */
export function reportLap(stage: string, start: number, end: number): void {
  // a worker's performance.now() counts from the worker's start, so both ends go through the wall clock
  const since = (t: number) => Math.round(performance.timeOrigin + t - processStart);
  console.error(`[timeline] ${threadId} ${since(start)}–${since(end)} ${stage}`);
}
