// Search encoding: the same words must become the same terms at build time
// and in the browser, accents and inflection aside.
import { describe, it, expect } from 'vitest';
import { encode, encodeWord, fold, stemEnglish, stemFrench } from '../../src/shared/search/encoding.ts';

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
});
