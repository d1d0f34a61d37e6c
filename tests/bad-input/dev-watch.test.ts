// Dev follows the tree as it is (issue 39, point 6): after a folder is deleted
// and made again (a `git checkout` of another branch and back), or swapped for
// another by a rename, edits in it are still seen. One row per way of
// replacing a folder; each ends with an edit that must be reported.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { watchTree, type TreeWatcher } from '../../generator/watch-tree.ts';

interface WatchRow {
  name: string;
  /** replaces part of the tree under `root`; returns the file to edit afterwards */
  replace: (root: string) => Promise<string>;
}

const settle = () => new Promise((r) => setTimeout(r, 300));

const ROWS: WatchRow[] = [
  {
    name: 'a folder deleted and made again',
    replace: async (root) => {
      await fs.rm(path.join(root, 'docs/learn'), { recursive: true });
      await settle();
      await fs.mkdir(path.join(root, 'docs/learn'));
      return path.join(root, 'docs/learn/page.md');
    },
  },
  {
    name: 'a folder deleted and made again at once (no pause between)',
    replace: async (root) => {
      await fs.rm(path.join(root, 'docs/learn'), { recursive: true });
      await fs.mkdir(path.join(root, 'docs/learn'));
      return path.join(root, 'docs/learn/page.md');
    },
  },
  {
    name: 'a tree deleted and made again two levels deep',
    replace: async (root) => {
      await fs.rm(path.join(root, 'docs'), { recursive: true });
      await settle();
      await fs.mkdir(path.join(root, 'docs/learn/deeper'), { recursive: true });
      return path.join(root, 'docs/learn/deeper/page.md');
    },
  },
  {
    name: 'a folder renamed away and another renamed into its place',
    replace: async (root) => {
      await fs.mkdir(path.join(root, 'next/learn'), { recursive: true });
      await fs.rename(path.join(root, 'docs/learn'), path.join(root, 'old-learn'));
      await settle();
      await fs.rename(path.join(root, 'next/learn'), path.join(root, 'docs/learn'));
      return path.join(root, 'docs/learn/page.md');
    },
  },
];

let watcher: TreeWatcher | undefined;
let root: string | undefined;

afterEach(async () => {
  watcher?.close();
  if (root) await fs.rm(root, { recursive: true, force: true });
});

describe('dev follows the tree as it is', () => {
  for (const row of ROWS) {
    it(`an edit is seen after ${row.name}`, async () => {
      root = await fs.mkdtemp(path.join(os.tmpdir(), 'lod-watch-'));
      await fs.mkdir(path.join(root, 'docs/learn'), { recursive: true });
      await fs.writeFile(path.join(root, 'docs/learn/page.md'), 'first');
      const seen: string[] = [];
      watcher = watchTree(root, (f) => seen.push(f));
      const file = await row.replace(root);
      await settle();
      seen.length = 0;
      await fs.writeFile(file, 'edited');
      const deadline = Date.now() + 3000;
      while (!seen.includes(file) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(seen).toContain(file);
    });
  }
});
