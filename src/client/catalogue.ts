// Catalogue filters (tools, datasets): facet checkboxes (any of the checked
// values within a facet, all facets together), a search box over names, other
// names, keywords and descriptions in the page's language with accents ignored, a reset action and a count. The state lives
// in the URL so a filtered view can be shared. The form is drawn with the page
// (no layout shift, nothing appears late); without JavaScript every entry is
// listed and a note says filtering needs it.
import { fold } from '../shared/fold.ts';

export { fold };

export interface FilterState {
  q: string;
  facets: Record<string, string[]>;
}

/** Does an entry with these facet values and text match the state? */
export function matches(values: Record<string, string[]>, text: string, state: FilterState): boolean {
  for (const [facet, wanted] of Object.entries(state.facets)) {
    if (wanted.length && !wanted.some((w) => (values[facet] ?? []).includes(w))) return false;
  }
  const q = fold(state.q.trim());
  return !q || q.split(/\s+/).every((word) => text.includes(word));
}

function readState(form: HTMLFormElement, params: URLSearchParams): FilterState {
  const facets: Record<string, string[]> = {};
  for (const fs of form.querySelectorAll<HTMLFieldSetElement>('[data-facet]')) {
    const name = fs.dataset.facet!;
    facets[name] = params.getAll(name);
  }
  return { q: params.get('q') ?? '', facets };
}

export function setupCatalogues() {
  for (const form of document.querySelectorAll<HTMLFormElement>('[data-catalogue-filters]')) {
    const list = document.querySelector<HTMLElement>(`[data-catalogue="${form.dataset.catalogueFilters}"]`);
    if (!list) continue;
    const items = [...list.querySelectorAll<HTMLElement>('.catalogue-item')];
    const facetNames = [...form.querySelectorAll<HTMLFieldSetElement>('[data-facet]')].map((f) => f.dataset.facet!);
    const entries = items.map((el) => ({
      el,
      values: Object.fromEntries(facetNames.map((n) => [n, (el.dataset[n] ?? '').split(n === 'keyword' ? '|' : ' ').filter(Boolean)])),
      // names, other names, keywords and descriptions in the page's language, accents folded
      text: fold(`${el.dataset.title ?? ''} | ${el.dataset.keywords ?? ''} | ${el.dataset.text ?? ''}`),
    }));
    const count = form.querySelector<HTMLElement>('.catalogue-count');
    const input = form.querySelector<HTMLInputElement>('input[name="q"]')!;

    const apply = (state: FilterState, updateUrl: boolean) => {
      let shown = 0;
      for (const e of entries) {
        const ok = matches(e.values, e.text, state);
        e.el.hidden = !ok;
        if (ok) shown++;
      }
      if (count) count.textContent = (count.dataset.template ?? '{n}/{total}').replace('{n}', String(shown)).replace('{total}', String(entries.length));
      if (updateUrl) {
        const params = new URLSearchParams();
        if (state.q) params.set('q', state.q);
        for (const [k, vs] of Object.entries(state.facets)) for (const v of vs) params.append(k, v);
        const qs = params.toString();
        history.replaceState(history.state, '', `${location.pathname}${qs ? '?' + qs : ''}${location.hash}`);
      }
    };
    const fromForm = (): FilterState => {
      const facets: Record<string, string[]> = {};
      for (const n of facetNames) facets[n] = [...form.querySelectorAll<HTMLInputElement>(`input[name="${n}"]:checked`)].map((i) => i.value);
      return { q: input.value, facets };
    };
    // restore a shared URL
    const initial = readState(form, new URLSearchParams(location.search));
    input.value = initial.q;
    for (const box of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) box.checked = (initial.facets[box.name] ?? []).includes(box.value);
    apply(initial, false);

    form.addEventListener('input', () => apply(fromForm(), true));
    form.addEventListener('submit', (e) => e.preventDefault());
    form.addEventListener('reset', () => setTimeout(() => apply(fromForm(), true)));
  }
}
