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
  // each folder's watch with the folder it was made for (its inode): a folder deleted and made again
  // (`git checkout` of another branch and back) is another folder, and the old watch never fires again
  const watchers = new Map<string, { watch: fs.FSWatcher; ino: number }>();
  const drop = (dir: string) => {
    for (const [d, w] of watchers) {
      if (d === dir || d.startsWith(dir + path.sep)) {
        w.watch.close();
        watchers.delete(d);
      }
    }
  };
  const add = (dir: string) => {
    let ino: number;
    try {
      ino = fs.statSync(dir).ino;
    } catch {
      return;
    }
    const known = watchers.get(dir);
    if (known?.ino === ino) return;
    if (known) drop(dir);
    let w: fs.FSWatcher;
    try {
      w = fs.watch(dir, (_event, name) => {
        const full = name ? path.join(dir, name.toString()) : dir;
        // a new folder (or one renamed into place) gets its own watch; a removed one loses its dead watches
        try {
          // the entry of a folder changed: watched afresh, since a folder made again may even reuse the old inode
          drop(full);
          if (fs.statSync(full).isDirectory()) scan(full);
        } catch {
          drop(full);
        }
        onChange(full);
      });
    } catch {
      return;
    }
    w.on('error', () => {
      if (watchers.get(dir)?.watch === w) watchers.delete(dir);
      w.close();
    });
    watchers.set(dir, { watch: w, ino });
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
      for (const w of watchers.values()) w.watch.close();
      watchers.clear();
    },
  };
}
