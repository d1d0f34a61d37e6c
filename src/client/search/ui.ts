// DOM pieces shared by the modal and the search page. Everything is built
// with createElement and textContent: the query and the page text are only
// ever text, so no markup typed into the search box can reach the page.
import type { Locale } from '../../shared/model/types.ts';
import { t, type MessageKey } from '../../i18n/index.ts';
import { localizePath } from '../../shared/paths.ts';
import { SearchEngine, type SearchHit, type TextPart } from './engine.ts';
import type { SectionId } from './format.ts';

const engines = new Map<Locale, SearchEngine>();

/** One engine per locale for the whole visit, so index parts are fetched once. */
export function engineFor(locale: Locale): SearchEngine {
  let e = engines.get(locale);
  if (!e) engines.set(locale, (e = new SearchEngine(locale)));
  return e;
}

export const CONTACT_KEY = '/docs/about-lincs/get-involved/contact-us';

type Attrs = Record<string, string | undefined>;

/** An element with attributes and children; strings become text nodes. */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: (Node | string | null | undefined)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined) node.setAttribute(k, v);
  for (const c of children) if (c !== null && c !== undefined) node.append(typeof c === 'string' ? document.createTextNode(c) : c);
  return node;
}

/** Highlighted text: matches in <mark>, the rest as text. */
export function parts(list: TextPart[]): DocumentFragment {
  const f = document.createDocumentFragment();
  for (const p of list) f.append(p.hit ? el('mark', {}, p.text) : document.createTextNode(p.text));
  return f;
}

/** A message with the query in it, e.g. `“{query}”`: the query goes in as a text node inside <strong>. */
export function withQuery(locale: Locale, key: MessageKey, query: string): DocumentFragment {
  const [before, after = ''] = t(locale, key).split('{query}');
  const f = document.createDocumentFragment();
  f.append(before, el('strong', { class: 'search-query' }, query), after);
  return f;
}

export function countText(locale: Locale, n: number): string {
  return n === 1 ? t(locale, 'search.count.one') : t(locale, 'search.count.other', { n });
}

export function sectionLabel(locale: Locale, id: SectionId | ''): string {
  return id ? t(locale, `search.section.${id}`) : '';
}

export function searchPageHref(locale: Locale, query: string, section?: string): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (section) params.set('section', section);
  const qs = params.toString();
  return localizePath('/search', locale) + (qs ? `?${qs}` : '');
}

/** Section, then "Title › Heading", then the snippet. */
export function hitBody(locale: Locale, hit: SearchHit, titleTag: 'span' | 'h2' = 'span'): DocumentFragment {
  const f = document.createDocumentFragment();
  const title = el(titleTag, { class: 'search-hit-title' }, parts(hit.title));
  if (hit.heading) title.append(el('span', { class: 'search-hit-sep', 'aria-hidden': 'true' }, ' › '), el('span', { class: 'search-hit-heading' }, parts(hit.heading)));
  f.append(title);
  if (hit.section) f.append(el('span', { class: 'search-hit-section' }, sectionLabel(locale, hit.section)));
  if (hit.snippet.length) f.append(el('span', { class: 'search-hit-snippet' }, parts(hit.snippet)));
  return f;
}

/**
 * The spec's "no results" message: the query, suggestions (filled in when
 * they arrive) and a link to the contact page.
 */
export function noResults(locale: Locale, query: string): { node: HTMLElement; suggest: (items: string[], onPick: (q: string) => void) => void } {
  const suggestions = el('div', { class: 'search-suggestions', hidden: '' });
  const node = el(
    'div',
    { class: 'search-empty' },
    el('p', { class: 'search-empty-title' }, t(locale, 'search.noResults'), ' ', withQuery(locale, 'search.quoted', query)),
    suggestions,
    el('p', { class: 'search-empty-help' }, t(locale, 'search.believe'), ' ', el('a', { href: localizePath(CONTACT_KEY, locale) }, t(locale, 'search.letUsKnow'))),
  );
  return {
    node,
    suggest(items, onPick) {
      if (!items.length) return;
      const list = el('ul', { class: 'search-suggestion-list' });
      for (const q of items) {
        const a = el('a', { href: searchPageHref(locale, q) }, q);
        a.addEventListener('click', (e) => {
          if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          onPick(q);
        });
        list.append(el('li', {}, a));
      }
      suggestions.replaceChildren(el('p', {}, t(locale, 'search.trySearching')), list);
      suggestions.hidden = false;
    },
  };
}

/** The spec's fetch-failure message. */
export function fetchFailed(locale: Locale): HTMLElement {
  return el('div', { class: 'search-error' }, el('p', { class: 'search-error-title' }, t(locale, 'search.fetchFailed')), el('p', {}, t(locale, 'search.checkNetwork')));
}
