// Sanity of data/shapes.ttl itself, checked before the data is validated
// against it. A broken shapes file used to look like broken data: a
// misspelt property in a shape made every entity fail (176 errors blaming
// the data files), and a misspelt SHACL namespace made the shapes check
// nothing at all, in silence. Either is ONE error naming shapes.ttl, and the
// data is not validated against shapes that are known to be wrong.
import type { Store } from 'n3';
import type { Problem } from '../errors.ts';
import { compactIri } from './iri.ts';

const SH = 'http://www.w3.org/ns/shacl#';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';

export function shapesFileProblems(shapes: Store, data: Store, file: string, prefixes: Record<string, string>): Problem[] {
  const targets = ['targetClass', 'targetNode', 'targetSubjectsOf', 'targetObjectsOf'].flatMap((t) =>
    shapes.getQuads(null, SH + t, null, null),
  );
  if (targets.length === 0) {
    return [
      {
        severity: 'error',
        stage: 'validate',
        message: `the shapes file defines no shape with a target (sh:targetClass …), so it would check nothing: is the sh: prefix <${SH}>?`,
        position: { file },
      },
    ];
  }
  // a property every entity of a class must have, which no statement of the data uses at all
  const missing = new Set<string>();
  for (const q of shapes.getQuads(null, SH + 'path', null, null)) {
    if (q.object.termType !== 'NamedNode') continue;
    const required = [
      ...shapes.getQuads(q.subject, SH + 'minCount', null, null),
      ...shapes.getQuads(q.subject, SH + 'qualifiedMinCount', null, null),
    ].some((m) => Number(m.object.value) > 0);
    if (!required || data.countQuads(null, q.object, null, null) > 0) continue;
    // only a shape that applies to something in the data: otherwise nothing is required yet
    const owners = shapes.getQuads(null, SH + 'property', q.subject, null).map((o) => o.subject);
    const applies = owners.some((owner) =>
      shapes.getQuads(owner, SH + 'targetClass', null, null).some((t) => data.countQuads(null, RDF_TYPE, t.object, null) > 0),
    );
    if (applies) missing.add(q.object.value);
  }
  if (missing.size === 0) return [];
  const names = [...missing].map((iri) => compactIri(iri, prefixes)).join(', ');
  return [
    {
      severity: 'error',
      stage: 'validate',
      message:
        `the shapes require ${names}, which no data file uses at all: ` +
        'is the property misspelt in the shapes? (the data was not checked against them)',
      position: { file },
    },
  ];
}
