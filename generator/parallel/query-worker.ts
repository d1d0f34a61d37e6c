// The query worker, seen from the main thread: it reads the Turtle itself,
// answers the SPARQL queries (records), then runs SHACL over the graph
// (validation) and ends, so Comunica's heap is gone before the pages render.
import type { Records } from '../../src/shared/model/types.ts';
import type { SiteConfig } from '../config.ts';
import type { Problem } from '../errors.ts';
import type { QueryTiming } from '../query/engine.ts';
import type { StageTime } from './messages.ts';
import { Thread } from './thread.ts';

export interface QueryAnswer {
  records: Records;
  timings: QueryTiming[];
  stages: StageTime[];
}

export class QueryWorker {
  private readonly thread: Thread;
  private readonly answer;
  private readonly checked;

  constructor(config: SiteConfig) {
    this.thread = new Thread({ config, job: 'query' }, (m) => {
      if (m.type === 'records') this.answer.resolve({ records: m.records, timings: m.timings, stages: m.stages });
      else if (m.type === 'validation') {
        this.thread.done();
        this.checked.resolve({ problems: m.problems, stages: m.stages });
      }
    });
    this.answer = this.thread.deferred<QueryAnswer>();
    this.checked = this.thread.deferred<{ problems: Problem[]; stages: StageTime[] }>();
  }

  /** the query results, as soon as the thread has them */
  get records(): Promise<QueryAnswer> {
    return this.answer.promise;
  }

  /** the SHACL and datatype problems, after the records */
  get validation(): Promise<{ problems: Problem[]; stages: StageTime[] }> {
    return this.checked.promise;
  }

  stop(): Promise<void> {
    return this.thread.stop();
  }
}
