// The home page of each locale, and /docs (which opens the
// application-profile term page, as the spec says). Built from the graph:
// datasets, the term of the day, the latest posts and upcoming events.
import { entityPageKey } from '../entity-kinds.ts';
import type { HomeContent, HomeLink, Locale, Page, Records } from '../../src/shared/model/types.ts';
import { LOCALES } from '../../src/shared/model/types.ts';
import { localizePath } from '../../src/shared/paths.ts';
import { t } from '../../src/i18n/index.ts';
import { strings, type FeatureStrings } from '../../src/i18n/features.ts';
import type { BlogModel } from './blog.ts';
import { firstDayKey, formatDateRange, lastDayKey } from './dates.ts';
import { glossaryTerms, termKey } from './terms.ts';
import type { Problem } from '../errors.ts';
import { termOfTheDay, termOfTheDayCard } from './glossary.ts';
import { generatedPage } from './generated-page.ts';

// The entity tiles: where each leads; their words are in src/i18n/home.{en,fr}.json under `tiles`.
const TILES: { slug: keyof FeatureStrings<'home'>['tiles']; href: string }[] = [
  { slug: 'people', href: '/docs/explore-lod/understand-lincs-data/application-profiles-main/people-organizations' },
  { slug: 'creative-works', href: '/docs/explore-lod/understand-lincs-data/application-profiles-main/conceptual-objects' },
  { slug: 'organizations', href: '/docs/explore-lod/understand-lincs-data/application-profiles-main/people-organizations' },
  { slug: 'places', href: '/docs/explore-lod/understand-lincs-data/application-profiles-main/places' },
  { slug: 'events', href: '/docs/explore-lod/understand-lincs-data/application-profiles-main/basic-patterns' },
  { slug: 'sources', href: '/docs/explore-lod/understand-lincs-data/application-profiles-main/sources-metadata' },
  { slug: 'objects', href: '/docs/explore-lod/understand-lincs-data/application-profiles-main/physical-objects' },
];

/** start and end may be days or months (xsd:gYearMonth): a month covers all its days */
export function eventStatus(start: string, end: string | undefined, todayKey: string): 'ongoing' | 'upcoming' | 'past' {
  const last = lastDayKey(end ?? start);
  if (todayKey < firstDayKey(start)) return 'upcoming';
  if (todayKey <= last) return 'ongoing';
  return 'past';
}

type Linker = (href: string, label: string, className?: string) => HomeLink;

/**
 * `existing` holds the keys of the pages the site has: a curated home link to
 * a page that does not exist is shown as plain text with a warning, so a small
 * site (or a fixture) still builds while the real site is told what is missing.
 * `links` collects the site's pages linked, for the link check.
 */
function curatedLinks(locale: Locale, existing: Set<string>, problems: Problem[]): { link: Linker; links: { href: string }[] } {
  const links: { href: string }[] = [];
  /** a curated link: to a page of the site (localized) or elsewhere; text alone if the page does not exist */
  const link: Linker = (href, label, className) => {
    if (!href.startsWith('/')) return { label, href, className };
    if (!existing.has(href.split('#')[0])) {
      if (locale === 'en')
        problems.push({
          severity: 'warning',
          stage: 'model',
          message: `the home page links to ${href}, which does not exist; shown as text`,
          position: { file: 'generator/model/home.ts' },
        });
      return { label };
    }
    links.push({ href });
    return { label, href: localizePath(href, locale), className };
  };
  return { link, links };
}

function homeEvents(records: Records, locale: Locale, todayKey: string, existing: Set<string>, link: Linker): HomeContent['events'] {
  const tx = strings('home', locale);
  const sortedEvents = records.events.slice().sort((x, y) => (firstDayKey(x.startDate) < firstDayKey(y.startDate) ? -1 : 1));
  return {
    heading: tx.events,
    // day keys, so the browser compares plain YYYY-MM-DD strings even for month-only dates
    all: records.events.map((e) => ({ start: firstDayKey(e.startDate), end: lastDayKey(e.endDate ?? e.startDate), slug: e.slug })),
    items: sortedEvents.map((e) => {
      const href = e.url?.replace(/^https?:\/\/[^/]+/, '');
      return {
        slug: e.slug,
        start: firstDayKey(e.startDate),
        end: lastDayKey(e.endDate ?? e.startDate),
        datetime: e.startDate,
        status: eventStatus(e.startDate, e.endDate, todayKey),
        dateLabel: formatDateRange(e.startDate, e.endDate, locale),
        // an event's own page only when the site has it: no warning, most events have none
        name: href && existing.has(href) ? link(href, e.name[locale]) : { label: e.name[locale] },
        location: e.location?.[locale],
      };
    }),
    labels: { ongoing: tx.ongoing, upcoming: tx.upcoming, past: tx.past, none: tx.noEvents },
    more: link('/docs/about-lincs/get-involved/events', tx.allEvents),
  };
}

interface HomeInput {
  records: Records;
  blog: BlogModel;
  existing: Set<string>;
  today: Date;
  locale: Locale;
  link: Linker;
}

function homeContent({ records, blog, existing, today, locale, link }: HomeInput): HomeContent {
  const tx = strings('home', locale);
  return {
    hero: {
      title: tx.heroTitle,
      lead: tx.hero,
      actions: [
        link('/docs/create-lod/get-started', tx.start, 'button'),
        link('/docs/explore-lod/project-datasets', tx.explore, 'button button-secondary'),
      ],
    },
    entities: {
      heading: tx.entities,
      tiles: TILES.map(({ slug, href }) => ({ slug, link: link(href, tx.tiles[slug].title), text: tx.tiles[slug].text })),
    },
    sections: tx.sections.map((s) => ({ title: s.title, text: s.text, links: s.links.map(([label, href]) => link(href, label)) })),
    datasets: {
      heading: tx.datasets,
      labels: { carousel: tx.carousel, prev: tx.prev, next: tx.next, pause: tx.pause, play: tx.play },
      slides: records.datasets.map((d) => ({
        image: d.image?.replace(/^https?:\/\/[^/]+/, ''),
        title: d.shortTitle[locale],
        abstract: d.abstract[locale],
        // a dataset without its page is reported by validate/entities.ts, naming the dataset
        link: existing.has(entityPageKey('datasets', d.slug))
          ? link(entityPageKey('datasets', d.slug), tx.learnMore)
          : { label: tx.learnMore },
      })),
    },
    termOfTheDay: termOfTheDayCard(glossaryTerms(records.concepts), locale, today),
    events: homeEvents(records, locale, today.toISOString().slice(0, 10), existing, link),
    latest: {
      heading: tx.latest,
      posts: blog.feeds[locale].slice(0, 3).map(({ post }) => ({
        link: link(post.href.replace(/^\/fr/, ''), post.title),
        date: post.date,
        dateLabel: post.dateLabel,
        description: post.description,
      })),
      more: link('/blog', tx.allPosts),
    },
  };
}

export function buildHomePages(records: Records, blog: BlogModel, existing: Set<string>, problems: Problem[], today: Date): Page[] {
  const pages: Page[] = [];
  const terms = glossaryTerms(records.concepts);
  for (const locale of LOCALES) {
    const { link, links } = curatedLinks(locale, existing, problems);
    const home = homeContent({ records, blog, existing, today, locale, link });
    // the term of the day links to a term page
    const todaysTerm = termOfTheDay(terms, today);
    if (todaysTerm) links.push({ href: termKey(todaysTerm.slug) });
    pages.push(
      generatedPage(locale, '/', t(locale, 'site.title'), t(locale, 'site.description'), { kind: 'home', home }, 'home', {
        links,
        anchors: ['entities', 'datasets', 'events', 'latest'],
        // the home page describes the infrastructure itself
        entityIri: records.organizations.find((o) => o.slug === 'lincs')?.iri,
      }),
    );
  }
  return pages;
}
