// The term-of-the-day card (home page, glossary). The server picks a term for
// the build date; src/client/today.ts re-picks it for the visitor's date.
import type { Locale, TermOfTheDay } from '../shared/model/types.ts';
import { t } from '../i18n/index.ts';

export function TermOfTheDayCard({ term, locale }: { term: TermOfTheDay; locale: Locale }) {
  return (
    <section className="term-of-the-day" data-term-of-the-day={term.dataHref} data-term-date={term.date} aria-labelledby="totd-title">
      <p className="totd-kicker" id="totd-title">
        {t(locale, 'totd.title')}
      </p>
      <p className="totd-term">
        <a href={term.href}>{term.label}</a>
      </p>
      <p className="totd-definition">{term.definition}</p>
    </section>
  );
}
