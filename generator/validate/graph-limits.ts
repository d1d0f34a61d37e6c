// The graph's limits (limits.ts), checked as soon as it is loaded, before any
// stage that would fail on it: a literal larger than MAX_LITERAL_BYTES, and
// blank nodes or RDF lists nested deeper than MAX_BLANK_NODE_DEPTH. `check`
// passed both, then the build died with a stack overflow in a writer or an
// out-of-memory error. Each problem names the entity, the property and the file.
import type { Quad, Store, Term } from 'n3';
import type { Problem } from '../errors.ts';
import { MAX_BLANK_NODE_DEPTH, MAX_LITERAL_BYTES } from '../limits.ts';
import { compactIri } from './iri.ts';

interface Graph {
  store: Store;
  sourceFiles: Map<string, string>;
  prefixes: Record<string, string>;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function graphLimitProblems(graph: Graph): Problem[] {
  const problems: Problem[] = [];
  const add = (q: Quad, message: string) =>
    problems.push({
      severity: 'error',
      stage: 'load',
      message: `${compactIri(q.subject.value, graph.prefixes)} ${compactIri(q.predicate.value, graph.prefixes)}: ${message}`,
      position: { file: graph.sourceFiles.get(q.graph.value) ?? q.graph.value },
    });
  const children = new Map<string, string[]>();
  const roots: Quad[] = [];
  for (const q of graph.store.getQuads(null, null, null, null)) {
    const o = q.object;
    // a UTF-8 byte is at most three UTF-16 units: only long texts are measured
    if (o.termType === 'Literal' && o.value.length * 3 > MAX_LITERAL_BYTES) {
      const bytes = Buffer.byteLength(o.value);
      if (bytes > MAX_LITERAL_BYTES)
        add(q, `the text is ${megabytes(bytes)}; a literal may hold at most ${megabytes(MAX_LITERAL_BYTES).replace('.0', '')}`);
    }
    if (o.termType !== 'BlankNode') continue;
    if (q.subject.termType === 'BlankNode') push(children, q.subject.value, o.value);
    else roots.push(q);
  }
  const depth = depths(children);
  const reported = new Set<string>();
  for (const q of roots) {
    const d = 1 + (depth.get((q.object as Term).value) ?? 0);
    const key = `${q.subject.value} ${q.predicate.value}`;
    if (d > MAX_BLANK_NODE_DEPTH && !reported.has(key)) {
      reported.add(key);
      add(q, `blank nodes or lists nested ${d} deep; at most ${MAX_BLANK_NODE_DEPTH} levels are allowed: flatten the description`);
    }
  }
  return problems;
}

function push(map: Map<string, string[]>, key: string, value: string) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** How many blank nodes hang below each blank node, at the deepest (iterative: the chains may be 10,000 long; a cycle counts once). */
function depths(children: Map<string, string[]>): Map<string, number> {
  const depth = new Map<string, number>();
  for (const start of children.keys()) {
    if (depth.has(start)) continue;
    const stack: { node: string; next: number }[] = [{ node: start, next: 0 }];
    const open = new Set([start]);
    while (stack.length) {
      const top = stack[stack.length - 1];
      const kids = children.get(top.node) ?? [];
      if (top.next < kids.length) {
        const kid = kids[top.next++];
        if (!depth.has(kid) && !open.has(kid)) {
          open.add(kid);
          stack.push({ node: kid, next: 0 });
        }
        continue;
      }
      let deepest = 0;
      for (const kid of kids) deepest = Math.max(deepest, 1 + (depth.get(kid) ?? 0));
      depth.set(top.node, deepest);
      open.delete(top.node);
      stack.pop();
    }
  }
  return depth;
}
