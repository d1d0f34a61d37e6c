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

/** each collection costs ~0.1 s of a render the main thread may be doing alone (below) */
const MIN_PAGES_BETWEEN_COLLECTIONS = 2000;

/**
 * How many pages the render hands over between two full collections of the
 * main thread (none on a small site): one after each eighth of the pages,
 * never closer than 2,000 pages. As pages drop their bodies the main heap's
 * live set shrinks, so it never grows back to the limit that would make V8
 * collect its old space: the memory it had committed at the render's start
 * stayed committed to the end. Measured, cold, interleaved with the build
 * before:
 * - bench scale 20 (13,978 pages, one render worker): peak 1.71–1.76 GB →
 *   1.34–1.43 GB, for ~1 s more wall (~4 %), ~2 s more CPU; a collection
 *   after each quarter left 1.40–1.45 GB, every 1,000 pages no lower;
 * - scale 5 (3,518 pages, rendered on this thread): an eighth apart, peak
 *   −120 MB for 0.2–0.6 s more wall; 2,000 pages apart (one collection),
 *   680–712 → 596–613 MB at the same wall.
 */
export function pagesBetweenCollections(pages: number): number {
  return isLargeSite(pages) ? Math.max(Math.ceil(pages / 8), MIN_PAGES_BETWEEN_COLLECTIONS) : Infinity;
}

/** A full collection now, on this thread (node's gc(), reached without --expose-gc on the command line). */
export function collectNow(): void {
  v8.setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
