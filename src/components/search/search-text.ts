// The search page's words and addresses, with no React: the components of
// this folder and the browser's first drawing of results
// (src/client/search/first-results.ts) say the same things from one place.
import type { Locale } from '../../shared/model/types.ts';
import { SEARCH_KEY, SECTIONS, type SectionId } from '../../shared/search/format.ts';
import { t, type MessageKey } from '../../i18n/index.ts';
import { localizePath } from '../../shared/paths.ts';

/** Results the search page shows at once, and adds with each "More results". */
export const BATCH = 10;

export function searchPageHref(locale: Locale, query: string, section?: string): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (section) params.set('section', section);
  const qs = params.toString();
  return localizePath(SEARCH_KEY, locale) + (qs ? `?${qs}` : '');
}

export function countText(locale: Locale, n: number): string {
  return n === 1 ? t(locale, 'search.count.one') : t(locale, 'search.count.other', { n });
}

export function sectionLabel(locale: Locale, id: SectionId | ''): string {
  return id ? t(locale, `search.section.${id}` as MessageKey) : '';
}

/** A section option's label: with the number of matches in it once there is an answer. */
export function optionLabel(text: string, n: number | undefined): string {
  return n === undefined ? text : `${text} (${n})`;
}

/** The query and section an address asks for (a section this site does not have reads as all sections). */
export function asked(search: string | null): { q: string; section: string } {
  const params = new URLSearchParams(search ?? '');
  const section = params.get('section') ?? '';
  return { q: params.get('q') ?? '', section: (SECTIONS as readonly string[]).includes(section) ? section : '' };
}
