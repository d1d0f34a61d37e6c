// Lists drawn from the graph for a doc page's `listing:` front matter: partner
// organisations, teams and committees, events, the tool and dataset catalogues
// (generator/model/catalogues.ts) and the contact form. Data only: the
// components in src/components/Listing.tsx lay it out.
import type { Concept, ContactSettings, EventItem, Listing, Locale, Page, PersonItem, Records } from '../../src/shared/model/types.ts';
import { safeHref } from '../../src/shared/safe-url.ts';
import { localizePath } from '../../src/shared/paths.ts';
import { firstDayKey, formatDateRange, lastDayKey } from './dates.ts';
import { eventStatus } from './home.ts';
import { datasetCatalogue, toolCatalogue } from './catalogues.ts';

/** A facet's label in a language, from its SKOS concept; the slug when the graph has no label, '' for no value. */
export type FacetLabel = (slug: string | undefined, locale: Locale) => string;

export function facetLabeller(records: Records): FacetLabel {
  const facets = new Map<string, Concept>(records.concepts.map((c) => [c.slug, c]));
  return (slug, locale) => (slug ? (facets.get(slug)?.label[locale] ?? slug) : '');
}

export interface ListingInput {
  locale: Locale;
  records: Records;
  label: FacetLabel;
  /** YYYY-MM-DD: which events are past */
  todayKey: string;
  siteUrl: string;
  pages: Page[];
  contact: ContactSettings;
}

function organizations(role: string, { records, locale }: ListingInput): Listing {
  const list = records.organizations
    .filter((o) => o.roles.includes(role))
    .sort((a, b) => a.name[locale].localeCompare(b.name[locale], locale));
  const items = list.map((o) => ({ iri: o.iri, name: o.name[locale], url: safeHref(o.url), description: o.description?.[locale] }));
  return { kind: 'organizations', role, items };
}

function person(p: Records['people'][number], locale: Locale): PersonItem {
  return { iri: p.iri, name: p.name, jobTitle: p.jobTitle[locale] || undefined, description: p.description?.[locale] };
}

/** Teams or committees with their members; `withLeads` adds the real people recorded as members of the infrastructure itself. */
function groups(kind: string, withLeads: boolean, { records, locale }: ListingInput): Listing {
  // writing personas are never shown as members of a real body
  const real = records.people.filter((p) => !p.persona);
  const leads = withLeads ? real.filter((p) => p.memberOf.includes('organization/lincs')).map((p) => person(p, locale)) : [];
  const list = records.organizations
    .filter((o) => o.groupKind === kind)
    .map((g) => ({
      iri: g.iri,
      slug: g.slug,
      name: g.name[locale],
      description: g.description?.[locale],
      members: real.filter((p) => p.memberOf.includes(g.id)).map((p) => person(p, locale)),
    }));
  return { kind: 'groups', leads, groups: list };
}

function events({ records, locale, todayKey, siteUrl, pages, label }: ListingInput): Listing {
  const sorted = [...records.events].sort((a, b) => (firstDayKey(a.startDate) < firstDayKey(b.startDate) ? 1 : -1));
  const item = (ev: (typeof sorted)[number]): EventItem => {
    const key = ev.url?.startsWith(siteUrl) ? ev.url.slice(siteUrl.length) : undefined;
    const hasPage = key !== undefined && pages.some((p) => p.locale === locale && p.key === key);
    return {
      start: firstDayKey(ev.startDate),
      end: lastDayKey(ev.endDate ?? ev.startDate),
      datetime: ev.startDate,
      dateLabel: formatDateRange(ev.startDate, ev.endDate, locale),
      name: ev.name[locale],
      href: hasPage ? localizePath(key, locale) : undefined,
      location: ev.location?.[locale],
      kind: label(ev.kind, locale),
      description: ev.description[locale],
    };
  };
  const past = (ev: (typeof sorted)[number]) => eventStatus(ev.startDate, ev.endDate, todayKey) === 'past';
  return {
    kind: 'events',
    upcoming: sorted
      .filter((ev) => !past(ev))
      .reverse()
      .map(item),
    past: sorted.filter(past).map(item),
  };
}

/** The listing called `name`, or undefined when there is no such listing. */
export function buildListing(name: string, input: ListingInput): Listing | undefined {
  switch (name) {
    case 'funding-partners':
    case 'infrastructure-partners':
    case 'dataset-partners':
      return organizations(name.replace(/s$/, ''), input);
    case 'collaborators':
      return organizations('collaborator', input);
    case 'ecosystem':
      return organizations('ecosystem', input);
    case 'team':
      return groups('team', true, input);
    case 'committees':
      return groups('committee', false, input);
    case 'events':
      return events(input);
    // an entry whose page is missing is shown without a link: validate/entities.ts
    // reports the missing page against the entity, not this catalogue
    case 'tools':
      return { kind: 'catalogue', catalogue: toolCatalogue(input) };
    case 'datasets':
      return { kind: 'catalogue', catalogue: datasetCatalogue(input) };
    case 'contact-form':
      return { kind: 'contact', contact: input.contact };
    default:
      return undefined;
  }
}

/** IRIs of the entities a listing shows, in the order it shows them, for the page's JSON-LD. */
export function listedEntities(listing: Listing): string[] {
  if (listing.kind === 'organizations') return listing.items.map((o) => o.iri);
  if (listing.kind !== 'groups') return [];
  const iris = [...listing.leads.map((p) => p.iri), ...listing.groups.flatMap((g) => [g.iri, ...g.members.map((m) => m.iri)])];
  return [...new Set(iris)];
}

/** The site's own pages a listing links to (localized paths), for the link check. */
export function listingLinks(listing: Listing): string[] {
  if (listing.kind === 'events') return [...listing.upcoming, ...listing.past].flatMap((e) => (e.href ? [e.href] : []));
  if (listing.kind !== 'catalogue') return [];
  return listing.catalogue.items.flatMap((i) => [i.href, i.learnMoreHref].filter((h): h is string => !!h));
}
