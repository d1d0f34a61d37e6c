// The graph thread, seen from the main thread: it reads the Turtle itself,
// answers the SPARQL queries (records), runs SHACL over the graph
// (validation), then writes the extension outputs (sitemap, linked-data
// files, search index) into the output folder beside the render, from the
// pages it is handed (jobs/query.ts says why one thread does both).
import type { Records } from '../../src/shared/model/types.ts';
import type { SiteConfig } from '../config.ts';
import type { Problem } from '../errors.ts';
import type { PackedRecords } from '../pipeline/output-records.ts';
import type { QueryTiming } from '../query/engine.ts';
import type { OutputRunner, OutputsWritten, StageTime } from './messages.ts';
import { Thread } from './thread.ts';

export interface QueryAnswer {
  records: Records;
  timings: QueryTiming[];
  stages: StageTime[];
}

export class QueryWorker implements OutputRunner {
  readonly lane = 'graph';
  private readonly thread: Thread;
  private readonly answer;
  private readonly checked;
  private readonly written;

  constructor(config: SiteConfig) {
    this.thread = new Thread({ config, job: 'query' }, (m) => {
      if (m.type === 'records') this.answer.resolve({ records: m.records, timings: m.timings, stages: m.stages });
      else if (m.type === 'validation') this.checked.resolve({ problems: m.problems, stages: m.stages });
      else if (m.type === 'outputs') {
        this.thread.done();
        this.written.resolve({ files: m.files, bytes: m.bytes, stages: m.stages });
      }
    });
    this.answer = this.thread.deferred<QueryAnswer>();
    this.checked = this.thread.deferred<{ problems: Problem[]; stages: StageTime[] }>();
    this.written = this.thread.deferred<OutputsWritten>();
  }

  /** the query results, as soon as the thread has them */
  get records(): Promise<QueryAnswer> {
    return this.answer.promise;
  }

  /** the SHACL and datatype problems, after the records */
  get validation(): Promise<{ problems: Problem[]; stages: StageTime[] }> {
    return this.checked.promise;
  }

  runOutputs(records: PackedRecords, tempDir: string): Promise<OutputsWritten> {
    this.thread.send({ type: 'outputs', records, tempDir }, [records.texts]);
    return this.written.promise;
  }

  stop(): Promise<void> {
    return this.thread.stop();
  }
}
