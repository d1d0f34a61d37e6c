// generator/model/glossary.ts on a handful of in-memory concepts: the A–Z
// glossary, the two-way lexicon, and a term of the day that depends on the date only.
import { describe, expect, it } from 'vitest';
import { buildGlossaryPages, termOfTheDay, termOfTheDayCard } from '../../generator/model/glossary.ts';
import { localDateKey } from '../../src/shared/term-of-the-day.ts';
import type { Page } from '../../src/shared/model/types.ts';
import { concept } from '../model-fixtures.ts';

const terms = [
  concept('uri', 'glossary', 'URI', 'URI'),
  concept('ontology', 'glossary', 'Ontology', 'Ontologie'),
  concept('entity', 'glossary', 'Entity', 'Entité'),
  concept('triple', 'glossary', 'Triple', 'Triplet'),
  concept('three-d', 'glossary', '3D model', 'Modèle 3D'),
  concept('element', 'glossary', 'Element', 'Élément'),
];

const glossaryOf = (page: Page) => {
  if (page.body.kind !== 'glossary') throw new Error(`not the glossary: ${page.body.kind}`);
  return page.body;
};

describe('buildGlossaryPages', () => {
  it('makes the glossary and the lexicon in the learn-lod sidebar, localized in French', () => {
    const en = buildGlossaryPages(terms, 'en', new Date());
    const fr = buildGlossaryPages(terms, 'fr', new Date());
    expect(en.map((p) => p.path)).toEqual(['/docs/learn-lod/glossary', '/docs/learn-lod/french-english-lexicon']);
    expect(fr.map((p) => p.path)).toEqual(['/fr/docs/learn-lod/glossary', '/fr/docs/learn-lod/french-english-lexicon']);
    expect([...en, ...fr].every((p) => p.sidebar === 'learnLODSidebar')).toBe(true);
  });

  it('groups terms by initial letter, accents folded and digits under #', () => {
    const { glossary } = glossaryOf(buildGlossaryPages(terms, 'en', new Date())[0]);
    expect(glossary.letters.map((l) => l.letter)).toEqual(['#', 'E', 'O', 'T', 'U']);
    expect(glossary.letters[1].entries.map((e) => e.label)).toEqual(['Element', 'Entity']);
    const fr = glossaryOf(buildGlossaryPages(terms, 'fr', new Date())[0]).glossary;
    // « Élément » files under E beside « Entité », and each entry gives the other language's label
    expect(fr.letters.find((l) => l.letter === 'E')!.entries.map((e) => [e.label, e.otherLabel, e.href])).toEqual([
      ['Élément', 'Element', '/fr/docs/terms/element'],
      ['Entité', 'Entity', '/fr/docs/terms/entity'],
    ]);
    expect(fr.letters.map((l) => l.id)).toEqual(['letter-e', 'letter-m', 'letter-o', 'letter-t', 'letter-u']);
  });

  it('anchors the filter box and every letter', () => {
    const [page] = buildGlossaryPages(terms, 'en', new Date());
    expect(page.anchors).toEqual(['filter', 'letter-other', 'letter-e', 'letter-o', 'letter-t', 'letter-u']);
  });

  it('gives the lexicon both directions, each sorted in its source language', () => {
    const lexicon = buildGlossaryPages(terms, 'en', new Date())[1].body;
    if (lexicon.kind !== 'lexicon') throw new Error('not the lexicon');
    const [frEn, enFr] = lexicon.tables;
    expect(frEn.id).toBe('fr-en');
    expect(frEn.rows.map((r) => r.label)).toEqual(['Élément', 'Entité', 'Modèle 3D', 'Ontologie', 'Triplet', 'URI']);
    expect(frEn.rows[3]).toMatchObject({ label: 'Ontologie', other: 'Ontology', href: '/docs/terms/ontology' });
    expect(enFr.id).toBe('en-fr');
    expect(enFr.rows.map((r) => r.label)).toEqual(['3D model', 'Element', 'Entity', 'Ontology', 'Triple', 'URI']);
  });
});

describe('termOfTheDay', () => {
  it('picks the same term all day long, whatever the order of the terms', () => {
    const morning = termOfTheDay(terms, new Date(2025, 5, 11, 0, 5));
    const night = termOfTheDay([...terms].reverse(), new Date(2025, 5, 11, 23, 55));
    expect(morning).toBeDefined();
    expect(night!.slug).toBe(morning!.slug);
  });

  it('changes with the date: a month of days picks more than one term', () => {
    const picked = new Set(Array.from({ length: 30 }, (_, d) => termOfTheDay(terms, new Date(2025, 5, d + 1, 12))!.slug));
    expect(picked.size).toBeGreaterThan(1);
    for (const slug of picked) expect(terms.map((t) => t.slug)).toContain(slug);
  });

  it('is the term shown on the glossary page for that date, and nothing when there are no terms', () => {
    const day = new Date(2025, 0, 2, 9);
    const term = termOfTheDay(terms, day)!;
    const page = glossaryOf(buildGlossaryPages(terms, 'fr', day)[0]);
    expect(page.termOfTheDay).toEqual({
      dataHref: '/fr/data/terms',
      date: localDateKey(day),
      href: `/fr/docs/terms/${term.slug}`,
      label: term.label.fr,
      definition: term.definition.fr,
    });
    expect(termOfTheDay([], day)).toBeUndefined();
    expect(termOfTheDayCard([], 'en', day)).toBeUndefined();
  });
});
