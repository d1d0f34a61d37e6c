// The RDF/JS datasets the SHACL engine works with, made cheap for the way it
// uses them. rdf-validate-shacl makes a new dataset for every report it
// starts, and starts one for every value it tests against a nested shape
// (sh:qualifiedValueShape: each label of each concept); it reads the data
// graph through `match`, hundreds of times per entity. With n3 stores for
// both, a 3,800-triple site spent ~0.6 s validating: each new store builds its
// indexes and each n3 `match` builds a readable stream that watches the store
// for changes. Here a small dataset is a plain array (indexed by an n3 store
// only once it grows), and the data graph answers `match` with an array.
import type { DatasetCore, Quad, Term } from '@rdfjs/types';
import type { Store } from 'n3';
import { createStore } from '../../src/shared/rdf-store.ts';

type Pattern = Term | null | undefined;

/** Up to this many quads a dataset is a list searched in order; past it, an n3 store. */
const INDEX_FROM = 64;

function matches(q: Quad, s: Pattern, p: Pattern, o: Pattern, g: Pattern): boolean {
  return (!s || q.subject.equals(s)) && (!p || q.predicate.equals(p)) && (!o || q.object.equals(o)) && (!g || q.graph.equals(g));
}

/**
 * A DatasetCore that is an array, searched in order while small and through
 * an n3 store built on first need once large (the shapes with the SHACL
 * vocabulary, a report with many results).
 */
export class QuadList implements DatasetCore {
  private readonly list: Quad[];
  private index: Store | undefined;

  /** `quads` must be distinct (a match result) unless `dedupe` */
  constructor(quads: Iterable<Quad> = [], dedupe = true) {
    this.list = [];
    if (!dedupe && Array.isArray(quads)) this.list = quads;
    else for (const q of quads) this.add(q);
  }

  get size(): number {
    return this.list.length;
  }

  private indexed(): Store | undefined {
    if (!this.index && this.list.length > INDEX_FROM) this.index = createStore(this.list as never);
    return this.index;
  }

  add(quad: Quad): this {
    const index = this.indexed();
    if (index ? index.has(quad as never) : this.list.some((q) => q.equals(quad))) return this;
    this.list.push(quad);
    index?.addQuad(quad as never);
    return this;
  }

  delete(quad: Quad): this {
    const i = this.list.findIndex((q) => q.equals(quad));
    if (i >= 0) {
      this.list.splice(i, 1);
      this.index?.removeQuad(quad as never);
    }
    return this;
  }

  has(quad: Quad): boolean {
    const index = this.indexed();
    return index ? index.has(quad as never) : this.list.some((q) => q.equals(quad));
  }

  match(subject?: Pattern, predicate?: Pattern, object?: Pattern, graph?: Pattern): QuadList {
    const index = this.indexed();
    const found = index
      ? (index.getQuads(subject as never, predicate as never, object as never, graph as never) as Quad[])
      : this.list.filter((q) => matches(q, subject, predicate, object, graph));
    return new QuadList(found, false);
  }

  [Symbol.iterator](): Iterator<Quad> {
    return this.list[Symbol.iterator]();
  }
}

/**
 * The data graph as the engine reads it: n3's own `match` answers with a
 * stream-backed view that registers with the store; `getQuads` gives the same
 * quads as an array. Read-only: validation never changes the data.
 */
export function readOnlyView(store: Store): DatasetCore {
  return {
    get size() {
      return store.size;
    },
    add() {
      throw new Error('the data graph is read-only during validation');
    },
    delete() {
      throw new Error('the data graph is read-only during validation');
    },
    has: (quad: Quad) => store.has(quad as never),
    match: (s?: Pattern, p?: Pattern, o?: Pattern, g?: Pattern) => {
      return new QuadList(store.getQuads(s as never, p as never, o as never, g as never) as Quad[], false);
    },
    [Symbol.iterator]: () => store[Symbol.iterator]() as Iterator<Quad>,
  } as DatasetCore;
}
