// SHACL shapes are the site's rules, never its data, whatever the file or
// graph they come in is called, and even when they share a graph with the
// data (a store keeping everything in its default graph): they go to
// validation, not into pages, dumps, VoID or entity files.
import type { Quad } from 'n3';

const SH = 'http://www.w3.org/ns/shacl#';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';

/** A subject that is a shape: typed as one, or described with SHACL's own properties (sh:path, sh:targetClass, …). */
function marksShape(q: Quad): boolean {
  return q.predicate.value.startsWith(SH) || (q.predicate.value === RDF_TYPE && q.object.value.startsWith(SH));
}

/**
 * Splits quads into data and shapes: the statements of every shape, and of the
 * blank nodes a shape's statements lead to (property shapes, `sh:in` lists).
 */
export function splitShapes(quads: readonly Quad[]): { data: Quad[]; shapes: Quad[] } {
  const shapes = new Set<string>();
  for (const q of quads) if (marksShape(q)) shapes.add(q.subject.id);
  if (shapes.size === 0) return { data: [...quads], shapes: [] };
  // blank nodes reached from a shape are part of it
  for (let grown = true; grown;) {
    grown = false;
    for (const q of quads) {
      if (shapes.has(q.subject.id) && q.object.termType === 'BlankNode' && !shapes.has(q.object.id)) {
        shapes.add(q.object.id);
        grown = true;
      }
    }
  }
  const data: Quad[] = [];
  const shapeQuads: Quad[] = [];
  for (const q of quads) (shapes.has(q.subject.id) ? shapeQuads : data).push(q);
  return { data, shapes: shapeQuads };
}
