// The search page (/search?q=…&section=…): runs the query from the URL,
// follows the box as the visitor types, keeps the URL in step (replaceState,
// so Back leaves the page rather than stepping through keystrokes), filters
// by documentation section with a count per section, and lists results in
// batches.
import type { Locale } from '../../shared/model/types.ts';
import { t } from '../../i18n/index.ts';
import type { SearchResult } from './engine.ts';
import { SECTIONS } from './format.ts';
import { countText, el, engineFor, fetchFailed, hitBody, noResults, searchPageHref, withQuery } from './ui.ts';

const BATCH = 10;

export function setupSearchPage(root: HTMLElement) {
  const locale: Locale = root.dataset.locale === 'fr' ? 'fr' : 'en';
  const form = root.querySelector<HTMLFormElement>('form')!;
  const input = root.querySelector<HTMLInputElement>('input[name="q"]')!;
  const select = root.querySelector<HTMLSelectElement>('select[name="section"]')!;
  const title = root.querySelector<HTMLElement>('.search-page-title')!;
  const status = root.querySelector<HTMLElement>('[role="status"]')!;
  const results = root.querySelector<HTMLElement>('[data-search-results]')!;
  const engine = engineFor(locale);
  let seq = 0;

  const params = new URLSearchParams(window.location.search);
  input.value = params.get('q') ?? '';
  const section = params.get('section') ?? '';
  select.value = (SECTIONS as readonly string[]).includes(section) ? section : '';

  function keepUrl(query: string) {
    const href = searchPageHref(locale, query.trim(), select.value);
    if (href !== window.location.pathname + window.location.search) history.replaceState(history.state, '', href + window.location.hash);
  }

  /** Announces to screen readers; shown too when it is the result count (a message below already says the rest). */
  function say(text: string, visible: boolean) {
    status.textContent = text;
    status.classList.toggle('visually-hidden', !visible);
  }

  function setTitle(query: string) {
    if (query) title.replaceChildren(withQuery(locale, 'search.resultsFor', query));
    else title.textContent = title.dataset.title ?? '';
  }

  /** Option labels carry the number of matches in each section. */
  function setCounts(result: SearchResult | undefined) {
    for (const option of select.options) {
      const label = option.dataset.label ?? option.text;
      const n = !result ? undefined : option.value ? result.bySection[option.value as (typeof SECTIONS)[number]] ?? 0 : result.total;
      option.text = n === undefined ? label : `${label} (${n})`;
    }
  }

  async function showBatch(result: SearchResult, from: number, mySeq: number) {
    const hits = await engine.hits(result, from, BATCH);
    if (mySeq !== seq) return;
    results.querySelector('.search-more')?.remove();
    let list = results.querySelector('ol');
    if (!list) results.append((list = el('ol', { class: 'search-page-list' })));
    for (const hit of hits) list.append(el('li', { class: 'search-hit' }, el('a', { href: hit.href }, hitBody(locale, hit, 'h2'))));
    if (from + BATCH < result.ids.length) {
      const more = el('button', { type: 'button', class: 'search-more' }, t(locale, 'search.more'));
      more.addEventListener('click', () => {
        // focus moves to the first new result, so keyboard users continue where they were
        const count = list!.children.length;
        showBatch(result, from + BATCH, mySeq).then(() => list!.children[count]?.querySelector('a')?.focus());
      });
      results.append(more);
    }
  }

  async function run() {
    const query = input.value;
    const trimmed = query.trim();
    const mySeq = ++seq;
    keepUrl(query);
    setTitle(trimmed);
    if (!trimmed) {
      results.replaceChildren();
      say('', true);
      setCounts(undefined);
      return;
    }
    try {
      const result = await engine.search(query, select.value || undefined);
      if (mySeq !== seq) return;
      setCounts(result);
      if (!result.ids.length) {
        const empty = noResults(locale, trimmed);
        results.replaceChildren(empty.node);
        say(`${t(locale, 'search.noResults')} ${trimmed}`, false);
        const suggestions = result.total ? [] : await engine.suggestions(query).catch(() => []);
        if (mySeq === seq)
          empty.suggest(suggestions, (q) => {
            input.value = q;
            void run();
          });
        return;
      }
      results.replaceChildren();
      await showBatch(result, 0, mySeq);
      if (mySeq === seq) say(countText(locale, result.ids.length), true);
    } catch {
      if (mySeq !== seq) return;
      setCounts(undefined);
      results.replaceChildren(fetchFailed(locale));
      say(`${t(locale, 'search.fetchFailed')}. ${t(locale, 'search.checkNetwork')}`, false);
    }
  }

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void run();
  });
  input.addEventListener('input', () => void run());
  select.addEventListener('change', () => void run());
  if (input.value.trim()) void run();
  else input.focus();
}
