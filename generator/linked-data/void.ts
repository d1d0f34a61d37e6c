// The VoID and DCAT description of the site graph: what it holds (triple,
// entity, class and property counts, the vocabularies it uses), where its
// dumps are (download URLs, media types, sizes) and under what licence.
// Pure: quads in, quads out; the counts are taken from the quads the dumps
// are written from.
import { DataFactory, type Quad } from 'n3';
import { DCAT, DCT, FOAF, OWL, RDF, SPDX, VCARD, XSD, VOID } from '../ns.ts';
import { DUMPS, VOID_PATH } from './paths.ts';
import { CC_BY_4, datasetIri } from './provenance.ts';

export { CC_BY_4, datasetIri };

const { namedNode, literal, blankNode, quad } = DataFactory;

export interface GraphStatistics {
  triples: number;
  /** resources in the site's own IRI space (`{site}/id/`) */
  entities: number;
  distinctSubjects: number;
  distinctObjects: number;
  /** class IRI → number of distinct instances */
  classes: Map<string, number>;
  /** property IRI → number of triples */
  properties: Map<string, number>;
  /** namespaces of the properties and classes used */
  vocabularies: string[];
}

/** `https://schema.org/name` → `https://schema.org/`; `…/skos/core#prefLabel` → `…/skos/core#` */
export function namespaceOf(iri: string): string {
  const hash = iri.lastIndexOf('#');
  if (hash >= 0) return iri.slice(0, hash + 1);
  return iri.slice(0, iri.lastIndexOf('/') + 1);
}

export function graphStatistics(quads: Quad[], siteUrl: string): GraphStatistics {
  const idSpace = `${siteUrl}/id/`;
  const subjects = new Set<string>();
  const objects = new Set<string>();
  const properties = new Map<string, number>();
  const instances = new Map<string, Set<string>>();
  for (const q of quads) {
    const s = `${q.subject.termType}:${q.subject.value}`;
    subjects.add(s);
    objects.add(q.object.termType === 'Literal' ? `L:${q.object.id}` : `${q.object.termType}:${q.object.value}`);
    properties.set(q.predicate.value, (properties.get(q.predicate.value) ?? 0) + 1);
    if (q.predicate.value === RDF + 'type' && q.object.termType === 'NamedNode') {
      let set = instances.get(q.object.value);
      if (!set) instances.set(q.object.value, (set = new Set()));
      set.add(s);
    }
  }
  const entities = [...subjects].filter((s) => s.startsWith(`NamedNode:${idSpace}`)).length;
  const classes = new Map([...instances].map(([c, set]) => [c, set.size]));
  const vocabularies = new Set<string>();
  for (const iri of [...properties.keys(), ...classes.keys()]) vocabularies.add(namespaceOf(iri));
  return {
    triples: quads.length,
    entities,
    distinctSubjects: subjects.size,
    distinctObjects: objects.size,
    classes: new Map([...classes].sort((a, b) => (a[0] < b[0] ? -1 : 1))),
    properties: new Map([...properties].sort((a, b) => (a[0] < b[0] ? -1 : 1))),
    vocabularies: [...vocabularies].sort(),
  };
}

export interface DistributionInfo {
  id: string;
  /** site-absolute path of the file */
  path: string;
  bytes: number;
  /** hex SHA-256 of the file, so a download can be checked */
  sha256?: string;
}

export interface DescriptionInput {
  siteUrl: string;
  stats: GraphStatistics;
  distributions: DistributionInfo[];
  title: { en: string; fr: string };
  description: { en: string; fr: string };
  /** the page that presents the downloads, when the site has it */
  landingPage?: string;
  publisher?: string;
  exampleResources: string[];
  /** xsd:date the dumps were made */
  modified?: string;
  /** changes whenever the graph does */
  version?: string;
  /** where to write about the data */
  contact?: { name: string; url?: string; email?: string };
}

export function describeDataset(input: DescriptionInput): Quad[] {
  const { siteUrl, stats } = input;
  const n = (iri: string) => namedNode(iri);
  const dataset = n(datasetIri(siteUrl));
  const doc = n(siteUrl + VOID_PATH);
  const out: Quad[] = [];
  const add = (s: Quad['subject'], p: string, o: Quad['object']) => out.push(quad(s, n(p), o));

  add(doc, RDF + 'type', n(VOID + 'DatasetDescription'));
  add(doc, DCT + 'title', literal(`${input.title.en}: VoID and DCAT description`, 'en'));
  add(doc, DCT + 'title', literal(`${input.title.fr} : description VoID et DCAT`, 'fr'));
  add(doc, FOAF + 'primaryTopic', dataset);

  add(dataset, RDF + 'type', n(VOID + 'Dataset'));
  add(dataset, RDF + 'type', n(DCAT + 'Dataset'));
  add(dataset, DCT + 'title', literal(input.title.en, 'en'));
  add(dataset, DCT + 'title', literal(input.title.fr, 'fr'));
  add(dataset, DCT + 'description', literal(input.description.en, 'en'));
  add(dataset, DCT + 'description', literal(input.description.fr, 'fr'));
  add(dataset, DCT + 'license', n(CC_BY_4));
  add(dataset, DCT + 'language', n('http://id.loc.gov/vocabulary/iso639-1/en'));
  add(dataset, DCT + 'language', n('http://id.loc.gov/vocabulary/iso639-1/fr'));
  if (input.publisher) add(dataset, DCT + 'publisher', n(input.publisher));
  add(dataset, FOAF + 'homepage', n(`${siteUrl}/`));
  if (input.landingPage) add(dataset, DCAT + 'landingPage', n(siteUrl + input.landingPage));
  add(dataset, VOID + 'uriSpace', literal(`${siteUrl}/id/`));
  if (input.modified) {
    add(doc, DCT + 'modified', literal(input.modified, n(XSD + 'date')));
    add(dataset, DCT + 'modified', literal(input.modified, n(XSD + 'date')));
  }
  if (input.version) {
    add(dataset, DCAT + 'version', literal(input.version));
    add(dataset, OWL + 'versionInfo', literal(input.version));
  }
  if (input.contact && (input.contact.url || input.contact.email)) {
    const contact = blankNode('contact');
    add(dataset, DCAT + 'contactPoint', contact);
    add(contact, RDF + 'type', n(VCARD + 'Organization'));
    add(contact, VCARD + 'fn', literal(input.contact.name));
    if (input.contact.url) add(contact, VCARD + 'hasURL', n(input.contact.url));
    if (input.contact.email) add(contact, VCARD + 'hasEmail', n(`mailto:${input.contact.email}`));
  }
  for (const r of input.exampleResources) add(dataset, VOID + 'exampleResource', n(r));

  addStatistics(add, out, dataset, stats);
  for (const dist of input.distributions) addDistribution(add, dataset, dist, input);
  return out;
}

type Add = (s: Quad['subject'], p: string, o: Quad['object']) => void;
const int = (value: number, type = 'integer') => literal(String(value), namedNode(XSD + type));

/** The counts of the dataset and its class and property partitions (blank nodes named by their place in `out`). */
function addStatistics(add: Add, out: Quad[], dataset: Quad['subject'], stats: DescriptionInput['stats']): void {
  const n = (iri: string) => namedNode(iri);
  add(dataset, VOID + 'triples', int(stats.triples));
  add(dataset, VOID + 'entities', int(stats.entities));
  add(dataset, VOID + 'distinctSubjects', int(stats.distinctSubjects));
  add(dataset, VOID + 'distinctObjects', int(stats.distinctObjects));
  add(dataset, VOID + 'properties', int(stats.properties.size));
  add(dataset, VOID + 'classes', int(stats.classes.size));
  for (const v of stats.vocabularies) add(dataset, VOID + 'vocabulary', n(v));
  for (const [cls, count] of stats.classes) {
    const part = blankNode(`class-${out.length}`);
    add(dataset, VOID + 'classPartition', part);
    add(part, VOID + 'class', n(cls));
    add(part, VOID + 'entities', int(count));
  }
  for (const [prop, count] of stats.properties) {
    const part = blankNode(`property-${out.length}`);
    add(dataset, VOID + 'propertyPartition', part);
    add(part, VOID + 'property', n(prop));
    add(part, VOID + 'triples', int(count));
  }
}

/** One dump: a distribution of the dataset with its media type, format, size and checksum. */
function addDistribution(add: Add, dataset: Quad['subject'], dist: DistributionInfo, input: DescriptionInput): void {
  const { siteUrl } = input;
  const n = (iri: string) => namedNode(iri);
  const dump = DUMPS.find((d) => d.id === dist.id);
  if (!dump) return;
  const url = n(siteUrl + dist.path);
  const node = n(`${siteUrl}${VOID_PATH}#${dump.id}`);
  add(dataset, VOID + 'dataDump', url);
  add(dataset, VOID + 'feature', n(`http://www.w3.org/ns/formats/${dump.feature}`));
  add(dataset, DCAT + 'distribution', node);
  add(node, RDF + 'type', n(DCAT + 'Distribution'));
  add(node, DCT + 'title', literal(`${input.title.en} (${dump.title})`, 'en'));
  add(node, DCT + 'title', literal(`${input.title.fr} (${dump.title})`, 'fr'));
  add(node, DCAT + 'downloadURL', url);
  add(node, DCAT + 'accessURL', url);
  add(node, DCAT + 'mediaType', n(`https://www.iana.org/assignments/media-types/${dump.mediaType}`));
  add(node, DCT + 'format', n(`http://publications.europa.eu/resource/authority/file-type/${dump.format}`));
  add(node, DCAT + 'byteSize', int(dist.bytes, 'nonNegativeInteger'));
  add(node, DCT + 'license', n(CC_BY_4));
  if (input.modified) add(node, DCT + 'modified', literal(input.modified, n(XSD + 'date')));
  if (dist.sha256) {
    const checksum = blankNode(`checksum-${dump.id}`);
    add(node, SPDX + 'checksum', checksum);
    add(checksum, RDF + 'type', n(SPDX + 'Checksum'));
    add(checksum, SPDX + 'algorithm', n(SPDX + 'checksumAlgorithm_sha256'));
    add(checksum, SPDX + 'checksumValue', literal(dist.sha256, n(XSD + 'hexBinary')));
  }
}
