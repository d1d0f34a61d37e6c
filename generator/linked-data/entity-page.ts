// The small HTML page at an entity's IRI (`/id/{kind}/{slug}`): what a browser
// gets when it follows the IRI. Bilingual, because the IRI has no language:
// it names the entity, lists the pages about it in English and French, links
// the RDF descriptions and shows the entity's own statements. Everything from
// the graph is escaped; the JSON-LD sits in a data block, not a script.
import type { Quad } from 'n3';
import type { Locale, Page } from '../../src/shared/model/types.ts';
import { escapeHtml, jsonForScript } from '../../src/shared/escape.ts';
import { strings } from '../../src/i18n/features.ts';
import { t } from '../../src/i18n/index.ts';
import { SOCIAL_CARD } from '../../src/shared/social-card.ts';
import { RDFS, SCHEMA, SKOS } from '../ns.ts';
import type { EntityRef } from './entities.ts';
import type { entityFilePaths } from './paths.ts';

/** what kind of entity an IRI names, in both languages; the kind itself if it has no label */
export function kindLabels(kind: string): Record<Locale, string> {
  const label = (l: Locale) => (strings('entityPage', l).kinds as Record<string, string>)[kind] ?? kind;
  return { en: label('en'), fr: label('fr') };
}

const TEXT = { en: strings('entityPage', 'en'), fr: strings('entityPage', 'fr') };

const PREFIXES: [string, string][] = [
  ['skos:', SKOS],
  ['schema:', SCHEMA],
  ['rdfs:', RDFS],
  ['rdf:', 'http://www.w3.org/1999/02/22-rdf-syntax-ns#'],
  ['dct:', 'http://purl.org/dc/terms/'],
  ['dcat:', 'http://www.w3.org/ns/dcat#'],
  ['owl:', 'http://www.w3.org/2002/07/owl#'],
];

function shortName(iri: string, siteUrl: string): string {
  if (iri.startsWith(`${siteUrl}/vocab#`)) return `lv:${iri.slice(siteUrl.length + 7)}`;
  for (const [prefix, ns] of PREFIXES) if (iri.startsWith(ns)) return prefix + iri.slice(ns.length);
  return iri;
}

/** The entity's name in a language, from its SKOS or schema.org labels. */
export function labelOf(quads: Quad[], iri: string, locale: Locale): string | undefined {
  const labels = quads.filter(
    (q) =>
      q.subject.value === iri &&
      q.object.termType === 'Literal' &&
      [SKOS + 'prefLabel', SCHEMA + 'name', RDFS + 'label'].includes(q.predicate.value),
  );
  const lang = (q: Quad) => (q.object as { language?: string }).language ?? '';
  return (labels.find((q) => lang(q) === locale) ?? labels.find((q) => lang(q) === '') ?? labels.find((q) => lang(q) === 'en'))?.object
    .value;
}

function valueHtml(q: Quad, quads: Quad[], siteUrl: string): string {
  const o = q.object;
  if (o.termType === 'Literal') {
    const lang = (o as { language?: string }).language;
    return lang
      ? `<span lang="${escapeHtml(lang)}">${escapeHtml(o.value)}</span> <span class="tag">@${escapeHtml(lang)}</span>`
      : escapeHtml(o.value);
  }
  if (o.termType !== 'NamedNode') return escapeHtml(`_:${o.value}`);
  const href = o.value.startsWith(`${siteUrl}/`) ? o.value.slice(siteUrl.length) : o.value;
  // only web addresses become links
  if (!/^(https?:\/\/|\/)/.test(href)) return escapeHtml(o.value);
  // a site entity is shown by its label, which its description carries
  const label = labelOf(quads, o.value, 'en');
  return `<a href="${escapeHtml(href)}">${escapeHtml(label ?? shortName(o.value, siteUrl))}</a>`;
}

export interface EntityHtmlInput {
  entity: EntityRef;
  quads: Quad[];
  jsonLd: unknown;
  pages: Page[];
  paths: ReturnType<typeof entityFilePaths>;
  siteUrl: string;
}

const STYLE = [
  'body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1c1e21}',
  'h1{margin:.2rem 0}code{word-break:break-all}.kind,.tag{color:#5a5f66;font-size:.875rem}table{border-collapse:collapse;width:100%}',
  'th,td{text-align:left;vertical-align:top;padding:.3rem .5rem;border-top:1px solid #dadde1}th{font-weight:600;white-space:nowrap}',
  'a{color:#0b5cad}@media (prefers-color-scheme:dark){body{background:#1b1b1d;color:#e3e3e3}a{color:#8ab4f8}}',
].join('');

/** The four descriptions' links, in the order the page lists them. */
function rdfLinks(paths: EntityHtmlInput['paths']): string {
  const formats: [string, string, string][] = [
    ['Turtle', paths.turtle, 'text/turtle'],
    ['JSON-LD', paths.jsonld, 'application/ld+json'],
    ['RDF/XML', paths.rdfxml, 'application/rdf+xml'],
    ['N-Triples', paths.ntriples, 'application/n-triples'],
  ];
  return formats.map(([name, href, type]) => `<li><a href="${escapeHtml(href)}" type="${type}">${name}</a></li>`).join('');
}

/** One row of the entity's statements: the property (a link to its definition) and the value. */
function statementRow(q: Quad, quads: Quad[], siteUrl: string): string {
  const p = q.predicate.value;
  const href = p.startsWith(`${siteUrl}/`) ? p.slice(siteUrl.length) : p;
  const property = `<a href="${escapeHtml(href)}">${escapeHtml(shortName(p, siteUrl))}</a>`;
  return `<tr><th scope="row">${property}</th><td>${valueHtml(q, quads, siteUrl)}</td></tr>`;
}

/**
 * What crawlers and link previews read: canonical (the IRI), hreflang to the
 * entity's pages where it has one in each language, the social tags.
 */
function headLinks(input: EntityHtmlInput, title: string): string {
  const { entity, quads, pages, siteUrl } = input;
  const e = escapeHtml;
  const en = pages.find((p) => p.locale === 'en');
  const fr = pages.find((p) => p.locale === 'fr' && !p.untranslated);
  const twins = en && fr ? [en, fr].map((p) => `<link rel="alternate" hreflang="${p.locale}" href="${e(siteUrl + p.path)}">`) : [];
  const said = quads.find(
    (q) =>
      q.subject.value === entity.iri &&
      [SCHEMA + 'description', SKOS + 'definition'].includes(q.predicate.value) &&
      (q.object as { language?: string }).language === 'en',
  )?.object.value;
  const description = said ?? title;
  const image = `${siteUrl}/img/social-card-en.png`;
  const alt = t('en', 'social.cardAlt');
  return [
    `<meta name="description" content="${e(description)}">`,
    `<link rel="canonical" href="${e(entity.iri)}">`,
    ...twins,
    `<meta property="og:title" content="${e(title)}">`,
    `<meta property="og:description" content="${e(description)}">`,
    `<meta property="og:url" content="${e(entity.iri)}">`,
    '<meta property="og:type" content="website">',
    '<meta property="og:locale" content="en_CA">',
    '<meta property="og:locale:alternate" content="fr_CA">',
    '<meta property="og:site_name" content="LINCS">',
    `<meta property="og:image" content="${e(image)}">`,
    '<meta property="og:image:type" content="image/png">',
    `<meta property="og:image:width" content="${SOCIAL_CARD.width}">`,
    `<meta property="og:image:height" content="${SOCIAL_CARD.height}">`,
    `<meta property="og:image:alt" content="${e(alt)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${e(title)}">`,
    `<meta name="twitter:description" content="${e(description)}">`,
    `<meta name="twitter:image" content="${e(image)}">`,
    `<meta name="twitter:image:alt" content="${e(alt)}">`,
  ].join('\n');
}

export function entityHtml(input: EntityHtmlInput): string {
  const { entity, quads, jsonLd, pages, paths, siteUrl } = input;
  const e = escapeHtml;
  const label = (l: Locale) => labelOf(quads, entity.iri, l) ?? entity.slug;
  const kind = kindLabels(entity.kind);
  const pageList = (l: Locale) => {
    const list = pages.filter((p) => p.locale === l);
    if (!list.length) return '';
    const tag = (p: Page) => TEXT[l].language + (p.untranslated ? ` · ${TEXT[l].untranslated}` : '');
    return list
      .map((p) => `<li lang="${l}"><a href="${e(p.path)}" hreflang="${l}">${e(p.title)}</a> <span class="tag">${tag(p)}</span></li>`)
      .join('');
  };
  const pagesHtml = pageList('en') + pageList('fr');
  const statements = quads
    .filter((q) => q.subject.value === entity.iri)
    .map((q) => statementRow(q, quads, siteUrl))
    .join('');
  const noPages = `<p>${e(TEXT.en.noPages)} <span lang="fr">${e(TEXT.fr.noPages)}</span></p>`;
  const both = (key: Exclude<keyof (typeof TEXT)['en'], 'kinds'>) => `${e(TEXT.en[key])} <span lang="fr">· ${e(TEXT.fr[key])}</span>`;
  const headings = `<th scope="col">${both('property')}</th><th scope="col">${both('value')}</th>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(label('en'))} · ${e(kind.en)} | LINCS</title>
${headLinks(input, `${label('en')} · ${kind.en}`)}
<link rel="alternate" type="text/turtle" href="${e(paths.turtle)}">
<link rel="alternate" type="application/ld+json" href="${e(paths.jsonld)}">
<link rel="alternate" type="application/rdf+xml" href="${e(paths.rdfxml)}">
<link rel="alternate" type="application/n-triples" href="${e(paths.ntriples)}">
<link rel="icon" href="/img/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
<script type="application/ld+json">${jsonForScript(jsonLd)}</script>
</head>
<body>
<main>
<p class="kind">${e(kind.en)} <span lang="fr">· ${e(kind.fr)}</span></p>
<h1>${e(label('en'))}</h1>
${label('fr') !== label('en') ? `<p lang="fr"><strong>${e(label('fr'))}</strong></p>` : ''}
<p><code>${e(entity.iri)}</code></p>
<h2>${both('pages')}</h2>
${pagesHtml ? `<ul class="entity-pages">${pagesHtml}</ul>` : noPages}
<h2>${both('rdf')}</h2>
<ul class="entity-rdf">${rdfLinks(paths)}</ul>
<h2>${both('statements')}</h2>
<table><thead><tr>${headings}</tr></thead><tbody>${statements}</tbody></table>
<p><a href="/">${e(TEXT.en.home)}</a> · <a href="/fr/" lang="fr">${e(TEXT.fr.home)}</a></p>
</main>
</body>
</html>
`;
}
