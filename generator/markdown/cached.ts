// Rendered Markdown from the build cache (generator/cache/): each render is
// kept under a hash of its text and locale, in the folder of the generator's
// version (so a change to the renderer, Shiki's version or the admonition
// titles starts afresh). The one thing a render reads besides its text is
// the size of the site's images it shows (static/); those sizes are kept
// with the entry and compared with today's before it is used.
//
// The renders of one content folder are kept in SHARDS entries (packs), a
// render in the one its key names: a few files read and written instead of a
// file per render (670 small files took ~1 s to write and ~0.2 s to read on
// this machine, more than rendering them). A render read is handed to the
// model, not copied, and a changed pack is written as it is used, so none is
// held twice; a pack is written again only if a render in it changed (a body
// edit writes one of 16), the others not at all. One pack of every render
// held a copy of each to write at the end (1.4 GB peak at bench scale 20,
// where it was dropped past 64 M characters, and the 13,400 renders were made
// again on every build: model stage 18 s after a body edit).
import path from 'node:path';
import type { Locale } from '../../src/shared/model/types.ts';
import { sha256, type CacheStream, type ContentCache } from '../cache/content-cache.ts';
import type { ImageSize } from '../render/image-size.ts';
import type { MarkdownRenderer, RenderedMarkdown } from './render.ts';

type Sizes = (href: string) => ImageSize | undefined;

const SHARDS = 16;

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

/** The key of one pack of a content folder's renders. */
const packKey = (contentDir: string, shard: number) => sha256('markdown pack', path.resolve(contentDir), String(shard));

/** One pack: how many renders it held, those of them this build took, and its new entry once it changed. */
interface Pack {
  key: string;
  kept: number;
  taken: Set<string>;
  entry?: CacheStream;
}

/**
 * A renderer that answers from `cache` when it can. `make` builds the real
 * renderer over the image-size lookup it is given (recorded here). The packs
 * are committed when `cache` is done (ContentCache.done), those that changed.
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
  const known = new Map<string, Entry>();
  const packs: Pack[] = [];
  for (let i = 0; i < SHARDS; i++) {
    const key = packKey(contentDir, i);
    const kept = cache.peekValues<[string, Entry]>('markdown', key) ?? [];
    for (const [k, entry] of kept) known.set(k, entry);
    packs.push({ key, kept: kept.length, taken: new Set() });
  }
  const packOf = (key: string) => packs[parseInt(key[0], 16) % SHARDS];
  /**
   * The pack's new entry, made at its first change: the renders taken from it
   * so far, read again from its file (the model may have changed the ones it
   * was given). A pack that does not change is never written.
   */
  const changed = (pack: Pack): CacheStream | undefined => {
    if (pack.entry) return pack.entry;
    pack.entry = cache.stream('markdown', pack.key);
    for (const [k, entry] of cache.peekValues<[string, Entry]>('markdown', pack.key) ?? [])
      if (pack.taken.has(k)) pack.entry?.add([k, entry]);
    return pack.entry;
  };
  cache.beforeDone(() => {
    // a pack some of whose renders no page used any more is written without them
    for (const pack of packs) if (pack.entry || pack.taken.size !== pack.kept) changed(pack)?.commit();
  });
  /** keys handed out by this build: each render is handed out once, and is in its pack once */
  const handed = new Set<string>();
  return (body, locale) => {
    const key = markdownKey(body, locale, langs);
    const entry = handed.has(key) ? undefined : known.get(key);
    known.delete(key);
    const pack = packOf(key);
    if (entry && entry.sizes.every(([href, size]) => sameSize(sizes(href), size))) {
      cache.count('markdown', true);
      handed.add(key);
      pack.taken.add(key);
      // serialised now, before the model can change what it is given
      pack.entry?.add([key, entry]);
      return entry.rendered;
    }
    // a text rendered twice in one build (two pages with the same body) is in its pack once
    cache.count('markdown', handed.has(key));
    seen = [];
    try {
      const rendered = render(body, locale);
      if (!handed.has(key)) changed(pack)?.add([key, { rendered, sizes: seen }]);
      handed.add(key);
      return rendered;
    } finally {
      seen = undefined;
    }
  };
}
