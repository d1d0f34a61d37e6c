// The search page, /search and /fr/search, as data: src/components/search/SearchPage.tsx
// renders it as a plain GET form (q and section), so the address of a search
// can be shared; the browser hydrates it to run the query from the address.
import type { Locale, Page } from '../../src/shared/model/types.ts';
import { generatedPage } from '../model/generated-page.ts';
import { t } from '../../src/i18n/index.ts';
import { SEARCH_KEY } from '../../src/shared/search/format.ts';

export { SEARCH_KEY };

export function buildSearchPage(locale: Locale): Page {
  // a page of results is not a page to index or list; it stays reachable from the navbar
  return generatedPage(locale, SEARCH_KEY, t(locale, 'search.title'), t(locale, 'search.description'), { kind: 'search' }, 'search', {
    noindex: true,
    hidden: true,
  });
}
