// Write stage: everything goes into a fresh temporary folder beside the
// output, which replaces the output only once complete. A failed build
// therefore leaves the previous site exactly as it was.
import fs from 'node:fs/promises';
import path from 'node:path';

export interface OutputFile {
  /** path inside the output, with a leading slash */
  path: string;
  content: string | Uint8Array;
}

export class OutputWriter {
  readonly tempDir: string;
  private files = 0;
  private bytes = 0;
  private pending: Promise<void>[] = [];
  private madeDirs = new Set<string>();

  constructor(readonly outDir: string) {
    this.tempDir = `${outDir}.tmp-${process.pid}-${Date.now()}`;
  }

  async start(): Promise<void> {
    await fs.rm(this.tempDir, { recursive: true, force: true });
    await fs.mkdir(this.tempDir, { recursive: true });
  }

  private async ensureDir(dir: string) {
    if (this.madeDirs.has(dir)) return;
    await fs.mkdir(dir, { recursive: true });
    this.madeDirs.add(dir);
  }

  write(file: OutputFile): void {
    const target = path.join(this.tempDir, file.path);
    this.files++;
    this.bytes += typeof file.content === 'string' ? Buffer.byteLength(file.content) : file.content.byteLength;
    this.pending.push(this.ensureDir(path.dirname(target)).then(() => fs.writeFile(target, file.content)));
    // keep the number of open writes bounded
    if (this.pending.length >= 64) {
      const batch = this.pending;
      this.pending = [Promise.all(batch).then(() => undefined)];
    }
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
    await Promise.all(this.pending);
    const old = `${this.outDir}.old-${process.pid}-${Date.now()}`;
    let hadOld = true;
    try {
      await fs.rename(this.outDir, old);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      hadOld = false;
    }
    await fs.rename(this.tempDir, this.outDir);
    if (hadOld) await fs.rm(old, { recursive: true, force: true });
    return { files: this.files, bytes: this.bytes };
  }

  async abort(): Promise<void> {
    await Promise.allSettled(this.pending);
    await fs.rm(this.tempDir, { recursive: true, force: true });
  }
}

/** `/docs/x` → `/docs/x/index.html`; `/` → `/index.html`; `/404` → `/404.html` too. */
export function htmlPathFor(routePath: string): string {
  if (routePath.endsWith('/')) return `${routePath}index.html`;
  return `${routePath}/index.html`;
}
