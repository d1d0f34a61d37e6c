// The glossary's A–Z list with its letter navigation and filter box: an
// island. The server renders every term and the filter box, so the first
// layout is the final one (a box that appeared on hydration pushed the whole
// list down: a layout shift on every load); once hydrated the box narrows the
// list as you type, accents ignored. Without JavaScript a note says the box
// cannot filter and that every term is listed.
import { useMemo, useState } from 'react';
import type { GlossaryData } from '../shared/model/types.ts';
import { t } from '../i18n/index.ts';
import { fold } from '../shared/fold.ts';
import { useIslandReady } from './island-ready.ts';
import { useHydrated } from './browser-state.ts';

export function GlossaryList({ locale, letters }: GlossaryData) {
  const [q, setQ] = useState('');
  useIslandReady(useHydrated());
  const other = locale === 'en' ? 'fr' : 'en';
  const texts = useMemo(
    () => letters.map((l) => l.entries.map((e) => fold([e.label, e.otherLabel, ...e.altLabels, e.definition].join(' ')))),
    [letters],
  );
  const query = fold(q.trim());
  const shown = texts.map((list) => list.map((text) => !query || text.includes(query)));
  const count = shown.flat().filter(Boolean).length;
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
          onChange={(e) => setQ(e.target.value)}
        />{' '}
        <span className="glossary-count" aria-live="polite">
          {query ? t(locale, 'glossary.count', { n: count, total: shown.flat().length }) : ''}
        </span>
      </p>
      <nav className="letter-nav" aria-label={t(locale, 'glossary.letters')}>
        <ul>
          {letters.map((l) => (
            <li key={l.id}>
              <a href={`#${l.id}`}>{l.letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      {letters.map((l, i) => (
        <section key={l.id} className="glossary-letter" data-letter={l.letter} hidden={!shown[i].some(Boolean)}>
          <h2 id={l.id}>{l.letter}</h2>
          <dl className="glossary-list">
            {l.entries.map((e, j) => (
              <div key={e.href} className="glossary-entry" hidden={!shown[i][j]}>
                <dt>
                  <a href={e.href}>{e.label}</a>{' '}
                  <span className="other-label" lang={other}>
                    {e.otherLabel}
                  </span>
                </dt>
                <dd>{e.definition}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}
