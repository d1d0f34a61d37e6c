// The writer with the build cache on (write/index.ts): only the files that
// changed are written, and they reach the output when the build commits,
// never before; the files the build no longer makes are deleted then, and
// nothing of the previous output is followed out of the folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutputWriter } from '../../generator/write/index.ts';

let dir: string;
let out: string;
let outside: string;

const put = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};

/** Every entry under `root` (folders with a trailing slash, symbolic links as `-> target`), sorted. */
function tree(root: string): string[] {
  return fs
    .readdirSync(root, { withFileTypes: true, recursive: true })
    .map((e) => {
      const rel = path.relative(root, path.join(e.parentPath, e.name));
      if (e.isSymbolicLink()) return `${rel} -> ${fs.readlinkSync(path.join(root, rel))}`;
      return e.isDirectory() ? `${rel}/` : `${rel}: ${fs.readFileSync(path.join(root, rel), 'utf8')}`;
    })
    .sort();
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'writer-'));
  out = path.join(dir, 'out');
  outside = path.join(dir, 'outside');
  put(path.join(out, 'same/index.html'), 'same');
  put(path.join(out, 'changed/index.html'), 'before');
  put(path.join(out, 'gone/deep/index.html'), 'a page the next build no longer makes');
  put(path.join(out, 'file-then-folder'), 'a file where a folder goes now');
  put(path.join(outside, 'keep.txt'), 'not the output’s');
  fs.symlinkSync(outside, path.join(out, 'link'));
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A build of the same site with one page changed, one gone, and files where the old output had a link and a file. */
function writeBuild(writer: OutputWriter) {
  writer.write({ path: '/same/index.html', content: 'same' });
  writer.write({ path: '/changed/index.html', content: 'after' });
  writer.write({ path: '/link/index.html', content: 'a page where a link to a folder outside was' });
  writer.write({ path: '/file-then-folder/index.html', content: 'now a folder' });
}

describe('OutputWriter with the build cache on', () => {
  it('writes nothing into the output before commit: a failed build leaves it as it was', async () => {
    const before = tree(out);
    const writer = new OutputWriter(out, undefined, true);
    await writer.start();
    writeBuild(writer);
    expect(tree(out)).toEqual(before);
    await writer.abort();
    expect(tree(out)).toEqual(before);
    expect(fs.readdirSync(dir).sort()).toEqual(['out', 'outside']);
  });

  it('on commit, moves in the changed files, deletes the others and the folders left empty, follows no link out', async () => {
    const same = fs.statSync(path.join(out, 'same/index.html'));
    const writer = new OutputWriter(out, undefined, true);
    await writer.start();
    writeBuild(writer);
    // the temporary folder holds the written files only: no folder made for a kept one
    expect(tree(writer.tempDir).filter((e) => e.endsWith('/'))).toEqual(['changed/', 'file-then-folder/', 'link/']);
    const counts = await writer.commit();
    expect(tree(out)).toEqual([
      'changed/',
      'changed/index.html: after',
      'file-then-folder/',
      'file-then-folder/index.html: now a folder',
      'link/',
      'link/index.html: a page where a link to a folder outside was',
      'same/',
      'same/index.html: same',
    ]);
    expect(tree(outside)).toEqual(['keep.txt: not the output’s']);
    // the unchanged file is the same file, untouched
    const after = fs.statSync(path.join(out, 'same/index.html'));
    expect([after.ino, after.mtimeMs]).toEqual([same.ino, same.mtimeMs]);
    expect(counts).toMatchObject({ files: 4, rewritten: 3 });
  });

  it('a path written twice ends with its last bytes, also when those are the output’s', async () => {
    const writer = new OutputWriter(out, undefined, true);
    await writer.start();
    writer.write({ path: '/same/index.html', content: 'a generated page' });
    writer.write({ path: '/same/index.html', content: 'same' });
    writer.write({ path: '/changed/index.html', content: 'before' });
    writer.write({ path: '/changed/index.html', content: 'a static file over it' });
    await writer.commit();
    expect(fs.readFileSync(path.join(out, 'same/index.html'), 'utf8')).toBe('same');
    expect(fs.readFileSync(path.join(out, 'changed/index.html'), 'utf8')).toBe('a static file over it');
  });

  it('files kept from the build cache stay; one changed by hand since is not kept', async () => {
    const record = (p: string) => {
      const st = fs.statSync(path.join(out, p));
      return [`/${p}`, st.size, st.mtimeMs] as [string, number, number];
    };
    const kept = [record('same/index.html'), record('changed/index.html')];
    fs.writeFileSync(path.join(out, 'changed/index.html'), 'changed by hand');
    const writer = new OutputWriter(out, undefined, true);
    await writer.start();
    expect(writer.keep(kept)).toBe(false);
    expect(writer.keep([kept[0]])).toBe(true);
    await writer.commit();
    expect(tree(out)).toEqual(['same/', 'same/index.html: same']);
  });
});
