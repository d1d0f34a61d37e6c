// Write stage: everything goes into a fresh temporary folder beside the
// output, which replaces the output only once complete. A failed build
// therefore leaves the previous site exactly as it was.
import fs from 'node:fs/promises';
import path from 'node:path';
import { spawn } from 'node:child_process';

export interface OutputFile {
  /** path inside the output, with a leading slash */
  path: string;
  content: string | Uint8Array;
}

/** open files at once: enough to keep the disk busy, far under the process's limit */
export const MAX_OPEN_WRITES = 32;

export class OutputWriter {
  readonly tempDir: string;
  private files = 0;
  private bytes = 0;
  // Writes wait in a queue and at most MAX_OPEN_WRITES run at once: starting
  // every write at once opened one file per output file, which at tens of
  // thousands of files failed with EMFILE.
  private queue: ({ target: string; content: string | Uint8Array; size: number } | undefined)[] = [];
  private head = 0;
  private active = 0;
  /** bytes handed to write() whose writes have not finished yet */
  private unwrittenBytes = 0;
  private failure: unknown;
  private waiters: { ready: () => boolean; resolve: () => void }[] = [];
  /** one mkdir per folder, shared by the files written into it */
  private dirs = new Map<string, Promise<unknown>>();

  constructor(readonly outDir: string) {
    this.tempDir = `${outDir}.tmp-${process.pid}-${Date.now()}`;
  }

  async start(): Promise<void> {
    await fs.rm(this.tempDir, { recursive: true, force: true });
    await fs.mkdir(this.tempDir, { recursive: true });
  }

  private ensureDir(dir: string): Promise<unknown> {
    let made = this.dirs.get(dir);
    if (!made) this.dirs.set(dir, (made = fs.mkdir(dir, { recursive: true })));
    return made;
  }

  write(file: OutputFile): void {
    const target = path.join(this.tempDir, file.path);
    this.files++;
    const size = typeof file.content === 'string' ? Buffer.byteLength(file.content) : file.content.byteLength;
    this.bytes += size;
    this.unwrittenBytes += size;
    this.queue.push({ target, content: file.content, size });
    this.pump();
  }

  private pump(): void {
    while (this.active < MAX_OPEN_WRITES && this.head < this.queue.length) {
      const job = this.queue[this.head]!;
      // let go of the content as soon as its write starts: the queue may never empty while pages render
      this.queue[this.head++] = undefined;
      this.active++;
      this.ensureDir(path.dirname(job.target))
        .then(() => fs.writeFile(job.target, job.content))
        .catch((e: unknown) => {
          this.failure ??= e;
        })
        .finally(() => {
          this.active--;
          this.unwrittenBytes -= job.size;
          this.pump();
          this.notify();
        });
    }
    if (this.head === this.queue.length) {
      this.queue = [];
      this.head = 0;
    }
  }

  private notify(): void {
    const still: typeof this.waiters = [];
    for (const w of this.waiters) (w.ready() ? w.resolve() : still.push(w));
    this.waiters = still;
  }

  private until(ready: () => boolean): Promise<void> {
    if (ready()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ ready, resolve }));
  }

  private settled(): Promise<void> {
    return this.until(() => this.active === 0 && this.head >= this.queue.length);
  }

  /**
   * Backpressure: a producer that renders faster than the disk writes awaits
   * this between files, so the output is never held in memory all at once
   * (without it, peak memory grew with the size of the whole site).
   */
  async drain(highWaterBytes = 16 * 1024 * 1024): Promise<void> {
    await this.until(() => this.unwrittenBytes <= highWaterBytes || this.failure !== undefined);
    if (this.failure !== undefined) throw this.failure;
  }

  async copyDir(from: string, to = '/'): Promise<void> {
    try {
      await fs.cp(from, path.join(this.tempDir, to), { recursive: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
  }

  /** Waits for all writes, then swaps the new output in place of the old one. */
  async commit(): Promise<{ files: number; bytes: number }> {
    await this.settled();
    if (this.failure !== undefined) throw this.failure;
    const old = `${this.outDir}.old-${process.pid}-${Date.now()}`;
    let hadOld = true;
    try {
      await fs.rename(this.outDir, old);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      hadOld = false;
    }
    await fs.rename(this.tempDir, this.outDir);
    // the previous output is deleted in the background: the new site is already in place
    if (hadOld) removeInBackground(old);
    return { files: this.files, bytes: this.bytes };
  }

  async abort(): Promise<void> {
    await this.settled();
    await fs.rm(this.tempDir, { recursive: true, force: true });
  }
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
