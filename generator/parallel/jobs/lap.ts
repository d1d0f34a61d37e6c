import { reportLap, reportMemory } from '../../pipeline/timer.ts';
import type { StageTime } from '../messages.ts';

/** Stage times of a worker, for the build report. */
export function lapper(): { stages: StageTime[]; lap: (stage: string) => void; reset: () => void } {
  const stages: StageTime[] = [];
  let last = performance.now();
  return {
    stages,
    lap(stage) {
      const now = performance.now();
      stages.push({ stage, ms: now - last });
      // this thread's own heap (REPORT_MEMORY, as the main thread's Timer does)
      if (process.env.REPORT_MEMORY) reportMemory(stage);
      if (process.env.REPORT_TIMELINE) reportLap(stage, last, now);
      last = now;
    },
    reset: () => void (last = performance.now()),
  };
}
