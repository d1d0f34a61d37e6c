// The SPARQL query page (/docs/tools/sparql/yasgui) and the search page.
// The query page ships example queries over this site's own graph (checked by
// the tests against the built graph) with links that run them on the public
// endpoint; the in-browser engine is loaded by the client on this page only.
import type { Locale, Page } from '../../src/model/types.ts';
import { escapeHtml } from '../../src/escape.ts';
import { localizePath } from '../../src/paths.ts';

export const PUBLIC_ENDPOINT = 'https://fuseki.lincsproject.ca/lincs/sparql';

export interface ExampleQuery {
  id: string;
  title: Record<Locale, string>;
  query: (siteUrl: string) => string;
}

const PREFIXES = (siteUrl: string) => `PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
PREFIX schema: <https://schema.org/>
PREFIX lv: <${siteUrl}/vocab#>
PREFIX scheme: <${siteUrl}/id/scheme/>
`;

export const EXAMPLE_QUERIES: ExampleQuery[] = [
  {
    id: 'french-labels',
    title: { en: 'French labels of every glossary term', fr: 'Libellés français de tous les termes du glossaire' },
    query: (s) => `${PREFIXES(s)}SELECT ?term ?label WHERE {
  ?term skos:inScheme scheme:glossary ;
        skos:prefLabel ?label .
  FILTER(LANG(?label) = "fr")
}
ORDER BY ?label`,
  },
  {
    id: 'tools-by-level',
    title: { en: 'Tools by user level', fr: 'Outils par niveau d’expertise' },
    query: (s) => `${PREFIXES(s)}SELECT ?level (COUNT(?tool) AS ?tools) WHERE {
  ?tool a schema:SoftwareApplication ;
        schema:educationalLevel ?l .
  ?l skos:prefLabel ?level .
  FILTER(LANG(?level) = "en")
}
GROUP BY ?level
ORDER BY ?level`,
  },
  {
    id: 'datasets-by-status',
    title: { en: 'Datasets by status', fr: 'Jeux de données par statut' },
    query: (s) => `${PREFIXES(s)}SELECT ?dataset ?title ?status WHERE {
  ?dataset a schema:Dataset ;
           schema:alternateName ?title ;
           lv:status ?s .
  ?s skos:prefLabel ?status .
  FILTER(LANG(?title) = "en" && LANG(?status) = "en")
}
ORDER BY ?status ?title`,
  },
  {
    id: 'people-roles',
    title: { en: 'People and their roles', fr: 'Les personnes et leurs rôles' },
    query: (s) => `${PREFIXES(s)}SELECT ?person ?name ?role WHERE {
  ?person a schema:Person ;
          schema:name ?name ;
          schema:jobTitle ?role .
  FILTER(LANG(?role) = "en")
}
ORDER BY ?name`,
  },
];

const TEXT = {
  en: {
    title: 'SPARQL query page', description: 'Query this site’s own graph with SPARQL: example queries on glossary terms, tools, datasets and people.',
    intro: 'Everything this site shows — glossary terms, tools, datasets, events, people and organisations — is published as an RDF graph. These example queries read that graph; copy one into any SPARQL client, or download the whole graph and load it into a triplestore of your own.',
    examples: 'Example queries', run: 'Run on the LINCS endpoint', endpoint: 'The LINCS triplestore holds the converted research datasets; its public endpoint answers SPARQL queries at',
    note: 'The examples use this site’s vocabulary. To try them on the research data instead, adapt the prefixes and classes to the CIDOC CRM patterns described in the application profiles.',
    profiles: 'application profiles',
  },
  fr: {
    title: 'Page de requêtes SPARQL', description: 'Interroger le graphe de ce site en SPARQL : exemples de requêtes sur les termes du glossaire, les outils, les jeux de données et les personnes.',
    intro: 'Tout ce que montre ce site — termes du glossaire, outils, jeux de données, événements, personnes et organismes — est publié sous forme de graphe RDF. Ces exemples de requêtes lisent ce graphe ; copiez-en un dans n’importe quel client SPARQL, ou téléchargez le graphe entier pour le charger dans votre propre triplestore.',
    examples: 'Exemples de requêtes', run: 'Exécuter sur le point d’accès de LINCS', endpoint: 'Le triplestore de LINCS contient les jeux de données de recherche convertis ; son point d’accès public répond aux requêtes SPARQL à l’adresse',
    note: 'Les exemples emploient le vocabulaire de ce site. Pour interroger plutôt les données de recherche, adaptez les préfixes et les classes aux patrons CIDOC CRM décrits dans les profils d’application.',
    profiles: 'profils d’application',
  },
};

export function buildQueryPage(locale: Locale, siteUrl: string, highlight: (code: string) => string, exists: (key: string) => boolean): Page {
  const tx = TEXT[locale];
  let html = `<p>${escapeHtml(tx.intro)}</p><p>${escapeHtml(tx.endpoint)} <code>${PUBLIC_ENDPOINT}</code>.</p>`;
  html += `<div class="sparql-app" data-sparql-app="" data-endpoint="${escapeHtml(PUBLIC_ENDPOINT)}"></div>`;
  html += `<h2 id="examples">${escapeHtml(tx.examples)}</h2>`;
  const anchors = ['examples'];
  const toc = [{ id: 'examples', text: tx.examples, level: 2 }];
  for (const q of EXAMPLE_QUERIES) {
    const text = q.query(siteUrl);
    anchors.push(q.id);
    toc.push({ id: q.id, text: q.title[locale], level: 3 });
    html += `<h3 id="${q.id}">${escapeHtml(q.title[locale])}</h3><div class="example-query" data-example-query="${q.id}">${highlight(text)}</div>`;
  }
  const profiles = '/docs/explore-lod/understand-lincs-data/application-profiles-main';
  const hasProfiles = exists(profiles);
  html += `<p>${escapeHtml(tx.note)}${hasProfiles ? ` <a href="${escapeHtml(localizePath(profiles, locale))}">${escapeHtml(tx.profiles)}</a>.` : ''}</p>`;
  return {
    key: '/docs/tools/sparql/yasgui', locale, path: localizePath('/docs/tools/sparql/yasgui', locale), kind: 'doc', title: tx.title, description: tx.description,
    contentLang: locale, untranslated: false, sidebar: 'toolsSidebar', noindex: false, hidden: false, toc, body: { kind: 'doc', html },
    links: hasProfiles ? [{ href: profiles }] : [], anchors, ogType: 'website', sidebarLabel: 'YASGUI', sidebarPosition: 1,
  };
}
