// Searching as the visitor types, for the modal and the search page: a newer
// keystroke makes older answers stale; "Searching…" appears only when an
// answer is slow (the first fetches of index parts); no results bring
// suggestions; a failed fetch says so.
import { useCallback, useRef, useState } from 'react';
import type { SearchBackend } from '../../shared/search/results.ts';
import { answer, type SearchView } from './search-state.ts';

export type { SearchView };

/** "Searching…" appears only if a search takes longer than this (first fetches). */
const LOADING_DELAY_MS = 200;

/**
 * `first` hits are fetched with each answer; `more` adds the next ones. The
 * view keeps the last answer while a newer one is on its way. `shown`: what the
 * page already shows (drawn before React was there), the view to start from.
 */
export function useSearch(engine: SearchBackend | undefined, first: number, shown?: SearchView) {
  const [view, setView] = useState<SearchView>(shown ?? { kind: 'start' });
  const seq = useRef(0);

  const run = useCallback(
    async (query: string, section?: string) => {
      const mine = ++seq.current;
      const trimmed = query.trim();
      if (!trimmed || !engine) return setView({ kind: 'start' });
      const slow = setTimeout(() => mine === seq.current && setView({ kind: 'loading', query: trimmed }), LOADING_DELAY_MS);
      try {
        const answered = await answer(engine, query, section, first);
        // the answer is in: "Searching…" must not replace it while suggestions are fetched
        clearTimeout(slow);
        if (mine !== seq.current) return;
        setView(answered);
        // suggestions only when nothing matched anywhere (a section filter may hide matches)
        if (answered.kind !== 'none' || answered.result.total) return;
        const suggestions = await engine.suggestions(query).catch(() => []);
        if (mine === seq.current && suggestions.length) setView({ ...answered, suggestions });
      } catch {
        if (mine === seq.current) setView({ kind: 'failed', query: trimmed });
      } finally {
        clearTimeout(slow);
      }
    },
    [engine, first],
  );

  /** The next `count` hits of the answer shown, appended to it. */
  const more = useCallback(
    async (count: number) => {
      if (view.kind !== 'hits' || !engine) return;
      const mine = seq.current;
      const next = await engine.hits(view.result, view.hits.length, count);
      if (mine === seq.current) setView({ ...view, hits: [...view.hits, ...next] });
    },
    [engine, view],
  );

  return { view, run, more };
}
