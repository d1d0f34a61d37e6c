// Rendered Markdown from the build cache (generator/cache/): each render is
// kept under a hash of its text and locale, in the folder of the generator's
// version (so a change to the renderer, Shiki's version or the admonition
// titles starts afresh). The one thing a render reads besides its text is
// the size of the site's images it shows (static/); those sizes are kept
// with the entry and compared with today's before it is used.
import type { Locale } from '../../src/shared/model/types.ts';
import { sha256, type ContentCache } from '../cache/content-cache.ts';
import type { ImageSize } from '../render/image-size.ts';
import type { MarkdownRenderer, RenderedMarkdown } from './render.ts';

type Sizes = (href: string) => ImageSize | undefined;

interface Entry {
  rendered: RenderedMarkdown;
  /** every image size the render looked up, and what it found */
  sizes: [string, ImageSize | undefined][];
}

const sameSize = (a?: ImageSize, b?: ImageSize) => a?.width === b?.width && a?.height === b?.height;

/** The key of one render: its locale (admonition titles, link prefixes) and its text. */
export const markdownKey = (body: string, locale: Locale) => sha256('markdown', locale, body);

/**
 * A renderer that answers from `cache` when it can. `make` builds the real
 * renderer over the image-size lookup it is given (recorded here).
 */
export function cachedRenderer(make: (sizes: Sizes) => MarkdownRenderer, sizes: Sizes, cache: ContentCache): MarkdownRenderer {
  let seen: Entry['sizes'] | undefined;
  const render = make((href) => {
    const size = sizes(href);
    seen?.push([href, size]);
    return size;
  });
  return (body, locale) => {
    const key = markdownKey(body, locale);
    const kept = cache.peek<Entry>('markdown', key);
    if (kept && kept.sizes.every(([href, size]) => sameSize(sizes(href), size))) {
      cache.count('markdown', true);
      return kept.rendered;
    }
    cache.count('markdown', false);
    seen = [];
    try {
      const rendered = render(body, locale);
      cache.set('markdown', key, { rendered, sizes: seen } satisfies Entry);
      return rendered;
    } finally {
      seen = undefined;
    }
  };
}
