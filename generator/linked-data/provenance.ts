// What a researcher who downloads a file needs to reuse it: its licence, where
// it comes from and when it was made. Every entity document and every dump
// carries these statements about itself; the VoID description adds the
// version and the checksums. Pure, apart from reading the build date.
import { DataFactory, type Quad } from 'n3';
import { DCT, FOAF, PROV, RDF, XSD } from '../ns.ts';
import { DUMPS, VOID_PATH } from './paths.ts';

const { namedNode, literal, quad } = DataFactory;

export const CC_BY_4 = 'https://creativecommons.org/licenses/by/4.0/';

/** The IRI of the dataset the dumps hold and the VoID file describes. */
export function datasetIri(siteUrl: string): string {
  return `${siteUrl}${VOID_PATH}#site-graph`;
}

/**
 * The day the files are made, as xsd:date. SOURCE_DATE_EPOCH (the
 * reproducible-builds convention) fixes it, so two builds of the same
 * sources can be byte for byte the same on any day.
 */
export function buildDate(env: NodeJS.ProcessEnv = process.env, now = new Date()): string {
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  const date = Number.isFinite(epoch) && env.SOURCE_DATE_EPOCH ? new Date(epoch * 1000) : now;
  return date.toISOString().slice(0, 10);
}

const date = (d: string) => literal(d, namedNode(XSD + 'date'));

/** A downloadable document about the site's data: licence, modification date, what it is derived from and about. */
export function documentProvenance(documentUrl: string, siteUrl: string, modified: string, primaryTopic?: string): Quad[] {
  const doc = namedNode(documentUrl);
  const out = [
    quad(doc, namedNode(RDF + 'type'), namedNode(FOAF + 'Document')),
    quad(doc, namedNode(DCT + 'license'), namedNode(CC_BY_4)),
    quad(doc, namedNode(DCT + 'modified'), date(modified)),
    quad(doc, namedNode(PROV + 'wasDerivedFrom'), namedNode(datasetIri(siteUrl))),
    quad(doc, namedNode(DCT + 'source'), namedNode(siteUrl + DUMPS[0].path)),
  ];
  if (primaryTopic) out.push(quad(doc, namedNode(FOAF + 'primaryTopic'), namedNode(primaryTopic)));
  return out;
}

/**
 * The statements every dump holds about the dumps themselves: the same in all
 * four, so the dumps stay the same graph. Each dump says its licence and date
 * and that it is a serialisation of the site graph.
 */
export function dumpProvenance(siteUrl: string, modified: string): Quad[] {
  const dataset = namedNode(datasetIri(siteUrl));
  const out: Quad[] = [
    quad(dataset, namedNode(DCT + 'license'), namedNode(CC_BY_4)),
    quad(dataset, namedNode(DCT + 'modified'), date(modified)),
  ];
  for (const d of DUMPS) {
    const url = namedNode(siteUrl + d.path);
    out.push(
      quad(url, namedNode(DCT + 'license'), namedNode(CC_BY_4)),
      quad(url, namedNode(DCT + 'modified'), date(modified)),
      quad(url, namedNode(PROV + 'wasDerivedFrom'), dataset),
      quad(url, namedNode(DCT + 'format'), literal(d.mediaType)),
    );
  }
  return out;
}
