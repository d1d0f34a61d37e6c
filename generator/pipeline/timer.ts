// Stage times for the build report: laps on this thread, plus stages timed
// elsewhere (a worker thread, esbuild's process).
export interface StageTiming {
  stage: string;
  ms: number;
}

export class Timer {
  readonly stages: StageTiming[] = [];
  private last = performance.now();

  add(...stages: StageTiming[]): void {
    this.stages.push(...stages);
  }

  lap(stage: string): void {
    const now = performance.now();
    this.stages.push({ stage, ms: now - this.last });
    if (process.env.REPORT_MEMORY) reportMemory(stage);
    this.last = now;
  }
}

function reportMemory(stage: string): void {
  (globalThis as { gc?: () => void }).gc?.();
  const rss = (process.memoryUsage.rss() / 1e6).toFixed(0);
  const heap = (process.memoryUsage().heapUsed / 1e6).toFixed(0);
  console.error(`[memory] after ${stage}: rss ${rss} MB, heap ${heap} MB`);
}
