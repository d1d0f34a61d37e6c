// The output worker, seen from the main thread: it reads the Turtle itself
// while the model is built, then writes the extension outputs (sitemap,
// linked-data files, search index) into the output folder beside the render.
import type { SiteConfig } from '../config.ts';
import type { PackedRecords } from '../pipeline/output-records.ts';
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

  /** Hands over the pages (records; their text is moved); resolves when the files are written into `tempDir`. */
  run(records: PackedRecords, tempDir: string): Promise<OutputsWritten> {
    this.thread.send({ type: 'outputs', records, tempDir }, [records.texts]);
    return this.written.promise;
  }

  stop(): Promise<void> {
    return this.thread.stop();
  }
}
