// How the build's heaps are collected: sooner than V8 would by itself (a
// build's heaps shrink as it goes), and once at a known point.
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * From this many pages on, collecting sooner pays. Below it the heaps are a
 * few hundred MB at most and the extra collections cost more than they save:
 * on the real site (786 pages) ~0.4 s more CPU for ~40 MB less.
 */
const LARGE_SITE_PAGES = 3000;

export const isLargeSite = (pages: number) => pages >= LARGE_SITE_PAGES;

let sooner = false;

/**
 * V8 lets a heap grow to up to four times what was live at its last full
 * collection before it collects again. A build's heaps shrink as it goes (the
 * main thread's as pages are rendered, the output thread's as each output is
 * written), so most of that growth was garbage: at bench scale 20 the process
 * peaked at ~2 GB with ~700 MB live. Growing by half at most (a process-wide
 * flag, read at every collection; 0 puts V8's own rule back) measured 1.5 GB
 * for no more CPU (fewer pages to touch).
 */
export function collectSooner(on: boolean): void {
  // a flag given on the command line stays as it was when the build did not change it
  if (on === sooner) return;
  v8.setFlagsFromString(`--heap-growing-percent=${on ? 50 : 0}`);
  sooner = on;
}

/** A full collection now, on this thread (node's gc(), reached without --expose-gc on the command line). */
export function collectNow(): void {
  v8.setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
