// A Markdown helper's job: render a share of the documents the model will
// ask for (markdown/prerender.ts) with the same renderer as the main thread
// (the same highlighter languages, admonition titles and image sizes), send
// the renders back with the image sizes each one looked up (the build cache
// keeps them with its entry), and end. They go back a few hundred at a time:
// sent all at once, at bench scale 20, they were held here and in one message
// besides, ~0.3 GB more at the build's peak.
import type { SiteConfig } from '../../config.ts';
import { getHighlighter } from '../../markdown/highlight.ts';
import type { ImageLookups } from '../../markdown/cached.ts';
import { markdownRenderer } from '../../pipeline/markdown.ts';
import type { FromWorker, ToWorker } from '../messages.ts';

const SENT_TOGETHER = 200;

export async function markdownJob(config: SiteConfig, send: (m: FromWorker) => void, messages: AsyncIterator<ToWorker>): Promise<void> {
  const { value: m } = (await messages.next()) as IteratorResult<ToWorker, undefined>;
  if (m?.type !== 'markdown') throw new Error(`a Markdown thread was sent "${m?.type}"`);
  let seen: ImageLookups = [];
  const highlighter = await getHighlighter(m.languages);
  const { render } = markdownRenderer(config, highlighter, undefined, (href, size) => seen.push([href, size]));
  let renders: Extract<FromWorker, { type: 'markdown' }>['renders'] = [];
  for (const [i, { body, locale }] of m.items.entries()) {
    seen = [];
    renders.push({ rendered: render(body, locale), sizes: seen });
    const last = i === m.items.length - 1;
    if (renders.length === SENT_TOGETHER || last) {
      send({ type: 'markdown', renders, last });
      renders = [];
    }
  }
  if (!m.items.length) send({ type: 'markdown', renders, last: true });
}
