// Shape the query results (statements grouped by subject) into the typed
// records of the site model. Pure: no I/O, no SPARQL.
import type { Term } from 'n3';
import type {
  Bilingual,
  Concept,
  DatasetRecord,
  EventRecord,
  Locale,
  OrganizationRecord,
  PersonRecord,
  Records,
  Tool,
} from '../../src/shared/model/types.ts';
import { DCT, RDFS, SCHEMA, SKOS, parseEntityIri } from '../ns.ts';
import type { Description, Descriptions } from './engine.ts';

/** Each kind's query results, by its list in Records. */
export type KindResults = Record<keyof Records, Descriptions>;

/** One kind's query results → its records, sorted by IRI. */
export type Shaper<T> = (results: Descriptions, siteUrl: string) => T[];

const termKey = (t: Term) => {
  if (t.termType !== 'Literal') return `${t.termType}\u0000${t.value}`;
  const l = t as Term & { language: string; datatype: { value: string } };
  return `${t.termType}\u0000${t.value}\u0000${l.language}\u0000${l.datatype.value}`;
};

function byTerm(a: Term, b: Term): number {
  const x = termKey(a);
  const y = termKey(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

class Reader {
  constructor(
    private d: Description,
    private siteUrl: string,
    private vocab: string,
  ) {}
  /**
   * A property's values in one order of their own (by term), never the order
   * the store gave them: that order follows the graphs the statements sit in,
   * so a store keeping everything in its default graph would list a term's
   * related terms otherwise than the build from files, one graph per file.
   */
  terms(p: string): Term[] {
    return [...(this.d.get(p) ?? [])].sort(byTerm);
  }
  literals(p: string, lang?: Locale): string[] {
    const inLocale = (tag: string) => tag === lang || (!!lang && tag.toLowerCase().startsWith(lang + '-'));
    return this.terms(p)
      .filter((t) => t.termType === 'Literal' && (lang === undefined || inLocale((t as { language: string }).language)))
      .map((t) => t.value);
  }
  /** a string in both languages; a plain (untagged) literal serves both, English fills a missing French */
  bilingual(p: string): Bilingual | undefined {
    const all = this.terms(p).filter((t) => t.termType === 'Literal') as (Term & { language: string })[];
    if (all.length === 0) return undefined;
    // `fr-CA` counts as French when there is no plain `fr` (BCP 47 prefix matching, as SHACL's sh:languageIn does)
    const pick = (l: string) => (all.find((t) => t.language === l) ?? all.find((t) => t.language.toLowerCase().startsWith(l + '-')))?.value;
    const plain = all.find((t) => t.language === '')?.value;
    const en = pick('en') ?? plain ?? all[0].value;
    return { en, fr: pick('fr') ?? plain ?? en };
  }
  bilingualOr(p: string, fallback = ''): Bilingual {
    return this.bilingual(p) ?? { en: fallback, fr: fallback };
  }
  lists(p: string): { en: string[]; fr: string[] } {
    return {
      en: this.literals(p, 'en').concat(this.literals(p, '' as Locale)),
      fr: this.literals(p, 'fr').concat(this.literals(p, '' as Locale)),
    };
  }
  iris(p: string): string[] {
    return this.terms(p)
      .filter((t) => t.termType === 'NamedNode')
      .map((t) => t.value);
  }
  iri(p: string): string | undefined {
    return this.iris(p)[0];
  }
  /** slugs of the site's entities this property points to */
  slugs(p: string): string[] {
    return this.iris(p)
      .map((i) => parseEntityIri(i, this.siteUrl)?.slug)
      .filter((s): s is string => !!s);
  }
  /** ids (`kind/slug`) of the site's entities this property points to */
  ids(p: string): string[] {
    return this.iris(p)
      .map((i) => parseEntityIri(i, this.siteUrl))
      .filter((x) => !!x)
      .map((x) => `${x!.kind}/${x!.slug}`);
  }
  text(p: string): string | undefined {
    return this.terms(p).find((t) => t.termType === 'Literal')?.value;
  }
  bool(p: string): boolean {
    return this.text(p) === 'true' || this.text(p) === '1';
  }
  /** a boolean the data may leave out: undefined then, not false */
  optionalBool(p: string): boolean | undefined {
    return this.text(p) === undefined ? undefined : this.bool(p);
  }
  v(local: string) {
    return this.vocab + local;
  }
}

function entities<T>(descs: Descriptions, siteUrl: string, make: (ref: EntityRef, r: Reader) => T): T[] {
  const out: T[] = [];
  for (const [iri, d] of descs) {
    const parsed = parseEntityIri(iri, siteUrl);
    if (!parsed) continue; // only the site's own entities get pages
    out.push(
      make({ iri, id: `${parsed.kind}/${parsed.slug}`, slug: parsed.slug, kind: parsed.kind }, new Reader(d, siteUrl, `${siteUrl}/vocab#`)),
    );
  }
  return out.sort((a, b) => ((a as { iri: string }).iri < (b as { iri: string }).iri ? -1 : 1));
}

/** Who an entity is: its IRI and where its page goes */
type EntityRef = { iri: string; id: string; slug: string; kind: string };

/** The record of a SKOS concept: glossary terms, facets and blog tags, read from its description. */
function concept(ref: EntityRef, r: Reader): Concept {
  return {
    iri: ref.iri,
    id: ref.id,
    slug: ref.slug,
    label: r.bilingualOr(SKOS + 'prefLabel', ref.slug),
    altLabels: { en: r.literals(SKOS + 'altLabel', 'en'), fr: r.literals(SKOS + 'altLabel', 'fr') },
    avoidLabels: { en: r.literals(r.v('avoidLabel'), 'en'), fr: r.literals(r.v('avoidLabel'), 'fr') },
    definition: r.bilingualOr(SKOS + 'definition'),
    example: r.bilingual(SKOS + 'example'),
    related: r.slugs(SKOS + 'related'),
    broader: r.slugs(SKOS + 'broader'),
    narrower: r.slugs(SKOS + 'narrower'),
    seeAlso: r.iris(RDFS + 'seeAlso'),
    exactMatch: r.iris(SKOS + 'exactMatch'),
    scheme: r.slugs(SKOS + 'inScheme')[0] ?? '',
    notation: r.text(SKOS + 'notation'),
  };
}

/** The record of a tool of the catalogue, read from its description. */
function tool(ref: EntityRef, r: Reader): Tool {
  return {
    iri: ref.iri,
    id: ref.id,
    slug: ref.slug,
    name: r.text(SCHEMA + 'name') ?? ref.slug,
    alternateName: r.text(SCHEMA + 'alternateName'),
    abstract: r.bilingualOr(SCHEMA + 'abstract'),
    description: r.bilingualOr(SCHEMA + 'description'),
    url: r.iri(SCHEMA + 'url'),
    functions: r.slugs(SCHEMA + 'applicationCategory'),
    level: r.slugs(SCHEMA + 'educationalLevel')[0],
    origin: r.slugs(r.v('origin'))[0],
    requiresAccount: r.optionalBool(r.v('requiresAccount')),
    keywords: r.lists(SCHEMA + 'keywords'),
    documentation: r.iri(SCHEMA + 'softwareHelp'),
  };
}

/** The record of a dataset of the catalogue, read from its description. */
function dataset(ref: EntityRef, r: Reader): DatasetRecord {
  return {
    iri: ref.iri,
    id: ref.id,
    slug: ref.slug,
    shortTitle: r.bilingualOr(SCHEMA + 'alternateName', ref.slug),
    title: r.bilingualOr(SCHEMA + 'name', ref.slug),
    abstract: r.bilingualOr(SCHEMA + 'abstract'),
    description: r.bilingualOr(SCHEMA + 'description'),
    status: r.slugs(r.v('status'))[0],
    keywords: r.lists(SCHEMA + 'keywords'),
    source: r.bilingual(DCT + 'source'),
    basedOn: r.iri(SCHEMA + 'isBasedOn'),
    image: r.iri(SCHEMA + 'image'),
    credit: r.bilingual(SCHEMA + 'creditText'),
    exploreUrl: r.iri(r.v('exploreUrl')),
    license: r.iri(SCHEMA + 'license'),
    creators: r.ids(SCHEMA + 'creator'),
    datePublished: r.text(SCHEMA + 'datePublished'),
    size: r.bilingual(SCHEMA + 'size'),
  };
}

/** The record of an event, read from its description. */
function event(ref: EntityRef, r: Reader): EventRecord {
  return {
    iri: ref.iri,
    id: ref.id,
    slug: ref.slug,
    name: r.bilingualOr(SCHEMA + 'name', ref.slug),
    description: r.bilingualOr(SCHEMA + 'description'),
    startDate: r.text(SCHEMA + 'startDate') ?? '',
    endDate: r.text(SCHEMA + 'endDate'),
    location: r.bilingual(SCHEMA + 'location'),
    kind: r.slugs(r.v('eventKind'))[0],
    url: r.iri(SCHEMA + 'url'),
  };
}

/** The record of a person: staff, committee members and the blog's writing personas, read from its description. */
function person(ref: EntityRef, r: Reader): PersonRecord {
  return {
    iri: ref.iri,
    id: ref.id,
    slug: ref.slug,
    name: r.text(SCHEMA + 'name') ?? ref.slug,
    persona: r.bool(r.v('writingPersona')),
    jobTitle: r.bilingualOr(SCHEMA + 'jobTitle'),
    description: r.bilingual(SCHEMA + 'description'),
    image: r.iri(SCHEMA + 'image'),
    sameAs: r.iris(SCHEMA + 'sameAs'),
    memberOf: r.ids(SCHEMA + 'memberOf'),
  };
}

/** The record of an organisation: partners, and LINCS's own teams and committees, read from its description. */
function organization(ref: EntityRef, r: Reader): OrganizationRecord {
  return {
    iri: ref.iri,
    id: ref.id,
    slug: ref.slug,
    name: r.bilingualOr(SCHEMA + 'name', ref.slug),
    alternateName: r.bilingual(SCHEMA + 'alternateName'),
    description: r.bilingual(SCHEMA + 'description'),
    url: r.iri(SCHEMA + 'url'),
    roles: r.slugs(r.v('partnerRole')),
    groupKind: r.slugs(r.v('groupKind'))[0],
  };
}

export const conceptRecord: Shaper<Concept> = (d, siteUrl) => entities(d, siteUrl, concept);
export const toolRecord: Shaper<Tool> = (d, siteUrl) => entities(d, siteUrl, tool);
export const datasetRecord: Shaper<DatasetRecord> = (d, siteUrl) => entities(d, siteUrl, dataset);
export const eventRecord: Shaper<EventRecord> = (d, siteUrl) => entities(d, siteUrl, event);
export const personRecord: Shaper<PersonRecord> = (d, siteUrl) => entities(d, siteUrl, person);
export const organizationRecord: Shaper<OrganizationRecord> = (d, siteUrl) => entities(d, siteUrl, organization);
