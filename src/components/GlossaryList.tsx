// The glossary's A–Z list with its letter navigation: server markup only, which
// the filter island (GlossaryFilter.tsx, through ./glossary-dom.ts) narrows in
// the browser. Each entry carries its other names, which it does not show, for
// the filter to match.
import type { GlossaryData } from '../shared/model/types.ts';
import { t } from '../i18n/index.ts';

export function GlossaryList({ locale, letters }: GlossaryData) {
  const other = locale === 'en' ? 'fr' : 'en';
  return (
    <div data-glossary-list="">
      <nav className="letter-nav" aria-label={t(locale, 'glossary.letters')}>
        <ul>
          {letters.map((l) => (
            <li key={l.id}>
              <a href={`#${l.id}`}>{l.letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      {letters.map((l) => (
        <section key={l.id} className="glossary-letter draw-later" data-letter={l.letter}>
          <h2 id={l.id}>{l.letter}</h2>
          <dl className="glossary-list">
            {l.entries.map((e) => (
              <div key={e.href} className="glossary-entry" data-alt-labels={e.altLabels.length ? e.altLabels.join(' ') : undefined}>
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
    </div>
  );
}
