// SKOS integrity checks that SHACL Core cannot state: condition S27 of the
// SKOS reference (skos:related is disjoint with skos:broaderTransitive), which
// needs the transitive closure of skos:broader (and of skos:narrower read
// backwards). Each problem names both concepts and the file, line and column
// of the skos:related statement, in the same shape as the SHACL problems
// (`entity property: message`).
import { DataFactory, type Store } from 'n3';
import type { Problem } from '../errors.ts';
import { compactIri } from './iri.ts';
import { locate, type ReadText } from './entities.ts';

const SKOS = 'http://www.w3.org/2004/02/skos/core#';
const { namedNode } = DataFactory;

/** concept → the concepts directly broader than it, from skos:broader and skos:narrower. */
function broaderMap(store: Store): Map<string, Set<string>> {
  const broader = new Map<string, Set<string>>();
  const add = (narrow: string, broad: string) => {
    let set = broader.get(narrow);
    if (!set) broader.set(narrow, (set = new Set()));
    set.add(broad);
  };
  for (const q of store.getQuads(null, namedNode(SKOS + 'broader'), null, null))
    if (q.object.termType === 'NamedNode') add(q.subject.value, q.object.value);
  for (const q of store.getQuads(null, namedNode(SKOS + 'narrower'), null, null))
    if (q.object.termType === 'NamedNode') add(q.object.value, q.subject.value);
  return broader;
}

/** Every concept above `concept`, following skos:broader transitively (cycles are safe). */
function ancestors(concept: string, broader: Map<string, Set<string>>, memo: Map<string, Set<string>>): Set<string> {
  const known = memo.get(concept);
  if (known) return known;
  const out = new Set<string>();
  const stack = [...(broader.get(concept) ?? [])];
  while (stack.length) {
    const next = stack.pop()!;
    if (out.has(next)) continue;
    out.add(next);
    stack.push(...(broader.get(next) ?? []));
  }
  memo.set(concept, out);
  return out;
}

/** A graph to check (SKOS here, SHACL in shacl.ts) and what names its problems' places. */
export interface SkosInput {
  data: Store;
  /** graph IRI → project-relative file */
  sourceFiles: Map<string, string>;
  /** prefixes, to print IRIs the way editors write them */
  prefixes: Record<string, string>;
  /** reads a project file, to give each problem its line and column */
  readText?: ReadText;
}

/** S27: no two concepts are both skos:related and linked by a chain of skos:broader / skos:narrower. */
export function validateSkos({ data, sourceFiles, prefixes, readText }: SkosInput): Problem[] {
  const broader = broaderMap(data);
  const memo = new Map<string, Set<string>>();
  const name = (iri: string) => compactIri(iri, prefixes);
  const problems: Problem[] = [];
  const seen = new Set<string>();
  // the related concept, written after the concept's skos:related
  const position = (file: string, a: string, b: string) => (readText ? locate(file, readText, prefixes, a, b, SKOS + 'related') : { file });
  for (const q of data.getQuads(null, namedNode(SKOS + 'related'), null, null)) {
    if (q.object.termType !== 'NamedNode' || q.subject.termType !== 'NamedNode') continue;
    const a = q.subject.value;
    const b = q.object.value;
    const pair = a < b ? `${a} ${b}` : `${b} ${a}`;
    if (seen.has(pair)) continue;
    const aBelowB = ancestors(a, broader, memo).has(b);
    const bBelowA = ancestors(b, broader, memo).has(a);
    if (!aBelowB && !bBelowA) continue;
    seen.add(pair);
    const direct = broader.get(a)?.has(b) || broader.get(b)?.has(a);
    const relation = aBelowB ? `narrower than ${name(b)}` : `broader than ${name(b)}`;
    problems.push({
      severity: 'error',
      stage: 'validate',
      message:
        `${name(a)} skos:related: ${name(a)} is both skos:related to ${name(b)} and ${relation}` +
        `${direct ? '' : ' (through skos:broader/skos:narrower links)'}; SKOS forbids this (integrity condition S27): ` +
        `remove the skos:related link between ${name(a)} and ${name(b)}`,
      position: position(sourceFiles.get(q.graph.value) ?? q.graph.value, a, b),
    });
  }
  return problems.sort((x, y) =>
    x.position!.file < y.position!.file ? -1 : x.position!.file > y.position!.file ? 1 : x.message < y.message ? -1 : 1,
  );
}
