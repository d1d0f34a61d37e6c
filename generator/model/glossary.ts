// Generated learn-lod pages: the glossary (A–Z with letter navigation and a
// filter box), the French–English lexicon (both directions), and /docs, which
// opens the application-profile term as the spec says.
import type { Concept, Locale, Page } from '../../src/shared/model/types.ts';
import { escapeHtml } from '../../src/shared/escape.ts';
import { localizePath } from '../../src/shared/paths.ts';
import { termIndexForDate, localDateKey } from '../../src/shared/term-of-the-day.ts';
import { sortByLabel, termKey } from './terms.ts';

const TEXT = {
  en: {
    glossary: 'Glossary', glossaryLead: 'Every term of the glossary, from A to Z, with its definition. Each term has its own page with examples, related terms and further resources.',
    filter: 'Filter terms', filterPlaceholder: 'Type to filter the glossary', letters: 'Letters', lexicon: 'French–English Lexicon',
    lexiconLead: 'The glossary\u2019s terms side by side in French and English, in both directions, to help you read and write about linked data in either language.',
    frEn: 'French → English', enFr: 'English → French', fr: 'French', en: 'English', today: 'Term of the day', readMore: 'Read the definition', count: '{n} terms',
  },
  fr: {
    glossary: 'Glossaire', glossaryLead: 'Tous les termes du glossaire, de A à Z, avec leur définition. Chaque terme a sa propre page : exemples, termes associés et ressources pour aller plus loin.',
    filter: 'Filtrer les termes', filterPlaceholder: 'Tapez pour filtrer le glossaire', letters: 'Lettres', lexicon: 'Lexique français-anglais',
    lexiconLead: 'Les termes du glossaire côte à côte en français et en anglais, dans les deux sens, pour lire et écrire sur les données liées dans l\u2019une ou l\u2019autre langue.',
    frEn: 'Français → anglais', enFr: 'Anglais → français', fr: 'Français', en: 'Anglais', today: 'Terme du jour', readMore: 'Lire la définition', count: '{n} termes',
  },
};

function initial(label: string, locale: Locale): string {
  const c = label.normalize('NFD').replace(/[\u0300-\u036f]/g, '').charAt(0).toLocaleUpperCase(locale);
  return /[A-Z]/.test(c) ? c : '#';
}

function docPage(locale: Locale, key: string, title: string, description: string, html: string, extra: Partial<Page> = {}): Page {
  return {
    key, locale, path: localizePath(key, locale), kind: 'doc', title, description, contentLang: locale, untranslated: false,
    sidebar: 'learnLODSidebar', noindex: false, hidden: false, toc: [], body: { kind: 'doc', html }, links: [], anchors: [], ogType: 'website',
    ...extra,
  };
}

/** The term of the day at build time, picked as the client picks it (src/term-of-the-day.ts). */
export function termOfTheDay(terms: Concept[], date: Date): Concept | undefined {
  const sorted = [...terms].sort((a, b) => (a.slug < b.slug ? -1 : 1));
  return sorted[termIndexForDate(localDateKey(date), sorted.length)];
}

/** Server-rendered term-of-the-day card; the client re-picks it for the visitor's date. */
export function termOfTheDayHtml(terms: Concept[], locale: Locale, date: Date): string {
  const term = termOfTheDay(terms, date);
  if (!term) return '';
  const tx = TEXT[locale];
  return `<section class="term-of-the-day" data-term-of-the-day="${escapeHtml(localizePath('/data/terms', locale))}" aria-labelledby="totd-title">
<p class="totd-kicker" id="totd-title">${tx.today}</p>
<p class="totd-term"><a href="${escapeHtml(localizePath(termKey(term.slug), locale))}">${escapeHtml(term.label[locale])}</a></p>
<p class="totd-definition">${escapeHtml(term.definition[locale])}</p>
</section>`;
}

export function buildGlossaryPages(terms: Concept[], locale: Locale, today = new Date()): Page[] {
  const tx = TEXT[locale];
  const other: Locale = locale === 'en' ? 'fr' : 'en';
  const sorted = sortByLabel(terms, locale);
  const letters = [...new Set(sorted.map((c) => initial(c.label[locale], locale)))];
  const anchors: string[] = ['filter'];
  let html = termOfTheDayHtml(terms, locale, today);
  html += `<p>${escapeHtml(tx.glossaryLead)}</p>`;
  html += `<p class="glossary-filter" hidden><label for="glossary-filter">${tx.filter}</label> <input id="glossary-filter" type="search" placeholder="${escapeHtml(tx.filterPlaceholder)}" autocomplete="off"> <span class="glossary-count" aria-live="polite"></span></p>`;
  html += `<nav class="letter-nav" aria-label="${tx.letters}"><ul>${letters.map((l) => `<li><a href="#letter-${l === '#' ? 'other' : l.toLowerCase()}">${l}</a></li>`).join('')}</ul></nav>`;
  for (const letter of letters) {
    const id = `letter-${letter === '#' ? 'other' : letter.toLowerCase()}`;
    anchors.push(id);
    html += `<section class="glossary-letter" data-letter="${letter}"><h2 id="${id}">${letter}</h2><dl class="glossary-list">`;
    for (const c of sorted.filter((t) => initial(t.label[locale], locale) === letter)) {
      html += `<div class="glossary-entry" data-filter-text="${escapeHtml([c.label[locale], c.label[other], ...c.altLabels[locale], c.definition[locale]].join(' '))}"><dt><a href="${escapeHtml(localizePath(termKey(c.slug), locale))}">${escapeHtml(c.label[locale])}</a> <span class="other-label" lang="${other}">${escapeHtml(c.label[other])}</span></dt><dd>${escapeHtml(c.definition[locale])}</dd></div>`;
    }
    html += '</dl></section>';
  }

  const row = (c: Concept, from: Locale) => {
    const to: Locale = from === 'en' ? 'fr' : 'en';
    return `<tr><th scope="row" lang="${from}"><a href="${escapeHtml(localizePath(termKey(c.slug), locale))}">${escapeHtml(c.label[from])}</a></th><td lang="${to}">${escapeHtml(c.label[to])}${c.altLabels[to].length ? ` <span class="alt-labels">(${escapeHtml(c.altLabels[to].join(', '))})</span>` : ''}</td></tr>`;
  };
  const table = (from: Locale, id: string, title: string) =>
    `<h2 id="${id}">${title}</h2><div class="table-wrap" tabindex="0"><table class="lexicon" data-direction="${from}-${from === 'en' ? 'fr' : 'en'}"><thead><tr><th scope="col">${from === 'fr' ? tx.fr : tx.en}</th><th scope="col">${from === 'fr' ? tx.en : tx.fr}</th></tr></thead><tbody>${sortByLabel(terms, from).map((c) => row(c, from)).join('')}</tbody></table></div>`;
  const lexicon = `<p>${escapeHtml(tx.lexiconLead)}</p>${table('fr', 'fr-en', tx.frEn)}${table('en', 'en-fr', tx.enFr)}`;

  const pages = [
    docPage(locale, '/docs/learn-lod/glossary', tx.glossary, tx.glossaryLead, html, {
      anchors, sidebarPosition: 2, toc: [], kind: 'doc',
    }),
    docPage(locale, '/docs/learn-lod/french-english-lexicon', tx.lexicon, tx.lexiconLead, lexicon, {
      anchors: ['fr-en', 'en-fr'], sidebarPosition: 3,
      toc: [{ id: 'fr-en', text: tx.frEn, level: 2 }, { id: 'en-fr', text: tx.enFr, level: 2 }],
    }),
  ];
  return pages;
}
