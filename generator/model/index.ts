// Model stage: records + documents → every page of every locale, and the
// sidebars. Pure: the Markdown renderer is passed in.
import type { Locale, Page, Records, Sidebar } from '../../src/shared/model/types.ts';
import { LOCALES } from '../../src/shared/model/types.ts';
import { localizePath } from '../../src/shared/paths.ts';
import { t } from '../../src/i18n/index.ts';
import type { Problem } from '../errors.ts';
import type { SourceDocument } from '../load/markdown.ts';
import type { MarkdownRenderer } from '../markdown/render.ts';
import { isExcluded, makeDocPage, pairDocuments, pairProblems, type DocPair } from './docs.ts';
import { buildFolderSidebar, SIDEBARS } from './sidebars.ts';
import type { Category } from '../load/categories.ts';
import { glossaryTerms, makeTermPage, sortByLabel, termKey } from './terms.ts';
import { buildBlog, type BlogModel } from './blog.ts';
import { buildGlossaryPages } from './glossary.ts';
import { buildHomePages } from './home.ts';
import { attachEntities } from './entities.ts';
import { buildQueryPage } from './query-page.ts';
import { redirectPages } from './redirects.ts';
import { generatedPage } from './generated-page.ts';
import type { PageBuilder } from '../extensions.ts';

export interface ModelInput {
  records: Records;
  documents: SourceDocument[];
  render: MarkdownRenderer;
  production: boolean;
  siteUrl: string;
  /** the public SPARQL endpoints the query page offers (SiteConfig.publicEndpoints) */
  publicEndpoints: readonly string[];
  highlightSparql: (code: string) => string;
  redirects?: { list: import('./redirects.ts').Redirect[]; file: string };
  contact?: import('../../src/shared/model/types.ts').ContactSettings;
  /** the build's day: which events are upcoming, the term of the day (passed in, so the model reads no clock) */
  today: Date;
  /** the docs folders' _category_ files: label, position, collapsed, link of a sidebar category */
  categories?: readonly Category[];
  /** the features' pages (features.ts), added per locale before routing */
  pageBuilders: readonly PageBuilder[];
}

export interface SiteModel {
  pages: Page[];
  sidebars: Record<Locale, Record<string, Sidebar>>;
  problems: Problem[];
  /** the documentation pairs, for the translation report */
  docPairs: DocPair[];
  blog: BlogModel;
}

export function notFoundPage(locale: Locale): Page {
  return generatedPage(locale, '/404', t(locale, 'notFound.title'), t(locale, 'notFound.lead'), { kind: 'notFound' }, 'notFound', {
    noindex: true,
    hidden: true,
  });
}

/** the key of a term page, `/docs/terms/{slug}`: prose there extends the term */
const TERM_KEY = new RegExp(`^${termKey('')}([^/]+)$`);

export function buildSiteModel(input: ModelInput): SiteModel {
  const problems: Problem[] = [];
  const allPairs = pairDocuments(input.documents, 'doc');
  problems.push(...pairProblems(allPairs));
  const pairs = allPairs.filter((p) => p.en && !isExcluded(p.en, input.production));
  // prose that extends a glossary term is merged into the term page
  const termProse = new Map<string, DocPair>();
  const docPairs: DocPair[] = [];
  for (const p of pairs) {
    const m = TERM_KEY.exec(p.key);
    if (m) termProse.set(m[1], p);
    else docPairs.push(p);
  }
  const terms = glossaryTerms(input.records.concepts);
  const bySlug = new Map(terms.map((c) => [c.slug, c]));
  for (const [slug, pair] of termProse) {
    if (!bySlug.has(slug))
      problems.push({
        severity: 'error',
        stage: 'model',
        message: `prose for glossary term "${slug}", but the glossary has no such term`,
        position: { file: pair.en!.file },
      });
  }

  const pages: Page[] = [];
  const sidebars = {} as SiteModel['sidebars'];
  for (const locale of LOCALES) {
    for (const pair of docPairs) {
      const page = makeDocPage(pair, locale, input.render);
      if (page) pages.push(page);
    }
    for (const concept of terms) pages.push(makeTermPage(concept, locale, bySlug, termProse.get(concept.slug), input.render));
    pages.push(notFoundPage(locale));
    if (input.redirects) pages.push(...redirectPages(input.redirects.list, locale, input.redirects.file));
    pages.push(...buildGlossaryPages(terms, locale, input.today));
    pages.push(buildQueryPage(locale, input, input.highlightSparql, (key) => docPairs.some((d) => d.key === key)));
    const keys = new Set(pages.map((p) => p.key));
    for (const builder of input.pageBuilders)
      pages.push(...builder({ locale, records: input.records, siteUrl: input.siteUrl, exists: (k) => keys.has(k) }));

    sidebars[locale] = {};
    const categories = new Map((input.categories ?? []).map((c) => [c.folder, c]));
    const listed = pages.filter((p) => p.locale === locale && !p.hidden);
    for (const s of SIDEBARS) {
      if (s.id === 'termsSidebar') {
        sidebars[locale][s.id] = {
          id: s.id,
          label: s.label[locale],
          items: sortByLabel(terms, locale).map((c) => ({
            type: 'link' as const,
            label: c.label[locale],
            href: localizePath(termKey(c.slug), locale),
            key: termKey(c.slug),
          })),
        };
        continue;
      }
      const entries = listed
        .filter((p) => p.sidebar === s.id && p.key.startsWith(`/docs/${s.folder}/`))
        .map((p) => ({ key: p.key, label: p.sidebarLabel ?? p.title, position: p.sidebarPosition }));
      sidebars[locale][s.id] = buildFolderSidebar(s.folder, s.id, s.label[locale], entries, locale, categories);
    }
  }
  const blog = buildBlog(input.documents, input.records.people, input.records.concepts, input.render, input.production);
  problems.push(...blog.problems);
  pages.push(...blog.pages);
  pages.push(...buildHomePages(input.records, blog, new Set(pages.map((p) => p.key)), problems, input.today));
  const attached = attachEntities(pages, input.records, input.siteUrl, input.today, input.contact);
  problems.push(...attached.problems);
  return { pages: [...attached.pages, ...docsRootPages(attached.pages)], sidebars, problems, docPairs: allPairs, blog };
}

/**
 * /docs opens the application-profile term, as the spec says; its canonical is the term page, whose place it marks.
 * A docs folder's own index.md (a Docusaurus docs root, such as Prettier's "What is Prettier?") keeps /docs instead.
 */
function docsRootPages(pages: Page[]): Page[] {
  const taken = new Set(pages.map((p) => p.path));
  return pages
    .filter((p) => p.key === termKey('application-profile') && !taken.has(localizePath('/docs', p.locale)))
    .map((p) => ({ ...p, key: '/docs', path: localizePath('/docs', p.locale), hidden: true, canonicalPath: p.path, navKey: p.key }));
}
