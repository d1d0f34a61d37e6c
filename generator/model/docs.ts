// Documentation pages: pair each English Markdown file with its French twin
// and make one page per locale. A page with no twin is still built in French,
// in English, marked as untranslated.
import type { Locale, Page } from '../../src/shared/model/types.ts';
import { localizePath } from '../../src/shared/paths.ts';
import type { SourceDocument } from '../load/markdown.ts';
import type { MarkdownRenderer } from '../markdown/render.ts';
import type { Problem } from '../errors.ts';
import { sidebarIdForKey } from './sidebars.ts';
import { pageLinks } from './page-links.ts';

export interface DocPair {
  key: string;
  en?: SourceDocument;
  fr?: SourceDocument;
}

export function pairDocuments(documents: SourceDocument[], kind: 'doc' | 'post'): DocPair[] {
  const byKey = new Map<string, DocPair>();
  for (const d of documents) {
    if (d.kind !== kind) continue;
    let pair = byKey.get(d.key);
    if (!pair) byKey.set(d.key, (pair = { key: d.key }));
    pair[d.locale] = d;
  }
  return [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : 1));
}

/** Problems with pairs: a French file without its English original. */
export function pairProblems(pairs: DocPair[]): Problem[] {
  return pairs
    .filter((p) => !p.en && p.fr)
    .map((p) => ({
      severity: 'error' as const,
      stage: 'model',
      message: 'a French page has no English original beside it (same name without .fr)',
      position: { file: p.fr!.file },
    }));
}

export function isExcluded(doc: SourceDocument, production: boolean): boolean {
  return production && doc.frontMatter.draft === true;
}

export function docTocLevels(doc: SourceDocument): { min: number; max: number } {
  return { min: doc.frontMatter.toc_min_heading_level ?? 2, max: doc.frontMatter.toc_max_heading_level ?? 5 };
}

/** The page for one locale of a documentation pair. */
export function makeDocPage(pair: DocPair, locale: Locale, render: MarkdownRenderer): Page | undefined {
  const english = pair.en!;
  const doc = pair[locale] ?? english;
  const fm = doc.frontMatter;
  const rendered = render(doc.body, locale);
  const { min, max } = docTocLevels(doc);
  const banner = fm.draft ? 'draft' : fm.unlisted ? 'unlisted' : undefined;
  return {
    key: pair.key,
    locale,
    path: localizePath(pair.key, locale),
    kind: 'doc',
    title: fm.title,
    description: fm.description ?? '',
    contentLang: doc.locale,
    untranslated: doc.locale !== locale,
    sidebar: sidebarIdForKey(pair.key),
    banner,
    noindex: !!fm.unlisted || !!fm.draft,
    hidden: !!fm.unlisted,
    toc: fm.hide_table_of_contents ? [] : rendered.toc.filter((e) => e.level >= min && e.level <= max),
    tocLevels: fm.hide_table_of_contents ? undefined : { min, max },
    body: { kind: 'doc', html: rendered.html },
    source: doc.file,
    links: pageLinks(rendered, doc),
    anchors: rendered.anchors,
    image: fm.image,
    ogType: 'article',
    text: rendered.text,
    headings: rendered.headings,
    entityRef: english.frontMatter.entity,
    listing: english.frontMatter.listing,
    sidebarLabel: fm.sidebar_label ?? fm.title,
    sidebarPosition: fm.sidebar_position ?? english.frontMatter.sidebar_position,
  };
}
