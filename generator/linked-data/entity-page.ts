// The data of the page at an entity's IRI (`/id/{kind}/{slug}`), shaped from
// the graph for src/components/EntityPage.tsx, which draws it. An IRI becomes
// a link only through the scheme allow-list (src/shared/safe-url.ts); the
// JSON-LD sits in a data block, escaped so no literal closes it.
import type { Quad } from 'n3';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale, Page } from '../../src/shared/model/types.ts';
import { EntityPage, type EntityPageProps, type EntityValue } from '../../src/components/EntityPage.tsx';
import { jsonForScript } from '../../src/shared/escape.ts';
import { safeHref } from '../../src/shared/safe-url.ts';
import { strings } from '../../src/i18n/features.ts';
import { t } from '../../src/i18n/index.ts';
import { RDFS, SCHEMA, SKOS } from '../ns.ts';
import type { EntityRef } from './entities.ts';
import type { entityFilePaths } from './paths.ts';

/** what kind of entity an IRI names, in both languages; the kind itself if it has no label */
export function kindLabels(kind: string): Record<Locale, string> {
  const label = (l: Locale) => (strings('entityPage', l).kinds as Record<string, string>)[kind] ?? kind;
  return { en: label('en'), fr: label('fr') };
}

const PREFIXES: [string, string][] = [
  ['skos:', SKOS],
  ['schema:', SCHEMA],
  ['rdfs:', RDFS],
  ['rdf:', 'http://www.w3.org/1999/02/22-rdf-syntax-ns#'],
  ['dct:', 'http://purl.org/dc/terms/'],
  ['dcat:', 'http://www.w3.org/ns/dcat#'],
  ['owl:', 'http://www.w3.org/2002/07/owl#'],
];

function shortName(iri: string, siteUrl: string): string {
  if (iri.startsWith(`${siteUrl}/vocab#`)) return `lv:${iri.slice(siteUrl.length + 7)}`;
  for (const [prefix, ns] of PREFIXES) if (iri.startsWith(ns)) return prefix + iri.slice(ns.length);
  return iri;
}

/** The entity's name in a language, from its SKOS or schema.org labels. */
export function labelOf(quads: Quad[], iri: string, locale: Locale): string | undefined {
  const labels = quads.filter(
    (q) =>
      q.subject.value === iri &&
      q.object.termType === 'Literal' &&
      [SKOS + 'prefLabel', SCHEMA + 'name', RDFS + 'label'].includes(q.predicate.value),
  );
  const lang = (q: Quad) => (q.object as { language?: string }).language ?? '';
  return (labels.find((q) => lang(q) === locale) ?? labels.find((q) => lang(q) === '') ?? labels.find((q) => lang(q) === 'en'))?.object
    .value;
}

/** An address on this site as a path, another as it is; a link only through the scheme allow-list. */
function hrefOf(iri: string, siteUrl: string): string | undefined {
  return safeHref(iri.startsWith(`${siteUrl}/`) ? iri.slice(siteUrl.length) : iri);
}

function valueOf(q: Quad, quads: Quad[], siteUrl: string): EntityValue {
  const o = q.object;
  if (o.termType === 'Literal') return { kind: 'literal', text: o.value, lang: (o as { language?: string }).language || undefined };
  if (o.termType !== 'NamedNode') return { kind: 'text', text: `_:${o.value}` };
  const href = hrefOf(o.value, siteUrl);
  if (!href) return { kind: 'text', text: o.value };
  // a site entity is shown by its label, which its description carries
  return { kind: 'link', href, text: labelOf(quads, o.value, 'en') ?? shortName(o.value, siteUrl) };
}

export interface EntityHtmlInput {
  entity: EntityRef;
  quads: Quad[];
  jsonLd: unknown;
  pages: Page[];
  paths: ReturnType<typeof entityFilePaths>;
  siteUrl: string;
}

/** What crawlers read of the entity: its English description or definition, else its title. */
function descriptionOf({ entity, quads }: EntityHtmlInput, title: string): string {
  const said = quads.find(
    (q) =>
      q.subject.value === entity.iri &&
      [SCHEMA + 'description', SKOS + 'definition'].includes(q.predicate.value) &&
      (q.object as { language?: string }).language === 'en',
  )?.object.value;
  return said ?? title;
}

export function entityHtml(input: EntityHtmlInput): string {
  const { entity, quads, jsonLd, pages, paths, siteUrl } = input;
  const label = (l: Locale) => labelOf(quads, entity.iri, l) ?? entity.slug;
  const kind = kindLabels(entity.kind);
  // hreflang only where the entity has a page in each language (a French page still in English is not one)
  const en = pages.find((p) => p.locale === 'en');
  const fr = pages.find((p) => p.locale === 'fr' && !p.untranslated);
  const props: EntityPageProps = {
    iri: entity.iri,
    kind,
    label: { en: label('en'), fr: label('fr') },
    description: descriptionOf(input, `${label('en')} · ${kind.en}`),
    twins: en && fr ? [en, fr].map((p) => ({ locale: p.locale, href: siteUrl + p.path })) : [],
    socialImage: `${siteUrl}/img/social-card-en.png`,
    socialAlt: t('en', 'social.cardAlt'),
    rdf: [
      { name: 'Turtle', href: paths.turtle, type: 'text/turtle' },
      { name: 'JSON-LD', href: paths.jsonld, type: 'application/ld+json' },
      { name: 'RDF/XML', href: paths.rdfxml, type: 'application/rdf+xml' },
      { name: 'N-Triples', href: paths.ntriples, type: 'application/n-triples' },
    ],
    pages: (['en', 'fr'] as const).flatMap((l) =>
      pages.filter((p) => p.locale === l).map((p) => ({ locale: l, path: p.path, title: p.title, untranslated: p.untranslated })),
    ),
    statements: quads
      .filter((q) => q.subject.value === entity.iri)
      .map((q) => ({
        property: { href: hrefOf(q.predicate.value, siteUrl), text: shortName(q.predicate.value, siteUrl) },
        value: valueOf(q, quads, siteUrl),
      })),
    jsonLd: jsonForScript(jsonLd),
  };
  return '<!doctype html>\n' + renderToStaticMarkup(createElement(EntityPage, props)) + '\n';
}
