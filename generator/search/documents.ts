// Which pages of a locale are searchable, and what each one contributes:
// title, headings, body text cut at its headings (so a result can link to the
// heading where the words are), and its documentation section.
import type { Locale, Page } from '../../src/shared/model/types.ts';
import { SECTIONS, type DocPart, type SectionId } from '../../src/shared/search/format.ts';
import { fold } from '../../src/shared/fold.ts';
import { listingHeadings } from '../../src/shared/model/listing-headings.ts';

export interface SearchDoc {
  title: string;
  url: string;
  section: SectionId | '';
  description: string;
  headings: string[];
  body: string;
  parts: DocPart[];
}

/** Documentation and blog content; lists, the home page and pages shown under a second address are left out. */
const SEARCHABLE_KINDS = new Set<Page['kind']>(['doc', 'term', 'post']);

export function isSearchable(page: Page): boolean {
  return SEARCHABLE_KINDS.has(page.kind) && !page.hidden && !page.noindex && !page.canonicalPath && page.banner !== 'draft';
}

/** `/docs/tools/voyant` → tools, `/blog/why-lincs` → blog: the section is the first folder of the route key. */
export function sectionOf(key: string): SectionId | '' {
  const m = /^\/(?:docs\/([^/]+)|(blog))(?:\/|$)/.exec(key);
  const id = m?.[1] ?? m?.[2];
  return id && (SECTIONS as readonly string[]).includes(id) ? (id as SectionId) : '';
}

/**
 * Cuts the page's plain text where each table-of-contents heading begins. The
 * text was made from the same HTML, so headings appear in it in order; one not
 * found (a heading inside a component) just leaves its words in the part before.
 */
export function splitAtHeadings(text: string, toc: Page['toc']): DocPart[] {
  const parts: DocPart[] = [];
  let anchor = '';
  let heading = '';
  let from = 0;
  for (const entry of toc) {
    const at = text.indexOf(entry.text, from);
    if (at < 0) continue;
    parts.push([anchor, heading, text.slice(from, at).trim()]);
    anchor = entry.id;
    heading = entry.text;
    from = at + entry.text.length;
  }
  parts.push([anchor, heading, text.slice(from).trim()]);
  return parts.filter((p, i) => i === 0 || p[1] || p[2]);
}

/**
 * The table-of-contents entries that head the page's own text: a listing's
 * headings (a team's groups, "The catalogue") head lists drawn from the graph,
 * which the text leaves out, and the same words in the prose must not cut it there.
 */
function textHeadings(p: Page): Page['toc'] {
  if (p.body.kind !== 'doc' || !p.body.listing) return p.toc;
  const listed = new Set(listingHeadings(p.body.listing, p.locale).map((h) => h.id));
  return p.toc.filter((e) => !listed.has(e.id));
}

/** What one page contributes to the index of its locale. */
export function searchDoc(p: Page): SearchDoc {
  const text = p.text ?? p.description;
  return {
    title: p.title,
    url: p.path,
    section: sectionOf(p.key),
    description: p.description,
    headings: p.headings ?? p.toc.map((t) => t.text),
    // the description is searchable too; it often says what the page is about in other words
    body: p.text && p.description ? `${p.description} ${p.text}` : text,
    parts: splitAtHeadings(text, textHeadings(p)),
  };
}

/**
 * The searchable pages of a locale, sorted by address so a section's pages
 * share index buckets, made one at a time as the index reads them: a page's
 * text is copied into its document only while that document is indexed.
 */
export function* eachSearchDoc(pages: Page[], locale: Locale): Generator<SearchDoc> {
  const searchable = pages
    .filter((p) => p.locale === locale && isSearchable(p))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const p of searchable) yield searchDoc(p);
}

/** The searchable pages of a locale, all at once (see eachSearchDoc). */
export function searchDocs(pages: Page[], locale: Locale): SearchDoc[] {
  return [...eachSearchDoc(pages, locale)];
}

/**
 * Each glossary term of a locale as the other language names it, with its
 * name in this one, where the two differ ("Gazetteer", "Répertoire
 * toponymique"): a visitor who types the English word on the French search is
 * offered the French term.
 */
export function glossaryTwins(pages: Page[], locale: Locale): [other: string, label: string][] {
  const terms = pages.filter((p) => p.kind === 'term' && !p.untranslated);
  const otherName = new Map(terms.filter((p) => p.locale !== locale).map((p) => [p.key, p.title]));
  return terms
    .filter((p) => p.locale === locale && isSearchable(p))
    .flatMap((p): [string, string][] => {
      const other = otherName.get(p.key);
      return other && fold(other) !== fold(p.title) ? [[other, p.title]] : [];
    });
}
