// Builds one locale's search index with FlexSearch and cuts it into the files
// of src/shared/search/format.ts, so the browser downloads only the shards of
// the words it looks up and the page text of the results it shows.
import crypto from 'node:crypto';
import { Document } from 'flexsearch';
import type { Locale } from '../../src/shared/model/types.ts';
import { encoderFor, fold, termPrefix, WORD_SPLIT, encodeWord } from '../../src/shared/search/encoding.ts';
import {
  DOCUMENT_LAYOUT,
  FIELDS,
  SECTIONS,
  indexBase,
  shardFile,
  bucketFile,
  type BucketRef,
  type DocsFile,
  type Field,
  type IndexedDoc,
  type IndexMeta,
  type ShardFile,
  type ShardRef,
  type WordsFile,
} from '../../src/shared/search/format.ts';
import type { OutputFile } from '../write/index.ts';
import type { SearchDoc } from './documents.ts';

export interface IndexSizes {
  /** a shard holds terms until about this many bytes of JSON */
  shardBytes: number;
  /** a bucket holds pages until about this many bytes of JSON */
  bucketBytes: number;
}

/** Small enough that a two-word query downloads a few KB, large enough to keep the file count modest. */
export const DEFAULT_SIZES: IndexSizes = { shardBytes: 16_000, bucketBytes: 8_000 };

type Entry = [string, (number[] | null)[]];

function hashOf(content: string): string {
  return crypto.createHash('sha256').update(content).digest('hex').slice(0, 8);
}

/** FlexSearch's own export, gathered into the map entries of each field. */
function exportedEntries(index: Document<IndexedDoc>): Record<Field, Entry[]> {
  const entries = Object.fromEntries(FIELDS.map((f) => [f, [] as Entry[]])) as Record<Field, Entry[]>;
  index.export((key: string, data: string) => {
    // keys look like "body.1.map": field, chunk number, part
    const [field, , part] = key.split('.');
    if (part === 'map' && (FIELDS as readonly string[]).includes(field)) entries[field as Field].push(...(JSON.parse(data) as Entry[]));
  });
  return entries;
}

/** Packs consecutive groups into files of about `budget` bytes. */
function pack<T>(groups: { key: T; bytes: number }[], budget: number): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const g of groups) {
    if (current.length && size + g.bytes > budget) {
      out.push(current);
      current = [];
      size = 0;
    }
    current.push(g.key);
    size += g.bytes;
  }
  if (current.length) out.push(current);
  return out;
}

/**
 * Title and heading words as spelled on the pages, with their term, for
 * suggestions: every spelling is kept ("ontologies" and "ontology"), so a
 * misspelt plural is matched to the plural.
 */
function titleWords(docs: SearchDoc[], locale: Locale): WordsFile {
  const byFolded = new Map<string, [string, string]>();
  for (const d of docs) {
    for (const word of [d.title, ...d.headings].join(' ').toLowerCase().split(WORD_SPLIT)) {
      if (word.length < 3 || /\d/.test(word)) continue;
      const folded = fold(word);
      if (byFolded.has(folded)) continue;
      const term = encodeWord(word, locale);
      if (term) byFolded.set(folded, [word, term]);
    }
  }
  return [...byFolded.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([, pair]) => pair);
}

export interface LocaleIndex {
  files: OutputFile[];
  meta: IndexMeta;
}

export function buildLocaleIndex(docs: SearchDoc[], locale: Locale, sizes: IndexSizes = DEFAULT_SIZES): LocaleIndex {
  const base = indexBase(locale);
  const files: OutputFile[] = [];
  const index = new Document<IndexedDoc>({ document: DOCUMENT_LAYOUT, encoder: encoderFor(locale) });
  docs.forEach((d, id) => index.add({ id, title: d.title, headings: d.headings.join(' \n '), body: d.body }));

  // terms: grouped by two-letter prefix, so every term a typed prefix can
  // expand to sits in the one shard the prefix names
  const entries = exportedEntries(index);
  const byPrefix = new Map<string, ShardFile>();
  for (const field of FIELDS) {
    for (const entry of entries[field]) {
      const prefix = termPrefix(entry[0]);
      let shard = byPrefix.get(prefix);
      if (!shard) byPrefix.set(prefix, (shard = {}));
      (shard[field] ??= []).push(entry);
    }
  }
  const prefixes = [...byPrefix.keys()].sort();
  const shards: ShardRef[] = [];
  for (const group of pack(
    prefixes.map((p) => ({ key: p, bytes: JSON.stringify(byPrefix.get(p)).length })),
    sizes.shardBytes,
  )) {
    const shard: ShardFile = {};
    for (const p of group) for (const field of FIELDS) if (byPrefix.get(p)![field]) (shard[field] ??= []).push(...byPrefix.get(p)![field]!);
    const content = JSON.stringify(shard);
    const ref: ShardRef = [group[0], hashOf(content)];
    files.push({ path: base + shardFile(shards.length, ref), content });
    shards.push(ref);
  }

  // page records: consecutive ids (pages sorted by address) in buckets
  const records: DocsFile = docs.map((d, id) => ({
    id,
    title: d.title,
    url: d.url,
    section: d.section,
    description: d.description,
    parts: d.parts,
  }));
  const buckets: BucketRef[] = [];
  for (const group of pack(
    records.map((r) => ({ key: r, bytes: JSON.stringify(r).length })),
    sizes.bucketBytes,
  )) {
    const content = JSON.stringify(group);
    const ref: BucketRef = [group[0].id, hashOf(content)];
    files.push({ path: base + bucketFile(buckets.length, ref), content });
    buckets.push(ref);
  }

  const words = JSON.stringify(titleWords(docs, locale));
  const wordsFile = `words-${hashOf(words)}.json`;
  files.push({ path: base + wordsFile, content: words });

  const sectionIds = SECTIONS as readonly string[];
  const meta: IndexMeta = {
    version: 1,
    locale,
    pages: docs.length,
    shards,
    buckets,
    sectionOf: docs.map((d) => sectionIds.indexOf(d.section)),
    sections: SECTIONS.map((id) => ({ id, count: docs.filter((d) => d.section === id).length })).filter((s) => s.count > 0),
    words: wordsFile,
  };
  files.push({ path: base + 'meta.json', content: JSON.stringify(meta) });
  return { files, meta };
}
