// The French share of the build report: /fr/ pages and main-text words in
// French against those that fall back to English.
import { describe, it, expect } from 'vitest';
import type { Page } from '../../src/shared/model/types.ts';
import { page as enPage } from '../model-fixtures.ts';
import { countWords, frenchShare, formatFrenchShare } from '../../generator/french-share.ts';

/** a page of the French site unless the test says otherwise */
const page = (over: Partial<Page>) => enPage({ locale: 'fr', path: '/fr/docs/x', contentLang: 'fr', ...over });

describe('French share', () => {
  const pages = [
    page({ path: '/fr/docs/a', text: 'Un texte en français de six mots' }),
    page({ path: '/fr/docs/b', body: { kind: 'doc', html: '<p>Deux <em>mots</em></p><pre><code>x</code></pre>' } }),
    page({ path: '/fr/docs/c', contentLang: 'en', untranslated: true, text: 'An English fallback page of eight words' }),
    page({ path: '/docs/a', locale: 'en', text: 'English page not counted at all here' }),
    page({ path: '/fr/old', body: { kind: 'redirect', to: '/fr/docs/a' } }),
  ];
  it('counts /fr/ pages and their main-text words, French against English fallback', () => {
    const s = frenchShare(pages);
    expect(s).toMatchObject({ pages: 3, frenchPages: 2, words: 7 + 3 + 7, frenchWords: 7 + 3 });
    expect(s.english).toEqual([{ path: '/fr/docs/c', source: undefined, words: 7 }]);
  });
  it('reports it as one line with percentages', () => {
    expect(formatFrenchShare(frenchShare(pages))).toBe(
      'French share: 2 of 3 /fr/ pages in French (66.7 %), 10 of 17 main-text words (58.8 %)',
    );
  });
  it('counts a site with no French page as fully French rather than dividing by zero', () => {
    expect(formatFrenchShare(frenchShare([]))).toContain('(100.0 %)');
  });

  it('counts words as the letter-and-digit rule with its joiners does, in every script', () => {
    const rule = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}’'\-.]*/gu)?.length ?? 0;
    const table = [
      '',
      ' - . ’ ',
      "l’ontologie d'un jeu de données -- liées ; data-driven, v3.5... -a a- .b",
      'Ελληνικά, русский, 日本語のテキスト, ٣٤٥ ४२ ½ ²',
      '𝐀𝐁𝐂 𝟘𝟙 😀 lone \ud800 and \udc00 a\ud83dz cafe\u0301 no\u00a0break',
    ];
    for (const text of table) expect(countWords(text), JSON.stringify(text)).toBe(rule(text));
    // every character of the BMP alone, between letters, after a word and before one
    for (let code = 0; code < 0x10000; code++) {
      const c = String.fromCharCode(code);
      for (const text of [` ${c} `, `a${c}b`, `a${c} `, ` ${c}b`]) expect(countWords(text)).toBe(rule(text));
    }
  });
});
