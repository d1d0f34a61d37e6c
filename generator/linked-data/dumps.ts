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
import type { Quad } from 'n3';
import type { TripleTable } from './triple-table.ts';
import { CONTEXT_PATH, DUMPS, VOID_PATH, WELL_KNOWN_VOID, type DumpId } from './paths.ts';
import { buildDate } from './provenance.ts';
import { prefixesFor, toJsonLd, toNTriples, toRdfXml, toTurtle } from './serialise.ts';
import { describeDataset, graphStatistics, type DistributionInfo } from './void.ts';

/** The docs page that presents the downloads; the VoID names it as the landing page when it exists. */
export const LANDING_PAGE_KEY = '/docs/explore-lod/site-graph';

const DESCRIPTION = {
  en:
    'Everything the portal publishes as linked data: glossary terms, tools, datasets, events, people, organisations, ' +
    'the facets that classify them, and the pages and blog posts of the site.',
  fr:
    'Tout ce que le portail publie en données liées : termes du glossaire, outils, jeux de données, événements, personnes, ' +
    'organismes, les facettes qui les classent, ainsi que les pages et les billets de blogue du site.',
};

export interface DumpInput {
  graph: TripleTable;
  pages: Page[];
  siteUrl: string;
  /** the date the dumps carry (the site graph's dct:modified) */
  modified?: string;
  contactEmail?: string;
}

/** The public page that says how to reach the team: the VoID's contact point (the home page when the site has no such page). */
export const CONTACT_PAGE_KEY = '/docs/about-lincs/get-involved/contact-us';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** One whole-graph dump as text, from the site graph's triples in its order. */
export async function serialiseDump(id: DumpId, quads: Quad[], siteUrl: string, prefixes: Record<string, string>): Promise<string> {
  switch (id) {
    case 'turtle':
      return toTurtle(quads, prefixes);
    case 'ntriples':
      return toNTriples(quads);
    case 'jsonld':
      return toJsonLd(quads, siteUrl);
    case 'rdfxml':
      return toRdfXml(quads, prefixes);
  }
}

/**
 * The dumps, then their description and the JSON-LD context. Each dump is
 * written and dropped before the next is serialised (they are the largest
 * files of the site); only its size and digest are kept for the description.
 */
export async function* dumpFiles(input: DumpInput): AsyncGenerator<OutputFile> {
  // made for the dumps only: the site graph itself holds its triples as numbers
  const quads = input.graph.all();
  const prefixes = prefixesFor(input.siteUrl, quads);
  const distributions: DistributionInfo[] = [];
  let graphDigest = '';
  for (const d of DUMPS) {
    const content = await serialiseDump(d.id, quads, input.siteUrl, prefixes);
    const digest = sha256(content);
    distributions.push({ id: d.id, path: d.path, bytes: Buffer.byteLength(content), sha256: digest });
    if (d.id === 'ntriples') graphDigest = digest;
    yield { path: d.path, content };
  }
  const voidText = await voidDescription(input, quads, distributions, graphDigest);
  yield { path: VOID_PATH, content: voidText };
  // the well-known address of the description (VoID §7.2); servers also redirect it to VOID_PATH
  yield { path: WELL_KNOWN_VOID, content: voidText };
  yield { path: CONTEXT_PATH, content: JSON.stringify({ '@context': jsonLdContext(input.siteUrl) }, null, 2) + '\n' };
}

/** The VoID/DCAT description of the dumps, in Turtle. */
async function voidDescription(
  { graph, pages, siteUrl, modified = buildDate(), contactEmail }: DumpInput,
  quads: Quad[],
  distributions: DistributionInfo[],
  graphDigest: string,
): Promise<string> {
  const stats = graphStatistics(quads, siteUrl);
  const publisher = `${siteUrl}/id/organization/lincs`;
  const title = { en: `${t('en', 'site.title')} portal graph`, fr: `Graphe du portail ${t('fr', 'site.title')}` };
  // one example of each main kind of entity, for the VoID exampleResource
  const examples: string[] = [];
  for (const kind of ['term', 'tool', 'dataset', 'event', 'person', 'organization']) {
    const first = graph
      .getSubjects(null, null, null)
      .find((s) => s.termType === 'NamedNode' && s.value.startsWith(`${siteUrl}/id/${kind}/`));
    if (first) examples.push(first.value);
  }
  const description = describeDataset({
    siteUrl,
    stats,
    distributions,
    modified,
    // the date and a digest of the graph: a new version whenever a triple changes
    version: `${modified}.${graphDigest.slice(0, 12)}`,
    contact: {
      name: t('en', 'site.title'),
      url: pages.some((p) => p.key === CONTACT_PAGE_KEY && p.locale === 'en') ? siteUrl + CONTACT_PAGE_KEY : `${siteUrl}/`,
      email: contactEmail,
    },
    title,
    description: DESCRIPTION,
    landingPage: pages.some((p) => p.key === LANDING_PAGE_KEY && p.locale === 'en') ? LANDING_PAGE_KEY : undefined,
    publisher: graph.countQuads(DataFactory.namedNode(publisher), null, null, null) > 0 ? publisher : undefined,
    exampleResources: examples,
  });
  return toTurtle(description, {
    ...prefixesFor(siteUrl, description),
    spdx: 'http://spdx.org/rdf/terms#',
    vcard: 'http://www.w3.org/2006/vcard/ns#',
  });
}
