// The search page, /search and /fr/search. Server-rendered as a plain GET form
// (q and section), so the address of a search can be shared; the client runs
// the query from the URL and keeps the URL in step as the visitor types.
import type { Locale, Page } from '../../src/shared/model/types.ts';
import { escapeHtml } from '../../src/shared/escape.ts';
import { localizePath } from '../../src/shared/paths.ts';
import { t } from '../../src/i18n/index.ts';
import { SECTIONS } from '../../src/client/search/format.ts';

export const SEARCH_KEY = '/search';

export function searchPageHtml(locale: Locale): string {
  const e = (s: string) => escapeHtml(s);
  const options = SECTIONS.map((s) => `<option value="${s}" data-label="${e(t(locale, `search.section.${s}`))}">${e(t(locale, `search.section.${s}`))}</option>`).join('');
  return (
    `<div class="search-page" data-search-page="" data-locale="${locale}">` +
    `<h1 class="search-page-title" data-title="${e(t(locale, 'search.title'))}" data-results-for="${e(t(locale, 'search.resultsFor'))}">${e(t(locale, 'search.title'))}</h1>` +
    `<form class="search-page-form" role="search" method="get" action="${e(localizePath(SEARCH_KEY, locale))}">` +
    `<label class="search-page-label" for="search-page-input">${e(t(locale, 'search.label'))}</label>` +
    `<input id="search-page-input" class="search-page-input" type="search" name="q" autocomplete="off" spellcheck="false" placeholder="${e(t(locale, 'search.placeholder'))}">` +
    `<label class="search-page-label" for="search-page-section">${e(t(locale, 'search.section'))}</label>` +
    `<select id="search-page-section" class="search-page-section" name="section"><option value="" data-label="${e(t(locale, 'search.allSections'))}">${e(t(locale, 'search.allSections'))}</option>${options}</select>` +
    `<button type="submit" class="search-page-submit">${e(t(locale, 'search.submit'))}</button>` +
    `</form>` +
    `<noscript><p class="search-page-noscript">${e(t(locale, 'search.noscript'))}</p></noscript>` +
    `<p class="search-page-status" role="status" aria-live="polite" aria-atomic="true"></p>` +
    `<div class="search-page-results" data-search-results=""></div>` +
    `</div>`
  );
}

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
    body: { kind: 'html', html: searchPageHtml(locale) },
    links: [],
    anchors: [],
    ogType: 'website',
  };
}
