// The output thread, seen from the main thread: it writes the outputs that
// read only the pages (the search index), beside the render and the graph
// thread's outputs, which then no longer end the build alone (at bench scale
// 20 the graph thread went on 7 s after the render, 5 s of it the index).
import type { SiteConfig } from '../config.ts';
import type { PackedRecords } from '../pipeline/output-records.ts';
import type { OutputRunner, OutputsWritten } from './messages.ts';
import { Thread } from './thread.ts';

export class OutputWorker implements OutputRunner {
  readonly lane = 'pages';
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

  runOutputs(records: PackedRecords, tempDir: string): Promise<OutputsWritten> {
    this.thread.send({ type: 'outputs', records, tempDir }, [records.texts]);
    return this.written.promise;
  }

  stop(): Promise<void> {
    return this.thread.stop();
  }
}
