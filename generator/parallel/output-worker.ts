// The output worker, seen from the main thread: it reads the Turtle itself
// while the model is built, then writes the extension outputs (sitemap,
// linked-data files, search index) into the output folder beside the render,
// all but those the main thread takes once its render is done.
import type { SiteConfig } from '../config.ts';
import type { PackedRecords } from '../pipeline/output-records.ts';
import type { StageTime, Written } from './messages.ts';
import { Thread } from './thread.ts';
import type { TwoEndedList } from './two-ended-list.ts';

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

  /**
   * Hands over the pages (records; their words are in a file) and the list of
   * outputs, which the thread takes from the front; resolves when the
   * outputs it took are written into `tempDir`.
   */
  run(records: PackedRecords, tempDir: string, list: TwoEndedList): Promise<OutputsWritten> {
    this.thread.send({ type: 'outputs', records, tempDir, list: list.buffer });
    return this.written.promise;
  }

  stop(): Promise<void> {
    return this.thread.stop();
  }
}
