// What a search page address (/search?q=…&section=…) asks for, and how many
// results the page lists at once: read by the page's island and, before React
// is loaded, by the module that starts the address's search early
// (src/client/search/early.ts); no React here.
import { SECTIONS } from './format.ts';

/** Results the search page lists at once, and adds with "More results". */
export const PAGE_BATCH = 10;

/** The query and section an address asks for (a section this site does not have reads as all sections). */
export function askedSearch(search: string | null): { q: string; section: string } {
  const params = new URLSearchParams(search ?? '');
  const section = params.get('section') ?? '';
  return { q: params.get('q') ?? '', section: (SECTIONS as readonly string[]).includes(section) ? section : '' };
}
