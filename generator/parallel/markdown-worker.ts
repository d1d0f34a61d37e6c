// A Markdown helper thread, seen from the main thread: it renders the share
// of the documents it is given (jobs/markdown.ts), sends them back a few
// hundred at a time, and ends.
import type { SiteConfig } from '../config.ts';
import type { MarkdownHelper, PrerenderItem } from '../markdown/prerender.ts';
import type { FromWorker } from './messages.ts';
import { Thread } from './thread.ts';

type Renders = Extract<FromWorker, { type: 'markdown' }>['renders'];

export class MarkdownWorker implements MarkdownHelper {
  private readonly thread: Thread;
  private readonly answer;
  private readonly received: Renders = [];

  constructor(
    config: SiteConfig,
    private readonly languages: string[],
  ) {
    this.thread = new Thread({ config, job: 'markdown' }, (m) => {
      if (m.type !== 'markdown') return;
      for (const r of m.renders) this.received.push(r);
      if (!m.last) return;
      this.thread.done();
      this.answer.resolve(this.received);
    });
    this.answer = this.thread.deferred<Renders>();
  }

  render(items: PrerenderItem[]): Promise<Renders> {
    this.thread.send({ type: 'markdown', items, languages: this.languages });
    return this.answer.promise;
  }

  stop(): Promise<void> {
    return this.thread.stop();
  }
}
