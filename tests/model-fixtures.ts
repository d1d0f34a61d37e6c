// Small in-memory inputs for the model-stage unit tests (tests/unit/model-*.test.ts):
// records and Markdown documents built by hand, so each builder is tested alone
// without loading the real site.
import type { Concept, EventRecord, Locale, OrganizationRecord, Page, PersonRecord, Records, Tool } from '../src/shared/model/types.ts';
import type { SourceDocument } from '../generator/load/markdown.ts';
import { createMarkdownRenderer, type MarkdownRenderer } from '../generator/markdown/render.ts';
import { getHighlighter } from '../generator/markdown/highlight.ts';

export const SITE = 'https://portal.lincsproject.ca';

/** The real Markdown renderer, with no code language loaded (the fixtures have no code blocks). */
export async function renderer(): Promise<MarkdownRenderer> {
  return createMarkdownRenderer(await getHighlighter([]), { en: { note: 'Note' }, fr: { note: 'Remarque' } });
}

export function concept(slug: string, scheme: string, en: string, fr: string): Concept {
  return {
    iri: `${SITE}/id/term/${slug}`,
    id: `term/${slug}`,
    slug,
    label: { en, fr },
    altLabels: { en: [], fr: [] },
    avoidLabels: { en: [], fr: [] },
    definition: { en: `Definition of ${en}.`, fr: `Définition de ${fr}.` },
    related: [],
    broader: [],
    narrower: [],
    seeAlso: [],
    exactMatch: [],
    scheme,
  };
}

export function person(slug: string, name: string, persona = true): PersonRecord {
  return {
    iri: `${SITE}/id/person/${slug}`,
    id: `person/${slug}`,
    slug,
    name,
    persona,
    jobTitle: { en: 'Writer', fr: 'Autrice' },
    sameAs: [],
    memberOf: [],
  };
}

export function tool(slug: string, name: string, extra: Partial<Tool> = {}): Tool {
  return {
    iri: `${SITE}/id/tool/${slug}`,
    id: `tool/${slug}`,
    slug,
    name,
    abstract: { en: `${name} in short.`, fr: `${name} en bref.` },
    description: { en: `${name} described.`, fr: `${name} décrit.` },
    functions: [],
    requiresAccount: false,
    keywords: { en: [], fr: [] },
    ...extra,
  };
}

export function organization(slug: string, en: string, fr: string, extra: Partial<OrganizationRecord> = {}): OrganizationRecord {
  return { iri: `${SITE}/id/organization/${slug}`, id: `organization/${slug}`, slug, name: { en, fr }, roles: [], ...extra };
}

/** An event starting on `startDate` (a day or a month). */
export function event(slug: string, startDate: string, extra: Partial<EventRecord> = {}): EventRecord {
  return {
    iri: `${SITE}/id/event/${slug}`,
    id: `event/${slug}`,
    slug,
    name: { en: `Event ${slug}`, fr: `Événement ${slug}` },
    description: { en: 'An event.', fr: 'Un événement.' },
    startDate,
    ...extra,
  };
}

export function emptyRecords(extra: Partial<Records> = {}): Records {
  return { concepts: [], tools: [], datasets: [], events: [], people: [], organizations: [], ...extra };
}

/** A blog post written on `date`, in `locale`, by `authors` with `tags`. */
export function post(
  slug: string,
  date: string,
  locale: Locale = 'en',
  extra: Partial<SourceDocument['frontMatter']> = {},
): SourceDocument {
  const suffix = locale === 'fr' ? '.fr' : '';
  return {
    kind: 'post',
    file: `content/blog/${date}-${slug}${suffix}.md`,
    locale,
    key: `/blog/${slug}`,
    frontMatter: { title: `${locale === 'fr' ? 'Billet' : 'Post'} ${slug}`, description: `About ${slug}.`, ...extra },
    body: `Some words about ${slug}.`,
    bodyLine: 5,
    date,
  };
}

/** A documentation page at content/docs/{rel}.md. */
export function doc(
  rel: string,
  locale: Locale = 'en',
  extra: Partial<SourceDocument['frontMatter']> = {},
  body = 'Text.',
): SourceDocument {
  const suffix = locale === 'fr' ? '.fr' : '';
  return {
    kind: 'doc',
    file: `content/docs/${rel}${suffix}.md`,
    locale,
    key: `/docs/${rel}`,
    frontMatter: { title: `${locale === 'fr' ? 'Page' : 'Page'} ${rel}`, ...extra },
    body,
    bodyLine: 4,
  };
}

/** A built English documentation page at /docs/x with an empty body; `over` sets what a test is about. */
export function page(over: Partial<Page> = {}): Page {
  return {
    key: '/docs/x',
    locale: 'en',
    path: '/docs/x',
    kind: 'doc',
    title: 'X',
    description: '',
    contentLang: 'en',
    untranslated: false,
    noindex: false,
    hidden: false,
    toc: [],
    body: { kind: 'doc', html: '' },
    links: [],
    anchors: [],
    ogType: 'article',
    ...over,
  };
}
