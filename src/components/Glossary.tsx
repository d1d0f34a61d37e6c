// The glossary page (term of the day, the filter box, an island:
// src/components/GlossaryFilter.tsx, then the A–Z list, server markup:
// src/components/GlossaryList.tsx) and the French–English lexicon.
import type { GlossaryData, LexiconTable, Locale, TermOfTheDay } from '../shared/model/types.ts';
import { t } from '../i18n/index.ts';
import { Island } from './Island.tsx';
import { TermOfTheDayCard } from './TermOfTheDay.tsx';
import { GlossaryFilter } from './GlossaryFilter.tsx';
import { GlossaryList } from './GlossaryList.tsx';

export function GlossaryBody({ locale, termOfTheDay, glossary }: { locale: Locale; termOfTheDay?: TermOfTheDay; glossary: GlossaryData }) {
  return (
    <div className="markdown">
      {termOfTheDay ? <TermOfTheDayCard term={termOfTheDay} locale={locale} /> : null}
      <p>{t(locale, 'glossary.lead')}</p>
      <Island
        name="glossary"
        hydrate="use"
        component={GlossaryFilter}
        props={{ locale, total: glossary.letters.reduce((n, l) => n + l.entries.length, 0) }}
      />
      <GlossaryList {...glossary} />
    </div>
  );
}

/** « (à éviter : Triplestore) »: the names the site does not use, after the preferred one */
const avoided = (locale: Locale, names: string[]) => ` (${t(locale, 'lexicon.avoid')}${t(locale, 'punct.colon')}${names.join(', ')})`;

function LexiconTableView({ table, locale }: { table: LexiconTable; locale: Locale }) {
  const to = table.from === 'en' ? 'fr' : 'en';
  const name = (l: Locale) => t(locale, l === 'fr' ? 'lexicon.fr' : 'lexicon.en');
  return (
    <>
      <h2 id={table.id}>{t(locale, table.from === 'fr' ? 'lexicon.frEn' : 'lexicon.enFr')}</h2>
      <div className="table-wrap" tabIndex={0}>
        <table className="lexicon" data-direction={table.id}>
          <thead>
            <tr>
              <th scope="col">{name(table.from)}</th>
              <th scope="col">{name(to)}</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((r) => (
              <tr key={r.href}>
                <th scope="row" lang={table.from}>
                  <a href={r.href}>{r.label}</a>
                </th>
                <td lang={to}>
                  {r.other}
                  {r.otherAlt.length ? ' ' : null}
                  {r.otherAlt.length ? <span className="alt-labels">{`(${r.otherAlt.join(', ')})`}</span> : null}
                  {r.otherAvoid.length ? <span className="alt-labels avoid-labels">{avoided(locale, r.otherAvoid)}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function LexiconBody({ locale, tables }: { locale: Locale; tables: LexiconTable[] }) {
  return (
    <div className="markdown">
      <p>{t(locale, 'lexicon.lead')}</p>
      <p>{t(locale, 'lexicon.rule')}</p>
      {tables.map((table) => (
        <LexiconTableView key={table.id} table={table} locale={locale} />
      ))}
    </div>
  );
}
