// Whole-graph downloads: the site graph in Turtle, N-Triples, JSON-LD and
// RDF/XML, their VoID/DCAT description with the counts and sizes, and the
// JSON-LD context the site's JSON-LD uses. The files are written from one
// list of triples, so every dump holds exactly the same graph.
import { createHash } from 'node:crypto';
import { DataFactory } from 'n3';
import type { Page } from '../../src/shared/model/types.ts';
import { t } from '../../src/i18n/index.ts';
import type { OutputFile } from '../write/index.ts';
import { jsonLdContext } from './context.ts';
import type { SiteGraph } from './graph.ts';
import { CONTEXT_PATH, DUMPS, VOID_PATH, WELL_KNOWN_VOID, type DumpId } from './paths.ts';
import { buildDate } from './provenance.ts';
import { prefixesFor, toJsonLd, toNTriples, toRdfXml, toTurtle } from './serialise.ts';
import { describeDataset, graphStatistics } from './void.ts';

/** The docs page that presents the downloads; the VoID names it as the landing page when it exists. */
export const LANDING_PAGE_KEY = '/docs/explore-lod/site-graph';

const DESCRIPTION = {
  en: 'Everything the portal publishes as linked data: glossary terms, tools, datasets, events, people, organisations, the facets that classify them, and the pages and blog posts of the site.',
  fr: 'Tout ce que le portail publie en données liées : termes du glossaire, outils, jeux de données, événements, personnes, organismes, les facettes qui les classent, ainsi que les pages et les billets de blogue du site.',
};

export interface DumpInput {
  graph: SiteGraph;
  pages: Page[];
  siteUrl: string;
  /** the date the dumps carry (the site graph's dct:modified) */
  modified?: string;
  contactEmail?: string;
}

/** The public page that says how to reach the team: the VoID's contact point (the home page when the site has no such page). */
export const CONTACT_PAGE_KEY = '/docs/about-lincs/get-involved/contact-us';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export async function serialiseDumps(graph: SiteGraph, siteUrl: string): Promise<Record<DumpId, string>> {
  const prefixes = prefixesFor(siteUrl, graph.quads);
  return {
    turtle: await toTurtle(graph.quads, prefixes),
    ntriples: await toNTriples(graph.quads),
    jsonld: await toJsonLd(graph.quads, siteUrl),
    rdfxml: toRdfXml(graph.quads, prefixes),
  };
}

export async function dumpFiles({ graph, pages, siteUrl, modified = buildDate(), contactEmail }: DumpInput): Promise<OutputFile[]> {
  const texts = await serialiseDumps(graph, siteUrl);
  const files: OutputFile[] = DUMPS.map((d) => ({ path: d.path, content: texts[d.id] }));
  const stats = graphStatistics(graph.quads, siteUrl);
  const publisher = `${siteUrl}/id/organization/lincs`;
  const title = { en: `${t('en', 'site.title')} portal graph`, fr: `Graphe du portail ${t('fr', 'site.title')}` };
  // one example of each main kind of entity, for the VoID exampleResource
  const examples: string[] = [];
  for (const kind of ['term', 'tool', 'dataset', 'event', 'person', 'organization']) {
    const first = graph.store
      .getSubjects(null, null, null)
      .find((s) => s.termType === 'NamedNode' && s.value.startsWith(`${siteUrl}/id/${kind}/`));
    if (first) examples.push(first.value);
  }
  const description = describeDataset({
    siteUrl,
    stats,
    distributions: DUMPS.map((d) => ({ id: d.id, path: d.path, bytes: Buffer.byteLength(texts[d.id]), sha256: sha256(texts[d.id]) })),
    modified,
    // the date and a digest of the graph: a new version whenever a triple changes
    version: `${modified}.${sha256(texts.ntriples).slice(0, 12)}`,
    contact: {
      name: t('en', 'site.title'),
      url: pages.some((p) => p.key === CONTACT_PAGE_KEY && p.locale === 'en') ? siteUrl + CONTACT_PAGE_KEY : `${siteUrl}/`,
      email: contactEmail,
    },
    title,
    description: DESCRIPTION,
    landingPage: pages.some((p) => p.key === LANDING_PAGE_KEY && p.locale === 'en') ? LANDING_PAGE_KEY : undefined,
    publisher: graph.store.countQuads(DataFactory.namedNode(publisher), null, null, null) > 0 ? publisher : undefined,
    exampleResources: examples,
  });
  const voidText = await toTurtle(description, {
    ...prefixesFor(siteUrl, description),
    spdx: 'http://spdx.org/rdf/terms#',
    vcard: 'http://www.w3.org/2006/vcard/ns#',
  });
  files.push({ path: VOID_PATH, content: voidText });
  // the well-known address of the description (VoID §7.2); servers also redirect it to VOID_PATH
  files.push({ path: WELL_KNOWN_VOID, content: voidText });
  files.push({ path: CONTEXT_PATH, content: JSON.stringify({ '@context': jsonLdContext(siteUrl) }, null, 2) + '\n' });
  return files;
}
