// The site model: plain data shared by the generator (which builds it) and the
// React components (which render it). No functions, no I/O: everything here is
// serialisable so a page's data can also be shipped to the browser.

import type { SparqlPageContent } from '../sparql.ts';

export type Locale = 'en' | 'fr';
export const LOCALES: readonly Locale[] = ['en', 'fr'];

/** A string in both languages; `fr` may fall back to English when missing. */
export interface Bilingual {
  en: string;
  fr: string;
}

export interface TocEntry {
  id: string;
  text: string;
  level: number;
}

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  /** the route key of the target, used to mark the current page */
  key: string;
}
export interface SidebarCategory {
  type: 'category';
  label: string;
  href?: string;
  key?: string;
  items: SidebarItem[];
  /** `collapsed: false` in the folder's _category_ file: open on every page */
  collapsed?: false;
}
export type SidebarItem = SidebarLink | SidebarCategory;

export interface Sidebar {
  id: string;
  label: string;
  items: SidebarItem[];
}

export interface Alternate {
  locale: Locale;
  href: string;
}

export interface Breadcrumb {
  label: string;
  href?: string;
}

export interface PageLinkRef {
  label: string;
  href: string;
}

/** Head and chrome information common to every rendered page. */
export interface PageMeta {
  /** language-free route key, e.g. `/docs/terms/triple` */
  key: string;
  /** the key whose place the sidebar and navbar mark (Page.navKey), when not `key` */
  navKey?: string;
  locale: Locale;
  /** the path of this page, e.g. `/fr/docs/terms/triple` */
  path: string;
  /** language of the page's content (a French page without translation holds English) */
  contentLang: Locale;
  title: string;
  description: string;
  canonical: string;
  alternates: Alternate[];
  /** the same page in each locale where it is built (translated or not), for the language switcher */
  localePaths: Alternate[];
  noindex: boolean;
  banner?: 'draft' | 'unlisted';
  untranslated: boolean;
  image?: string;
  ogType: 'website' | 'article';
  /** for redirect pages: where the meta refresh sends the visitor */
  redirectTo?: string;
  /** serialised JSON-LD, already escaped for a <script> element */
  jsonLd: string;
  /** RDF descriptions of the page's main entity, if any */
  rdfAlternates: { type: string; href: string }[];
  /** extra <link rel="alternate"> (feeds) */
  feeds: { type: string; href: string; title: string }[];
}

// ---------------------------------------------------------------- records
// Entities of the graph, shaped by the query stage. Text fields are bilingual.

export interface EntityRef {
  /** the entity IRI */
  iri: string;
  /** `term/triple`: kind and slug, also the path under /id/ */
  id: string;
  slug: string;
}

export interface Concept extends EntityRef {
  label: Bilingual;
  altLabels: { en: string[]; fr: string[] };
  /** names the site does not use (lv:avoidLabel): the lexicon lists them, the terminology check warns on them */
  avoidLabels: { en: string[]; fr: string[] };
  definition: Bilingual;
  example?: Bilingual;
  related: string[]; // slugs
  broader: string[];
  narrower: string[];
  seeAlso: string[];
  exactMatch: string[];
  scheme: string; // scheme slug
  notation?: string;
}

export interface Tool extends EntityRef {
  name: string;
  alternateName?: string;
  abstract: Bilingual;
  description: Bilingual;
  url?: string;
  functions: string[]; // facet slugs
  level?: string;
  origin?: string;
  /** undefined when the project has not published whether the tool needs an account */
  requiresAccount?: boolean;
  keywords: { en: string[]; fr: string[] };
  documentation?: string;
}

export interface DatasetRecord extends EntityRef {
  shortTitle: Bilingual;
  title: Bilingual;
  abstract: Bilingual;
  description: Bilingual;
  status?: string; // facet slug
  keywords: { en: string[]; fr: string[] };
  source?: Bilingual;
  basedOn?: string;
  image?: string;
  credit?: Bilingual;
  exploreUrl?: string;
  license?: string;
  /** ids (`person/slug`) of the project leads (schema:creator) */
  creators: string[];
  /** date of first publication with LINCS: "YYYY-MM-DD", "YYYY-MM" or "YYYY" */
  datePublished?: string;
  /** what the dataset holds, in the words of its public source (schema:size) */
  size?: Bilingual;
}

export interface EventRecord extends EntityRef {
  name: Bilingual;
  description: Bilingual;
  startDate: string;
  endDate?: string;
  location?: Bilingual;
  kind?: string; // facet slug
  url?: string;
}

export interface PersonRecord extends EntityRef {
  name: string;
  /** an author invented by the portal to sign blog posts (lv:writingPersona): not a real person, not staff */
  persona: boolean;
  jobTitle: Bilingual;
  description?: Bilingual;
  image?: string;
  sameAs: string[];
  memberOf: string[]; // group ids (kind/slug)
}

export interface OrganizationRecord extends EntityRef {
  name: Bilingual;
  alternateName?: Bilingual;
  description?: Bilingual;
  url?: string;
  roles: string[]; // facet slugs
  groupKind?: string; // facet slug for teams and committees
}

export interface Records {
  concepts: Concept[]; // glossary, facets and tags alike; filter by scheme
  tools: Tool[];
  datasets: DatasetRecord[];
  events: EventRecord[];
  people: PersonRecord[];
  organizations: OrganizationRecord[];
}

// ---------------------------------------------------------------- pages

export interface LinkItem {
  label: string;
  href: string;
}

/**
 * Facts about the entity a doc page describes (tool, dataset, event), shown
 * above its prose; src/components/EntityPanel.tsx lays them out.
 */
interface PanelBase {
  iri: string;
  summary?: string;
}
export type EntityPanel =
  | (PanelBase & { kind: 'tool'; functions: string[]; level?: string; origin?: string; requiresAccount?: boolean; url?: string })
  | (PanelBase & {
      kind: 'dataset';
      image?: { src: string; alt: string; credit?: string };
      status?: string;
      keywords: string[];
      source?: { text: string; href?: string };
      licence?: { text: string; href: string };
      exploreUrl?: string;
      /** the dataset's application profile page, localized */
      profileHref?: string;
      /** names of the project leads; empty when none is published */
      leads: string[];
      /** the date of first publication with LINCS, formatted; absent when not published */
      published?: string;
      /** what the dataset holds; absent when no figure is published */
      size?: string;
    })
  | (PanelBase & { kind: 'event'; dates: string; location?: string; eventKind?: string });

// ---------------------------------------------------------------- listings
// What a doc page with `listing: NAME` shows after (or, for catalogues, before) its prose.

export interface OrganizationItem {
  iri: string;
  name: string;
  /** already checked by the scheme allow-list */
  url?: string;
  description?: string;
}
export interface PersonItem {
  iri: string;
  name: string;
  jobTitle?: string;
  description?: string;
}
export interface GroupItem {
  iri: string;
  slug: string;
  name: string;
  description?: string;
  members: PersonItem[];
}
export interface EventItem {
  start: string;
  end: string;
  /** the date as recorded, for <time datetime> */
  datetime: string;
  dateLabel: string;
  name: string;
  /** the event's own page on this site, localized */
  href?: string;
  location?: string;
  kind: string;
  description: string;
}
export interface ContactSettings {
  /** where the form posts; a form service or the institution's endpoint */
  action?: string;
  /** without an action, the form opens the visitor's mail program addressed here */
  email?: string;
  /** with neither, where visitors can reach the project (a public page) */
  website?: string;
}

/** A catalogue (tools, datasets): filter facets whose labels come from the graph, and cards. Also the island's props. */
export interface CatalogueData {
  name: 'tools' | 'datasets';
  locale: Locale;
  facets: { name: string; options: { value: string; label: string }[] }[];
  items: CatalogueItem[];
}
export interface CatalogueItem {
  key: string;
  title: string;
  /** the card's title links here (tools) */
  href?: string;
  /** a second, longer title (datasets) */
  subtitle?: string;
  abstract: string;
  image?: string;
  /** facet name → the entry's values, what the checkboxes select on */
  values: Record<string, string[]>;
  /** the facet labels shown on the card */
  chips: string[];
  /** what the search box looks in: names, other names, keywords and descriptions in the page's language */
  searchText: string;
  exploreUrl?: string;
  learnMoreHref?: string;
}

export type Listing =
  | { kind: 'organizations'; role: string; items: OrganizationItem[] }
  | { kind: 'groups'; leads: PersonItem[]; groups: GroupItem[] }
  | { kind: 'events'; upcoming: EventItem[]; past: EventItem[] }
  | { kind: 'catalogue'; catalogue: CatalogueData }
  | { kind: 'contact'; contact: ContactSettings };

// ---------------------------------------------------------------- glossary

/** The term of the day as the server picks it; the browser re-picks it from `dataHref` for the visitor's date. */
export interface TermOfTheDay {
  dataHref: string;
  /** the day the server picked this term for (localDateKey): the browser re-picks only on another day */
  date: string;
  href: string;
  label: string;
  definition: string;
}
export interface GlossaryEntry {
  href: string;
  label: string;
  otherLabel: string;
  altLabels: string[];
  definition: string;
}
/** The glossary page's A–Z list; also the filter island's props. */
export interface GlossaryData {
  locale: Locale;
  letters: { letter: string; id: string; entries: GlossaryEntry[] }[];
}
export interface LexiconTable {
  from: Locale;
  id: string;
  rows: { href: string; label: string; other: string; otherAlt: string[]; otherAvoid: string[] }[];
}

export type PageBody =
  | { kind: 'doc'; html: string; entity?: EntityPanel; listing?: Listing }
  | { kind: 'glossary'; termOfTheDay?: TermOfTheDay; glossary: GlossaryData }
  | { kind: 'lexicon'; tables: LexiconTable[] }
  | {
      kind: 'term';
      concept: {
        iri: string;
        label: string;
        otherLabel: string;
        altLabels: string[];
        /** names of the concept this site does not use, in the page's language (lv:avoidLabel) */
        avoidLabels: string[];
        definition: string;
        example?: string;
      };
      related: LinkItem[];
      broader: LinkItem[];
      narrower: LinkItem[];
      seeAlso: string[];
      exactMatch: string[];
      html?: string;
    }
  | { kind: 'notFound' }
  | { kind: 'html'; html: string }
  | { kind: 'home'; home: HomeContent }
  | { kind: 'sparql'; sparql: SparqlPageContent }
  | { kind: 'search' }
  | { kind: 'redirect'; to: string }
  | { kind: 'post'; post: PostSummary; html: string; sidebar: BlogSidebarGroup[]; olderNewer: { older?: LinkItem; newer?: LinkItem } }
  | {
      kind: 'postList';
      heading: string;
      intro?: string;
      posts: PostSummary[];
      pages: { previous?: string; next?: string; current: number; total: number };
      sidebar: BlogSidebarGroup[];
    }
  | {
      kind: 'blogIndex';
      heading: string;
      intro?: string;
      groups: { title: string; items: (LinkItem & { note?: string })[] }[];
      sidebar: BlogSidebarGroup[];
    };

/** A link of the home page; without `href` it is shown as text (its target does not exist). */
export interface HomeLink {
  label: string;
  /** already localized */
  href?: string;
  className?: string;
}

/** The home page, as data: src/components/Home.tsx lays it out. */
export interface HomeContent {
  hero: { title: string; lead: string; actions: HomeLink[] };
  entities: { heading: string; tiles: { slug: string; link: HomeLink; text: string }[] };
  sections: { title: string; text: string; links: HomeLink[] }[];
  datasets: {
    heading: string;
    /** the carousel's accessible name and its button labels (read by src/client/carousel.ts) */
    labels: { carousel: string; prev: string; next: string; pause: string; play: string };
    slides: { image?: string; title: string; abstract: string; link: HomeLink }[];
  };
  /** shared with the glossary page */
  termOfTheDay?: TermOfTheDay;
  events: {
    heading: string;
    /** every event's dates, for the browser to decide what is ongoing or upcoming on the day it is read */
    all: { start: string; end: string; slug: string }[];
    /**
     * start and end are day keys (YYYY-MM-DD) for comparisons; datetime is the date as
     * recorded (a day or, when only the month is known, YYYY-MM)
     */
    items: {
      slug: string;
      start: string;
      end: string;
      datetime: string;
      status: 'ongoing' | 'upcoming' | 'past';
      dateLabel: string;
      name: HomeLink;
      location?: string;
    }[];
    labels: { ongoing: string; upcoming: string; past: string; none: string };
    more: HomeLink;
  };
  latest: { heading: string; posts: { link: HomeLink; date: string; dateLabel: string; description: string }[]; more: HomeLink };
}

export interface PostSummary {
  slug: string;
  href: string;
  title: string;
  description: string;
  date: string;
  /** date as shown in the page's language */
  dateLabel: string;
  authors: { name: string; title: string; href: string; iri: string }[];
  tags: LinkItem[];
  readingMinutes: number;
  summaryHtml: string;
  truncated: boolean;
  contentLang: Locale;
}

export interface BlogSidebarGroup {
  year: string;
  posts: (LinkItem & { minutes: number })[];
}

export interface Page {
  key: string;
  locale: Locale;
  path: string;
  /** what the page is, for the report and the search index section */
  kind: 'doc' | 'term' | 'notFound' | 'home' | 'blog' | 'post' | 'listing' | 'search' | 'entity' | 'data';
  title: string;
  description: string;
  contentLang: Locale;
  untranslated: boolean;
  sidebar?: string;
  banner?: 'draft' | 'unlisted';
  noindex: boolean;
  /** excluded from sitemap, search and sidebars (unlisted pages, the 404) */
  hidden: boolean;
  entityIri?: string;
  toc: TocEntry[];
  /** the heading levels a doc page's table of contents shows (its front matter); absent when it shows none */
  tocLevels?: { min: number; max: number };
  body: PageBody;
  /** project-relative source file, for messages */
  source?: string;
  links: { href: string; line?: number; column?: number }[];
  anchors: string[];
  image?: string;
  ogType: 'website' | 'article';
  /** plain text of the page's content and its headings, for the search index */
  text?: string;
  headings?: string[];
  /** when set, the canonical link points here (a page shown at two addresses) */
  canonicalPath?: string;
  /** the key whose place in the sidebar and navbar this page marks, when not its own (/docs shows a term) */
  navKey?: string;
  /** `entity:` and `listing:` front matter, resolved by the model */
  entityRef?: string;
  listing?: string;
  /** IRIs of the entities a listing shows, described in the page's JSON-LD */
  listedEntities?: string[];
  /** label and order in the sidebar (docs use sidebar_label / sidebar_position) */
  sidebarLabel?: string;
  sidebarPosition?: number;
}

/** A page as the route stage returns it (generator/route): the model's page and where it stands among the others. */
export interface RoutedPage extends Page {
  /** its twins that are translations (hreflang) */
  alternates: Alternate[];
  /** its twins in every locale (the language switcher) */
  localePaths: Alternate[];
  breadcrumbs?: Breadcrumb[];
  previous?: PageLinkRef;
  next?: PageLinkRef;
}
