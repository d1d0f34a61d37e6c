// Glossary term pages, made from the SKOS graph plus optional prose in
// content/docs/terms/{slug}.md.
import { LOCALES, type Concept, type Locale, type Page } from '../../src/shared/model/types.ts';
import { localizePath } from '../../src/shared/paths.ts';
import type { MarkdownRenderer } from '../markdown/render.ts';
import type { DocPair } from './docs.ts';
import { pageLinks } from './page-links.ts';
import { entityPageKey } from '../entity-kinds.ts';

export const GLOSSARY_SCHEME = 'glossary';

export function glossaryTerms(concepts: Concept[]): Concept[] {
  return concepts.filter((c) => c.scheme === GLOSSARY_SCHEME);
}

export function termKey(slug: string): string {
  return entityPageKey('concepts', slug);
}

// one collator per locale: localeCompare with a locale builds a new one on every comparison
const COLLATORS = Object.fromEntries(LOCALES.map((l) => [l, new Intl.Collator(l, { sensitivity: 'base' })])) as Record<
  Locale,
  Intl.Collator
>;

export function sortByLabel(terms: Concept[], locale: Locale): Concept[] {
  return [...terms].sort((a, b) => COLLATORS[locale].compare(a.label[locale], b.label[locale]));
}

export function makeTermPage(
  concept: Concept,
  locale: Locale,
  bySlug: Map<string, Concept>,
  prose: DocPair | undefined,
  render: MarkdownRenderer,
): Page {
  const other: Locale = locale === 'en' ? 'fr' : 'en';
  const link = (slug: string) => {
    const c = bySlug.get(slug);
    return { label: c ? c.label[locale] : slug, href: localizePath(termKey(slug), locale) };
  };
  const doc = prose ? (prose[locale] ?? prose.en) : undefined;
  const rendered = doc ? render(doc.body, locale) : undefined;
  return {
    key: termKey(concept.slug),
    locale,
    path: localizePath(termKey(concept.slug), locale),
    kind: 'term',
    title: concept.label[locale],
    description: concept.definition[locale],
    contentLang: locale,
    untranslated: !!doc && doc.locale !== locale,
    sidebar: 'termsSidebar',
    noindex: false,
    hidden: false,
    entityIri: concept.iri,
    toc: rendered?.toc.filter((e) => e.level <= 3) ?? [],
    body: {
      kind: 'term',
      concept: {
        iri: concept.iri,
        label: concept.label[locale],
        otherLabel: concept.label[other],
        altLabels: concept.altLabels[locale],
        avoidLabels: concept.avoidLabels[locale],
        definition: concept.definition[locale],
        example: concept.example?.[locale],
      },
      related: concept.related.map(link),
      broader: concept.broader.map(link),
      narrower: concept.narrower.map(link),
      seeAlso: concept.seeAlso,
      exactMatch: concept.exactMatch,
      html: rendered?.html,
    },
    source: doc?.file,
    // the names not used are searchable: whoever looks for « triplestore » finds « base de triplets »
    text: [
      concept.definition[locale],
      concept.altLabels[locale].join(' '),
      concept.avoidLabels[locale].join(' '),
      concept.example?.[locale] ?? '',
      rendered?.text ?? '',
    ]
      .join(' ')
      .trim(),
    headings: rendered?.headings ?? [],
    links: rendered && doc ? pageLinks(rendered, doc) : [],
    anchors: ['definition', ...(rendered?.anchors ?? [])],
    ogType: 'article',
  };
}
