// Write stage: nothing is written into the output until the build has
// succeeded, so a failed build leaves the previous site exactly as it was.
// Files go to a temporary folder beside the output first. Without the build
// cache, that folder is the whole new site and replaces the output in one
// rename. With it, a file whose bytes the output already has at its path is
// not written again, and the folder holds only the files that changed: once
// the build is done they are moved into the output and the files the build
// no longer makes are deleted (OutputWriter.commit), so a build after a
// one-file edit touches the few files that changed and no others.
import fs from 'node:fs/promises';
import fsSync from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { confinedPath } from './confine.ts';
import type { StaticFile } from '../load/static.ts';
import { fileSystemError } from '../errors.ts';

/**
 * A file's content: whole, or, for a file too large to hold at once (the
 * whole-graph dumps), pieces of text written one after another as they are
 * made. Pieces can be read once only.
 */
export type FileContent = string | Uint8Array | Iterable<string>;

export interface OutputFile {
  /** path inside the output, with a leading slash */
  path: string;
  content: FileContent;
}

/** A file made whole (pages, feeds, term data): what a dev session can hold and serve as it is. */
export interface WholeFile extends OutputFile {
  content: string | Uint8Array;
}

export function isPieces(content: FileContent): content is Iterable<string> {
  return typeof content !== 'string' && !(content instanceof Uint8Array);
}

/** The content as one string or buffer (pieces joined), for a file held in memory. */
export function wholeContent(content: FileContent): string | Uint8Array {
  return isPieces(content) ? [...content].join('') : content;
}

/** Writes all of `bytes` at the descriptor's position, or at `position` (a write may take only part of them). */
export function writeAll(fd: number, bytes: Uint8Array, position?: number): void {
  for (let at = 0; at < bytes.length;)
    at += fsSync.writeSync(fd, bytes, at, bytes.length - at, position === undefined ? null : position + at);
}

/** Opens `target` as a new file; one there already (a path written twice: a static file that overrides a generated one) is replaced. */
function createFile(target: string): number {
  try {
    return fsSync.openSync(target, 'wx');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    fsSync.unlinkSync(target);
    return fsSync.openSync(target, 'wx');
  }
}

/** Writes the pieces, or the bytes, to a new file at `target`; its size and modification time. */
function writeFile(target: string, content: Uint8Array | Iterable<string>): { size: number; mtimeMs: number } {
  const fd = createFile(target);
  try {
    if (content instanceof Uint8Array) writeAll(fd, content);
    else for (const piece of content) writeAll(fd, Buffer.from(piece));
    const { size, mtimeMs } = fsSync.fstatSync(fd);
    return { size, mtimeMs };
  } finally {
    fsSync.closeSync(fd);
  }
}

/** What a writer put in place: every file, its bytes, how many of the files were written rather than kept, and the files. */
export interface WriteCounts {
  files: number;
  bytes: number;
  rewritten: number;
  /**
   * every file of the new output, written or kept, as it will be in the output: the output's other files are
   * deleted (OutputWriter.commit), and the up-to-date stamp records these (cache/up-to-date.ts)
   */
  placed: KeptFile[];
}

/** An output file as a build left it: its site path, size and modification time (OutputWriter.keep). */
export type KeptFile = [sitePath: string, size: number, mtimeMs: number];

export class OutputWriter {
  readonly tempDir: string;
  private bytes = 0;
  private rewritten = 0;
  private failure: unknown;
  /** folders made so far in the temporary folder: one mkdir per folder, not per file */
  private dirs = new Set<string>();
  /** every file of the new output, written or kept: its size and modification time, by site path */
  private readonly files = new Map<string, [size: number, mtimeMs: number]>();

  /** where the output really is: `outDir`, or the folder it links to (see publishedFolder) */
  private readonly target: string;

  constructor(
    readonly outDir: string,
    /** given by a writer on another thread that adds files to the folder this one will commit (it then calls finish(), never commit()) */
    tempDir?: string,
    /**
     * the build cache's switch: on, a file the output already has with the same bytes is kept, not written,
     * and commit() moves the written ones into the output; off, every file is written and the folder replaces the output
     */
    private readonly reuse = false,
  ) {
    this.target = publishedFolder(outDir);
    this.tempDir = tempDir ?? `${this.target}.tmp-${process.pid}-${Date.now()}`;
  }

  async start(): Promise<void> {
    removeStaleFolders(this.target);
    try {
      await fs.rm(this.tempDir, { recursive: true, force: true });
      await fs.mkdir(path.dirname(this.tempDir), { recursive: true });
      // not recursive: on a read-only file system a recursive mkdir says ENOENT, this one EROFS
      await fs.mkdir(this.tempDir);
    } catch (e) {
      throw fileSystemError(e, this.outDir, 'the output folder cannot be written');
    }
  }

  /**
   * Writes the file at once, synchronously. Measured on this project's
   * machine: 3,000 files written one after another took half the wall time
   * and a third of the kernel time of the same files written through the
   * asynchronous API, whose parallel file creations contend for the same
   * folder locks; the build's two threads already keep both cores busy, so
   * nothing is gained by waiting elsewhere. Nothing is queued, so the output
   * is never held in memory.
   */
  write(file: OutputFile): void {
    if (this.failure !== undefined) return;
    try {
      const sitePath = sitePathOf(file.path);
      const content = file.content;
      // made as they are written, pieces cannot be compared first (the dumps): always written
      const kept = isPieces(content) ? undefined : this.same(file.path, content);
      // the same path written before with other bytes (a static file over a generated one): that file is not moved in
      if (kept && this.files.has(sitePath)) fsSync.rmSync(confinedPath(this.tempDir, sitePath), { force: true });
      // every output path is confined to the output folder (see confine.ts); a kept file's folder is not made
      const { size, mtimeMs } = kept ?? writeFile(this.newPath(file.path), typeof content === 'string' ? Buffer.from(content) : content);
      if (!kept) this.rewritten++;
      this.bytes += size;
      this.files.set(sitePath, [size, mtimeMs]);
    } catch (e) {
      // reported by drain(), finish() or commit(): the caller decides when to stop
      this.failure = fileSystemError(e, path.join(this.outDir, file.path), 'cannot be written');
    }
  }

  /**
   * Files the build cache knows the output already holds (render/page-cache.ts), each as
   * [site path, size, modification time] when this writer's build left it: kept, not read,
   * if every one of them is still there as recorded (the up-to-date check's test,
   * cache/up-to-date.ts); false, nothing kept, if one is not.
   */
  keep(files: KeptFile[]): boolean {
    if (!this.reuse || this.failure !== undefined) return false;
    try {
      for (const [sitePath, size, mtimeMs] of files) {
        const st = fsSync.lstatSync(confinedPath(this.target, sitePath));
        if (!st.isFile() || st.size !== size || st.mtimeMs !== mtimeMs) return false;
      }
    } catch {
      return false;
    }
    for (const [sitePath, size, mtimeMs] of files) {
      this.files.set(sitePathOf(sitePath), [size, mtimeMs]);
      this.bytes += size;
    }
    return true;
  }

  /** Where a file goes in the temporary folder, its folder made (every output path is confined to the output folder: confine.ts). */
  private newPath(sitePath: string): string {
    const target = confinedPath(this.tempDir, sitePath);
    const dir = path.dirname(target);
    if (!this.dirs.has(dir)) {
      fsSync.mkdirSync(dir, { recursive: true });
      this.dirs.add(dir);
    }
    return target;
  }

  /** A file this writer has put in the new output, as keep() takes it; undefined if it is not there (a failed write). */
  placed(sitePath: string): KeptFile | undefined {
    const file = this.files.get(sitePathOf(sitePath));
    return file && [sitePath, ...file];
  }

  /**
   * With the build cache on, the output's file at this path if it has these
   * bytes (compared byte for byte, one of another size not even read): it is
   * kept, not written into the temporary folder, and keeps its modification
   * time (what the up-to-date check and web caches see).
   */
  private same(sitePath: string, content: string | Uint8Array): { size: number; mtimeMs: number } | undefined {
    if (!this.reuse) return undefined;
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    try {
      const old = confinedPath(this.target, sitePath);
      const st = fsSync.lstatSync(old);
      if (!st.isFile() || st.size !== bytes.byteLength || !fsSync.readFileSync(old).equals(bytes)) return undefined;
      return st;
    } catch {
      // no such file: written
      return undefined;
    }
  }

  /** Throws the first failed write, if any: a producer calls it between files to stop early. */
  async drain(): Promise<void> {
    if (this.failure !== undefined) throw this.failure;
  }

  /** Copies the static files (their links already resolved and checked by listStaticFiles). */
  copyFiles(files: StaticFile[]): void {
    for (const f of files) this.write({ path: f.sitePath, content: fsSync.readFileSync(f.source) });
  }

  /** The counts of a writer whose folder another one commits. */
  async finish(): Promise<WriteCounts> {
    if (this.failure !== undefined) throw this.failure;
    return this.counts();
  }

  private counts(): WriteCounts {
    const placed = [...this.files].map(([sitePath, [size, mtimeMs]]): KeptFile => [sitePath, size, mtimeMs]);
    return { files: placed.length, bytes: this.bytes, rewritten: this.rewritten, placed };
  }

  /** Counts files another thread wrote into this writer's folder. */
  addWritten(counts: WriteCounts): void {
    for (const [sitePath, size, mtimeMs] of counts.placed) this.files.set(sitePath, [size, mtimeMs]);
    this.bytes += counts.bytes;
    this.rewritten += counts.rewritten;
  }

  /**
   * Puts the new output in place. With the build cache on and an output there, the files written
   * are moved into it and the ones this build did not make are deleted: after a one-file edit at
   * bench scale 20, a few files moved instead of 18,852 folders made and 51,544 files linked into a
   * new tree (4.3 s of the build's main thread, 3.1 s of it in mkdir). The output is then changed file
   * by file, not swapped whole, so for the moment of the moves (milliseconds for a few files) a
   * reader may see some of the new files and not yet others; a failed build still changes nothing.
   * Otherwise the temporary folder, the whole new site, replaces the output in one rename. When
   * the output folder is a symbolic link (to a web root), the folder it leads to is changed and the
   * link kept: replacing the link by a folder left the web root serving the old site.
   */
  async commit(): Promise<WriteCounts> {
    if (this.failure !== undefined) throw this.failure;
    if (this.reuse && isFolder(this.target)) {
      try {
        moveInto(this.tempDir, this.target, '');
        deleteOthers(this.target, '', this.files);
      } catch (e) {
        throw fileSystemError(e, this.outDir, 'the new files cannot be moved into the output folder');
      }
      removeInBackground(this.tempDir);
      return this.counts();
    }
    const old = `${this.target}.old-${process.pid}-${Date.now()}`;
    let hadOld = true;
    try {
      await fs.rename(this.target, old);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT')
        throw fileSystemError(e, this.outDir, 'the output folder cannot be replaced by the new one');
      hadOld = false;
    }
    try {
      await fs.rename(this.tempDir, this.target);
    } catch (e) {
      // the previous output goes back in place
      if (hadOld) await fs.rename(old, this.target).catch(() => undefined);
      throw fileSystemError(e, this.outDir, 'the output folder cannot be replaced by the new one');
    }
    // the previous output is deleted in the background: the new site is already in place
    if (hadOld) removeInBackground(old);
    return this.counts();
  }

  async abort(): Promise<void> {
    await fs.rm(this.tempDir, { recursive: true, force: true });
  }
}

/** A path inside the output as deleteOthers() spells it: with a leading slash. */
const sitePathOf = (p: string) => (p.startsWith('/') ? p : `/${p}`);

function isFolder(at: string): boolean {
  try {
    return fsSync.lstatSync(at).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Moves every file of the folder `from` to the same place under `to`. What stands in the way
 * there is the previous output's: a folder where a file goes now, or a file or symbolic link
 * where a folder goes, is deleted first, so nothing is ever written through a link.
 */
function moveInto(from: string, to: string, rel: string): void {
  for (const entry of fsSync.readdirSync(path.join(from, rel), { withFileTypes: true })) {
    const name = path.join(rel, entry.name);
    const there = path.join(to, name);
    if (entry.isDirectory()) {
      if (!isFolder(there)) {
        fsSync.rmSync(there, { force: true });
        fsSync.mkdirSync(there);
      }
      moveInto(from, to, name);
    } else {
      if (isFolder(there)) fsSync.rmSync(there, { recursive: true });
      fsSync.renameSync(path.join(from, name), there);
    }
  }
}

/** Deletes what `root` holds that is not in `keep` (by site path), and the folders left empty; true if `rel` is left empty. */
function deleteOthers(root: string, rel: string, keep: Map<string, unknown>): boolean {
  let left = 0;
  for (const entry of fsSync.readdirSync(path.join(root, rel), { withFileTypes: true })) {
    const name = `${rel}/${entry.name}`;
    const at = path.join(root, name);
    if (entry.isDirectory()) {
      if (deleteOthers(root, name, keep)) fsSync.rmdirSync(at);
      else left++;
    } else if (keep.has(name)) left++;
    else fsSync.unlinkSync(at);
  }
  return left === 0 && rel !== '';
}

/**
 * The folder a build really replaces: `outDir`, or, when `outDir` is a symbolic
 * link (`out` → `/var/www/site`, a common deploy layout), the folder it leads
 * to, even one not made yet.
 */
export function publishedFolder(outDir: string): string {
  let at = path.resolve(outDir);
  for (let hops = 0; hops < 40; hops++) {
    let link: string;
    try {
      if (!fsSync.lstatSync(at).isSymbolicLink()) return at;
      link = fsSync.readlinkSync(at);
    } catch {
      return at;
    }
    at = path.resolve(path.dirname(at), link);
  }
  return at;
}

/** `/docs/x` → `/docs/x/index.html`; `/` → `/index.html`; `/404` → `/404.html` too. */
export function htmlPathFor(routePath: string): string {
  if (routePath.endsWith('/')) return `${routePath}index.html`;
  return `${routePath}/index.html`;
}

/** Deletes a folder without making the build wait for it (a detached `rm -rf`, or fs.rm where rm is missing). */
function removeInBackground(dir: string): void {
  try {
    const child = spawn('rm', ['-rf', dir], { detached: true, stdio: 'ignore' });
    child.on('error', () => void fs.rm(dir, { recursive: true, force: true }));
    child.unref();
  } catch {
    void fs.rm(dir, { recursive: true, force: true });
  }
}

/**
 * Removes what killed builds left beside the output: `out.tmp-PID-TIME` and
 * `out.old-PID-TIME` folders whose process no longer runs (11–45 MB each,
 * never removed before). Only folders named after this output folder are
 * touched, and never one a running build (a live PID) still owns. Each is
 * renamed as this build's and deleted in the background, not waited for: the
 * previous build's output, still being deleted by the `rm` that build started
 * (removeInBackground), took 17.8 s of the next build's main thread at bench
 * scale 20 when it was removed here, synchronously.
 */
export function removeStaleFolders(outDir: string): string[] {
  const parent = path.dirname(path.resolve(outDir));
  const base = path.basename(path.resolve(outDir));
  const pattern = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(tmp|old)-(\\d+)-\\d+$`);
  const removed: string[] = [];
  let names: string[];
  try {
    names = fsSync.readdirSync(parent);
  } catch {
    return removed;
  }
  for (const name of names) {
    const m = pattern.exec(name);
    if (!m) continue;
    const pid = Number(m[2]);
    if (pid === process.pid || processIsAlive(pid)) continue;
    const mine = path.join(parent, `${base}.${m[1]}-${process.pid}-${Date.now()}${removed.length}`);
    try {
      fsSync.renameSync(path.join(parent, name), mine);
    } catch {
      continue;
    }
    removeInBackground(mine);
    removed.push(name);
  }
  return removed;
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
