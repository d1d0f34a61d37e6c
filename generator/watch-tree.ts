// Watching a folder tree for `npm run dev`. Each folder is watched on its own
// (not each file, and not with fs.watch's `recursive`, which on Linux follows
// files): an editor's atomic save, or `git checkout`, replaces a file by
// renaming a new one over it, and a watch on the old file then never fires
// again, so later edits were silently missed. A folder's watch sees every
// entry created, renamed or changed in it, however many times a file is
// replaced; folders created later are watched as they appear.
import fs from 'node:fs';
import path from 'node:path';

export interface TreeWatcher {
  close(): void;
}

export function watchTree(root: string, onChange: (file: string) => void): TreeWatcher {
  const watchers = new Map<string, fs.FSWatcher>();
  const add = (dir: string) => {
    if (watchers.has(dir)) return;
    let w: fs.FSWatcher;
    try {
      w = fs.watch(dir, (_event, name) => {
        const full = name ? path.join(dir, name.toString()) : dir;
        // a new folder (or one renamed into place) gets its own watch
        try {
          if (fs.statSync(full).isDirectory()) scan(full);
        } catch {
          // removed: its watch ends by itself
        }
        onChange(full);
      });
    } catch {
      return;
    }
    w.on('error', () => {
      w.close();
      watchers.delete(dir);
    });
    watchers.set(dir, w);
  };
  const scan = (dir: string) => {
    add(dir);
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) if (e.isDirectory() && !e.name.startsWith('.')) scan(path.join(dir, e.name));
  };
  scan(root);
  return {
    close() {
      for (const w of watchers.values()) w.close();
      watchers.clear();
    },
  };
}
