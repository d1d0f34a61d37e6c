// The SPARQL query page (/docs/tools/sparql/yasgui), as data: a query editor
// that runs SPARQL in the browser against this site's own graph (the Turtle
// dump) or sends it to a SPARQL endpoint of the visitor's choice; example
// queries in the page's language; and the downloads of the whole graph.
// src/components/SparqlPage.tsx lays it out; its editor is an island the
// browser hydrates (src/client/sparql/island.tsx). Strings live in src/i18n.
import type { Locale, Page } from '../../src/shared/model/types.ts';
import type { SparqlExample, SparqlPageContent } from '../../src/shared/sparql.ts';
import { localizePath } from '../../src/shared/paths.ts';
import { BROWSER_GRAPH_PATH, DUMPS, VOCAB_PATH, VOID_PATH } from '../linked-data/paths.ts';
import { t, type MessageKey } from '../../src/i18n/index.ts';
import { generatedPage } from './generated-page.ts';

/** seconds a query may run in the page before it is stopped; the page has a field to change it */
export const DEFAULT_TIME_LIMIT = 30;
export const QUERY_PAGE_KEY = '/docs/tools/sparql/yasgui';
const SITE_GRAPH_PAGE = '/docs/explore-lod/site-graph';
const PROFILES_PAGE = '/docs/explore-lod/understand-lincs-data/application-profiles-main';

export interface ExampleQuery {
  /** also names its title in src/i18n (`sparql.example.{id}`) */
  id: string;
  /** the query as shown on the page of that language (labels in that language) */
  query: (siteUrl: string, locale: Locale) => string;
}

const PREFIXES = (siteUrl: string) => `PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
PREFIX schema: <https://schema.org/>
PREFIX lv: <${siteUrl}/vocab#>
PREFIX scheme: <${siteUrl}/id/scheme/>
`;

export const EXAMPLE_QUERIES: ExampleQuery[] = [
  {
    id: 'french-labels',
    query: (s) => `${PREFIXES(s)}
SELECT ?term ?label WHERE {
  ?term skos:inScheme scheme:glossary ;
        skos:prefLabel ?label .
  FILTER(LANG(?label) = "fr")
}
ORDER BY ?label`,
  },
  {
    id: 'tools-by-level',
    query: (s, l) => `${PREFIXES(s)}
SELECT ?level ?tool ?name WHERE {
  ?tool a schema:SoftwareApplication ;
        schema:name ?name ;
        schema:educationalLevel ?l .
  ?l skos:prefLabel ?level .
  FILTER(LANG(?level) = "${l}")
}
ORDER BY ?level ?name`,
  },
  {
    id: 'datasets-by-status',
    query: (s, l) => `${PREFIXES(s)}
SELECT ?status ?dataset ?title WHERE {
  ?dataset a schema:Dataset ;
           schema:alternateName ?title ;
           lv:status ?s .
  ?s skos:prefLabel ?status .
  FILTER(LANG(?title) = "${l}" && LANG(?status) = "${l}")
}
ORDER BY ?status ?title`,
  },
  {
    id: 'posts-by-author',
    query: (s, l) => `${PREFIXES(s)}
SELECT ?author ?date ?title ?post WHERE {
  ?post a schema:BlogPosting ;
        schema:inLanguage "${l}" ;
        schema:name ?title ;
        schema:datePublished ?date ;
        schema:author ?person .
  ?person schema:name ?author .
}
ORDER BY ?author DESC(?date)`,
  },
  {
    id: 'people-roles',
    query: (s, l) => `${PREFIXES(s)}
SELECT ?person ?name ?role WHERE {
  ?person a schema:Person ;
          schema:name ?name ;
          schema:jobTitle ?role .
  FILTER(LANG(?role) = "${l}")
}
ORDER BY ?name`,
  },
];

export function exampleTitle(q: ExampleQuery, locale: Locale): string {
  return t(locale, `sparql.example.${q.id}` as MessageKey);
}

/** An example as it opens in the editor: the query with its title as a comment on top. */
export function exampleText(q: ExampleQuery, siteUrl: string, locale: Locale): string {
  return `# ${exampleTitle(q, locale)}\n${q.query(siteUrl, locale)}`;
}

type Highlight = (code: string) => string;
type Exists = (key: string) => boolean;

function sparqlContent(locale: Locale, site: QuerySite, highlight: Highlight, exists: Exists): SparqlPageContent {
  const { siteUrl, publicEndpoints } = site;
  // the heading already says what the query does: no title comment in the highlighted copy
  const examples: SparqlExample[] = EXAMPLE_QUERIES.map((q) => ({
    id: q.id,
    title: exampleTitle(q, locale),
    query: exampleText(q, siteUrl, locale),
    html: highlight(q.query(siteUrl, locale)),
  }));
  return {
    config: {
      locale,
      siteUrl,
      graph: BROWSER_GRAPH_PATH,
      endpoint: publicEndpoints[0],
      allowedEndpoints: [...publicEndpoints],
      examples,
      timeLimit: DEFAULT_TIME_LIMIT,
    },
    // the dump links are files written by the linked-data output, not routes: the build test checks they exist
    downloads: DUMPS.map((d) => ({ path: d.path, mediaType: d.mediaType, title: d.title })),
    voidPath: VOID_PATH,
    vocabPath: VOCAB_PATH,
    siteGraphHref: exists(SITE_GRAPH_PAGE) ? localizePath(SITE_GRAPH_PAGE, locale) : undefined,
    profilesHref: exists(PROFILES_PAGE) ? localizePath(PROFILES_PAGE, locale) : undefined,
  };
}

/** what the page needs of the site's settings: its address and the endpoints it offers (SiteConfig) */
export interface QuerySite {
  siteUrl: string;
  publicEndpoints: readonly string[];
}

export function buildQueryPage(locale: Locale, site: QuerySite, highlight: Highlight, exists: Exists): Page {
  const sparql = sparqlContent(locale, site, highlight, exists);
  const examplesTitle = t(locale, 'sparql.examples');
  const downloadsTitle = t(locale, 'sparql.downloads');
  const toc = [
    { id: 'examples', text: examplesTitle, level: 2 },
    ...sparql.config.examples.map((x) => ({ id: x.id, text: x.title, level: 3 })),
    { id: 'downloads', text: downloadsTitle, level: 2 },
  ];
  const links = [...(sparql.profilesHref ? [{ href: PROFILES_PAGE }] : []), ...(sparql.siteGraphHref ? [{ href: SITE_GRAPH_PAGE }] : [])];
  return generatedPage(
    locale,
    QUERY_PAGE_KEY,
    t(locale, 'sparql.title'),
    t(locale, 'sparql.description'),
    { kind: 'sparql', sparql },
    'doc',
    {
      sidebar: 'toolsSidebar',
      toc,
      links,
      anchors: ['examples', 'downloads', ...EXAMPLE_QUERIES.map((q) => q.id)],
      sidebarLabel: 'YASGUI',
      sidebarPosition: 1,
    },
  );
}
