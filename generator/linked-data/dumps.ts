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
import { ENTITY_KINDS } from '../entity-kinds.ts';
import { jsonLdPieces, ntriplesPieces, prefixesFor, rdfXmlPieces, toTurtle, turtlePieces } from './serialise.ts';
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

/** One whole-graph dump, in pieces, from the site graph's triples in its order. */
export async function dumpPieces(id: DumpId, quads: Quad[], siteUrl: string, prefixes: Record<string, string>): Promise<Iterable<string>> {
  switch (id) {
    case 'turtle':
      return turtlePieces(quads, prefixes);
    case 'ntriples':
      return ntriplesPieces(quads);
    case 'jsonld':
      return jsonLdPieces(quads, siteUrl);
    case 'rdfxml':
      return rdfXmlPieces(quads, prefixes);
  }
}

/** The pieces as they pass, counted and hashed; `done` once the last has passed. */
function measured(pieces: Iterable<string>) {
  const hash = createHash('sha256');
  const seen = { bytes: 0, done: false, digest: () => hash.digest('hex') };
  const content = (function* () {
    for (const piece of pieces) {
      hash.update(piece);
      seen.bytes += Buffer.byteLength(piece);
      yield piece;
    }
    seen.done = true;
  })();
  return { content, seen };
}

/**
 * The dumps, then their description and the JSON-LD context. Each dump is
 * handed to the writer in pieces, written as they are made (they are the
 * largest files of the site: bench scale 20's four came to 87 MB, and held
 * whole they were the top of the build's memory); only its size and digest
 * are kept for the description.
 */
export async function* dumpFiles(input: DumpInput): AsyncGenerator<OutputFile> {
  // made for the dumps only: the site graph itself holds its triples as numbers
  const quads = input.graph.all();
  const prefixes = prefixesFor(input.siteUrl, quads);
  const distributions: DistributionInfo[] = [];
  let graphDigest = '';
  for (const d of DUMPS) {
    const { content, seen } = measured(await dumpPieces(d.id, quads, input.siteUrl, prefixes));
    yield { path: d.path, content };
    // the writer takes every piece before it asks for the next file
    if (!seen.done) throw new Error(`${d.path} was not written whole`);
    const digest = seen.digest();
    distributions.push({ id: d.id, path: d.path, bytes: seen.bytes, sha256: digest });
    if (d.id === 'ntriples') graphDigest = digest;
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
  // one example of each kind of entity (its first IRI folder names it), for the VoID exampleResource
  const examples: string[] = [];
  for (const kind of ENTITY_KINDS.map((k) => k.idFolders[0])) {
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
