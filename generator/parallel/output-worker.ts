// The output worker, seen from the main thread: it reads the Turtle itself
// while the model is built, then writes the extension outputs (sitemap,
// linked-data files, search index) into the output folder beside the render.
import type { Page } from '../../src/shared/model/types.ts';
import type { SiteConfig } from '../config.ts';
import type { StageTime, Written } from './messages.ts';
import { Thread } from './thread.ts';

export type OutputsWritten = Written & { stages: StageTime[] };

export class OutputWorker {
  private readonly thread: Thread;
  private readonly written;

  constructor(config: SiteConfig) {
    this.thread = new Thread({ config, job: 'outputs' }, (m) => {
      if (m.type !== 'outputs') return;
      this.thread.done();
      this.written.resolve({ files: m.files, bytes: m.bytes, stages: m.stages });
    });
    this.written = this.thread.deferred<OutputsWritten>();
  }

  /** Hands over the pages (without their HTML); resolves when the files are written into `tempDir`. */
  run(pages: Page[], tempDir: string): Promise<OutputsWritten> {
    this.thread.send({ type: 'outputs', pages, tempDir });
    return this.written.promise;
  }

  stop(): Promise<void> {
    return this.thread.stop();
  }
}
