// What "cold" and "warm" mean for each generator the benchmark compares, as
// folders to take away before a build (set aside, deleted when the benchmark
// ends). Cold: no cache that depends on the content
// (a fresh checkout or a CI runner after `npm install`): our build cache
// (query results, rendered Markdown: generator/cache/) goes, as Docusaurus's
// webpack cache does; the installed tools stay — Hugo's binary, Docusaurus's
// node_modules, and our precompiled generator and client bundle (made once per
// version of their sources, as `npm install` makes a package's files once).
// Warm: every cache kept, the second build with no change. "ours, recompiled"
// is the cold build with our precompiled generator and client bundle removed
// as well. Warm, ours finds nothing changed and rebuilds nothing
// (cache/up-to-date.ts); "ours, rebuilt" is the same warm build with
// `--force`: every stage runs again over the kept caches, as Hugo's and
// Docusaurus's warm builds do.
import fs from 'node:fs';
import path from 'node:path';

export type Mode = 'cold' | 'warm';
export type Tool = 'ours' | 'ours-recompiled' | 'ours-rebuilt' | 'hugo' | 'docusaurus';

export interface CachePaths {
  /** node_modules/.cache/lod-portal: our compiled generator and client bundle */
  toolCache: string;
  /** our build cache, which depends on the content (default: node_modules/.cache/lod-portal-build, beside toolCache) */
  buildCache?: string;
  /** the Hugo site made from the corpus (to-hugo.mjs) */
  hugoSite: string;
  /** HUGO_CACHEDIR given to our Hugo runs (Hugo's file cache: resources fetched or processed) */
  hugoCache: string;
  /** the folder shared/bench/anchor-docusaurus/run.sh works in */
  docusaurusWork: string;
}

/** Where our build cache is (see generator/cache/content-cache.ts, defaultBuildCacheDir). */
export const buildCacheOf = (p: CachePaths): string => p.buildCache ?? path.join(path.dirname(p.toolCache), 'lod-portal-build');

/**
 * The folders a cold build of `tool` starts without. Ours: the build cache,
 * the one thing it keeps between runs that depends on the content (its output
 * goes to a new folder on a cold run).
 */
export function coldCaches(tool: Tool, p: CachePaths): string[] {
  switch (tool) {
    case 'ours':
    case 'ours-rebuilt':
      return [buildCacheOf(p)];
    case 'ours-recompiled':
      return [buildCacheOf(p), p.toolCache];
    case 'hugo':
      // resources/: Hugo's processed assets (resources/_gen); the output goes to a new folder on a cold run
      return [path.join(p.hugoSite, 'resources'), p.hugoCache];
    case 'docusaurus':
      // webpack's persistent cache and babel-loader's, and the generated routes (run.sh removes the same)
      return [path.join(p.docusaurusWork, 'node_modules/.cache'), path.join(p.docusaurusWork, '.docusaurus')];
  }
}

/** Folders prepareCaches set aside, deleted by deleteSetAside() once nothing is being timed. */
const setAside: string[] = [];

/**
 * Takes `dir` out of the build's way by renaming it beside itself: deleting it
 * there and then freed its files right before the timed build, whose own
 * writes then got slower (recently freed inodes, see cli.ts), more so for the
 * tool with the larger cache (ours: 43 MB on the real site, hundreds at
 * scale 20). Deleted if it cannot be renamed.
 */
function putAside(dir: string): void {
  const aside = `${dir}.set-aside-${process.pid}-${setAside.length}`;
  try {
    fs.renameSync(dir, aside);
    setAside.push(aside);
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Deletes the folders set aside so far: the benchmark calls it when its last build is done. */
export function deleteSetAside(): void {
  for (const dir of setAside.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** Takes away what a build of `tool` in `mode` must start without; returns the folders that were there. */
export function prepareCaches(tool: Tool, mode: Mode, p: CachePaths): string[] {
  if (mode === 'warm') return [];
  const removed: string[] = [];
  for (const dir of coldCaches(tool, p)) {
    if (!fs.existsSync(dir)) continue;
    putAside(dir);
    removed.push(dir);
  }
  return removed;
}
