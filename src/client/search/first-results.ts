// The search page's first screen of results, drawn without React (issue 42:
// they waited for ~65 KB of react-dom, then for the index, fetched only once
// React had run). For the query in the address the engine is asked at once and
// its first batch is put into the server-rendered page as SearchPage.tsx
// renders that answer: the same elements, attributes and text nodes. React
// then hydrates this markup, given the same answer as its first state
// (firstView), and takes over; a difference would be a hydration error, which
// tests/e2e/islands-search.test.ts watches for. Only an answer with hits is
// drawn here; the empty form, "no results" and a failed fetch stay React's.
// The one place outside src/components that builds markup: React's own
// renderer is what this file exists to keep off the page's first screen.
import type { Locale } from '../../shared/model/types.ts';
import type { SearchHit, SearchResult, TextPart } from '../../shared/search/results.ts';
import { SECTIONS } from '../../shared/search/format.ts';
import { t } from '../../i18n/index.ts';
import { BATCH, asked, countText, optionLabel, sectionLabel } from '../../components/search/search-text.ts';
import type { SearchView } from '../../components/search/useSearch.ts';
import { engineFor } from './engines.ts';

let drawn: { container: Element; view: SearchView } | undefined;

/** The answer drawn on the page in view, for the island's first state; undefined when none was. */
export function firstView(): SearchView | undefined {
  return drawn?.container.isConnected ? drawn.view : undefined;
}

function el(tag: string, className: string | null, children: (Node | string)[] = []): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

/** Parts: a text node each, matches in <mark>; an empty text is no node, as in React. */
function parts(list: TextPart[]): Node[] {
  return list.filter((p) => p.hit || p.text).map((p) => (p.hit ? el('mark', null, [p.text]) : document.createTextNode(p.text)));
}

/** SearchParts.tsx HitBody with titleTag h2. */
function hitBody(locale: Locale, hit: SearchHit): HTMLElement[] {
  const title = el('h2', 'search-hit-title', parts(hit.title));
  if (hit.heading) {
    const sep = el('span', 'search-hit-sep', [' › ']);
    sep.setAttribute('aria-hidden', 'true');
    title.append(sep, el('span', 'search-hit-heading', parts(hit.heading)));
  }
  const body = [title];
  if (hit.section) body.push(el('span', 'search-hit-section', [sectionLabel(locale, hit.section)]));
  if (hit.snippet.length) body.push(el('span', 'search-hit-snippet', parts(hit.snippet)));
  return body;
}

/** SearchPage.tsx for a 'hits' view: the title, the status, the section counts and the list. */
function draw(page: HTMLElement, locale: Locale, query: string, result: SearchResult, hits: SearchHit[]): boolean {
  const options = page.querySelectorAll('#search-page-section option');
  const status = page.querySelector('.search-page-status');
  const results = page.querySelector('[data-search-results]');
  if (options.length !== SECTIONS.length + 1 || !status || !results) return false;
  const [before, after = ''] = t(locale, 'search.resultsFor').split('{query}');
  const title = [before, el('strong', 'search-query', [query]), after].filter((c) => c !== '');
  page.querySelector('.search-page-title')?.replaceChildren(...title);
  status.className = 'search-page-status';
  status.textContent = countText(locale, result.ids.length);
  options[0].textContent = optionLabel(t(locale, 'search.allSections'), result.total);
  SECTIONS.forEach((s, i) => (options[i + 1].textContent = optionLabel(sectionLabel(locale, s), result.bySection[s] ?? 0)));
  const items = hits.map((hit) => {
    const link = el('a', null, hitBody(locale, hit));
    link.setAttribute('href', hit.href);
    return el('li', 'search-hit', [link]);
  });
  const list: HTMLElement[] = [el('ol', 'search-page-list', items)];
  if (hits.length < result.ids.length) {
    const more = el('button', 'search-more', [t(locale, 'search.more')]);
    more.setAttribute('type', 'button');
    list.push(more);
  }
  results.replaceChildren(...list);
  return true;
}

/**
 * Draws the first results of the address's query into the search page in `container`, if it has any;
 * resolves when done. Never rejects: whatever fails here, React does as it did before.
 */
export async function drawFirstResults(container: HTMLElement): Promise<void> {
  drawn = undefined;
  const page = container.querySelector<HTMLElement>('[data-search-page]');
  const { q, section } = asked(location.search);
  if (!page || !q.trim()) return;
  const locale: Locale = page.dataset.locale === 'fr' ? 'fr' : 'en';
  try {
    const engine = engineFor(locale);
    const result = await engine.search(q, section || undefined);
    const hits = result.ids.length ? await engine.hits(result, 0, BATCH) : [];
    if (!hits.length || !container.isConnected) return;
    const query = q.trim();
    if (draw(page, locale, query, result, hits)) drawn = { container, view: { kind: 'hits', query, result, hits } };
  } catch {
    // a failed fetch: the island asks again and says so
  }
}
