// Pages about graph entities: a doc with `entity: tool/openrefine` shows the
// entity's facts above its prose and names it as the page's main entity; a doc
// with `listing: NAME` gets a list drawn from the graph (generator/model/listings.ts).
// Everything here is data: src/components/EntityPanel.tsx and Listing.tsx lay it out.
import type { ContactSettings, EntityPanel, Listing, Locale, Page, Records, TocEntry } from '../../src/shared/model/types.ts';
import { listingHeadings } from '../../src/shared/model/listing-headings.ts';
import type { Problem } from '../errors.ts';
import { formatDate, formatDateRange } from './dates.ts';
import { buildListing, facetLabeller, listingLinks, listedEntities, type FacetLabel } from './listings.ts';
import { allEntities, entityPageKey } from '../entity-kinds.ts';

export type { ContactSettings };

const local = (href: string | undefined, siteUrl: string) => (href && href.startsWith(siteUrl) ? href.slice(siteUrl.length) || '/' : href);

/** A publication date as precise as its source: a day, a month, or a year alone. */
const formatDatePublished = (value: string, locale: Locale) => (/^\d{4}$/.test(value) ? value : formatDate(value, locale));

/** The facts of the entity a page names in its front matter, or undefined when the kind has no panel. */
function entityPanel(
  ref: string,
  locale: Locale,
  records: Records,
  label: FacetLabel,
  pages: Page[],
  siteUrl: string,
): EntityPanel | undefined {
  const [kind, slug] = ref.split('/');
  const text = (s: string | undefined) => label(s, locale) || undefined;
  if (kind === 'tool') {
    const tool = records.tools.find((x) => x.slug === slug)!;
    return {
      kind,
      iri: tool.iri,
      summary: tool.description[locale],
      functions: tool.functions.map((f) => label(f, locale)).filter(Boolean),
      level: text(tool.level),
      origin: text(tool.origin),
      requiresAccount: tool.requiresAccount,
      url: tool.url,
    };
  }
  if (kind === 'dataset') {
    const d = records.datasets.find((x) => x.slug === slug)!;
    const profile = pages.find(
      (p) => p.locale === locale && p.key.startsWith(`${entityPageKey('datasets', slug)}/`) && p.key.endsWith('application-profile'),
    );
    return {
      kind,
      iri: d.iri,
      summary: d.description[locale],
      image: d.image ? { src: local(d.image, siteUrl)!, alt: '', credit: d.credit?.[locale] } : undefined,
      status: text(d.status),
      keywords: d.keywords[locale],
      source: d.source?.[locale] ? { text: d.source[locale], href: d.basedOn } : undefined,
      licence: d.license ? { text: d.license.includes('/by/4.0') ? 'CC BY 4.0' : d.license, href: d.license } : undefined,
      exploreUrl: d.exploreUrl,
      profileHref: profile?.path,
      leads: d.creators.map((id) => records.people.find((p) => p.id === id)?.name).filter((n): n is string => !!n),
      published: d.datePublished ? formatDatePublished(d.datePublished, locale) : undefined,
      size: d.size?.[locale] || undefined,
    };
  }
  if (kind === 'event') {
    const e = records.events.find((x) => x.slug === slug)!;
    return {
      kind,
      iri: e.iri,
      summary: e.description[locale],
      dates: formatDateRange(e.startDate, e.endDate, locale),
      location: e.location?.[locale] || undefined,
      eventKind: text(e.kind),
    };
  }
  return undefined;
}

/**
 * The page's table of contents with its listing's h2 headings where the page
 * shows them (src/components/pages.tsx): a catalogue before the prose, the
 * other listings after it; none when the front matter hides the table or
 * leaves out level 2.
 */
function tocWithListing(page: Page, listing: Listing): TocEntry[] {
  const levels = page.tocLevels;
  if (!levels || levels.min > 2 || levels.max < 2) return page.toc;
  const headings = listingHeadings(listing, page.locale);
  return listing.kind === 'catalogue' ? [...headings, ...page.toc] : [...page.toc, ...headings];
}

/**
 * The pages with what their `entity:` and `listing:` front matter name: new
 * page values, the ones given are left as they were.
 */
export function attachEntities(
  pages: Page[],
  records: Records,
  siteUrl: string,
  today: Date,
  contact: ContactSettings = {},
): { pages: Page[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const label = facetLabeller(records);
  const byId = new Map<string, { iri: string }>();
  for (const e of allEntities(records)) byId.set(e.id, e);
  const todayKey = today.toISOString().slice(0, 10);
  const problem = (page: Page, message: string) => {
    if (page.locale === 'en') problems.push({ severity: 'error', stage: 'model', message, position: { file: page.source ?? page.path } });
  };

  const attached = pages.map((page): Page => {
    if (page.body.kind !== 'doc') return page;
    const locale = page.locale;
    let result = page;
    if (page.entityRef) {
      const entity = byId.get(page.entityRef);
      if (!entity) {
        problem(page, `entity "${page.entityRef}" named in front matter is not in the graph`);
        return page;
      }
      const panel = entityPanel(page.entityRef, locale, records, label, pages, siteUrl);
      result = { ...result, entityIri: entity.iri, body: panel ? { ...page.body, entity: panel } : page.body };
    }
    if (page.listing) {
      const listing = buildListing(page.listing, { locale, records, label, todayKey, siteUrl, pages, contact });
      if (!listing) {
        problem(page, `unknown listing "${page.listing}"`);
        return result;
      }
      const links = listingLinks(listing).map((href) => ({ href: href === '/fr/' ? '/' : href.replace(/^\/fr\//, '/') }));
      result = {
        ...result,
        body: { ...(result.body as typeof page.body), listing },
        toc: tocWithListing(page, listing),
        listedEntities: listedEntities(listing),
        links: [...page.links, ...links],
      };
    }
    return result;
  });
  return { pages: attached, problems };
}
