// How fast a large site's build lets V8's heap grow. After each full garbage
// collection V8 lets the heap grow to a multiple of what is still alive
// before it collects again; on a large site most of that room fills with
// garbage. At bench scale 20 (13,978 pages) the main thread holds ~550 MB
// alive from the model on (REPORT_MEMORY with --expose-gc), yet the build's
// peak was 1,384-1,399 MB. Growing by 10 % at a time, cold builds alternated
// with the default (2026-11-29, --no-cache): peak 962-1,039 MB in 6 runs,
// wall time within the machine's drift (43.6-58.6 s against 50.6-55.4 s);
// 5 % was no lower (972, 1,138 MB). Cold builds filling the build cache (the
// bench's) peaked at 969-1,567 MB in 6 runs the next session, not compared
// with the default. It takes effect set at the start or once the
// content is loaded (here), not after the route stage (1,299-1,317 MB: the
// heap had grown by then). It costs CPU where heaps are small, so smaller
// sites keep V8's default: +8 % wall at scale 1 (4 pairs), +6 % user CPU at
// scale 5. LOD_HEAP_GROWTH=default leaves V8's default whatever the size.
import v8 from 'node:v8';

/**
 * Markdown bodies (UTF-16 code units) from which a site counts as large: the real site has 2.1 million, bench
 * scale 5 16.7 million (peak ~500 MB), scale 20 67.5 million (peak ~1.4 GB); in between, the default's peak
 * would pass ~900 MB from about here.
 */
export const LARGE_SITE_MARKDOWN = 40_000_000;

/** Tightens the heap's growth for a site with this much Markdown; true if it did. Process-wide, for the rest of the run. */
export function growHeapSlowlyIfLarge(
  documents: { body: string }[],
  env: NodeJS.ProcessEnv = process.env,
  setFlags: (flags: string) => void = v8.setFlagsFromString,
): boolean {
  if (env.LOD_HEAP_GROWTH === 'default') return false;
  let size = 0;
  for (const d of documents) size += d.body.length;
  if (size < LARGE_SITE_MARKDOWN) return false;
  setFlags('--heap-growing-percent=10');
  return true;
}
