// How much of the French site is really in French. A page under /fr/ whose
// Markdown has no .fr.md twin shows the English text (marked lang="en" and
// `untranslated`); this counts those pages and their main-text words against
// the French ones, for the build report and `npm run check`.
import type { Page } from '../src/shared/model/types.ts';
import { isWordChar } from '../src/shared/word-chars.ts';

export interface FrenchShare {
  /** /fr/ pages with a main text (redirects and the 404 page are left out) */
  pages: number;
  frenchPages: number;
  /** words of the main text of those pages */
  words: number;
  frenchWords: number;
  /** the /fr/ pages that show English, largest first */
  english: { path: string; source?: string; words: number }[];
}

/** inside a word, these join its letters: "l’ontologie", "data-driven", "3.5" are one word each */
const JOINERS = new Set([0x2019, 0x27, 0x2d, 0x2e]);

/**
 * The matches of /[\p{L}\p{N}][\p{L}\p{N}’'\-.]*\/gu in the text, counted in
 * one pass without making them: the regex and its array of matches cost ~0.8 s
 * of the main thread, before the render, at bench scale 20.
 */
export function countWords(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length;) {
    const code = text.codePointAt(i)!;
    if (isWordChar(code)) {
      if (!inWord) words++;
      inWord = true;
    } else if (!(inWord && JOINERS.has(code))) inWord = false;
    i += code > 0xffff ? 2 : 1;
  }
  return words;
}

function mainText(page: Page): string {
  if (page.text !== undefined) return page.text;
  const b = page.body;
  if (b.kind === 'glossary')
    return b.glossary.letters.flatMap((l) => l.entries.flatMap((e) => [e.label, e.otherLabel, e.definition])).join(' ');
  if (b.kind === 'lexicon') return b.tables.flatMap((tb) => tb.rows.flatMap((r) => [r.label, r.other, ...r.otherAlt])).join(' ');
  const html =
    b.kind === 'doc' || b.kind === 'html' || b.kind === 'post'
      ? b.html
      : b.kind === 'term'
        ? `${b.concept.definition} ${b.concept.example ?? ''}`
        : '';
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
}

export function frenchShare(pages: Page[]): FrenchShare {
  const share: FrenchShare = { pages: 0, frenchPages: 0, words: 0, frenchWords: 0, english: [] };
  for (const page of pages) {
    if (page.locale !== 'fr' || page.body.kind === 'redirect' || page.body.kind === 'notFound') continue;
    const words = countWords(mainText(page));
    share.pages++;
    share.words += words;
    if (page.untranslated || page.contentLang !== 'fr') share.english.push({ path: page.path, source: page.source, words });
    else {
      share.frenchPages++;
      share.frenchWords += words;
    }
  }
  share.english.sort((a, b) => b.words - a.words || a.path.localeCompare(b.path));
  return share;
}

const percent = (part: number, whole: number) => (whole ? ((100 * part) / whole).toFixed(1) : '100.0');

/** one line for the reports: "French share: 140 of 177 /fr/ pages (79.1 %), 50 000 of 61 000 main-text words (82.0 %)" */
export function formatFrenchShare(s: FrenchShare): string {
  const pages = `${s.frenchPages} of ${s.pages} /fr/ pages in French (${percent(s.frenchPages, s.pages)} %)`;
  return `French share: ${pages}, ${s.frenchWords} of ${s.words} main-text words (${percent(s.frenchWords, s.words)} %)`;
}
