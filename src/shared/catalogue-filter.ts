// Catalogue filtering, shared by the catalogue island (src/components/Catalogue.tsx)
// and its unit tests: facet checkboxes (any of the checked values within a
// facet, all facets together) and a search box whose words must all appear,
// accents ignored. The state lives in the URL so a filtered view can be shared.
import { fold } from './fold.ts';

export { fold };

export interface FilterState {
  q: string;
  facets: Record<string, string[]>;
}

export const EMPTY_FILTER: FilterState = { q: '', facets: {} };

/** Does an entry with these facet values and (folded) text match the state? */
export function matches(values: Record<string, string[]>, text: string, state: FilterState): boolean {
  for (const [facet, wanted] of Object.entries(state.facets)) {
    if (wanted.length && !wanted.some((w) => (values[facet] ?? []).includes(w))) return false;
  }
  const q = fold(state.q.trim());
  return !q || q.split(/\s+/).every((word) => text.includes(word));
}

/** The state a query string describes, for the facets a catalogue has. */
export function stateFromQuery(search: string, facetNames: string[]): FilterState {
  const params = new URLSearchParams(search);
  return { q: params.get('q') ?? '', facets: Object.fromEntries(facetNames.map((n) => [n, params.getAll(n)])) };
}

/** The query string for a state ('' when nothing is filtered), as an HTML form would send it. */
export function queryFromState(state: FilterState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const [k, vs] of Object.entries(state.facets)) for (const v of vs) params.append(k, v);
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}
