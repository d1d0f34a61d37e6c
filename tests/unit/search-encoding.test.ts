// Search encoding: the same words must become the same terms at build time
// and in the browser, accents and inflection aside.
import { describe, it, expect } from 'vitest';
import { Encoder } from 'flexsearch';
import {
  encode,
  encodeWord,
  encoderOptions,
  fold,
  splitWords,
  stemEnglish,
  stemFrench,
  WORD_SPLIT,
} from '../../src/shared/search/encoding.ts';

// texts that reach every branch of the splitter: ASCII, accents, other scripts and their digits,
// letters outside the BMP, lone surrogates, combining marks, separators at both ends or none
const SPLIT_TABLE = [
  '',
  '   ',
  'word',
  ' leading and trailing ',
  "l'ontologie des données — liées, « ouvertes » ; 2021-2025 !",
  'Ærø straße œuvre ŒUVRE café',
  'Ελληνικά κείμενα, русский текст, 日本語のテキスト, עברית',
  '٣٤٥ and ४२ are digits; ½ and ² are numbers too',
  '𝐀𝐁𝐂 math letters 𝟘𝟙 and an emoji 😀 between',
  'lone \ud800 high and \udc00 low surrogates, a\ud83dz',
  'cafe\u0301 with a combining accent, and\u00a0no-break\u2009spaces',
  'tab\there\nnew line\r\nCRLF_underscore-hyphen.dot/slash',
];

describe('search encoding', () => {
  it('folds accents, case and ligatures', () => {
    expect(fold('École ŒUVRE cœur Ærø straße l’ontologie')).toBe("ecole oeuvre coeur aero strasse l'ontologie");
  });

  it('makes "ecole", "école" and "écoles" one French term', () => {
    const terms = ['ecole', 'école', 'écoles', 'Écoles', 'ÉCOLE'].map((w) => encodeWord(w, 'fr'));
    expect(new Set(terms).size).toBe(1);
    expect(terms[0]).not.toBe('');
    // and a different word stays different
    expect(encodeWord('écologie', 'fr')).not.toBe(terms[0]);
  });

  it('stems French inflection lightly: plural, feminine and mute e, -aux', () => {
    expect(new Set(['données', 'donnée', 'donné', 'donnees'].map((w) => encodeWord(w, 'fr'))).size).toBe(1);
    expect(encodeWord('ontologies', 'fr')).toBe(encodeWord('ontologie', 'fr'));
    expect(encodeWord('journaux', 'fr')).toBe(encodeWord('journal', 'fr'));
    expect(encodeWord('jeux', 'fr')).toBe(encodeWord('jeu', 'fr'));
    expect(encodeWord('œuvres', 'fr')).toBe(encodeWord('oeuvre', 'fr'));
    // "index" keeps its x; "classes" loses only the plural
    expect(stemFrench('index')).toBe('index');
    expect(stemFrench('classes')).toBe('class');
  });

  it('stems English plurals only', () => {
    expect(stemEnglish('ontologies')).toBe('ontology');
    expect(stemEnglish('classes')).toBe('class');
    expect(stemEnglish('matches')).toBe('match');
    expect(stemEnglish('types')).toBe('type');
    for (const w of ['analysis', 'status', 'class', 'matching']) expect(stemEnglish(w)).toBe(w);
  });

  it('is idempotent: an encoded term encodes to itself (index keys are looked up through the encoder)', () => {
    const text =
      'Les écoles, données liées, ontologies et métadonnées des journaux ; classes, jeux, index, musées, cœurs. ' +
      'Entity matching of classes, ontologies, boxes, statuses and analyses in linked open data.';
    for (const locale of ['en', 'fr'] as const) {
      for (const term of encode(text, locale)) expect(encode(term, locale)).toEqual([term]);
    }
  });

  it('drops stop words and punctuation, and splits on apostrophes', () => {
    expect(encode("l'ontologie et les données", 'fr')).toEqual(['ontologi', 'donn']);
    expect(encode('The ontology of the web', 'en')).toEqual(['ontology', 'web']);
    expect(encodeWord('<img', 'en')).toBe('img');
  });

  it('splits words as the Unicode letter-and-digit rule does, without its empty strings', () => {
    for (const text of SPLIT_TABLE) expect(splitWords(text), JSON.stringify(text)).toEqual(text.split(WORD_SPLIT).filter(Boolean));
    // every code point of the BMP, each between two separators and each between two letters
    for (let code = 0; code < 0x10000; code += 1) {
      const c = String.fromCharCode(code);
      for (const text of [` ${c} `, `a${c}b`]) expect(splitWords(text)).toEqual(text.split(WORD_SPLIT).filter(Boolean));
    }
  });

  it('encodes exactly as FlexSearch does with the regular expression it replaces', () => {
    const text = SPLIT_TABLE.join(' ') + ' Les écoles et les données liées; the ontologies of linked open data.';
    for (const locale of ['en', 'fr'] as const) {
      const reference = new Encoder(encoderOptions(locale));
      expect(encode(text, locale)).toEqual(reference.encode(text));
      expect(encode(text, locale).length).toBeGreaterThan(20);
    }
  });
});
