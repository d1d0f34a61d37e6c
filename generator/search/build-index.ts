// Builds one locale's search index with FlexSearch and cuts it into the files
// of src/shared/search/format.ts, so the browser downloads only the shards of
// the words it looks up and the page text of the results it shows.
import crypto from 'node:crypto';
import { Document } from 'flexsearch';
import type { Locale } from '../../src/shared/model/types.ts';
import { encoderFor, fold, termPrefix, splitWords, encodeWord, titleKey } from '../../src/shared/search/encoding.ts';
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

/**
 * Packs consecutive items into files of about `budget` bytes, as they come:
 * add() returns the group to write when the new item does not fit beside it.
 */
class Packer<T> {
  private current: T[] = [];
  private size = 0;

  constructor(private readonly budget: number) {}

  add(item: T, bytes: number): T[] | undefined {
    let full: T[] | undefined;
    if (this.current.length && this.size + bytes > this.budget) {
      full = this.current;
      this.current = [];
      this.size = 0;
    }
    this.current.push(item);
    this.size += bytes;
    return full;
  }

  /** the last group, if any */
  end(): T[] | undefined {
    return this.current.length ? this.current : undefined;
  }
}

/**
 * Title and heading words as spelled on the pages, with their term, for
 * suggestions: every spelling is kept ("ontologies" and "ontology"), so a
 * misspelt plural is matched to the plural. Gathered page by page.
 */
class TitleWords {
  private readonly byFolded = new Map<string, [string, string]>();

  constructor(private readonly locale: Locale) {}

  add(d: SearchDoc): void {
    for (const word of splitWords([d.title, ...d.headings].join(' ').toLowerCase())) {
      if (word.length < 3 || /\d/.test(word)) continue;
      const folded = fold(word);
      if (this.byFolded.has(folded)) continue;
      const term = encodeWord(word, this.locale);
      if (term) this.byFolded.set(folded, [word, term]);
    }
  }

  /** the words, then the glossary's names in the other language with their name in this one */
  file(twins: Iterable<[other: string, label: string]>): WordsFile {
    const words: WordsFile = [...this.byFolded.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([, pair]) => pair);
    for (const [other, label] of twins) words.push([other, '', label]);
    return words;
  }
}

/**
 * Whole titles and the pages bearing them, each under the prefix of the
 * title's first term: the shard a query that is the title fetches anyway.
 */
class Titles {
  readonly byPrefix = new Map<string, Map<string, number[]>>();

  constructor(private readonly locale: Locale) {}

  add(id: number, title: string): void {
    const first = splitWords(title)
      .map((w) => encodeWord(w, this.locale))
      .find(Boolean);
    if (!first) return;
    const prefix = termPrefix(first);
    let titles = this.byPrefix.get(prefix);
    if (!titles) this.byPrefix.set(prefix, (titles = new Map()));
    const key = titleKey(title);
    titles.set(key, [...(titles.get(key) ?? []), id]);
  }
}

/** Terms grouped by two-letter prefix, so every term a typed prefix can expand to sits in the one shard the prefix names. */
function termsByPrefix(index: Document<IndexedDoc>, titles: Titles): Map<string, ShardFile> {
  const entries = exportedEntries(index);
  const byPrefix = new Map<string, ShardFile>();
  const shardOf = (prefix: string) => {
    let shard = byPrefix.get(prefix);
    if (!shard) byPrefix.set(prefix, (shard = {}));
    return shard;
  };
  for (const field of FIELDS) for (const entry of entries[field]) (shardOf(termPrefix(entry[0]))[field] ??= []).push(entry);
  for (const [prefix, byKey] of titles.byPrefix) shardOf(prefix).titles = [...byKey];
  return byPrefix;
}

/** The shard files of the index's terms, with their references for the meta file. */
function* shardFiles(byPrefix: Map<string, ShardFile>, base: string, sizes: IndexSizes, shards: ShardRef[]): Generator<OutputFile> {
  const groups = new Packer<string>(sizes.shardBytes);
  const shardOf = function* (group: string[] | undefined): Generator<OutputFile> {
    if (!group) return;
    const shard: ShardFile = {};
    for (const p of group) {
      const part = byPrefix.get(p)!;
      for (const field of FIELDS) if (part[field]) (shard[field] ??= []).push(...part[field]);
      if (part.titles) (shard.titles ??= []).push(...part.titles);
    }
    const content = JSON.stringify(shard);
    const ref: ShardRef = [group[0], hashOf(content)];
    yield { path: base + shardFile(shards.length, ref), content };
    shards.push(ref);
    // written: its terms can go
    for (const p of group) byPrefix.delete(p);
  };
  for (const p of [...byPrefix.keys()].sort()) yield* shardOf(groups.add(p, JSON.stringify(byPrefix.get(p)).length));
  yield* shardOf(groups.end());
}

export interface LocaleIndex {
  files: OutputFile[];
  meta: IndexMeta;
}

/** One locale's index, all its files at once (see localeIndexFiles). */
export function buildLocaleIndex(docs: Iterable<SearchDoc>, locale: Locale, sizes: IndexSizes = DEFAULT_SIZES): LocaleIndex {
  const files: OutputFile[] = [];
  const made = localeIndexFiles(docs, locale, sizes);
  for (let next = made.next(); ; next = made.next()) {
    if (next.done) return { files, meta: next.value };
    files.push(next.value);
  }
}

/** What the meta file says of the pages, gathered as they are indexed. */
interface PagesSeen {
  buckets: BucketRef[];
  sectionOf: number[];
  words: TitleWords;
}

/**
 * Adds the documents to a FlexSearch index one by one and writes their
 * records in buckets as each fills; returns the index's terms by prefix. The
 * index itself ends with this function, before the shards are written.
 */
function* indexPages(
  docs: Iterable<SearchDoc>,
  locale: Locale,
  sizes: IndexSizes,
  seen: PagesSeen,
): Generator<OutputFile, Map<string, ShardFile>> {
  const base = indexBase(locale);
  const index = new Document<IndexedDoc>({ document: DOCUMENT_LAYOUT, encoder: encoderFor(locale) });
  const sectionIds = SECTIONS as readonly string[];
  const titles = new Titles(locale);
  // page records: consecutive ids (pages sorted by address) in buckets
  const records = new Packer<DocsFile[number]>(sizes.bucketBytes);
  const bucketOf = (group: DocsFile | undefined): OutputFile[] => {
    if (!group) return [];
    const content = JSON.stringify(group);
    const ref: BucketRef = [group[0].id, hashOf(content)];
    const file = { path: base + bucketFile(seen.buckets.length, ref), content };
    seen.buckets.push(ref);
    return [file];
  };
  let id = 0;
  for (const d of docs) {
    index.add({ id, title: d.title, headings: d.headings.join(' \n '), body: d.body });
    const record = { id, title: d.title, url: d.url, section: d.section, description: d.description, parts: d.parts };
    yield* bucketOf(records.add(record, JSON.stringify(record).length));
    seen.words.add(d);
    titles.add(id, d.title);
    seen.sectionOf.push(sectionIds.indexOf(d.section));
    id++;
  }
  yield* bucketOf(records.end());
  return termsByPrefix(index, titles);
}

/**
 * One locale's index, made as the documents come: each is added to
 * FlexSearch and its record to the current bucket of page records, which is
 * written as soon as it is full; the term shards follow once every page is
 * in. No document is held after it is indexed. Returns the meta file's data.
 */
export function* localeIndexFiles(
  docs: Iterable<SearchDoc>,
  locale: Locale,
  sizes: IndexSizes = DEFAULT_SIZES,
  /** glossary terms as the other language names them, with this language's name (documents.ts glossaryTwins) */
  twins: Iterable<[other: string, label: string]> = [],
): Generator<OutputFile, IndexMeta> {
  const base = indexBase(locale);
  const seen: PagesSeen = { buckets: [], sectionOf: [], words: new TitleWords(locale) };
  const terms = yield* indexPages(docs, locale, sizes, seen);
  const shards: ShardRef[] = [];
  yield* shardFiles(terms, base, sizes, shards);

  const wordsText = JSON.stringify(seen.words.file(twins));
  const wordsFile = `words-${hashOf(wordsText)}.json`;
  yield { path: base + wordsFile, content: wordsText };

  const { buckets, sectionOf } = seen;
  const meta: IndexMeta = {
    version: 1,
    locale,
    pages: sectionOf.length,
    shards,
    buckets,
    sectionOf,
    sections: SECTIONS.map((s, i) => ({ id: s, count: sectionOf.filter((n) => n === i).length })).filter((s) => s.count > 0),
    words: wordsFile,
  };
  yield { path: base + 'meta.json', content: JSON.stringify(meta) };
  return meta;
}
