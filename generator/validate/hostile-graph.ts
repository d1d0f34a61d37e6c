// Checks on the loaded graph that SHACL cannot express, each against one kind
// of careless or hostile data that used to ship something wrong or crash a
// later stage. Every problem names the entity, the property and the file.
//  - link schemes: an IRI object that would become an href or src must pass
//    the scheme allow-list (src/shared/safe-url.ts), so `<javascript:…>` never
//    reaches a page;
//  - entity slugs: a site entity whose last IRI segment is not a clean path
//    segment (`/id/term/..`) would get no page while every page links to it;
//  - language tags: must be well-formed BCP 47; a tag the site never shows is
//    a warning (the value is silently never displayed otherwise);
//  - XML-safe text: a control character in a literal, or a property IRI that
//    does not end with an XML name (`…/vocab/2024`), cannot be written to the
//    RDF/XML dump and used to crash the build with a stack trace.
import type { Quad, Store } from 'n3';
import type { Problem } from '../errors.ts';
import { isSafeUrl, unsafeUrlReason } from '../../src/shared/safe-url.ts';
import { LOCALES } from '../../src/shared/model/types.ts';
import { compactIri } from './iri.ts';
import { XML_FORBIDDEN, XML_LOCAL_NAME } from '../linked-data/serialise.ts';

/** RFC 5646 well-formed language tag (grandfathered irregular tags left out). */
const BCP47 = new RegExp(
  '^(?:(?:[a-z]{2,3}(?:-[a-z]{3}){0,3}|[a-z]{4}|[a-z]{5,8})' + // language
    '(?:-[a-z]{4})?' + // script
    '(?:-(?:[a-z]{2}|\\d{3}))?' + // region
    '(?:-(?:[a-z\\d]{5,8}|\\d[a-z\\d]{3}))*' + // variants
    '(?:-[0-9a-wy-z](?:-[a-z\\d]{2,8})+)*' + // extensions
    '(?:-x(?:-[a-z\\d]{1,8})+)?' + // private use
    '|x(?:-[a-z\\d]{1,8})+)$',
  'i',
);

/** a code point as the Unicode charts write it (U+0007 is shown as 0007) */
function codePointLabel(codePoint: number): string {
  return codePoint.toString(16).toUpperCase().padStart(4, '0');
}

export function isWellFormedLanguageTag(tag: string): boolean {
  return BCP47.test(tag);
}

/** The site's locale a tag belongs to: `fr-CA` is French. */
export function localeOfTag(tag: string): string | undefined {
  const primary = tag.toLowerCase().split('-')[0];
  return (LOCALES as readonly string[]).includes(primary) ? primary : undefined;
}

/** a clean address segment: what an entity's page path is made of */
const CLEAN_SEGMENT = /^(?!\.{1,2}$)[\p{L}\p{N}_~-][\p{L}\p{N}._~-]*$/u;

export function isCleanSlug(slug: string): boolean {
  return CLEAN_SEGMENT.test(slug);
}

export function validateHostileGraph(
  store: Store,
  sourceFiles: Map<string, string>,
  prefixes: Record<string, string>,
  siteUrl: string,
): Problem[] {
  const problems: Problem[] = [];
  const idBase = `${siteUrl}/id/`;
  const seenSubjects = new Set<string>();
  const add = (q: Quad, severity: 'error' | 'warning', message: string, subjectOnly = false) =>
    problems.push({
      severity,
      stage: 'validate',
      message: `${compactIri(q.subject.value, prefixes)}${subjectOnly ? '' : ' ' + compactIri(q.predicate.value, prefixes)}: ${message}`,
      position: { file: sourceFiles.get(q.graph.value) ?? q.graph.value },
    });
  for (const q of store.getQuads(null, null, null, null)) {
    if (q.subject.termType === 'NamedNode' && q.subject.value.startsWith(idBase) && !seenSubjects.has(q.subject.value)) {
      seenSubjects.add(q.subject.value);
      const rest = q.subject.value.slice(idBase.length).split('/');
      if (rest.length !== 2 || !/^[a-z]+$/.test(rest[0]) || !isCleanSlug(rest[1])) {
        add(
          q,
          'error',
          `the IRI must be ${idBase}KIND/SLUG with a slug of letters, digits and - _ . ~ (not "." or ".."): ` +
            'this entity would get no page while pages link to it',
          true,
        );
      }
    }
    if (!XML_LOCAL_NAME.test(q.predicate.value)) {
      add(
        q,
        'error',
        'a property IRI must end with a name that starts with a letter or "_" ' +
          '(e.g. …/vocab/year2024, not …/vocab/2024): the RDF/XML dump cannot name it',
      );
    }
    if (q.object.termType === 'NamedNode' && !isSafeUrl(q.object.value)) {
      add(q, 'error', unsafeUrlReason(q.object.value));
    }
    if (q.object.termType === 'Literal') {
      const literal = q.object as { value: string; language: string };
      if (XML_FORBIDDEN.test(literal.value)) {
        const at = literal.value.search(XML_FORBIDDEN);
        add(
          q,
          'error',
          `the text holds a control character (U+${codePointLabel(literal.value.codePointAt(at)!)}) at character ${at + 1}; remove it`,
        );
      }
      if (literal.language) {
        if (!isWellFormedLanguageTag(literal.language))
          add(q, 'error', `"${literal.language}" is not a well-formed language tag (BCP 47, e.g. "en", "fr", "fr-CA")`);
        else if (!localeOfTag(literal.language))
          add(
            q,
            'warning',
            `the language tag "@${literal.language}" is not one the site shows (${LOCALES.join(', ')}): this value appears on no page`,
          );
      }
    }
  }
  return problems;
}
