// The section headings a listing adds to its page, defined once: the
// components (src/components/Listing.tsx, pages.tsx) draw them with these ids
// and texts, and the model (generator/model/entities.ts) puts the same entries
// in the page's table of contents, as a doc page's own h2 headings are.
import { t } from '../../i18n/index.ts';
import type { Listing, Locale, TocEntry } from './types.ts';

export const LISTING_HEADING_IDS = {
  /** the visually hidden heading above a catalogue's filters and cards */
  catalogue: 'catalogue',
  leads: 'project-lead',
  upcoming: 'upcoming-events',
  past: 'past-events',
} as const;

/** The id of a team's or committee's heading. */
export function groupHeadingId(slug: string): string {
  return `group-${slug}`;
}

/** The h2 headings the listing shows, in the order it shows them. */
export function listingHeadings(listing: Listing, locale: Locale): TocEntry[] {
  const h2 = (id: string, text: string): TocEntry => ({ id, text, level: 2 });
  switch (listing.kind) {
    case 'catalogue':
      return [h2(LISTING_HEADING_IDS.catalogue, t(locale, 'catalogue.heading'))];
    case 'groups':
      return [
        ...(listing.leads.length ? [h2(LISTING_HEADING_IDS.leads, t(locale, 'listing.leads'))] : []),
        ...listing.groups.map((g) => h2(groupHeadingId(g.slug), g.name)),
      ];
    case 'events':
      return [h2(LISTING_HEADING_IDS.upcoming, t(locale, 'listing.upcoming')), h2(LISTING_HEADING_IDS.past, t(locale, 'listing.past'))];
    default:
      return [];
  }
}
