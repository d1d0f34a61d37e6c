// The home page of each locale, and /docs (which opens the
// application-profile term page, as the spec says). Built from the graph:
// datasets, the term of the day, the latest posts and upcoming events.
import type { HomeContent, HomeLink, Locale, Page, Records } from '../../src/shared/model/types.ts';
import { LOCALES } from '../../src/shared/model/types.ts';
import { localizePath } from '../../src/shared/paths.ts';
import { t } from '../../src/i18n/index.ts';
import type { BlogModel } from './blog.ts';
import { firstDayKey, formatDateRange, lastDayKey } from './dates.ts';
import { glossaryTerms, termKey } from './terms.ts';
import type { Problem } from '../errors.ts';
import { termOfTheDay, termOfTheDayCard } from './glossary.ts';

type Tile = { slug: string; href: string; en: [string, string]; fr: [string, string] };
const TILES: Tile[] = [
  {
    slug: 'people',
    href: '/docs/explore-lod/understand-lincs-data/application-profiles-main/people-organizations',
    en: ['People', 'Writers, artists, scholars and everyone else the sources mention, with their lives, roles and relationships.'],
    fr: [
      'Personnes',
      'Écrivaines, artistes, chercheurs et toutes les personnes que citent les sources, avec leur vie, leurs rôles et leurs relations.',
    ],
  },
  {
    slug: 'creative-works',
    href: '/docs/explore-lod/understand-lincs-data/application-profiles-main/conceptual-objects',
    en: ['Creative works', 'Books, poems, paintings, songs and periodicals, described apart from the copies that carry them.'],
    fr: ['Œuvres', 'Livres, poèmes, tableaux, chansons et périodiques, décrits indépendamment des exemplaires qui les portent.'],
  },
  {
    slug: 'organizations',
    href: '/docs/explore-lod/understand-lincs-data/application-profiles-main/people-organizations',
    en: ['Organizations', 'Publishers, societies, companies and institutions, and the people who belonged to them.'],
    fr: ['Organisations', 'Éditeurs, sociétés, entreprises et institutions, et les personnes qui en faisaient partie.'],
  },
  {
    slug: 'places',
    href: '/docs/explore-lod/understand-lincs-data/application-profiles-main/places',
    en: ['Places', 'Cities, buildings, streets and regions, linked to gazetteers so a place is the same place in every dataset.'],
    fr: [
      'Lieux',
      'Villes, bâtiments, rues et régions, reliés à des répertoires toponymiques ' +
        'pour qu’un lieu soit le même dans tous les jeux de données.',
    ],
  },
  {
    slug: 'events',
    href: '/docs/explore-lod/understand-lincs-data/application-profiles-main/basic-patterns',
    en: ['Events', 'Births, publications, performances and meetings: the happenings that tie people, places and things together.'],
    fr: ['Événements', 'Naissances, publications, représentations et rencontres : ce qui relie les personnes, les lieux et les choses.'],
  },
  {
    slug: 'sources',
    href: '/docs/explore-lod/understand-lincs-data/application-profiles-main/sources-metadata',
    en: ['Sources', 'The archives, editions and databases each statement comes from, so every claim can be traced back.'],
    fr: [
      'Sources',
      'Les archives, éditions et bases de données d’où vient chaque énoncé, pour que toute affirmation puisse être retracée.',
    ],
  },
  {
    slug: 'objects',
    href: '/docs/explore-lod/understand-lincs-data/application-profiles-main/physical-objects',
    en: ['Objects', 'Physical things such as artworks, manuscripts and instruments, with where they are kept and how they were made.'],
    fr: [
      'Objets',
      'Des choses matérielles comme des œuvres d’art, des manuscrits et des instruments, ' +
        'avec leur lieu de conservation et leur fabrication.',
    ],
  },
];

const SECTIONS = {
  en: [
    {
      title: 'Access the research platform',
      text: 'Browse, search and visualize the published data in ResearchSpace, and sign in to review your own.',
      links: [
        ['ResearchSpace', 'https://rs.lincsproject.ca/'],
        ['ResearchSpace documentation', '/docs/tools/researchspace'],
        ['Account service', '/docs/tools/account-service'],
      ],
    },
    {
      title: 'Explore data',
      text: 'See which project datasets are published and how their entities are modelled.',
      links: [
        ['Project datasets', '/docs/explore-lod/project-datasets'],
        ['Understand the data', '/docs/explore-lod/understand-lincs-data'],
        ['Context Explorer', '/docs/tools/context-explorer'],
      ],
    },
    {
      title: 'Create data',
      text: 'Follow the workflow from your spreadsheets or XML to published linked open data.',
      links: [
        ['Create LOD', '/docs/create-lod'],
        ['Get started', '/docs/create-lod/get-started'],
        ['Tools', '/docs/tools'],
      ],
    },
    {
      title: 'Connect with code',
      text: 'Query the graph with SPARQL, call the APIs, or download this site\u2019s own data.',
      links: [
        ['SPARQL query page', '/docs/tools/sparql/yasgui'],
        ['LINCS API', '/docs/tools/lincs-api'],
        ['Learn SPARQL', '/docs/learn-lod/linked-open-data-basics/concepts-sparql'],
      ],
    },
  ],
  fr: [
    {
      title: 'Accéder à la plateforme de recherche',
      text: 'Parcourez, interrogez et visualisez les données publiées dans ResearchSpace, et connectez-vous pour réviser les vôtres.',
      links: [
        ['ResearchSpace', 'https://rs.lincsproject.ca/'],
        ['Documentation de ResearchSpace', '/docs/tools/researchspace'],
        ['Service de comptes', '/docs/tools/account-service'],
      ],
    },
    {
      title: 'Explorer les données',
      text: 'Voyez quels jeux de données sont publiés et comment leurs entités sont modélisées.',
      links: [
        ['Jeux de données des projets', '/docs/explore-lod/project-datasets'],
        ['Comprendre les données', '/docs/explore-lod/understand-lincs-data'],
        ['Context Explorer', '/docs/tools/context-explorer'],
      ],
    },
    {
      title: 'Créer des données',
      text: 'Suivez le processus qui mène de vos tableurs ou de vos fichiers XML à des données ouvertes liées publiées.',
      links: [
        ['Créer des LOD', '/docs/create-lod'],
        ['Premiers pas', '/docs/create-lod/get-started'],
        ['Outils', '/docs/tools'],
      ],
    },
    {
      title: 'Se connecter par le code',
      text: 'Interrogez le graphe en SPARQL, appelez les API ou téléchargez les données de ce site.',
      links: [
        ['Page de requêtes SPARQL', '/docs/tools/sparql/yasgui'],
        ['API de LINCS', '/docs/tools/lincs-api'],
        ['Apprendre SPARQL', '/docs/learn-lod/linked-open-data-basics/concepts-sparql'],
      ],
    },
  ],
};

const TEXT = {
  en: {
    heroTitle: 'Linked open data for cultural scholarship',
    hero:
      'LINCS converts humanities research data into linked open data, publishes it, ' +
      'and gives researchers the tools to create, explore and query it.',
    start: 'Get started',
    explore: 'Explore the data',
    entities: 'What the data describes',
    datasets: 'Project datasets',
    latest: 'From the blog',
    events: 'Ongoing and upcoming events',
    allPosts: 'All posts',
    allEvents: 'All events',
    learnMore: 'Learn more',
    noEvents: 'No upcoming event has been announced. Past events are listed on the events page.',
    ongoing: 'Ongoing',
    upcoming: 'Upcoming',
    carousel: 'Dataset carousel',
    prev: 'Previous dataset',
    next: 'Next dataset',
    pause: 'Pause the carousel',
    play: 'Play the carousel',
  },
  fr: {
    heroTitle: 'Des données ouvertes liées pour la recherche en culture',
    hero:
      'LINCS convertit les données de recherche en sciences humaines en données ouvertes liées, ' +
      'les publie et offre aux chercheurs les outils pour les créer, les explorer et les interroger.',
    start: 'Premiers pas',
    explore: 'Explorer les données',
    entities: 'Ce que décrivent les données',
    datasets: 'Jeux de données des projets',
    latest: 'Sur le blogue',
    events: 'Événements en cours et à venir',
    allPosts: 'Tous les billets',
    allEvents: 'Tous les événements',
    learnMore: 'En savoir plus',
    noEvents: 'Aucun événement à venir n’a été annoncé. Les événements passés sont présentés sur la page des événements.',
    ongoing: 'En cours',
    upcoming: 'À venir',
    carousel: 'Carrousel des jeux de données',
    prev: 'Jeu de données précédent',
    next: 'Jeu de données suivant',
    pause: 'Mettre le carrousel en pause',
    play: 'Relancer le carrousel',
  },
};

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
  const tx = TEXT[locale];
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
    labels: { ongoing: tx.ongoing, upcoming: tx.upcoming, none: tx.noEvents },
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
  const tx = TEXT[locale];
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
      tiles: TILES.map((tile) => ({ slug: tile.slug, link: link(tile.href, tile[locale][0]), text: tile[locale][1] })),
    },
    sections: SECTIONS[locale].map((s) => ({ title: s.title, text: s.text, links: s.links.map(([label, href]) => link(href, label)) })),
    datasets: {
      heading: tx.datasets,
      labels: { carousel: tx.carousel, prev: tx.prev, next: tx.next, pause: tx.pause, play: tx.play },
      slides: records.datasets.map((d) => ({
        image: d.image?.replace(/^https?:\/\/[^/]+/, ''),
        title: d.shortTitle[locale],
        abstract: d.abstract[locale],
        // a dataset without its page is reported by validate/entities.ts, naming the dataset
        link: existing.has(`/docs/explore-lod/project-datasets/${d.slug}`)
          ? link(`/docs/explore-lod/project-datasets/${d.slug}`, tx.learnMore)
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

export function buildHomePages(records: Records, blog: BlogModel, existing: Set<string>, problems: Problem[], today = new Date()): Page[] {
  const pages: Page[] = [];
  const terms = glossaryTerms(records.concepts);
  for (const locale of LOCALES) {
    const { link, links } = curatedLinks(locale, existing, problems);
    const home = homeContent({ records, blog, existing, today, locale, link });
    // the term of the day links to a term page
    const todaysTerm = termOfTheDay(terms, today);
    if (todaysTerm) links.push({ href: termKey(todaysTerm.slug) });
    pages.push({
      key: '/',
      locale,
      path: localizePath('/', locale),
      kind: 'home',
      title: t(locale, 'site.title'),
      description: t(locale, 'site.description'),
      contentLang: locale,
      untranslated: false,
      noindex: false,
      hidden: false,
      toc: [],
      body: { kind: 'home', home },
      links,
      anchors: ['entities', 'datasets', 'events', 'latest'],
      ogType: 'website',
      // the home page describes the infrastructure itself
      entityIri: records.organizations.find((o) => o.slug === 'lincs')?.iri,
    });
  }
  return pages;
}
