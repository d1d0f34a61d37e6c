// Before each measured build, the benchmark waits until the machine is quiet:
// the files the previous build wrote are flushed to disk and the cores have
// been idle for a second. Without it a build was timed while the kernel was
// still writing the previous one out (or Chromium of the search benchmark was
// still closing) and took 50 % more CPU for the same work.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

function cpuTimes(): { idle: number; total: number } | undefined {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0];
    const n = line.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal
    return { idle: n[3] + (n[4] ?? 0), total: n.slice(0, 8).reduce((a, b) => a + b, 0) };
  } catch {
    return undefined;
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Share of the machine's CPU time spent working over `ms` (undefined where /proc/stat is missing). */
export function busyShare(ms = 1000): number | undefined {
  const a = cpuTimes();
  sleep(ms);
  const b = cpuTimes();
  if (!a || !b || b.total === a.total) return undefined;
  return 1 - (b.idle - a.idle) / (b.total - a.total);
}

export const QUIET_SHARE = 0.1;

/** Flushes writes and waits, at most `maxMs`, for a second with the cores under 10 % busy. */
export function settle(maxMs = 60_000): { waitedS: number; busy?: number } {
  const started = performance.now();
  spawnSync('sync');
  let busy = busyShare();
  while (busy !== undefined && busy > QUIET_SHARE && performance.now() - started < maxMs) busy = busyShare();
  return { waitedS: (performance.now() - started) / 1000, busy };
}

/** What to print beside a time measured after settle(). */
export function quietNote(s: { waitedS: number; busy?: number }): string {
  if (s.busy === undefined || s.busy <= QUIET_SHARE) return '';
  return ` (the machine was still ${(s.busy * 100).toFixed(0)} % busy after ${s.waitedS.toFixed(0)} s of waiting: compare CPU times)`;
}
