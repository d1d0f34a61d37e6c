// The SHACL engine's datasets (generator/validate/shacl-dataset.ts) must not
// change what validation finds: the same results, in the same order, as the
// engine gives over plain n3 stores, on a graph with many kinds of violation.
import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { DataFactory, Store } from 'n3';
import SHACLValidator from 'rdf-validate-shacl';
import shaclEnvironment from 'rdf-validate-shacl/src/defaultEnv.js';
import { parseTurtle } from '../../generator/load/turtle.ts';
import { QuadList, readOnlyView } from '../../generator/validate/shacl-dataset.ts';
import { validateShacl } from '../../generator/validate/shacl.ts';
import { createStore } from '../../src/shared/rdf-store.ts';
import { ROOT } from '../helpers.ts';

const SITE = 'https://portal.lincsproject.ca';
const { namedNode, literal, quad } = DataFactory;
const key = (q: { subject: { value: string }; predicate: { value: string }; object: { value: string }; graph: { value: string } }) =>
  [q.subject.value, q.predicate.value, q.object.value, q.graph.value].join(' ');

const dataQuads = () =>
  fs
    .readdirSync(path.join(ROOT, 'data'))
    .filter((n) => n.endsWith('.ttl') && n !== 'shapes.ttl')
    .flatMap((n) => parseTurtle(fs.readFileSync(path.join(ROOT, 'data', n), 'utf8'), `data/${n}`, `${SITE}/data/${n}`).quads);
const shapesQuads = () => parseTurtle(fs.readFileSync(path.join(ROOT, 'data/shapes.ttl'), 'utf8'), 'data/shapes.ttl', 'urn:shapes').quads;

/** The real data broken in every way the shapes check: missing labels, a label twice, bad links, bad dates, a missing scheme. */
function brokenData(): Store {
  const store = createStore(dataQuads());
  const SKOS = 'http://www.w3.org/2004/02/skos/core#';
  const SCHEMA = 'https://schema.org/';
  const concepts = store
    .getSubjects(namedNode('http://www.w3.org/1999/02/22-rdf-syntax-ns#type'), namedNode(SKOS + 'Concept'), null)
    .slice(0, 12);
  const g = (s: { value: string }) => store.getQuads(s as never, null, null, null)[0].graph;
  const [a, b, c, d, e, f] = concepts;
  for (const q of store.getQuads(a, namedNode(SKOS + 'prefLabel'), null, null))
    if ((q.object as { language: string }).language === 'fr') store.removeQuad(q);
  for (const q of store.getQuads(b, namedNode(SKOS + 'definition'), null, null)) store.removeQuad(q);
  store.addQuad(quad(c, namedNode(SKOS + 'prefLabel'), literal('second label', 'en'), g(c)));
  store.addQuad(quad(d, namedNode(SKOS + 'related'), namedNode(`${SITE}/id/term/no-such-term`), g(d)));
  store.addQuad(quad(d, namedNode(SKOS + 'broader'), literal('not an IRI'), g(d)));
  for (const q of store.getQuads(e, namedNode(SKOS + 'inScheme'), null, null)) store.removeQuad(q);
  store.addQuad(quad(f, namedNode(SKOS + 'prefLabel'), literal('plain'), g(f)));
  const events = store.getSubjects(namedNode('http://www.w3.org/1999/02/22-rdf-syntax-ns#type'), namedNode(SCHEMA + 'Event'), null);
  for (const ev of events.slice(0, 2)) {
    for (const q of store.getQuads(ev, namedNode(SCHEMA + 'startDate'), null, null)) store.removeQuad(q);
    store.addQuad(
      quad(ev, namedNode(SCHEMA + 'startDate'), literal('2024-13-40', namedNode('http://www.w3.org/2001/XMLSchema#date')), g(ev)),
    );
  }
  const tools = store.getSubjects(
    namedNode('http://www.w3.org/1999/02/22-rdf-syntax-ns#type'),
    namedNode(SCHEMA + 'SoftwareApplication'),
    null,
  );
  for (const q of store.getQuads(tools[0], null, null, null))
    if (q.predicate.value !== 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type') store.removeQuad(q);
  return store;
}

/** What the engine reports with n3 stores as its datasets (the way it ran before shacl-dataset.ts). */
async function reportOverN3Stores(data: Store, shapes: Store): Promise<string[]> {
  const env = Object.assign(shaclEnvironment.clone(), {
    dataset: (quads?: Iterable<unknown>) => createStore(quads ? ([...quads] as never) : undefined),
  });
  const report = await new SHACLValidator(shapes as never, { factory: env as never }).validate(data as never);
  return report.results.map(describeResult);
}

async function reportOverOurDatasets(data: Store, shapes: Store): Promise<string[]> {
  const env = Object.assign(shaclEnvironment.clone(), { dataset: (quads?: Iterable<unknown>) => new QuadList(quads as never) });
  const report = await new SHACLValidator(shapes as never, { factory: env as never }).validate(readOnlyView(data) as never);
  return report.results.map(describeResult);
}

function describeResult(r: {
  focusNode: unknown;
  path: unknown;
  value: unknown;
  message: unknown;
  severity: unknown;
  sourceConstraintComponent: unknown;
}): string {
  const v = (t: unknown) => (t && typeof t === 'object' && 'value' in t ? String((t as { value: string }).value) : '');
  const path = Array.isArray(r.path) ? r.path.map(v).join('/') : v(r.path);
  return [
    v(r.focusNode),
    path,
    v(r.value),
    (r.message as { value: string }[]).map((m) => m.value).join('|'),
    v(r.severity),
    v(r.sourceConstraintComponent),
  ].join(' · ');
}

describe('SHACL datasets', () => {
  it('a list dataset answers every pattern as an n3 store does, small and large, after deletions', () => {
    const quads = dataQuads();
    for (const size of [10, 64, 65, 400]) {
      const some = quads.slice(0, size);
      const list = new QuadList(some as never);
      const store = new Store(some);
      expect(list.size).toBe(store.size);
      list.delete(some[3] as never);
      store.removeQuad(some[3]);
      // adding a quad twice keeps one
      list.add(some[5] as never);
      expect(list.size).toBe(store.size);
      for (const q of some.filter((_, i) => i % 5 === 0)) {
        for (const [s, p, o, g] of [
          [q.subject, null, null, null],
          [null, q.predicate, q.object, null],
          [null, null, q.object, null],
          [q.subject, q.predicate, null, q.graph],
          [null, null, null, null],
        ] as const) {
          expect([...list.match(s as never, p as never, o as never, g as never)].map(key).sort()).toEqual(
            store.getQuads(s, p, o, g).map(key).sort(),
          );
          expect(list.match(s as never, p as never, o as never, g as never).size).toBe(store.countQuads(s, p, o, g));
        }
        expect(list.has(q as never)).toBe(store.has(q));
      }
    }
  });

  it('the data view answers as the store and refuses changes', () => {
    const store = createStore(dataQuads());
    const view = readOnlyView(store);
    expect(view.size).toBe(store.size);
    const q = store.getQuads(null, null, null, null)[100];
    expect([...view.match(q.subject as never, null, null, null)].map(key)).toEqual(store.getQuads(q.subject, null, null, null).map(key));
    expect(view.has(q as never)).toBe(true);
    expect(() => view.add(q as never)).toThrow(/read-only/);
  });

  it('finds the same violations, in the same order, as the engine over n3 stores', async () => {
    const data = brokenData();
    const shapes = createStore(shapesQuads());
    const before = await reportOverN3Stores(data, shapes);
    const after = await reportOverOurDatasets(data, shapes);
    // every kind of break above is found
    expect(before.length).toBeGreaterThanOrEqual(10);
    expect(after).toEqual(before);
  });

  it('still accepts the real data and turns each result into a problem', async () => {
    const shapes = createStore(shapesQuads());
    expect(await validateShacl({ data: createStore(dataQuads()), shapes, sourceFiles: new Map(), prefixes: {} })).toEqual([]);
    const problems = await validateShacl({ data: brokenData(), shapes, sourceFiles: new Map(), prefixes: {} });
    expect(problems.length).toBe((await reportOverN3Stores(brokenData(), shapes)).length);
    expect(problems.every((p) => p.stage === 'validate')).toBe(true);
  });
});
