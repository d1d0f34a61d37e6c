// IRIs printed the way editors write them in Turtle (`skos:prefLabel`,
// `term:triple`), for validation messages. Kept apart from shacl.ts so the
// datatype check does not load the SHACL engine.

/** The shortest prefixed name for an IRI, or `<iri>` when no prefix fits. */
export function compactIri(iri: string, prefixes: Record<string, string>): string {
  let best = '';
  let bestPrefix = '';
  for (const [p, ns] of Object.entries(prefixes)) {
    if (ns && iri.startsWith(ns) && ns.length > best.length && /^[\w.-]*$/.test(iri.slice(ns.length))) {
      best = ns;
      bestPrefix = p;
    }
  }
  return best ? `${bestPrefix}:${iri.slice(best.length)}` : `<${iri}>`;
}
