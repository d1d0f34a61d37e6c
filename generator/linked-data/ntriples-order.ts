// The order the site graph keeps its triples in, and so the order the dumps
// write them in: their N-Triples lines, sorted. Two triples are the same
// triple when their lines are equal.
import { termToId, type Quad, type Term } from 'n3';
import { TripleTable } from './triple-table.ts';

/** One line of N-Triples without the dot: equal keys, equal triples (blank nodes by label). */
export function tripleKey(q: { subject: Term; predicate: Term; object: Term }): string {
  return `${termKey(q.subject)} ${termKey(q.predicate)} ${termKey(q.object)}`;
}

export function termKey(term: Term): string {
  switch (term.termType) {
    case 'NamedNode':
      return `<${term.value}>`;
    case 'BlankNode':
      return `_:${term.value}`;
    case 'Literal': {
      const l = term as Term & { language: string; datatype: { value: string } };
      const value = JSON.stringify(l.value);
      if (l.language) return `${value}@${l.language.toLowerCase()}`;
      return l.datatype.value === 'http://www.w3.org/2001/XMLSchema#string' ? value : `${value}^^<${l.datatype.value}>`;
    }
    default:
      return term.value;
  }
}

/**
 * Collects triples and gives the distinct ones, sorted by their N-Triples
 * lines, as a TripleTable: what a map from each line to its triple, sorted by
 * line, gives, without making a line per triple. At bench scale 20 (151k
 * triples) those lines and their map were ~70 MB live at the build's highest
 * point, beside the table they were making.
 *
 * Comparing two lines is comparing their subjects' keys, then predicates',
 * then objects': a key ends with `>` or a closing quote, or is a blank node
 * label (whose characters all sort after the space between two keys) or a
 * literal in last place. So each distinct term is ranked once by its key,
 * and the triples are sorted by their three ranks.
 */
export class DistinctTriples {
  /** terms by number, in order of first appearance */
  private readonly terms: Term[] = [];
  /** numbered by n3's id, which an n3 term holds already (no string is made for it) */
  private readonly numbers = new Map<string, number>();
  private readonly rows: number[] = [];

  add(subject: Term, predicate: Term, object: Term): void {
    this.rows.push(this.number(subject), this.number(predicate), this.number(object));
  }

  /** The distinct triples, in the order of their lines; of equal triples, the first added is kept. */
  table(): TripleTable {
    const rank = this.ranks();
    const rows = this.rows;
    const count = rows.length / 3;
    const order = new Uint32Array(count);
    for (let i = 0; i < count; i++) order[i] = i;
    const r = (row: number, k: number) => rank[rows[row * 3 + k]];
    order.sort((x, y) => r(x, 0) - r(y, 0) || r(x, 1) - r(y, 1) || r(x, 2) - r(y, 2) || x - y);
    // renumbered in order of first appearance in the sorted rows, as the table numbers its terms; terms of
    // equal keys (which n3 may tell apart) are one term, the first met
    const byRank = new Int32Array(this.terms.length).fill(-1);
    const terms: Term[] = [];
    const columns: [Int32Array, Int32Array, Int32Array] = [new Int32Array(count), new Int32Array(count), new Int32Array(count)];
    let kept = 0;
    let previous = -1;
    for (const row of order) {
      if (previous >= 0 && r(row, 0) === r(previous, 0) && r(row, 1) === r(previous, 1) && r(row, 2) === r(previous, 2)) continue;
      previous = row;
      for (let k = 0; k < 3; k++) {
        const n = rows[row * 3 + k];
        if (byRank[rank[n]] < 0) byRank[rank[n]] = terms.push(this.terms[n]) - 1;
        columns[k][kept] = byRank[rank[n]];
      }
      kept++;
    }
    return new TripleTable(terms, [columns[0].subarray(0, kept), columns[1].subarray(0, kept), columns[2].subarray(0, kept)]);
  }

  /** Each term's place among the keys of all terms (equal keys, equal ranks). */
  private ranks(): Int32Array {
    const keys = this.terms.map(termKey);
    const byKey = Uint32Array.from(keys, (_, i) => i).sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : 0));
    const rank = new Int32Array(keys.length);
    byKey.forEach((n, i) => {
      rank[n] = i > 0 && keys[byKey[i - 1]] === keys[n] ? rank[byKey[i - 1]] : i;
    });
    return rank;
  }

  private number(term: Term): number {
    const id = termToId(term as Quad['subject']);
    let n = this.numbers.get(id);
    if (n === undefined) {
      n = this.terms.push(term) - 1;
      this.numbers.set(id, n);
    }
    return n;
  }
}
