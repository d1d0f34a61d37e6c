// Keeps the build cache bounded. Only a build that wrote entries can have
// grown it, so only such a build prunes, in the background (a warm build,
// which writes nothing, pays nothing). Pruning removes the folders of old
// generator versions but the most recently used few (tests run from the
// sources and `npm run build` from the compiled generator are two versions
// of one project), then, if this version's entries pass the size bound, the
// least recently used of them (a hit touches its entry). A build reading an
// entry being removed only sees a miss.
import fs from 'node:fs/promises';
import path from 'node:path';

/** the version folders kept besides the current one */
const OTHER_VERSIONS_KEPT = 2;
const USED_MARK = '.used';

export function maxCacheBytes(): number {
  const mb = Number(process.env.LOD_BUILD_CACHE_MAX_MB);
  return (Number.isFinite(mb) && mb > 0 ? mb : 256) * 1024 * 1024;
}

/** Marks a version folder as used now (for the choice of old versions to keep). */
export async function markUsed(versionDir: string): Promise<void> {
  await fs.mkdir(versionDir, { recursive: true });
  const mark = path.join(versionDir, USED_MARK);
  const now = new Date();
  await fs.utimes(mark, now, now).catch(() => fs.writeFile(mark, ''));
}

async function mtime(file: string): Promise<number> {
  try {
    return (await fs.stat(file)).mtimeMs;
  } catch {
    return 0;
  }
}

async function entriesOf(dir: string): Promise<{ file: string; size: number; used: number }[]> {
  const out: { file: string; size: number; used: number }[] = [];
  for (const e of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile() || !e.name.endsWith('.bin')) continue;
    const file = path.join(e.parentPath ?? (e as unknown as { path: string }).path, e.name);
    try {
      const st = await fs.stat(file);
      out.push({ file, size: st.size, used: st.mtimeMs });
    } catch {
      // removed meanwhile
    }
  }
  return out;
}

/**
 * Prunes `root` (the build cache folder) around `version`; never throws. Entries
 * used since `since` (the start of the build that prunes) stay whatever the
 * bound: removing them made the next build miss what this one had just kept
 * (bench scale 20, 16 Markdown packs and the pages' pack, ~350 MB against a
 * 256 MB bound: every page rendered again after a body edit).
 */
export async function pruneCache(
  root: string,
  version: string,
  maxBytes = maxCacheBytes(),
  since = Infinity,
): Promise<{ removed: number }> {
  let removed = 0;
  try {
    const others = (await fs.readdir(root, { withFileTypes: true })).filter((e) => e.isDirectory() && e.name !== version);
    const used = await Promise.all(others.map(async (e) => ({ name: e.name, used: await mtime(path.join(root, e.name, USED_MARK)) })));
    used.sort((a, b) => b.used - a.used);
    for (const old of used.slice(OTHER_VERSIONS_KEPT)) {
      await fs.rm(path.join(root, old.name), { recursive: true, force: true });
      removed++;
    }
    const entries = await entriesOf(path.join(root, version));
    let total = entries.reduce((n, e) => n + e.size, 0);
    if (total <= maxBytes) return { removed };
    // down to three quarters of the bound, so the next builds do not prune again at once
    entries.sort((a, b) => a.used - b.used);
    for (const e of entries) {
      if (total <= maxBytes * 0.75 || e.used >= since) break;
      await fs.rm(e.file, { force: true });
      total -= e.size;
      removed++;
    }
  } catch {
    // a cache that cannot be pruned now is pruned by a later build
  }
  return { removed };
}
