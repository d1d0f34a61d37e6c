// Render workers, seen from the main thread. Each gets what every page of a
// locale shares (chrome, sidebars) once, then batches of pages; it renders
// them with React and writes the HTML files itself, so no page's HTML ever
// comes back here and nothing rendered stays in memory once written. At most
// two batches wait per worker: the main thread never clones the whole site.
import type { SiteConfig } from '../config.ts';
import type { RenderContexts, RenderItem, Written } from './messages.ts';
import { Thread } from './thread.ts';

const IN_FLIGHT = 2;

interface Renderer {
  thread: Thread;
  inFlight: number;
  finished: { promise: Promise<Written & { ms: number }>; resolve: (w: Written & { ms: number }) => void };
}

export class RenderPool {
  private readonly renderers: Renderer[] = [];
  private wake?: () => void;

  constructor(config: SiteConfig, size: number) {
    for (let i = 0; i < size; i++) {
      const r = {} as Renderer;
      r.inFlight = 0;
      r.thread = new Thread({ config, job: 'render' }, (m) => {
        if (m.type === 'rendered') {
          r.inFlight--;
          this.wake?.();
        } else if (m.type === 'render-done') {
          r.thread.done();
          r.finished.resolve({ files: m.files, bytes: m.bytes, ms: m.ms });
        }
      });
      r.finished = r.thread.deferred();
      this.renderers.push(r);
    }
  }

  get size(): number {
    return this.renderers.length;
  }

  /** What every page shares, and where the files go: sent once per worker. */
  start(context: RenderContexts, tempDir: string): void {
    for (const r of this.renderers) r.thread.send({ type: 'render-context', context, tempDir });
  }

  /** Hands a batch to the least busy worker, once one has room (a failed worker rejects here). */
  async submit(batch: RenderItem[]): Promise<void> {
    for (;;) {
      const free = this.renderers.reduce((a, b) => (b.inFlight < a.inFlight ? b : a));
      if (free.inFlight < IN_FLIGHT) {
        free.inFlight++;
        free.thread.send({ type: 'render', batch });
        return;
      }
      // a failure rejects `finished`: race it so a dead worker does not leave us waiting
      await Promise.race([new Promise<void>((resolve) => (this.wake = resolve)), ...this.renderers.map((r) => r.finished.promise)]);
    }
  }

  /** Waits for every batch; the files written and the longest worker's render time. */
  async finish(): Promise<Written & { ms: number }> {
    for (const r of this.renderers) r.thread.send({ type: 'render-end' });
    const all = await Promise.all(this.renderers.map((r) => r.finished.promise));
    type Done = Written & { ms: number };
    const sum = (a: Done, b: Done) => ({ files: a.files + b.files, bytes: a.bytes + b.bytes, ms: Math.max(a.ms, b.ms) });
    return all.reduce(sum, { files: 0, bytes: 0, ms: 0 });
  }

  async stop(): Promise<void> {
    await Promise.all(this.renderers.map((r) => r.thread.stop()));
  }
}
