// The kinds of entity the site knows, defined once: the class each kind's
// query selects by, its query (generator/query/queries/{records}.rq), the
// shaper that makes its records, the folders of its IRIs (/id/{folder}/{slug})
// and, for the kinds that have pages, where those pages live and the
// catalogue that links to them. Query, validation, model, route and the
// linked-data outputs read this table; a new kind is one row here, its query
// file, its record shaper and type, and the components that show it.
import type { Records } from '../src/shared/model/types.ts';
import { SCHEMA, SKOS } from './ns.ts';
import type { Descriptions } from './query/engine.ts';
import { conceptRecord, datasetRecord, eventRecord, organizationRecord, personRecord, toolRecord, type Shaper } from './query/records.ts';

export type RecordsKey = keyof Records;

export interface EntityKind<K extends RecordsKey = RecordsKey> {
  /** its list in Records; also the name of its query file */
  records: K;
  /** the class its query selects by (`?s a <class>`) */
  class: string;
  /** the first folder of its IRIs under /id/ (the first one names the kind in the dumps' examples) */
  idFolders: readonly string[];
  shape: Shaper<Records[K][number]>;
  /** its pages: `{prefix}/{slug}`; `listing`: the catalogue (a page with `listing: NAME`) that links each entity to its page */
  pages?: { prefix: string; listing?: string; catalogue?: string };
}

const kind = <K extends RecordsKey>(k: EntityKind<K>): EntityKind<K> => k;

export const ENTITY_KINDS = [
  kind({
    records: 'concepts',
    class: SKOS + 'Concept',
    idFolders: ['term', 'facet', 'tag'],
    shape: conceptRecord,
    pages: { prefix: '/docs/terms' },
  }),
  kind({
    records: 'tools',
    class: SCHEMA + 'SoftwareApplication',
    idFolders: ['tool'],
    shape: toolRecord,
    pages: { prefix: '/docs/tools', listing: 'tools', catalogue: 'the tool catalogue' },
  }),
  kind({
    records: 'datasets',
    class: SCHEMA + 'Dataset',
    idFolders: ['dataset'],
    shape: datasetRecord,
    pages: { prefix: '/docs/explore-lod/project-datasets', listing: 'datasets', catalogue: 'the dataset catalogue' },
  }),
  kind({ records: 'events', class: SCHEMA + 'Event', idFolders: ['event'], shape: eventRecord }),
  kind({ records: 'people', class: SCHEMA + 'Person', idFolders: ['person'], shape: personRecord }),
  kind({ records: 'organizations', class: SCHEMA + 'Organization', idFolders: ['organization', 'group'], shape: organizationRecord }),
] as const;

const byRecords = Object.fromEntries(ENTITY_KINDS.map((k) => [k.records, k])) as { [K in RecordsKey]: EntityKind<K> };

/** The address of an entity's page: `/docs/terms/triple`. */
export function entityPageKey(records: RecordsKey, slug: string): string {
  const pages = byRecords[records].pages;
  if (!pages) throw new Error(`entities of ${records} have no pages`);
  return `${pages.prefix}/${slug}`;
}

/** Every entity of every kind, in the table's order. */
export function allEntities(records: Records): { iri: string; id: string; slug: string }[] {
  return ENTITY_KINDS.flatMap((k): { iri: string; id: string; slug: string }[] => records[k.records]);
}

/** Every kind's query results shaped into records. */
export function shapeRecords(results: Record<RecordsKey, Descriptions>, siteUrl: string): Records {
  return Object.fromEntries(ENTITY_KINDS.map((k) => [k.records, k.shape(results[k.records], siteUrl)])) as unknown as Records;
}
