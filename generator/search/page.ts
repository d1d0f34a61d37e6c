// The search page, /search and /fr/search, as data: src/components/search/SearchPage.tsx
// renders it as a plain GET form (q and section), so the address of a search
// can be shared; the browser hydrates it to run the query from the address.
import type { Locale, Page } from '../../src/shared/model/types.ts';
import { localizePath } from '../../src/shared/paths.ts';
import { t } from '../../src/i18n/index.ts';
import { SEARCH_KEY } from '../../src/shared/search/format.ts';

export { SEARCH_KEY };

export function buildSearchPage(locale: Locale): Page {
  return {
    key: SEARCH_KEY,
    locale,
    path: localizePath(SEARCH_KEY, locale),
    kind: 'search',
    title: t(locale, 'search.title'),
    description: t(locale, 'search.description'),
    contentLang: locale,
    untranslated: false,
    // a page of results is not a page to index or list; it stays reachable from the navbar
    noindex: true,
    hidden: true,
    toc: [],
    body: { kind: 'search' },
    links: [],
    anchors: [],
    ogType: 'website',
  };
}
