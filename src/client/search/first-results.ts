// The search page's first results, drawn without React (issue 42: the first
// results waited for React, ~65 KB gzip, to load, run and hydrate; in
// Lighthouse's mobile simulation that was most of the page's largest paint).
// The query in the address is answered by the engine the island uses, with
// the same call (components/search/search-state.ts answer()), and drawn from
// the pieces the server rendered with the island's own components
// (components/search/SearchPageTemplate.tsx): only their text is put in here.
// The island hydrates on first use (src/client/islands.ts) and starts from
// this answer (./drawn.ts), so React finds its own markup and keeps it.
// Only a list of results is drawn: nothing found, suggestions and a failed
// fetch are the island's to say, and it is hydrated at once for them.
import type { Locale } from '../../shared/model/types.ts';
import type { SearchHit, TextPart } from '../../shared/search/results.ts';
import type { SectionId } from '../../shared/search/format.ts';
import { PAGE_BATCH, answer, askedSearch, optionLabel, type SearchView } from '../../components/search/search-state.ts';
import { engineFor } from './engines.ts';
import { keepDrawn } from './drawn.ts';

type Hits = Extract<SearchView, { kind: 'hits' }>;

/** Draws the address's first results in the search island `container`; false when there is nothing it draws. */
export async function drawFirstResults(container: HTMLElement, props: unknown): Promise<boolean> {
  keepDrawn(undefined);
  const search = location.search;
  const { q, section } = askedSearch(search);
  const template = document.querySelector<HTMLTemplateElement>('template[data-search-template]');
  if (!q.trim() || !template) return false;
  const { locale } = props as { locale: Locale };
  // a failed fetch is the island's to report, in its words
  const view = await answer(engineFor(locale), q, section || undefined, PAGE_BATCH).catch(() => undefined);
  const page = container.querySelector<HTMLElement>('.search-page');
  const input = page?.querySelector<HTMLInputElement>('#search-page-input');
  const select = page?.querySelector<HTMLSelectElement>('#search-page-section');
  // the visitor got there first (or the page is gone): the island takes over as it is
  const untouched = container.isConnected && location.search === search && !container.contains(document.activeElement);
  if (view?.kind !== 'hits' || !page || !input || !select || !untouched || input.value || select.value) return false;
  drawPage(page, template, view, select);
  // the attribute too, as React keeps it in step with a controlled box's value
  input.defaultValue = q;
  input.value = q;
  select.value = section;
  keepDrawn({ search, view });
  return true;
}

/** Title, count (announced: the status is a live region), section counts and the list, as SearchPage renders them. */
function drawPage(page: HTMLElement, template: HTMLTemplateElement, view: Hits, select: HTMLSelectElement) {
  const part = (name: string) => template.content.querySelector(`[data-part="${name}"]`)!.cloneNode(true) as Element;
  const title = part('title');
  title.querySelector('.search-query')!.textContent = view.query;
  page.querySelector('.search-page-title')!.replaceChildren(...title.childNodes);
  const n = view.result.ids.length;
  const { countOne, countOther } = template.dataset;
  page.querySelector('.search-page-status')!.textContent = n === 1 ? countOne! : countOther!.replace('{n}', String(n));
  // the options' labels are the sections' names until there are counts
  const names = new Map([...select.options].map((o) => [o.value, o.text]));
  for (const o of select.options)
    o.text = optionLabel(o.text, o.value ? (view.result.bySection[o.value as SectionId] ?? 0) : view.result.total);
  const list = part('hit');
  const sample = list.firstElementChild!;
  list.replaceChildren(...view.hits.map((hit) => drawHit(sample.cloneNode(true) as Element, hit, names)));
  list.removeAttribute('data-part');
  list.className = 'search-page-list';
  const more = view.hits.length < n ? [...part('more').children] : [];
  page.querySelector('.search-page-results')!.replaceChildren(list, ...more);
}

/** A result from the template's sample, which has every optional piece, each text a single <mark>. */
function drawHit(item: Element, hit: SearchHit, names: Map<string, string>): Element {
  item.querySelector('a')!.setAttribute('href', hit.href);
  const mark = item.querySelector('mark')!;
  const title = item.querySelector('.search-hit-title')!;
  const sep = title.querySelector('.search-hit-sep');
  const heading = title.querySelector('.search-hit-heading')!;
  const fill = (into: Element, parts: TextPart[], before: Node | null = null) => {
    for (const p of parts)
      into.insertBefore(p.hit ? Object.assign(mark.cloneNode() as Element, { textContent: p.text }) : new Text(p.text), before);
  };
  while (title.firstChild !== sep) title.firstChild!.remove();
  fill(title, hit.title, sep);
  if (hit.heading) {
    heading.replaceChildren();
    fill(heading, hit.heading);
  } else {
    sep!.remove();
    heading.remove();
  }
  const section = item.querySelector('.search-hit-section')!;
  if (hit.section) section.textContent = names.get(hit.section) ?? '';
  else section.remove();
  const snippet = item.querySelector('.search-hit-snippet')!;
  if (hit.snippet.length) {
    snippet.replaceChildren();
    fill(snippet, hit.snippet);
  } else snippet.remove();
  return item;
}
