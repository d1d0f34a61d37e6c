// The glossary's filter box: an island, and the only part of the glossary
// React hydrates. The A–Z list is server markup (GlossaryList.tsx): hydrating
// its ~250 entries, with their props beside them as JSON, was most of the
// glossary page's main-thread work (issue 42: Lighthouse mobile 74). As you
// type, the list narrows, accents ignored: entries and emptied letters get
// `hidden` (./glossary-dom.ts). Without JavaScript a note says the box cannot
// filter and that every term is listed.
import { useState } from 'react';
import type { Locale } from '../shared/model/types.ts';
import { t } from '../i18n/index.ts';
import { fold } from '../shared/fold.ts';
import { useIslandReady } from './island-ready.ts';
import { useHydrated } from './browser-state.ts';
import { filterGlossary } from './glossary-dom.ts';

export interface GlossaryFilterProps {
  locale: Locale;
  /** how many terms the list has */
  total: number;
}

export function GlossaryFilter({ locale, total }: GlossaryFilterProps) {
  const [q, setQ] = useState('');
  const [count, setCount] = useState(total);
  useIslandReady(useHydrated());
  const query = fold(q.trim());
  return (
    <>
      <noscript>
        <p className="glossary-noscript">{t(locale, 'glossary.noscript')}</p>
      </noscript>
      <p className="glossary-filter">
        <label htmlFor="glossary-filter">{t(locale, 'glossary.filter')}</label>{' '}
        <input
          id="glossary-filter"
          type="search"
          placeholder={t(locale, 'glossary.filterPlaceholder')}
          autoComplete="off"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setCount(filterGlossary(e.currentTarget, fold(e.target.value.trim())));
          }}
        />{' '}
        <span className="glossary-count" aria-live="polite">
          {query ? t(locale, 'glossary.count', { n: count, total }) : ''}
        </span>
      </p>
    </>
  );
}
