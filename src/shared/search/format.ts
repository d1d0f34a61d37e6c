// The files of a locale's search index, as the generator writes them and the
// browser reads them, under /search-index/{locale}/. Types and the FlexSearch
// document layout only, shared by both sides so they cannot drift apart.
//
//   meta.json       small, fetched when search is first used: which shard holds
//                   which terms, which bucket holds which pages, the section
//                   (docs tag) of every page, so results can be counted and
//                   filtered by section before any page text is fetched
//   terms-N-H.json  (H: content hash) one shard of the inverted index: every term starting with
//                   a range of two-letter prefixes, for each field; a query
//                   fetches only the shards of its words
//   docs-N-H.json   a bucket of consecutive pages: title, address, section and
//                   text cut at headings, for result titles and snippets; only
//                   the buckets of the results shown are fetched
//   words-H.json    words of titles and headings, fetched only after a query
//                   found nothing, to suggest a spelling that finds something
import type { Locale } from '../model/types.ts';

/** The search page's route key (/search, /fr/search). */
export const SEARCH_KEY = '/search';

/** Searchable fields in order of weight: a title match counts most. */
export const FIELDS = ['title', 'headings', 'body'] as const;
export type Field = (typeof FIELDS)[number];
export const FIELD_WEIGHT: Record<Field, number> = { title: 4, headings: 2, body: 1 };

/** The documentation sections a search can be narrowed to (the spec's "docs tag"), in menu order. */
export const SECTIONS = ['about-lincs', 'learn-lod', 'explore-lod', 'create-lod', 'tools', 'terms', 'blog'] as const;
export type SectionId = (typeof SECTIONS)[number];

/** What FlexSearch indexes for one page. */
export interface IndexedDoc {
  id: number;
  title: string;
  headings: string;
  body: string;
  [key: string]: string | number;
}

/** FlexSearch Document options, identical at build time and in the browser (the encoder is added per locale). */
export const DOCUMENT_LAYOUT = {
  id: 'id',
  index: FIELDS.map((field) => ({ field, tokenize: 'strict' as const, resolution: 9 })),
};

/** [first two-letter prefix held, content hash]: a shard runs to the next shard's first prefix; its file is terms-{n}-{hash}.json */
export type ShardRef = [from: string, hash: string];

/** [first page id held, content hash]: a bucket runs to the next bucket's first id; its file is docs-{n}-{hash}.json */
export type BucketRef = [from: number, hash: string];

export function shardFile(n: number, ref: ShardRef): string {
  return `terms-${n}-${ref[1]}.json`;
}

export function bucketFile(n: number, ref: BucketRef): string {
  return `docs-${n}-${ref[1]}.json`;
}

export interface IndexMeta {
  version: 1;
  locale: Locale;
  pages: number;
  shards: ShardRef[];
  buckets: BucketRef[];
  /** section index (into SECTIONS, -1 for none) of every page, by id */
  sectionOf: number[];
  sections: { id: SectionId; count: number }[];
  words: string;
}

/**
 * One shard: for each field, FlexSearch map entries (term → score slots of page
 * ids); and `titles`, whole page titles (titleKey) whose first term is in the
 * shard (encoding.ts titleKey), with the pages that bear them, so a query that is a page's title can
 * rank that page first.
 */
export type ShardFile = Partial<Record<Field, [string, (number[] | null)[]][]>> & { titles?: [key: string, ids: number[]][] };

/** A part of a page's text under one heading; the first part has no heading. */
export type DocPart = [anchor: string, heading: string, text: string];

export interface DocRecord {
  id: number;
  title: string;
  /** page path, e.g. /fr/docs/terms/triple */
  url: string;
  section: SectionId | '';
  /** front-matter description: the snippet when the words are in no part of the text */
  description: string;
  parts: DocPart[];
}

export type DocsFile = DocRecord[];

/**
 * Title and heading words with their encoded term, for "try searching for"
 * suggestions; then the glossary's terms as the other language names them,
 * with no term and their name in this language as the suggestion.
 */
export type WordsFile = ([word: string, term: string] | [other: string, term: '', label: string])[];

export function indexBase(locale: Locale): string {
  return `/search-index/${locale}/`;
}
