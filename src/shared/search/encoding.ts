// How text becomes search terms, in one place for both sides: the generator
// encodes pages with it when it builds the index, the browser encodes queries
// and snippets with it. Pure (no DOM, no Node), so the generator may import it;
// if the two sides ever encoded differently, queries would silently miss.
//
// The pipeline is FlexSearch's Encoder: fold (lower case, accents off, œ → oe),
// split on anything that is not a letter or digit, drop stop words, then a
// light stemmer per language that only strips inflection (plurals, the French
// mute/feminine e), so "ecole", "école" and "écoles" all become "ecol".
import { Encoder } from 'flexsearch';
import type { Locale } from '../model/types.ts';

import { fold } from '../fold.ts';
import { isWordChar } from '../word-chars.ts';

export { fold };

/** Word separator: everything that is neither a letter nor a digit. */
export const WORD_SPLIT = /[^\p{L}\p{N}]+/u;

/**
 * The words of a text: exactly `text.split(WORD_SPLIT)` without its empty
 * strings, but in one pass over the characters. The Unicode-property regex
 * cost ~50 ns a character, about half of what encoding the site's pages for
 * the search index took (a third of that output); this loop is 3–5× faster.
 */
export function splitWords(text: string): string[] {
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i < text.length;) {
    const code = text.codePointAt(i)!;
    if (isWordChar(code)) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      words.push(text.slice(start, i));
      start = -1;
    }
    i += code > 0xffff ? 2 : 1;
  }
  if (start >= 0) words.push(text.slice(start));
  return words;
}

/** A title or query as the exact-title lookup compares them: folded words, stop words kept, one space apart. */
export function titleKey(text: string): string {
  return splitWords(fold(text)).join(' ');
}

/** splitWords as String.prototype.split calls it: FlexSearch's encoder splits with `text.split(encoder.split)`. */
const WORD_SPLITTER = { [Symbol.split]: splitWords };

// Stop words, already folded (the filter sees folded words). Short on purpose:
// a stop word can never be found, so only words that carry no topic belong here.
const STOP_WORDS: Record<Locale, string[]> = {
  en: 'a an and are as at be by for from has have in is it its of on or that the their this to was were which with s t'.split(' '),
  fr: (
    'a au aux avec ce ces c d dans de des du elle en est et il ils j l la le les leur leurs lui m ma mais me mes n ne nos notre nous on ' +
    'ou par pas pour qu que qui s sa se ses son sont sur t ta te tes ton un une vos votre vous y'
  ).split(' '),
};

function stemFrenchOnce(word: string): string {
  let w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.length > 4 && w.endsWith('aux')) w = w.slice(0, -3) + 'al';
  else if (/(eux|oux)$/.test(w)) w = w.slice(0, -1);
  else if (w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  for (let i = 0; i < 2 && w.length > 3 && w.endsWith('e'); i++) w = w.slice(0, -1);
  return w;
}

/**
 * French light stemming: plural -s/-x (and -aux → -al), then up to two final
 * e's (feminine and mute e: "donnée", "données", "donné" → "donn"). Words of
 * three letters or fewer are left alone. Applied until nothing changes, so it
 * is idempotent: an already-stemmed term stems to itself (index keys are
 * re-encoded when queried, "statuses" → "status" must not go on to "statu").
 */
export function stemFrench(word: string): string {
  let w = word;
  for (let i = 0; i < 4; i++) {
    const next = stemFrenchOnce(w);
    if (next === w) break;
    w = next;
  }
  return w;
}

/**
 * English light stemming (an "S-stemmer"): ontologies → ontology,
 * classes → class, matches → match, types → type; "analysis", "class",
 * "status" keep their s. Idempotent.
 */
export function stemEnglish(word: string): string {
  const w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.length > 4 && w.endsWith('ies') && !/[ae]ies$/.test(w)) return w.slice(0, -3) + 'y';
  if (/(sses|xes|ches|shes|zes)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

const STEMMERS: Record<Locale, (w: string) => string> = { en: stemEnglish, fr: stemFrench };

/** The FlexSearch encoder options of a locale: the index and every query use exactly these. */
export function encoderOptions(locale: Locale) {
  const stem = STEMMERS[locale];
  return {
    normalize: fold,
    split: WORD_SPLIT,
    // numbers stay whole ("2021", not FlexSearch's triplets): the client expands prefixes itself
    numeric: false,
    // no letter de-duplication: "donnée" must not collide with "donée"
    dedupe: false,
    filter: new Set(STOP_WORDS[locale]),
    finalize: (terms: string[]) => terms.map(stem),
  };
}

const encoders = new Map<Locale, Encoder>();

/** One shared encoder per locale (FlexSearch caches encodings inside it). */
export function encoderFor(locale: Locale): Encoder {
  let e = encoders.get(locale);
  if (!e) {
    e = new Encoder(encoderOptions(locale));
    // FlexSearch takes only a RegExp or a string as its `split` option (it reads any other object as
    // character classes to build one), so the faster splitter, which splits the same, is set after
    Object.assign(e, { split: WORD_SPLITTER });
    encoders.set(locale, e);
  }
  return e;
}

/** The search terms of a text, in order, duplicates kept. */
export function encode(text: string, locale: Locale): string[] {
  return encoderFor(locale).encode(text);
}

/** The one term a single word becomes, or '' for a stop word or punctuation. */
export function encodeWord(word: string, locale: Locale): string {
  return encode(word, locale)[0] ?? '';
}

/** The index shard a term lives in: terms are grouped by their first two characters. */
export function termPrefix(term: string): string {
  return term.slice(0, 2);
}
