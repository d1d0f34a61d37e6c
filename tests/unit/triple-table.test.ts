// The site graph's typed-array index answers as an n3 Store built from the
// same quads does: the same matches in the same order, for every pattern the
// linked-data outputs ask (the files written from it stay byte for byte the same).
import { describe, expect, it } from 'vitest';
import { DataFactory, type Quad, type Term } from 'n3';
import { createStore } from '../../src/shared/rdf-store.ts';
import { DistinctTriples, tripleKey } from '../../generator/linked-data/ntriples-order.ts';

const { namedNode, literal, blankNode, quad, defaultGraph } = DataFactory;
const ex = (s: string) => namedNode(`https://example.org/${s}`);

/** A small graph with every kind of term, IRIs used as subject and object, shared literals, and a few predicates. */
function sampleQuads(): Quad[] {
  const out = new Map<string, Quad>();
  const subjects: Term[] = [...Array.from({ length: 12 }, (_, i) => ex(`s${(i * 7) % 12}`)), blankNode('b1'), blankNode('b0')];
  const predicates = ['name', 'about', 'type', 'knows'].map(ex);
  subjects.forEach((s, i) => {
    predicates.forEach((p, j) => {
      if ((i + j) % 3 === 0) return;
      const objects: Term[] = [
        ex(`s${(i + j) % 12}`),
        literal(`nom ${i % 4}`, j % 2 ? 'fr' : 'en'),
        literal(String(i % 3), namedNode('http://www.w3.org/2001/XMLSchema#integer')),
        literal('plain'),
        blankNode(`b${(i + j) % 2}`),
      ];
      for (const o of objects.slice(0, 1 + ((i * j) % objects.length))) {
        const q = quad(s as Quad['subject'], p, o as Quad['object'], defaultGraph());
        out.set(tripleKey(q), q);
      }
    });
  });
  // the site graph comes sorted by triple key; the numbering depends on that order
  return [...out.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, q]) => q);
}

const show = (quads: Quad[]) => quads.map(tripleKey);

function tableOf(quads: Iterable<Quad>) {
  const triples = new DistinctTriples();
  for (const q of quads) triples.add(q.subject, q.predicate, q.object);
  return triples.table();
}

describe('TripleTable', () => {
  const quads = sampleQuads();
  const table = tableOf(quads);
  const store = createStore(quads);
  const terms: (Term | null)[] = [
    null,
    ...new Map(
      quads
        .flatMap((q) => [q.subject, q.predicate, q.object])
        .map((t) => [`${t.termType}${t.value}${(t as { language?: string }).language}`, t]),
    ).values(),
    ex('absent'),
    literal('absent'),
  ];

  it('holds every triple once, in the order given', () => {
    expect(table.size).toBe(quads.length);
    expect(show(table.all())).toEqual(show(quads));
    expect(table.countQuads(null, null, null, null)).toBe(store.countQuads(null, null, null, null));
  });

  it('answers every pattern of subject, predicate and object as n3 does, in the same order', () => {
    let patterns = 0;
    for (const s of terms)
      for (const p of terms.filter((t) => t === null || t.termType === 'NamedNode'))
        for (const o of terms) {
          if (s && s.termType === 'Literal') continue;
          expect(show(table.getQuads(s, p, o, null)), `${s?.value} ${p?.value} ${o?.value}`).toEqual(show(store.getQuads(s, p, o, null)));
          expect(table.countQuads(s, p, o, null)).toBe(store.countQuads(s, p, o, null));
          patterns++;
        }
    expect(patterns).toBeGreaterThan(1000);
  });

  it('lists distinct subjects as n3 does', () => {
    for (const p of terms.filter((t) => t === null || t.termType === 'NamedNode'))
      for (const o of terms)
        expect(table.getSubjects(p, o, null).map((t) => t.value)).toEqual(store.getSubjects(p, o, null).map((t) => t.value));
  });

  it('is one default graph', () => {
    expect(table.getQuads(null, null, null, defaultGraph()).length).toBe(quads.length);
    expect(table.getQuads(null, null, null, ex('g'))).toEqual([]);
  });
});

describe('DistinctTriples', () => {
  /** What the site graph was before it: a map from each N-Triples line to its first triple, sorted by line. */
  const byLine = (quads: Quad[]) => {
    const first = new Map<string, Quad>();
    for (const q of quads) if (!first.has(tripleKey(q))) first.set(tripleKey(q), q);
    return [...first.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, q]) => q);
  };
  // keys where one is the start of another: blank node labels, literals with and without a tag or a type, IRIs
  const tricky: Term[] = [
    blankNode('b1'),
    blankNode('b12'),
    blankNode('b1_'),
    ex('a'),
    ex('a/b'),
    ex('a-b'),
    literal('abc'),
    literal('abc', 'en'),
    literal('abc', 'en-GB'),
    literal('abc', namedNode('http://www.w3.org/2001/XMLSchema#token')),
    literal('ab"c\n'),
    literal('é'),
    literal('e'),
  ];
  const quads: Quad[] = [];
  tricky.forEach((s, i) =>
    tricky.forEach((o, j) => {
      if (s.termType === 'Literal') return;
      quads.push(quad(s as Quad['subject'], ex(`p${(i + j) % 3}`), o as Quad['object'], defaultGraph()));
    }),
  );
  // shuffled, with every triple given twice
  const given = [...quads, ...quads.slice().reverse()].sort(
    (a, b) => ((tripleKey(a).length * 31) % 17) - ((tripleKey(b).length * 31) % 17),
  );

  it('keeps each triple once, in the order of their N-Triples lines, whatever order they come in', () => {
    const table = tableOf(given);
    expect(show(table.all())).toEqual(show(byLine(given)));
    expect(table.size).toBe(quads.length);
  });

  it('answers as an n3 Store of the same triples in that order', () => {
    const table = tableOf(given);
    const store = createStore(byLine(given));
    for (const t of [null, ...tricky])
      for (const p of [null, ex('p0'), ex('p2')]) {
        expect(show(table.getQuads(null, p, t, null))).toEqual(show(store.getQuads(null, p, t, null)));
        if (t?.termType !== 'Literal') expect(show(table.getQuads(t, p, null, null))).toEqual(show(store.getQuads(t, p, null, null)));
        expect(table.getSubjects(p, t, null).map(tripleKeyOfTerm)).toEqual(store.getSubjects(p, t, null).map(tripleKeyOfTerm));
      }
  });
});

function tripleKeyOfTerm(t: Term): string {
  return `${t.termType} ${t.value}`;
}
