// What a search shows and how it is asked for, without React: the search
// page's island (./SearchPage.tsx, ./useSearch.ts) and the first results the
// search page draws before React is there (src/client/search/first-results.ts)
// both go through these, so the two cannot answer an address differently.
import type { SearchBackend, SearchHit, SearchResult } from '../../shared/search/results.ts';
import { SECTIONS } from '../../shared/search/format.ts';

/** Results the search page lists at once, and adds with each "More results". */
export const PAGE_BATCH = 10;

export type SearchView =
  | { kind: 'start' }
  | { kind: 'loading'; query: string }
  | { kind: 'hits'; query: string; result: SearchResult; hits: SearchHit[] }
  | { kind: 'none'; query: string; result: SearchResult; suggestions: string[] }
  | { kind: 'failed'; query: string };

/** The answer to a query: its first `first` hits, or nothing found (suggestions come after). Rejects when a fetch fails. */
export async function answer(engine: SearchBackend, query: string, section: string | undefined, first: number): Promise<SearchView> {
  const result = await engine.search(query, section);
  const hits = result.ids.length ? await engine.hits(result, 0, first) : [];
  const trimmed = query.trim();
  return hits.length ? { kind: 'hits', query: trimmed, result, hits } : { kind: 'none', query: trimmed, result, suggestions: [] };
}

/** The query and section a search page's address asks for (a section this site does not have reads as all sections). */
export function askedSearch(search: string | null): { q: string; section: string } {
  const params = new URLSearchParams(search ?? '');
  const section = params.get('section') ?? '';
  return { q: params.get('q') ?? '', section: (SECTIONS as readonly string[]).includes(section) ? section : '' };
}

/** A section option's label: with the number of matches in it once there is an answer. */
export function optionLabel(text: string, n: number | undefined): string {
  return n === undefined ? text : `${text} (${n})`;
}
