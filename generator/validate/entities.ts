// Silent losses made loud. Each check here covers a mistake that used to make
// content vanish, or move the blame to a file the editor never touched:
//   - an entity of the site (an IRI under {site}/id/) whose class the site does
//     not know (`a schema:Evnt`) matched none of the queries and was simply not
//     shown anywhere;
//   - a tool or dataset in the graph with no page under content/docs/ broke
//     the catalogue's link, reported against the catalogue page;
//   - an `id:` with a slash in a doc page's front matter moved it without a word.
// Pure: the caller passes the graph, the documents and a way to read a
// project file's text (only read to find a line number when there is a problem).
import type { Store } from 'n3';
import type { Records } from '../../src/shared/model/types.ts';
import type { Position, Problem } from '../errors.ts';
import type { SourceDocument } from '../load/markdown.ts';
import { lineOfKey } from '../load/front-matter.ts';
import { DCAT, RDF, SCHEMA, SKOS, parseEntityIri } from '../ns.ts';
import { compactIri } from './iri.ts';
import { ENTITY_KINDS, entityPageKey } from '../entity-kinds.ts';
import { editDistance } from './suggest.ts';

/**
 * The classes the query stage selects (generator/query/queries/*.rq), plus the
 * schemes that hold concepts. An entity of the site with none of them is in no
 * query's answer, so it is on no page. tests/unit/entities-validate.test.ts
 * checks this list against the query files.
 */
export const KNOWN_CLASSES: readonly string[] = [
  SKOS + 'Concept',
  SKOS + 'ConceptScheme',
  SCHEMA + 'SoftwareApplication',
  SCHEMA + 'Dataset',
  DCAT + 'Dataset',
  SCHEMA + 'Event',
  SCHEMA + 'Person',
  SCHEMA + 'Organization',
];

/** The class an entity's IRI folder implies (`/id/event/…` is an event), for suggestions. */
export const CLASS_OF_KIND: Readonly<Record<string, string>> = {
  ...Object.fromEntries(ENTITY_KINDS.flatMap((k) => k.idFolders.map((folder) => [folder, k.class]))),
  scheme: SKOS + 'ConceptScheme',
};

const PREFIXES: Record<string, string> = { skos: SKOS, schema: SCHEMA, dcat: DCAT, rdf: RDF };

export interface GraphInput {
  store: Store;
  /** graph IRI → project-relative file */
  sourceFiles: Map<string, string>;
  /** prefixes declared in the data files (merged) */
  prefixes: Record<string, string>;
}

/** Reads a project-relative file; undefined when it cannot be read. */
export type ReadText = (file: string) => string | undefined;

/** The known class nearest to `iri`, when it is near enough to be a typo (case counts for little). */
export function nearestClass(iri: string, known: readonly string[] = KNOWN_CLASSES): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const k of known) {
    const d = editDistance(iri.toLowerCase(), k.toLowerCase()) + (iri === k ? 0 : iri.toLowerCase() === k.toLowerCase() ? 0.5 : 0);
    if (d < bestDistance) [best, bestDistance] = [k, d];
  }
  const local = iri.replace(/^.*[#/]/, '');
  return bestDistance <= Math.max(2, Math.floor(local.length / 3)) ? best : undefined;
}

/** Prefixes declared in one Turtle text (`@prefix p: <…> .` or `PREFIX p: <…>`). */
function declaredPrefixes(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(/^\s*@?prefix\s+([\w.-]*):\s*<([^>]*)>/gim)) out[m[1]] = m[2];
  return out;
}

/** Every way the file may spell an IRI: each matching prefixed name, and `<iri>`. */
function spellings(iri: string, prefixes: Record<string, string>): string[] {
  const out = new Set<string>();
  for (const [p, ns] of Object.entries(prefixes)) {
    const local = iri.slice(ns.length);
    if (ns && iri.startsWith(ns) && /^[\w-]([\w.-]*[\w-])?$|^$/.test(local)) out.add(`${p}:${local}`);
  }
  out.add(`<${iri}>`);
  return [...out];
}

const NAME_CHAR = /[\w:-]/;

/**
 * Line and column (1-based) of the first whole-token occurrence of one of the
 * spellings, from line `from` on; `subject` asks for one at the start of a line
 * (where a Turtle description begins). Comment lines are skipped.
 */
export function findToken(
  text: string,
  tokens: string[],
  options: { from?: number; subject?: boolean } = {},
): { line: number; column: number } | undefined {
  const lines = text.split('\n');
  for (let i = (options.from ?? 1) - 1; i < lines.length; i++) {
    const line = lines[i];
    if (/^\s*#/.test(line)) continue;
    for (const token of tokens) {
      let at = line.indexOf(token);
      while (at >= 0) {
        const before = line[at - 1];
        const after = line[at + token.length];
        const next = line[at + token.length + 1];
        // a "." right after the token ends the statement unless a name goes on after it
        const endsHere = after === undefined || (!NAME_CHAR.test(after) && !(after === '.' && next !== undefined && /\w/.test(next)));
        const bounded = (at === 0 || !NAME_CHAR.test(before)) && endsHere;
        const placed = !options.subject || line.slice(0, at).trim() === '';
        if (bounded && placed) return { line: i + 1, column: at + 1 };
        at = line.indexOf(token, at + 1);
      }
    }
  }
  return undefined;
}

/** Where an entity is described in a file, and where one of its values is (after `predicate`, if given), if the text can be read. */
export function locate(
  file: string,
  readText: ReadText,
  merged: Record<string, string>,
  subject: string,
  value?: string,
  predicate?: string,
): Position {
  const text = readText(file);
  if (text === undefined) return { file };
  const prefixes = { ...merged, ...declaredPrefixes(text) };
  const at = findToken(text, spellings(subject, prefixes), { subject: true }) ?? findToken(text, spellings(subject, prefixes));
  if (!at) return { file };
  if (value) {
    const from = (predicate && findToken(text, spellings(predicate, prefixes), { from: at.line })?.line) || at.line;
    const v = findToken(text, spellings(value, prefixes), { from });
    if (v) return { file, ...v };
  }
  return { file, ...at };
}

/** Where a literal value of an entity is written (its quoted form, with no language tag or datatype after it). */
export function locateLiteral(
  file: string,
  readText: ReadText,
  merged: Record<string, string>,
  subject: string,
  lexical: string,
): Position {
  const at = locate(file, readText, merged, subject);
  const lines = at.line ? readText(file)!.split('\n') : [];
  const quoted = JSON.stringify(lexical);
  for (let i = (at.line ?? 1) - 1; i < lines.length; i++) {
    for (let col = lines[i].indexOf(quoted); col >= 0; col = lines[i].indexOf(quoted, col + 1)) {
      if (!/^[@^]/.test(lines[i].slice(col + quoted.length))) return { file, line: i + 1, column: col + 1 };
    }
  }
  return at;
}

function fileOf(graph: GraphInput, graphIri: string): string {
  return graph.sourceFiles.get(graphIri) ?? graphIri;
}

/**
 * Every entity of the site (a named subject under {site}/id/) must have a class
 * the site knows: otherwise no query finds it and it silently disappears.
 */
export function checkEntityClasses(graph: GraphInput, siteUrl: string, readText: ReadText): Problem[] {
  const problems: Problem[] = [];
  const known = new Set(KNOWN_CLASSES);
  const show = (iri: string) => compactIri(iri, { ...PREFIXES, ...graph.prefixes });
  const knownList = KNOWN_CLASSES.map(show).join(', ');
  const seen = new Set<string>();
  for (const subject of graph.store.getSubjects(null, null, null)) {
    if (subject.termType !== 'NamedNode' || seen.has(subject.value)) continue;
    seen.add(subject.value);
    const parsed = parseEntityIri(subject.value, siteUrl);
    if (!parsed) continue;
    const types = graph.store.getQuads(subject, RDF + 'type', null, null).filter((q) => q.object.termType === 'NamedNode');
    const expected = CLASS_OF_KIND[parsed.kind];
    const hasKnown = types.some((q) => known.has(q.object.value));
    if (types.length === 0) {
      const first = graph.store.getQuads(subject, null, null, null)[0];
      const file = fileOf(graph, first.graph.value);
      problems.push({
        severity: 'error',
        stage: 'validate',
        message:
          `${show(subject.value)} has no class ("a …"), so no page can show it: ` +
          (expected ? `add "a ${show(expected)}" to its description` : `give it one of the classes the site knows: ${knownList}`),
        position: locate(file, readText, graph.prefixes, subject.value),
      });
      continue;
    }
    for (const q of types) {
      if (known.has(q.object.value)) continue;
      const near = nearestClass(q.object.value);
      // beside a known class an unknown one loses nothing, unless it looks like a typo of a known class
      if (hasKnown && !near) continue;
      const suggestion = near ?? expected;
      const file = fileOf(graph, q.graph.value);
      problems.push({
        severity: hasKnown ? 'warning' : 'error',
        stage: 'validate',
        message: hasKnown
          ? `${show(subject.value)}: ${show(q.object.value)} is not a class the site knows: did you mean ${show(near!)}?`
          : `${show(subject.value)} has class ${show(q.object.value)}, which the site does not know, so no page can show it: ` +
            (suggestion ? `did you mean ${show(suggestion)}?` : `the site knows ${knownList}`),
        position: locate(file, readText, graph.prefixes, subject.value, q.object.value),
      });
    }
  }
  return problems;
}

/**
 * A tool or dataset of the graph needs its page (content/docs/tools/{slug}/index.md,
 * content/docs/explore-lod/project-datasets/{slug}/index.md) when the site has
 * the catalogue that links each of them to it. The error names the entity and
 * says which file to create, instead of a broken link in the catalogue, a
 * page the editor never touched.
 */
export interface EntityPagesInput {
  records: Pick<Records, 'tools' | 'datasets'>;
  documents: SourceDocument[];
  production: boolean;
  graph: GraphInput;
  readText: ReadText;
}

export function checkEntityPages(input: EntityPagesInput): Problem[] {
  const problems: Problem[] = [];
  const { graph } = input;
  const show = (iri: string) => compactIri(iri, { ...PREFIXES, ...graph.prefixes });
  const published = (d: SourceDocument) => d.kind === 'doc' && d.locale === 'en' && !(input.production && d.frontMatter.draft === true);
  const english = new Map(input.documents.filter((d) => d.kind === 'doc' && d.locale === 'en').map((d) => [d.key, d]));
  for (const kind of ENTITY_KINDS) {
    const where = kind.pages;
    if (!where?.listing) continue;
    const list: { iri: string; id: string; slug: string }[] = (input.records as Partial<Records>)[kind.records] ?? [];
    const catalogue = input.documents.find((d) => published(d) && d.frontMatter.listing === where.listing);
    // without its catalogue nothing links an entity of this kind to a page of its own
    if (!catalogue) continue;
    const listedIn = `${where.catalogue} (${catalogue.key})`;
    for (const entity of list) {
      const key = entityPageKey(kind.records, entity.slug);
      const page = english.get(key);
      const typed = graph.store.getQuads(entity.iri, RDF + 'type', null, null)[0] ?? graph.store.getQuads(entity.iri, null, null, null)[0];
      const position = () => (typed ? locate(fileOf(graph, typed.graph.value), input.readText, graph.prefixes, entity.iri) : undefined);
      const id = entity.id;
      if (!page) {
        const file = `content${key}/index.md`;
        problems.push({
          severity: 'error',
          stage: 'model',
          message:
            `${show(entity.iri)} has no page: ${listedIn} lists it with a link to ${key}, which does not exist. ` +
            `Create ${file} (and its French twin ${file.replace(/\.md$/, '.fr.md')}) with "entity: ${id}" in its front matter`,
          position: position(),
        });
      } else if (input.production && page.frontMatter.draft === true) {
        problems.push({
          severity: 'error',
          stage: 'model',
          message:
            `${show(entity.iri)} is published but its page ${page.file} is a draft, so ${listedIn} would link to a missing page: ` +
            `remove "draft: true" from ${page.file} or take ${show(entity.iri)} out of the graph`,
          position: position(),
        });
      } else if (page.frontMatter.entity !== id) {
        problems.push({
          severity: 'warning',
          stage: 'model',
          message:
            `this is the page of ${show(entity.iri)} but its front matter does not name it, so the page shows none of its facts: ` +
            (page.frontMatter.entity ? `"entity: ${page.frontMatter.entity}" should be "entity: ${id}"` : `add "entity: ${id}"`),
          position: { file: page.file, line: page.frontMatter.entity ? lineOfKey(input.readText(page.file), 'entity') : undefined },
        });
      }
    }
  }
  return problems;
}

/**
 * `id:` names the last part of a doc's address, as in Docusaurus (`slug:`
 * sets the whole); an id cannot hold a slash, which Docusaurus refuses too:
 * the address would silently change folder.
 */
export function checkDocAddressFields(documents: SourceDocument[], readText: ReadText): Problem[] {
  const problems: Problem[] = [];
  for (const doc of documents) {
    if (doc.kind !== 'doc' || !doc.frontMatter.id?.includes('/')) continue;
    problems.push({
      severity: 'error',
      stage: 'load',
      message: `"id:" cannot hold a slash ("${doc.frontMatter.id}"): it names the page within its folder; use "slug:" to move it`,
      position: { file: doc.file, line: lineOfKey(readText(doc.file), 'id'), column: 1 },
    });
  }
  return problems;
}
