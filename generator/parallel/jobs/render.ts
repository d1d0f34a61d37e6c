// A render worker's job: take the shared render context once, then render
// each batch of pages and write their files; say when a batch is done (the
// pool sends the next one) and, at the end, what it wrote.
import type { SiteConfig } from '../../config.ts';
import { reportMemory } from '../../pipeline/timer.ts';
import { writeRenderedPage } from '../../render/write-page.ts';
import { OutputWriter } from '../../write/index.ts';
import type { FromWorker, ToWorker } from '../messages.ts';

export async function renderJob(config: SiteConfig, send: (m: FromWorker) => void, messages: AsyncIterator<ToWorker>): Promise<void> {
  const { value: first } = await messages.next();
  if (first?.type !== 'render-context') throw new Error(`a render thread was sent "${first?.type}" first`);
  const writer = new OutputWriter(config.outDir, first.tempDir);
  let ms = 0;
  for (;;) {
    const { value: m } = await messages.next();
    if (!m || m.type === 'render-end') break;
    if (m.type !== 'render') continue;
    const started = performance.now();
    for (const item of m.batch) writeRenderedPage(item, first.context[item.page.locale], writer);
    await writer.drain();
    ms += performance.now() - started;
    send({ type: 'rendered', pages: m.batch.length });
  }
  if (process.env.REPORT_MEMORY) reportMemory('render thread');
  send({ type: 'render-done', ...(await writer.finish()), ms });
}
