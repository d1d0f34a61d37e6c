// The site graph, indexed in typed arrays. The site graph is built once and
// only read (entity files, dumps, VoID, vocabulary, host configurations), so
// it needs no index that can grow: each triple is three entity numbers, and
// the three orders an n3 Store keeps as nested objects (subject, predicate,
// object first) are three sorted permutations of the rows. Measured at bench
// scale 20 (151k triples): an n3 Store of the same triples held ~110 MB at
// the build's peak; this holds the rows in ~4 MB beside the terms themselves.
//
// It answers the three questions the linked-data outputs ask, exactly as an
// n3 Store built from the same quads in the same order would: the same
// matches, in the same order (entities numbered in order of first
// appearance, each order sorted by those numbers as n3's indexes iterate), so
// the files written from it are byte for byte the same.
import { DataFactory, termToId, type Quad, type Term } from 'n3';

const { quad, defaultGraph } = DataFactory;

type Pattern = Term | null;

/** What the linked-data outputs read from a graph: an n3 Store answers it too. */
export interface TripleSource {
  getQuads(subject: Pattern, predicate: Pattern, object: Pattern, graph: Pattern): Quad[];
  getSubjects(predicate: Pattern, object: Pattern, graph: Pattern): Quad['subject'][];
  countQuads(subject: Pattern, predicate: Pattern, object: Pattern, graph: Pattern): number;
}

/** The order of one index: which column comes first, second and third. */
type Order = readonly [0 | 1 | 2, 0 | 1 | 2, 0 | 1 | 2];
const SPO: Order = [0, 1, 2];
const POS: Order = [1, 2, 0];
const OSP: Order = [2, 0, 1];

/** In a pattern's numbers: a position left open, and a term the table does not hold. */
const ANY = -1;
const ABSENT = -2;

export class TripleTable implements TripleSource {
  /** the number of each IRI and blank node; literals are looked up by a scan (no output asks for one) */
  private readonly numbers = new Map<string, number>();
  private readonly indexes = new Map<Order, Uint32Array>();
  readonly size: number;

  /**
   * `terms`: the distinct terms, numbered in order of first appearance in the
   * rows; `columns`: the rows' subject, predicate and object numbers, distinct
   * triples in the order `all()` gives them (one default graph). DistinctTriples
   * makes them.
   */
  constructor(
    private readonly terms: readonly Term[],
    private readonly columns: readonly [Int32Array, Int32Array, Int32Array],
  ) {
    this.size = columns[0].length;
    terms.forEach((term, n) => {
      if (term.termType !== 'Literal') this.numbers.set(termToId(term as Quad['subject']), n);
    });
    for (const order of [SPO, POS, OSP]) this.indexes.set(order, this.sorted(order));
  }

  /** Every triple, in the order the table was given them (the site graph's: sorted). */
  all(): Quad[] {
    return this.quadsOf(Uint32Array.from({ length: this.size }, (_, i) => i));
  }

  getQuads(subject: Pattern, predicate: Pattern, object: Pattern, graph: Pattern): Quad[] {
    const rows = this.match(subject, predicate, object, graph);
    return rows ? this.quadsOf(rows) : [];
  }

  private quadsOf(rows: Uint32Array): Quad[] {
    const [s, p, o] = this.columns;
    const out: Quad[] = new Array(rows.length);
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i];
      out[i] = quad(
        this.terms[s[r]] as Quad['subject'],
        this.terms[p[r]] as Quad['predicate'],
        this.terms[o[r]] as Quad['object'],
        defaultGraph(),
      );
    }
    return out;
  }

  countQuads(subject: Pattern, predicate: Pattern, object: Pattern, graph: Pattern): number {
    return this.match(subject, predicate, object, graph)?.length ?? 0;
  }

  /** Distinct subjects of the matching triples, in the order of their numbers (as n3 lists them). */
  getSubjects(predicate: Pattern, object: Pattern, graph: Pattern): Quad['subject'][] {
    const rows = this.match(null, predicate, object, graph);
    if (!rows) return [];
    const subjects = [...new Set(Array.from(rows, (r) => this.columns[0][r]))].sort((a, b) => a - b);
    return subjects.map((n) => this.terms[n] as Quad['subject']);
  }

  /**
   * The rows matching a pattern, from the index n3 would read for it (every
   * given term is then a prefix of the index's order), or undefined when a
   * given term is not in the graph.
   */
  private match(subject: Pattern, predicate: Pattern, object: Pattern, graph: Pattern): Uint32Array | undefined {
    if (graph && graph.termType !== 'DefaultGraph') return undefined;
    const given = [subject, predicate, object].map((t) => (t ? this.find(t) : ANY));
    if (given.includes(ABSENT)) return undefined;
    const [s, p, o] = given.map((n) => n !== ANY);
    const order = s ? (o ? OSP : SPO) : p ? POS : o ? OSP : SPO;
    const prefix: number[] = [];
    for (const column of order) {
      if (given[column] === ANY) break;
      prefix.push(given[column]);
    }
    return this.range(order, prefix);
  }

  /** The rows of an index whose first columns equal `prefix`: two binary searches. */
  private range(order: Order, prefix: number[]): Uint32Array {
    const index = this.indexes.get(order)!;
    const compare = (row: number) => {
      for (let k = 0; k < prefix.length; k++) {
        const d = this.columns[order[k]][row] - prefix[k];
        if (d !== 0) return d;
      }
      return 0;
    };
    const bound = (upper: boolean) => {
      let lo = 0;
      let hi = index.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        const d = compare(index[mid]);
        if (d < 0 || (upper && d === 0)) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    return index.subarray(bound(false), bound(true));
  }

  private sorted(order: Order): Uint32Array {
    const rows = new Uint32Array(this.size);
    for (let i = 0; i < rows.length; i++) rows[i] = i;
    const [a, b, c] = order.map((k) => this.columns[k]);
    return rows.sort((x, y) => a[x] - a[y] || b[x] - b[y] || c[x] - c[y]);
  }

  /** A term's number, or ABSENT. */
  private find(term: Term): number {
    if (term.termType !== 'Literal') return this.numbers.get(termToId(term as Quad['subject'])) ?? ABSENT;
    const n = this.terms.findIndex((t) => t.equals(term));
    return n >= 0 ? n : ABSENT;
  }
}
