// Rendered Markdown from the build cache (generator/cache/): each render is
// kept under a hash of its text and locale, in the folder of the generator's
// version (so a change to the renderer, Shiki's version or the admonition
// titles starts afresh). The one thing a render reads besides its text is
// the size of the site's images it shows (static/); those sizes are kept
// with the entry and compared with today's before it is used.
//
// The renders of one content folder are kept together, in one entry (a
// pack): one file read and, after a build that rendered anything new, one
// written, instead of a file per render (670 small files took ~1 s to write
// and ~0.2 s to read on this machine, more than rendering them). The pack a
// build writes holds the renders that build used, so it never grows past
// the site, and a site whose renders pass MAX_PACK_CHARS keeps none: holding a
// copy of every render to write them at the end cost 1.4 GB of peak memory
// and 10 s at bench scale 20 (13,978 pages), where a cache saves little.
import path from 'node:path';
import type { Locale } from '../../src/shared/model/types.ts';
import { sha256, type ContentCache } from '../cache/content-cache.ts';
import type { ImageSize } from '../render/image-size.ts';
import type { MarkdownRenderer, RenderedMarkdown } from './render.ts';

type Sizes = (href: string) => ImageSize | undefined;

/** Characters of HTML and text past which a content folder's renders are not kept (~20× the real site's). */
const MAX_PACK_CHARS = 64 * 1024 * 1024;

/** Roughly what a render weighs in memory: its HTML, summary and text dominate. */
const weight = (r: RenderedMarkdown) => r.html.length + r.summaryHtml.length + r.text.length;

interface Entry {
  rendered: RenderedMarkdown;
  /** every image size the render looked up, and what it found */
  sizes: [string, ImageSize | undefined][];
}

const sameSize = (a?: ImageSize, b?: ImageSize) => a?.width === b?.width && a?.height === b?.height;

/**
 * The key of one render: its locale (admonition titles, link prefixes), its
 * text, and the languages the highlighter has (a block in a language it lacks
 * is shown plain; they are those of every document's fences).
 */
export const markdownKey = (body: string, locale: Locale, languages: string) => sha256('markdown', locale, languages, body);

/** The key of the pack of one content folder's renders. */
const packKey = (contentDir: string) => sha256('markdown pack', path.resolve(contentDir));

/**
 * A renderer that answers from `cache` when it can. `make` builds the real
 * renderer over the image-size lookup it is given (recorded here). The pack
 * is written when `cache` is done (ContentCache.done), if anything was new.
 */
export function cachedRenderer(
  make: (sizes: Sizes) => MarkdownRenderer,
  sizes: Sizes,
  cache: ContentCache,
  contentDir: string,
  /** the highlighter's languages, sorted */
  languages: string[],
): MarkdownRenderer {
  const langs = languages.join(' ');
  let seen: Entry['sizes'] | undefined;
  const render = make((href) => {
    const size = sizes(href);
    seen?.push([href, size]);
    return size;
  });
  const pack = packKey(contentDir);
  const kept = cache.peek<Map<string, Entry>>('markdown', pack);
  const known = kept instanceof Map ? kept : new Map<string, Entry>();
  let used: Map<string, Entry> | undefined = new Map<string, Entry>();
  let added = 0;
  let chars = 0;
  /** `entry` is part of this build's pack, unless the pack has grown too large to keep (then nothing is) */
  const keep = (key: string, entry: Entry) => {
    if (!used) return;
    chars += weight(entry.rendered);
    if (chars > MAX_PACK_CHARS) used = undefined;
    else used.set(key, entry);
  };
  cache.beforeDone(() => {
    if (added && used) cache.set('markdown', pack, used);
  });
  return (body, locale) => {
    const key = markdownKey(body, locale, langs);
    const entry = used?.get(key) ?? known.get(key);
    if (entry && entry.sizes.every(([href, size]) => sameSize(sizes(href), size))) {
      cache.count('markdown', true);
      if (!used?.has(key)) keep(key, entry);
      // a copy: the model may change what it is given, and the entry is handed out again
      return structuredClone(entry.rendered);
    }
    cache.count('markdown', false);
    seen = [];
    try {
      const rendered = render(body, locale);
      if (used) keep(key, { rendered: structuredClone(rendered), sizes: seen });
      added++;
      return rendered;
    } finally {
      seen = undefined;
    }
  };
}
