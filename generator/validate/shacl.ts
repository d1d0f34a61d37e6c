// Validate stage, graph half: check the dataset against the SHACL shapes with
// rdf-validate-shacl (a complete SHACL Core engine) and turn each result into a
// Problem naming the entity, the property and the file the entity comes from.
import type { Store, Term } from 'n3';
import SHACLValidator from 'rdf-validate-shacl';
import shaclEnvironment from 'rdf-validate-shacl/src/defaultEnv.js';
import { QuadList, readOnlyView } from './shacl-dataset.ts';
import type { Problem } from '../errors.ts';
import { compactIri } from './iri.ts';
import { locate, locateLiteral } from './entities.ts';
import { editDistance } from './suggest.ts';
import type { SkosInput } from './skos.ts';
import { LICENCE_PREDICATES, creativeCommonsIri } from './licence.ts';

export type ShaclInput = SkosInput & { shapes: Store };

function describePath(path: Term | Term[] | null | undefined, prefixes: Record<string, string>): string {
  if (!path) return '';
  const terms = Array.isArray(path) ? path : [path];
  return terms.map((t) => (t.termType === 'NamedNode' ? compactIri(t.value, prefixes) : '(path)')).join('/');
}

/**
 * The engine's own minimal RDF/JS environment, with datasets made for the way
 * it uses them (see shacl-dataset.ts). Unlike @zazuko/env it does not load
 * parsers and serialisers for every RDF format, which validation never uses
 * (~60 ms less to start).
 */
const environment = Object.assign(shaclEnvironment.clone(), {
  dataset: (quads?: Iterable<unknown>) => new QuadList(quads as Iterable<never>),
});

export async function validateShacl(input: ShaclInput): Promise<Problem[]> {
  const validator = new SHACLValidator(input.shapes as never, { factory: environment as never });
  const report = await validator.validate(readOnlyView(input.data) as never);
  const problems: Problem[] = [];
  for (const result of report.results) {
    const focus = result.focusNode as Term | null;
    const entity = focus ? (focus.termType === 'NamedNode' ? compactIri(focus.value, input.prefixes) : '(blank node)') : '(unknown)';
    const property = describePath(result.path as Term | Term[] | null, input.prefixes);
    // the file is the graph where the entity is described
    let file = 'data';
    if (focus) {
      const quads = input.data.getQuads(focus, null, null, null);
      const graph = quads[0]?.graph.value ?? input.data.getQuads(null, null, focus, null)[0]?.graph.value;
      if (graph) file = input.sourceFiles.get(graph) ?? graph;
    }
    const messages = (result.message as Term[]).map((m) => m.value).map(plainMessage);
    const severity = result.severity?.value.endsWith('Warning') || result.severity?.value.endsWith('Info') ? 'warning' : 'error';
    // the offending value, and for an IRI that names nothing, the nearest one that does
    const value = result.value as Term | null;
    const named = value?.termType === 'NamedNode' ? value.value : undefined;
    let said = messages[0] ?? 'does not satisfy its shape';
    if (named) {
      said += `: ${compactIri(named, input.prefixes)}`;
      const near = input.data.countQuads(value as never, null, null, null) === 0 ? nearestSubject(input.data, named) : undefined;
      if (near) said += ` (did you mean ${compactIri(near, input.prefixes)}?)`;
    }
    // a licence written as a name: the Creative Commons IRI it stands for
    const path = result.path as Term | null;
    if (value?.termType === 'Literal' && path && LICENCE_PREDICATES.includes(path.value)) {
      const iri = creativeCommonsIri(value.value);
      said += `: ${JSON.stringify(value.value)}` + (iri ? ` (did you mean <${iri}>?)` : '');
    }
    // a plain string where a tagged one is wanted: the line of that value, not of its entity
    const licence = !!path && LICENCE_PREDICATES.includes(path.value);
    const untagged = value?.termType === 'Literal' && !(value as { language?: string }).language ? value.value : undefined;
    if (untagged !== undefined && !licence) said += `: ${JSON.stringify(untagged)}`;
    const where =
      focus?.termType !== 'NamedNode' || !input.readText
        ? { file }
        : untagged !== undefined
          ? locateLiteral(file, input.readText, input.prefixes, focus.value, untagged)
          : locate(file, input.readText, input.prefixes, focus.value, named);
    problems.push({
      severity,
      stage: 'validate',
      message: `${entity}${property ? ' ' + property : ''}: ${said}`,
      position: where,
    });
  }
  return problems;
}

/** The described subject in the same namespace closest in spelling to `iri` (a typo's likely target). */
function nearestSubject(data: Store, iri: string): string | undefined {
  const ns = iri.slice(0, iri.lastIndexOf('/') + 1);
  const local = iri.slice(ns.length);
  let best: { iri: string; d: number } | undefined;
  for (const s of data.getSubjects(null, null, null)) {
    if (s.termType !== 'NamedNode' || !s.value.startsWith(ns) || s.value.slice(ns.length).includes('/')) continue;
    const d = editDistance(local, s.value.slice(ns.length));
    if (!best || d < best.d) best = { iri: s.value, d };
  }
  return best && best.d <= Math.max(2, Math.floor(local.length / 3)) ? best.iri : undefined;
}

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', fr: 'French' };

/** The engine's own wording for a few constraints, said the way an editor needs it. */
function plainMessage(message: string): string {
  const lang = /^Language "([\w-]+)" has been used by \d+ values$/.exec(message);
  if (lang) return `more than one value in ${LANGUAGE_NAMES[lang[1]] ?? `language "${lang[1]}"`} (is the entity declared twice?)`;
  return message;
}
