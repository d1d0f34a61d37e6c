// The SPARQL query page (/docs/tools/sparql/yasgui). It carries a query
// editor that runs SPARQL in the browser against this site's own graph (the
// Turtle dump), or sends the query to a SPARQL endpoint of the visitor's
// choice; example queries in the page's language; and the downloads of the
// whole graph. The editor's markup is rendered here, hidden until the client
// (src/client/sparql/, loaded on this page only) takes over; its messages and
// the example texts travel in a JSON data block, so no string lives in code.
import type { Locale, Page } from '../../src/shared/model/types.ts';
import { escapeHtml, jsonForScript } from '../../src/shared/escape.ts';
import { localizePath } from '../../src/shared/paths.ts';
import { BROWSER_GRAPH_PATH, DUMPS, VOCAB_PATH, VOID_PATH } from '../linked-data/paths.ts';
import { t } from '../../src/i18n/index.ts';

import { PUBLIC_SPARQL_ENDPOINTS } from '../linked-data/endpoints.ts';

export const PUBLIC_ENDPOINT = PUBLIC_SPARQL_ENDPOINTS[0];
/** seconds a query may run in the page before it is stopped; the page has a field to change it */
export const DEFAULT_TIME_LIMIT = 30;
export const QUERY_PAGE_KEY = '/docs/tools/sparql/yasgui';
const SITE_GRAPH_PAGE = '/docs/explore-lod/site-graph';

export interface ExampleQuery {
  id: string;
  title: Record<Locale, string>;
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
    title: { en: 'French labels of every glossary term', fr: 'Libellés français de tous les termes du glossaire' },
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
    title: { en: 'Tools by user level', fr: 'Outils par niveau d’expertise' },
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
    title: { en: 'Datasets by status', fr: 'Jeux de données par statut' },
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
    title: { en: 'Blog posts by author', fr: 'Billets de blogue par auteur ou autrice' },
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
    title: { en: 'People and their roles', fr: 'Les personnes et leurs rôles' },
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

/** An example as it opens in the editor: the query with its title as a comment on top. */
export function exampleText(q: ExampleQuery, siteUrl: string, locale: Locale): string {
  return `# ${q.title[locale]}\n${q.query(siteUrl, locale)}`;
}

const TEXT = {
  en: {
    title: 'SPARQL query page', description: 'Query this site’s own graph with SPARQL in your browser: glossary terms, tools, datasets, people and blog posts, with example queries and downloads of the results.',
    intro: 'Everything this site shows — glossary terms, tools, datasets, events, people, organisations, pages and blog posts — is published as an RDF graph. Write a SPARQL query below and run it on that graph right here in your browser, or send it to a SPARQL endpoint of your choice.',
    endpoint: 'The LINCS triplestore holds the converted research datasets; its public endpoint answers SPARQL queries at',
    nojs: 'The query editor needs JavaScript. You can still copy the example queries below into any SPARQL client and download the whole graph:',
    editor: 'Query editor', example: 'Example', pick: 'Choose an example…', query: 'SPARQL query',
    source: 'Run the query on', local: 'this site’s graph, in your browser', remote: 'a SPARQL endpoint:', endpointUrl: 'Endpoint address',
    run: 'Run query', shortcut: 'or Ctrl+Enter', csv: 'Download CSV', json: 'Download JSON',
    examples: 'Example queries', downloads: 'Download the graph', downloadsIntro: 'The same graph, in four formats, with its VoID and DCAT description (counts, vocabularies, licence):',
    voidLabel: 'VoID and DCAT description', more: 'What the graph holds and how to load it:', siteGraph: 'the site as linked data',
    note: 'The examples use this site’s vocabulary. To query the research data on the LINCS endpoint instead, adapt the prefixes and classes to the CIDOC CRM patterns described in the application profiles.',
    profiles: 'application profiles',
    strings: {
      running: 'Running the query…', loadingGraph: 'Loading the site’s graph (done once per visit)…',
      results: '{count} results in {ms} ms', oneResult: '1 result in {ms} ms', noResults: 'No results ({ms} ms).',
      truncated: 'Showing the first {shown} of {count} rows; the downloads hold them all.',
      askTrue: 'Yes: the pattern matches the graph.', askFalse: 'No: the pattern does not match the graph.',
      syntaxAt: 'Syntax error at line {line}, column {column}', syntaxLine: 'Syntax error at line {line}', syntax: 'Syntax error', failed: 'The query could not be run',
      graphFailed: 'The site’s graph could not be loaded. Check your connection and run the query again.',
      network: 'The endpoint could not be reached. Check its address; it may be offline.',
      cors: 'The endpoint answered, but it does not accept queries sent from other websites (CORS). Query it from its own page or with a SPARQL client.',
      policy: 'This site’s security policy does not allow connecting to that endpoint. From this page you can query {allowed}.',
      cancel: 'Cancel', timeLimit: 'Time limit (seconds)',
      cancelled: 'Query cancelled; {count} rows had arrived.', timedOut: 'Stopped after {seconds} s (the time limit); {count} rows had arrived. Raise the limit or narrow the query.',
      showMore: 'Show {count} more rows',
      unknownPrefix: 'The query uses the prefix “{prefix}:” without declaring it: add a PREFIX line for it.',
      rawMessage: 'Message from the query engine',
      http: 'The endpoint answered with an error (HTTP {status}).', badEndpoint: 'Enter the address of a SPARQL endpoint, starting with http:// or https://.',
      unsupported: 'The endpoint answered in a format this page cannot read ({type}).', update: 'Only queries can run here (SELECT, ASK, CONSTRUCT or DESCRIBE), not updates.',
      found: 'Found “{found}” where the query expects one of: {expected}', foundEnd: 'The query ends where it expects one of: {expected}',
      openExample: 'Open in the editor',
    },
  },
  fr: {
    title: 'Page de requêtes SPARQL', description: 'Interroger en SPARQL, dans votre navigateur, le graphe de ce site : termes du glossaire, outils, jeux de données, personnes et billets de blogue, avec des exemples et le téléchargement des résultats.',
    intro: 'Tout ce que montre ce site — termes du glossaire, outils, jeux de données, événements, personnes, organismes, pages et billets de blogue — est publié sous forme de graphe RDF. Écrivez une requête SPARQL ci-dessous et exécutez-la sur ce graphe, ici même dans votre navigateur, ou envoyez-la au point d’accès SPARQL de votre choix.',
    endpoint: 'Le triplestore de LINCS contient les jeux de données de recherche convertis ; son point d’accès public répond aux requêtes SPARQL à l’adresse',
    nojs: 'L’éditeur de requêtes a besoin de JavaScript. Vous pouvez toujours copier les exemples ci-dessous dans n’importe quel client SPARQL et télécharger le graphe entier :',
    editor: 'Éditeur de requêtes', example: 'Exemple', pick: 'Choisir un exemple…', query: 'Requête SPARQL',
    source: 'Exécuter la requête sur', local: 'le graphe de ce site, dans votre navigateur', remote: 'un point d’accès SPARQL :', endpointUrl: 'Adresse du point d’accès',
    run: 'Exécuter', shortcut: 'ou Ctrl+Entrée', csv: 'Télécharger en CSV', json: 'Télécharger en JSON',
    examples: 'Exemples de requêtes', downloads: 'Télécharger le graphe', downloadsIntro: 'Le même graphe, en quatre formats, avec sa description VoID et DCAT (effectifs, vocabulaires, licence) :',
    voidLabel: 'Description VoID et DCAT', more: 'Ce que contient le graphe et comment le charger :', siteGraph: 'le site en données liées',
    note: 'Les exemples emploient le vocabulaire de ce site. Pour interroger plutôt les données de recherche sur le point d’accès de LINCS, adaptez les préfixes et les classes aux patrons CIDOC CRM décrits dans les profils d’application.',
    profiles: 'profils d’application',
    strings: {
      running: 'Exécution de la requête…', loadingGraph: 'Chargement du graphe du site (une seule fois par visite)…',
      results: '{count} résultats en {ms} ms', oneResult: '1 résultat en {ms} ms', noResults: 'Aucun résultat ({ms} ms).',
      truncated: 'Affichage des {shown} premières lignes sur {count} ; les téléchargements les contiennent toutes.',
      askTrue: 'Oui : le motif correspond au graphe.', askFalse: 'Non : le motif ne correspond pas au graphe.',
      syntaxAt: 'Erreur de syntaxe à la ligne {line}, colonne {column}', syntaxLine: 'Erreur de syntaxe à la ligne {line}', syntax: 'Erreur de syntaxe', failed: 'La requête n’a pas pu être exécutée',
      graphFailed: 'Le graphe du site n’a pas pu être chargé. Vérifiez votre connexion et relancez la requête.',
      network: 'Le point d’accès est injoignable. Vérifiez son adresse ; il est peut-être hors ligne.',
      cors: 'Le point d’accès a répondu, mais il n’accepte pas les requêtes envoyées depuis d’autres sites (CORS). Interrogez-le depuis sa propre page ou avec un client SPARQL.',
      policy: 'La politique de sécurité de ce site ne permet pas de se connecter à ce point d’accès. Depuis cette page, vous pouvez interroger {allowed}.',
      cancel: 'Annuler', timeLimit: 'Durée maximale (secondes)',
      cancelled: 'Requête annulée ; {count} lignes étaient arrivées.', timedOut: 'Arrêtée après {seconds} s (la durée maximale) ; {count} lignes étaient arrivées. Augmentez la durée ou restreignez la requête.',
      showMore: 'Afficher {count} lignes de plus',
      unknownPrefix: 'La requête emploie le préfixe « {prefix}: » sans le déclarer : ajoutez une ligne PREFIX pour lui.',
      rawMessage: 'Message du moteur de requêtes (en anglais)',
      http: 'Le point d’accès a répondu par une erreur (HTTP {status}).', badEndpoint: 'Saisissez l’adresse d’un point d’accès SPARQL commençant par http:// ou https://.',
      unsupported: 'Le point d’accès a répondu dans un format que cette page ne sait pas lire ({type}).', update: 'Seules les requêtes de consultation (SELECT, ASK, CONSTRUCT ou DESCRIBE) peuvent s’exécuter ici, pas les mises à jour.',
      found: 'La requête contient « {found} » là où elle attend l’un des éléments suivants : {expected}', foundEnd: 'La requête s’arrête là où elle attend l’un des éléments suivants : {expected}',
      openExample: 'Ouvrir dans l’éditeur',
    },
  },
};

/** The configuration the client reads from the page: messages, examples and where the graph is. */
export interface SparqlAppConfig {
  siteUrl: string;
  graph: string;
  strings: Record<string, string>;
  examples: { id: string; title: string; query: string }[];
  timeLimit: number;
}

function editorHtml(locale: Locale, siteUrl: string): string {
  const tx = TEXT[locale];
  const e = escapeHtml;
  const examples = EXAMPLE_QUERIES.map((q) => ({ id: q.id, title: q.title[locale], query: exampleText(q, siteUrl, locale) }));
  const strings = { ...tx.strings, policy: tx.strings.policy.replace('{allowed}', PUBLIC_SPARQL_ENDPOINTS.join(', ')) };
  const config: SparqlAppConfig = { siteUrl, graph: BROWSER_GRAPH_PATH, strings, examples, timeLimit: DEFAULT_TIME_LIMIT };
  const options = examples.map((x) => `<option value="${e(x.id)}">${e(x.title)}</option>`).join('');
  return `<section class="sparql-app" data-sparql-app="" aria-label="${e(tx.editor)}" hidden="">
<div class="sparql-row"><label for="sparql-example">${e(tx.example)}</label> <select id="sparql-example" data-sparql-examples=""><option value="">${e(tx.pick)}</option>${options}</select></div>
<label class="sparql-label" for="sparql-query">${e(tx.query)}</label>
<textarea id="sparql-query" class="sparql-editor" data-sparql-editor="" rows="14" spellcheck="false" autocapitalize="off" autocomplete="off">${e(examples[0].query)}</textarea>
<fieldset class="sparql-source"><legend>${e(tx.source)}</legend>
<label><input type="radio" name="sparql-source" value="local" checked=""> ${e(tx.local)}</label>
<label><input type="radio" name="sparql-source" value="remote"> ${e(tx.remote)}</label>
<input type="url" class="sparql-endpoint" data-sparql-endpoint="" aria-label="${e(tx.endpointUrl)}" value="${e(PUBLIC_ENDPOINT)}" inputmode="url" spellcheck="false">
</fieldset>
<div class="sparql-row sparql-actions"><button type="button" class="button" data-sparql-run="">${e(tx.run)}</button><button type="button" class="button button-secondary" data-sparql-cancel="" disabled="">${e(tx.strings.cancel)}</button><span class="sparql-hint">${e(tx.shortcut)}</span>
<label class="sparql-time-limit">${e(tx.strings.timeLimit)} <input type="number" data-sparql-time-limit="" min="1" max="3600" step="1" value="${DEFAULT_TIME_LIMIT}" inputmode="numeric"></label>
<button type="button" class="button button-secondary" data-sparql-download="csv" disabled="">${e(tx.csv)}</button><button type="button" class="button button-secondary" data-sparql-download="json" disabled="">${e(tx.json)}</button></div>
<p class="sparql-status" data-sparql-status="" role="status" aria-live="polite"></p>
<div class="sparql-error" data-sparql-error="" role="alert" hidden=""></div>
<div class="sparql-results" data-sparql-results=""></div>
<script type="application/json" data-sparql-config="">${jsonForScript(config)}</script>
</section>`;
}

function downloadsHtml(locale: Locale, siteGraphPage: string | undefined): string {
  const tx = TEXT[locale];
  const e = escapeHtml;
  const items = DUMPS.map((d) => `<li><a href="${e(d.path)}" type="${e(d.mediaType)}" download="">${e(d.title)}</a> <code>${e(d.path)}</code></li>`).join('');
  const browse = `<p>${e(t(locale, 'sparql.browse'))} <a href="/id/">/id/</a> · <a href="${e(VOCAB_PATH)}">${e(VOCAB_PATH)}</a></p>`;
  return `<h2 id="downloads">${e(tx.downloads)}</h2><p>${e(tx.downloadsIntro)}</p><ul class="sparql-downloads">${items}<li><a href="${e(VOID_PATH)}" type="text/turtle">${e(tx.voidLabel)}</a> <code>${e(VOID_PATH)}</code></li></ul>${browse}${siteGraphPage ? `<p>${e(tx.more)} <a href="${e(siteGraphPage)}">${e(tx.siteGraph)}</a>.</p>` : ''}`;
}

export function buildQueryPage(locale: Locale, siteUrl: string, highlight: (code: string) => string, exists: (key: string) => boolean): Page {
  const tx = TEXT[locale];
  const e = escapeHtml;
  const hasSiteGraph = exists(SITE_GRAPH_PAGE);
  let html = `<p>${e(tx.intro)}</p><p>${e(tx.endpoint)} <code>${PUBLIC_ENDPOINT}</code>.</p>`;
  html += `<p class="sparql-nojs">${e(tx.nojs)} <a href="${e(BROWSER_GRAPH_PATH)}" type="text/turtle">Turtle</a>.</p>`;
  html += editorHtml(locale, siteUrl);
  html += `<h2 id="examples">${e(tx.examples)}</h2>`;
  const anchors = ['examples', 'downloads'];
  const toc = [{ id: 'examples', text: tx.examples, level: 2 }];
  for (const q of EXAMPLE_QUERIES) {
    anchors.push(q.id);
    toc.push({ id: q.id, text: q.title[locale], level: 3 });
    // the heading already says what the query does: no title comment in the highlighted copy
    html += `<h3 id="${q.id}">${e(q.title[locale])}</h3><div class="example-query" data-example-query="${q.id}">${highlight(q.query(siteUrl, locale))}</div>`;
  }
  toc.push({ id: 'downloads', text: tx.downloads, level: 2 });
  // the dump links are files written by the linked-data output, not routes: the build test checks they exist
  html += downloadsHtml(locale, hasSiteGraph ? localizePath(SITE_GRAPH_PAGE, locale) : undefined);
  const profiles = '/docs/explore-lod/understand-lincs-data/application-profiles-main';
  const hasProfiles = exists(profiles);
  html += `<p>${e(tx.note)}${hasProfiles ? ` <a href="${e(localizePath(profiles, locale))}">${e(tx.profiles)}</a>.` : ''}</p>`;
  const links = [...(hasProfiles ? [{ href: profiles }] : []), ...(hasSiteGraph ? [{ href: SITE_GRAPH_PAGE }] : [])];
  return {
    key: QUERY_PAGE_KEY, locale, path: localizePath(QUERY_PAGE_KEY, locale), kind: 'doc', title: tx.title, description: tx.description,
    contentLang: locale, untranslated: false, sidebar: 'toolsSidebar', noindex: false, hidden: false, toc, body: { kind: 'doc', html },
    links, anchors, ogType: 'website', sidebarLabel: 'YASGUI', sidebarPosition: 1,
  };
}
