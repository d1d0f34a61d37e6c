// Starts fetching what the search a search page's address asks for needs as
// soon as the runtime is here, while React and FlexSearch are still on their
// way: the index description, then the index parts of the query's words, and
// once the engine is here (before React, whose chunk is larger) the pages of
// the first results. The engine asks for the same files through ./index-fetch.ts and
// gets these fetches, done or under way, instead of beginning them after the
// island has hydrated (issue 42: the first result, the page's largest paint,
// came three fetches after React and FlexSearch were loaded and run).
// Why so little here: this must not wait for FlexSearch's encoder (a 21 KB
// chunk), so a word's part is found from its folded first two letters, which
// the encoder's light stemming (shared/search/encoding.ts) never changes. A
// stop word's part is fetched for nothing; the engine decides what is used.
// A start from ./page.tsx, tried first, measured no better: it imports React,
// so it ran only once React was loaded and run.
import type { Locale } from '../../shared/model/types.ts';
import { fold } from '../../shared/fold.ts';
import { indexBase, shardFile, shardOf, type IndexMeta } from '../../shared/search/format.ts';
import { PAGE_BATCH, askedSearch } from '../../shared/search/page-address.ts';
import { fetchIndexFile } from './index-fetch.ts';

/** At most this many index parts are fetched ahead (a long query's others wait for the engine). */
const MAX_SHARDS = 4;

export function searchFromAddress(locale: Locale): void {
  const { q, section } = askedSearch(location.search);
  const words = fold(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (!words.length) return;
  const base = indexBase(locale);
  // a failure is the engine's to report, when its own search meets it
  (fetchIndexFile(base + 'meta.json') as Promise<IndexMeta>)
    .then((meta) => {
      const shards = [...new Set(words.map((w) => shardOf(meta, w.slice(0, 2))))].slice(0, MAX_SHARDS);
      return Promise.all(shards.map((n) => fetchIndexFile(base + shardFile(n, meta.shards[n]))));
    })
    .catch(() => {});
  // then, as soon as the engine is here (FlexSearch, without React: it comes before React's larger chunk), the
  // pages of the first results: the island's run finds them fetched and shows them as it hydrates
  import('./engines.ts')
    .then(({ engineFor }) => {
      const engine = engineFor(locale);
      return engine.search(q, section || undefined).then((result) => engine.prefetchHits(result, 0, PAGE_BATCH));
    })
    .catch(() => {});
}
