// SKOS integrity of the real data (every rule checked here independently of
// the validator, straight from the Turtle files), and the validator's own
// messages: S27 names both concepts and the file, SHACL reports scheme-less
// concepts and schemes without top concepts.
import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { DataFactory, Parser, Store } from 'n3';
import { validateSkos } from '../../generator/validate/skos.ts';
import { validateShacl } from '../../generator/validate/shacl.ts';
import { parseTurtle } from '../../generator/load/turtle.ts';
import { ROOT } from '../helpers.ts';

const { namedNode } = DataFactory;
const SKOS = 'http://www.w3.org/2004/02/skos/core#';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const SITE = 'https://portal.lincsproject.ca';
const PREFIXES = `@prefix skos: <${SKOS}> .\n@prefix term: <${SITE}/id/term/> .\n@prefix scheme: <${SITE}/id/scheme/> .\n`;

function realData(): Store {
  const store = new Store();
  for (const f of fs.readdirSync(path.join(ROOT, 'data')).filter((f) => f.endsWith('.ttl') && f !== 'shapes.ttl')) {
    store.addQuads(new Parser({ baseIRI: `${SITE}/` }).parse(fs.readFileSync(path.join(ROOT, 'data', f), 'utf8')));
  }
  return store;
}

describe('the real data', () => {
  const store = realData();
  const objects = (s: string, p: string) => store.getObjects(namedNode(s), namedNode(SKOS + p), null).map((o) => o.value);
  const concepts = store.getSubjects(namedNode(RDF_TYPE), namedNode(SKOS + 'Concept'), null).map((c) => c.value);
  const schemes = store.getSubjects(namedNode(RDF_TYPE), namedNode(SKOS + 'ConceptScheme'), null).map((c) => c.value);

  it('has concepts and schemes to check', () => {
    expect(concepts.length).toBeGreaterThan(100);
    expect(schemes.length).toBeGreaterThan(1);
  });

  it('has no pair of concepts both skos:related and linked by broader/narrower, directly or transitively (S27)', () => {
    const broader = new Map<string, string[]>();
    for (const c of concepts) broader.set(c, [...objects(c, 'broader')]);
    for (const c of concepts) for (const n of objects(c, 'narrower')) broader.set(n, [...(broader.get(n) ?? []), c]);
    const above = (c: string) => {
      const out = new Set<string>();
      const stack = [...(broader.get(c) ?? [])];
      while (stack.length) {
        const x = stack.pop()!;
        if (!out.has(x)) {
          out.add(x);
          stack.push(...(broader.get(x) ?? []));
        }
      }
      return out;
    };
    const bad: string[] = [];
    for (const c of concepts) for (const r of objects(c, 'related')) if (above(c).has(r) || above(r).has(c)) bad.push(`${c} ${r}`);
    expect(bad).toEqual([]);
  });

  it('puts every concept in a scheme, and every scheme has top concepts that agree both ways', () => {
    expect(concepts.filter((c) => objects(c, 'inScheme').length === 0)).toEqual([]);
    for (const s of schemes) {
      const tops = objects(s, 'hasTopConcept').sort();
      expect(tops.length, s).toBeGreaterThan(0);
      const declared = store
        .getSubjects(namedNode(SKOS + 'topConceptOf'), namedNode(s), null)
        .map((c) => c.value)
        .sort();
      expect(declared, s).toEqual(tops);
      // a top concept is in its scheme and has nothing broader in it
      for (const t of tops) {
        expect(objects(t, 'inScheme'), t).toContain(s);
        expect(
          objects(t, 'broader').filter((b) => objects(b, 'inScheme').includes(s)),
          t,
        ).toEqual([]);
      }
    }
  });
});

describe('the validator', () => {
  const shapes = new Store(parseTurtle(fs.readFileSync(path.join(ROOT, 'data/shapes.ttl'), 'utf8'), 'data/shapes.ttl', 'urn:shapes').quads);
  const load = (ttl: string) => new Store(parseTurtle(PREFIXES + ttl, 'data/g.ttl', `${SITE}/data/g.ttl`).quads);
  const input = (store: Store) => ({
    data: store,
    sourceFiles: new Map([[`${SITE}/data/g.ttl`, 'data/g.ttl']]),
    prefixes: { skos: SKOS, term: `${SITE}/id/term/`, scheme: `${SITE}/id/scheme/` },
  });

  it('reports an S27 pair, direct or through a chain, naming both concepts and the file', () => {
    const store = load(`term:a a skos:Concept ; skos:related term:b .
term:b a skos:Concept ; skos:broader term:a .
term:c a skos:Concept ; skos:narrower term:d ; skos:related term:e .
term:d a skos:Concept ; skos:narrower term:e .
term:e a skos:Concept .`);
    const problems = validateSkos(input(store));
    expect(problems.map((p) => [p.severity, p.position?.file])).toEqual([
      ['error', 'data/g.ttl'],
      ['error', 'data/g.ttl'],
    ]);
    expect(problems[0].message).toMatch(/^term:a skos:related: term:a is both skos:related to term:b and broader than term:b; .*S27/);
    expect(problems[1].message).toContain(
      'term:c is both skos:related to term:e and broader than term:e (through skos:broader/skos:narrower links)',
    );
    expect(
      validateSkos(input(load('term:a a skos:Concept ; skos:related term:b .\nterm:b a skos:Concept ; skos:broader term:c .'))),
    ).toEqual([]);
  });

  it('gives an S27 pair the line and column of its skos:related statement', () => {
    // term:b is written twice after term:a: the position is the one after skos:related
    const text = `${PREFIXES}term:a a skos:Concept ;\n  skos:narrower term:b ;\n  skos:related term:b .\nterm:b a skos:Concept .\n`;
    const store = new Store(parseTurtle(text, 'data/g.ttl', `${SITE}/data/g.ttl`).quads);
    const problems = validateSkos({ ...input(store), readText: (f) => (f === 'data/g.ttl' ? text : undefined) });
    expect(problems.map((p) => p.position)).toEqual([{ file: 'data/g.ttl', line: 6, column: 16 }]);
  });

  it('reports a concept outside every scheme and a scheme without top concepts (SHACL)', async () => {
    const store = load(`scheme:s a skos:ConceptScheme .
term:x a skos:Concept ; skos:prefLabel "X"@en, "X"@fr ; skos:definition "x"@en, "x"@fr .
term:y a skos:Concept ; skos:inScheme scheme:s ; skos:topConceptOf scheme:s ; skos:prefLabel "Y"@en, "Y"@fr ; skos:definition "y"@en, "y"@fr .`);
    const messages = (await validateShacl({ ...input(store), shapes })).map((p) => p.message).sort();
    expect(messages).toEqual([
      'scheme:s skos:hasTopConcept: the concept scheme has no top concept (add skos:hasTopConcept, and skos:topConceptOf on each)',
      'term:x skos:inScheme: the concept is in no concept scheme (add skos:inScheme)',
      expect.stringMatching(/^term:y .*skos:topConceptOf and the scheme's skos:hasTopConcept disagree/),
    ]);
  });
});
