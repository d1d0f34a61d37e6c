// Generated learn-lod pages: the glossary (A–Z with letter navigation and a
// filter box) and the French–English lexicon (both directions), as data;
// src/components/Glossary.tsx lays them out.
import type { Concept, GlossaryData, LexiconTable, Locale, Page, PageBody, TermOfTheDay } from '../../src/shared/model/types.ts';
import { localizePath } from '../../src/shared/paths.ts';
import { t } from '../../src/i18n/index.ts';
import { termIndexForDate, localDateKey } from '../../src/shared/term-of-the-day.ts';
import { sortByLabel, termKey } from './terms.ts';
import { generatedPage } from './generated-page.ts';

function initial(label: string, locale: Locale): string {
  const c = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toLocaleUpperCase(locale);
  return /[A-Z]/.test(c) ? c : '#';
}

const letterId = (letter: string) => `letter-${letter === '#' ? 'other' : letter.toLowerCase()}`;

/** A generated page of the Learn LOD sidebar. */
function docPage(locale: Locale, key: string, title: string, description: string, body: PageBody, extra: Partial<Page> = {}): Page {
  return generatedPage(locale, key, title, description, body, 'doc', { sidebar: 'learnLODSidebar', ...extra });
}

/** The term of the day at build time, picked as the client picks it (src/shared/term-of-the-day.ts). */
export function termOfTheDay(terms: Concept[], date: Date): Concept | undefined {
  const sorted = [...terms].sort((a, b) => (a.slug < b.slug ? -1 : 1));
  return sorted[termIndexForDate(localDateKey(date), sorted.length)];
}

/** The term-of-the-day card's data; the client re-picks the term for the visitor's date. */
export function termOfTheDayCard(terms: Concept[], locale: Locale, date: Date): TermOfTheDay | undefined {
  const term = termOfTheDay(terms, date);
  if (!term) return undefined;
  return {
    dataHref: localizePath('/data/terms', locale),
    date: localDateKey(date),
    href: localizePath(termKey(term.slug), locale),
    label: term.label[locale],
    definition: term.definition[locale],
  };
}

function glossaryData(terms: Concept[], locale: Locale): GlossaryData {
  const other: Locale = locale === 'en' ? 'fr' : 'en';
  const sorted = sortByLabel(terms, locale);
  const letters = [...new Set(sorted.map((c) => initial(c.label[locale], locale)))];
  return {
    locale,
    letters: letters.map((letter) => ({
      letter,
      id: letterId(letter),
      entries: sorted
        .filter((c) => initial(c.label[locale], locale) === letter)
        .map((c) => ({
          href: localizePath(termKey(c.slug), locale),
          label: c.label[locale],
          otherLabel: c.label[other],
          altLabels: c.altLabels[locale],
          definition: c.definition[locale],
        })),
    })),
  };
}

function lexiconTable(terms: Concept[], locale: Locale, from: Locale): LexiconTable {
  const to: Locale = from === 'en' ? 'fr' : 'en';
  return {
    from,
    id: `${from}-${to}`,
    rows: sortByLabel(terms, from).map((c) => ({
      href: localizePath(termKey(c.slug), locale),
      label: c.label[from],
      other: c.label[to],
      otherAlt: c.altLabels[to],
      otherAvoid: c.avoidLabels[to],
    })),
  };
}

export function buildGlossaryPages(terms: Concept[], locale: Locale, today: Date): Page[] {
  const glossary = glossaryData(terms, locale);
  const tx = (key: Parameters<typeof t>[1]) => t(locale, key);
  return [
    docPage(
      locale,
      '/docs/learn-lod/glossary',
      tx('glossary.title'),
      tx('glossary.lead'),
      { kind: 'glossary', termOfTheDay: termOfTheDayCard(terms, locale, today), glossary },
      { anchors: ['filter', ...glossary.letters.map((l) => l.id)], sidebarPosition: 2 },
    ),
    docPage(
      locale,
      '/docs/learn-lod/french-english-lexicon',
      tx('lexicon.title'),
      tx('lexicon.lead'),
      { kind: 'lexicon', tables: [lexiconTable(terms, locale, 'fr'), lexiconTable(terms, locale, 'en')] },
      {
        anchors: ['fr-en', 'en-fr'],
        sidebarPosition: 3,
        toc: [
          { id: 'fr-en', text: tx('lexicon.frEn'), level: 2 },
          { id: 'en-fr', text: tx('lexicon.enFr'), level: 2 },
        ],
      },
    ),
  ];
}
