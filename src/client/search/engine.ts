// The search itself, without any DOM: loads the parts of a locale's index a
// query needs, asks FlexSearch, ranks, and turns page text into highlighted
// snippets. The UI (modal and search page) only renders what this returns.
//
// Matching: every word of the query must occur in the page (title, headings
// or text). The last word is still being typed, so it also matches as a
// prefix ("ontol" finds "ontologie"); exact matches rank above prefix ones.
import { Document } from 'flexsearch';
import type { Locale } from '../../shared/model/types.ts';
import type { QueryWord, SearchHit, SearchResult, TextPart } from '../../shared/search/results.ts';
import { encoderFor, encodeWord, fold, termPrefix, titleKey } from '../../shared/search/encoding.ts';
import {
  DOCUMENT_LAYOUT,
  FIELDS,
  FIELD_WEIGHT,
  SECTIONS,
  bucketFile,
  indexBase,
  shardFile,
  type DocRecord,
  type DocsFile,
  type Field,
  type IndexMeta,
  type IndexedDoc,
  type ShardFile,
  type WordsFile,
} from '../../shared/search/format.ts';

/** Fetches and parses one JSON file of the index; rejects when it cannot. */
export type FetchJson = (url: string) => Promise<unknown>;

export const fetchJson: FetchJson = async (url) => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${res.status} ${url}`);
  return res.json();
};

export type { QueryWord, SearchHit, SearchResult, TextPart };

/** How many prefix expansions of the last word are looked up (the shortest first). */
const MAX_EXPANSIONS = 12;
/** A prefix match counts this much of an exact one. */
const PREFIX_WEIGHT = 0.6;
/** What a page whose whole title is the query gains: more than any mix of field matches can give. */
const EXACT_TITLE_BONUS = 100;
/** Characters of text shown around the first match. */
const SNIPPET_LENGTH = 180;

/** Splits a query into words; the last one is a prefix unless the query ends with a space. */
export function parseQuery(query: string, locale: Locale): QueryWord[] {
  const words: QueryWord[] = [];
  const raws = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const typing = !/[^\p{L}\p{N}]$/u.test(query);
  raws.forEach((raw, i) => {
    const term = encodeWord(raw, locale);
    if (term && !words.some((w) => w.term === term)) words.push({ raw, term, prefix: typing && i === raws.length - 1 && raw.length >= 2 });
  });
  return words;
}

export class SearchEngine {
  private meta?: Promise<IndexMeta>;
  private readonly shards = new Map<number, Promise<ShardFile>>();
  private readonly buckets = new Map<number, Promise<DocsFile>>();
  private words?: Promise<WordsFile>;
  /** terms known per shard, for prefix expansion */
  private readonly terms = new Map<number, string[]>();
  /** whole titles (titleKey) of the shards loaded, with their pages */
  private readonly titles = new Map<string, number[]>();
  private readonly index: Document<IndexedDoc>;
  private readonly base: string;

  constructor(
    readonly locale: Locale,
    private readonly fetcher: FetchJson = fetchJson,
    base?: string,
  ) {
    this.base = base ?? indexBase(locale);
    this.index = new Document<IndexedDoc>({ document: DOCUMENT_LAYOUT, encoder: encoderFor(locale) });
  }

  /** A failed fetch is forgotten, so the next query tries again. */
  private cached<T>(map: Map<number, Promise<T>>, key: number, load: () => Promise<T>): Promise<T> {
    let p = map.get(key);
    if (!p) {
      p = load();
      map.set(key, p);
      p.catch(() => map.delete(key));
    }
    return p;
  }

  /** The index description; the first thing fetched when search is used. */
  loadMeta(): Promise<IndexMeta> {
    if (!this.meta) {
      const p = this.fetcher(this.base + 'meta.json') as Promise<IndexMeta>;
      this.meta = p;
      p.catch(() => {
        if (this.meta === p) this.meta = undefined;
      });
    }
    return this.meta;
  }

  private shardOf(meta: IndexMeta, prefix: string): number {
    // the last shard whose first prefix is not after this one
    let lo = 0;
    let hi = meta.shards.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (meta.shards[mid][0] <= prefix) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private loadShard(meta: IndexMeta, n: number): Promise<ShardFile> {
    return this.cached(this.shards, n, async () => {
      const shard = (await this.fetcher(this.base + shardFile(n, meta.shards[n]))) as ShardFile;
      const terms = new Set<string>();
      for (const field of FIELDS) {
        const entries = shard[field];
        if (!entries) continue;
        for (const [term] of entries) terms.add(term);
        // FlexSearch merges imported map entries into what it already holds
        this.index.import(`${field}.1.map`, entries as unknown as string);
      }
      this.terms.set(n, [...terms].sort());
      for (const [key, ids] of shard.titles ?? []) this.titles.set(key, ids);
      return shard;
    });
  }

  private bucketOf(meta: IndexMeta, id: number): number {
    let n = 0;
    while (n + 1 < meta.buckets.length && meta.buckets[n + 1][0] <= id) n++;
    return n;
  }

  private async records(meta: IndexMeta, ids: number[]): Promise<Map<number, DocRecord>> {
    const wanted = [...new Set(ids.map((id) => this.bucketOf(meta, id)))];
    const fetchBucket = (n: number) => this.fetcher(this.base + bucketFile(n, meta.buckets[n])) as Promise<DocsFile>;
    const files = await Promise.all(wanted.map((n) => this.cached(this.buckets, n, () => fetchBucket(n))));
    const out = new Map<number, DocRecord>();
    for (const file of files) for (const r of file) out.set(r.id, r);
    return out;
  }

  /** The terms a query word looks up, with how much each counts. */
  private candidates(meta: IndexMeta, word: QueryWord): [string, number][] {
    const out: [string, number][] = [[word.term, 1]];
    if (!word.prefix) return out;
    const known = this.terms.get(this.shardOf(meta, termPrefix(word.term))) ?? [];
    // a prefix of the typed word as stemmed: "ontologi" expands to "ontologiqu" and the like
    const extensions = known
      .filter((t) => t !== word.term && t.startsWith(word.term))
      .sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
    for (const t of extensions.slice(0, MAX_EXPANSIONS)) out.push([t, PREFIX_WEIGHT]);
    return out;
  }

  /** Scores of the pages one word matches: best field rank per term, summed over fields. */
  private scoresFor(meta: IndexMeta, word: QueryWord): Map<number, number> {
    const scores = new Map<number, number>();
    for (const [term, weight] of this.candidates(meta, word)) {
      type PerField = { field?: string; result: (number | string)[] }[];
      const perField = this.index.search(term, { index: [...FIELDS], limit: meta.pages }) as PerField;
      const termScores = new Map<number, number>();
      for (const { field, result } of perField) {
        const w = FIELD_WEIGHT[field as Field] ?? 1;
        result.forEach((id, rank) => {
          const n = Number(id);
          // FlexSearch ranks by where the term sits in the field; earlier counts a little more
          termScores.set(n, (termScores.get(n) ?? 0) + w * (1 - (0.3 * rank) / result.length));
        });
      }
      for (const [id, s] of termScores) scores.set(id, Math.max(scores.get(id) ?? 0, s * weight));
    }
    return scores;
  }

  /** Runs a query: fetches the shards its words need, then ranks the pages that contain every word. */
  async search(query: string, section?: string): Promise<SearchResult> {
    const meta = await this.loadMeta();
    const words = parseQuery(query, this.locale);
    const empty: SearchResult = { query, terms: words, ids: [], bySection: {}, total: 0 };
    if (!words.length) return empty;
    await Promise.all([...new Set(words.map((w) => this.shardOf(meta, termPrefix(w.term))))].map((n) => this.loadShard(meta, n)));
    let total: Map<number, number> | undefined;
    for (const word of words) {
      const s = this.scoresFor(meta, word);
      if (!total) total = s;
      else {
        const next = new Map<number, number>();
        for (const [id, v] of s) if (total.has(id)) next.set(id, total.get(id)! + v);
        total = next;
      }
      if (!total.size) return empty;
    }
    // "ontologie" finds the term Ontologie first, before the pages that only talk of ontologies
    for (const id of this.titles.get(titleKey(query)) ?? []) if (total!.has(id)) total!.set(id, total!.get(id)! + EXACT_TITLE_BONUS);
    const bySection: SearchResult['bySection'] = {};
    for (const id of total!.keys()) {
      const sec = SECTIONS[meta.sectionOf[id]];
      if (sec) bySection[sec] = (bySection[sec] ?? 0) + 1;
    }
    const inSection = [...total!].filter(([id]) => !section || SECTIONS[meta.sectionOf[id]] === section);
    inSection.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    return { query, terms: words, ids: inSection.map(([id]) => id), bySection, total: total!.size };
  }

  /** Title, link and snippet of some results (fetches only their buckets). */
  async hits(result: SearchResult, from: number, count: number): Promise<SearchHit[]> {
    const meta = await this.loadMeta();
    const ids = result.ids.slice(from, from + count);
    const records = await this.records(meta, ids);
    // one matcher for the batch: a word of the pages' text is encoded (stemmed) once, not once per page
    // (for "ontologie", 1,471 encodings instead of 2,539; encoding was the engine's largest cost in a
    // CPU profile of the search page: issue 42)
    const match = matcher(result.terms, this.locale);
    return ids
      .map((id) => records.get(id))
      .filter((r): r is DocRecord => !!r)
      .map((r) => describeHit(r, result.terms, this.locale, match));
  }

  /**
   * Other queries to try when one found nothing: each word replaced by the
   * closest title or heading word, or a word of the query alone, kept only
   * when it finds something.
   */
  async suggestions(query: string, max = 3): Promise<string[]> {
    const words = parseQuery(query, this.locale);
    // a single letter is close to too many words to suggest any (and is most
    // often the first keystroke of a longer query): no vocabulary download
    if (words.every((w) => w.raw.length < 2)) return [];
    this.words ??= this.fetcher(this.base + (await this.loadMeta()).words) as Promise<WordsFile>;
    let vocabulary: WordsFile;
    try {
      vocabulary = await this.words;
    } catch (e) {
      this.words = undefined;
      throw e;
    }
    // an English glossary word on the French search (or the reverse): the term in this language first
    const tries: string[] = otherLanguageNames(fold(query).trim(), vocabulary);
    for (const [i, w] of words.entries()) {
      const best = closestWords(w.raw, vocabulary, 2);
      for (const b of best) tries.push(words.map((x, j) => (j === i ? b : x.raw)).join(' '));
    }
    if (words.length > 1) for (const w of words) tries.push(w.raw);
    const out: string[] = [];
    for (const t of [...new Set(tries)]) {
      if (out.length >= max) break;
      if (fold(t) === fold(query).trim()) continue;
      if ((await this.search(t + ' ')).total > 0) out.push(t);
    }
    return out;
  }
}

/** The names in this language of the glossary terms the other language names as the folded query (or nearly). */
export function otherLanguageNames(query: string, vocabulary: WordsFile): string[] {
  // tight: a misspelt word of this language must not be taken for a name in the other
  const limit = query.length < 8 ? 0 : 1;
  const out: string[] = [];
  for (const entry of vocabulary) {
    if (entry.length < 3) continue;
    const f = fold(entry[0]);
    if (Math.abs(f.length - query.length) <= limit && editDistance(query, f, limit) <= limit) out.push(entry[2]!);
  }
  return out;
}

/** Vocabulary words within a small edit distance of a folded word, closest first. */
export function closestWords(raw: string, vocabulary: WordsFile, max: number): string[] {
  const limit = raw.length <= 4 ? 1 : 2;
  const scored: [string, number][] = [];
  for (const [word, term] of vocabulary) {
    // the other language's names are offered by otherLanguageNames
    if (!term) continue;
    const f = fold(word);
    if (Math.abs(f.length - raw.length) > limit || f === raw) continue;
    const d = editDistance(raw, f, limit);
    if (d <= limit) scored.push([word, d]);
  }
  return scored
    .sort((a, b) => a[1] - b[1] || a[0].length - b[0].length)
    .slice(0, max)
    .map(([w]) => w);
}

/** Levenshtein distance, giving up (returning limit + 1) once it must exceed `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      rowMin = Math.min(rowMin, cur[j]);
    }
    if (rowMin > limit) return limit + 1;
    prev = cur;
  }
  return prev[b.length];
}

// ---------------------------------------------------------------- snippets

const WORD = /[\p{L}\p{N}]+/gu;

/** Does a word of the page match one of the query's words? */
function matcher(words: QueryWord[], locale: Locale): (token: string) => number {
  const cache = new Map<string, number>();
  // stemming leaves a word's first two letters as folded (the index shards rely on it: termPrefix), so a word
  // that starts otherwise than every query word's term matches none and is not encoded: most of a page's words
  // (encoding was most of the time the search page took to draw its first results: issue 42)
  const prefixes = words.map((w) => termPrefix(w.term));
  return (token) => {
    let m = cache.get(token);
    if (m === undefined) {
      const folded = fold(token);
      if (!prefixes.some((p) => folded.startsWith(p))) m = -1;
      else {
        const term = encodeWord(token, locale);
        m = words.findIndex((w) => term === w.term || (w.prefix && (term.startsWith(w.term) || folded.startsWith(w.raw))));
      }
      cache.set(token, m);
    }
    return m;
  };
}

/** Cuts a text into runs, marking the words that match. */
export function highlight(text: string, match: (token: string) => number): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    if (match(m[0]) < 0) continue;
    if (m.index! > last) parts.push({ text: text.slice(last, m.index), hit: false });
    parts.push({ text: m[0], hit: true });
    last = m.index! + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), hit: false });
  return parts;
}

/** Which query words a text contains, and where the first match starts. */
function coverage(text: string, match: (token: string) => number): { words: number; first: number } {
  const seen = new Set<number>();
  let first = -1;
  for (const m of text.matchAll(WORD)) {
    const w = match(m[0]);
    if (w < 0) continue;
    seen.add(w);
    if (first < 0) first = m.index!;
  }
  return { words: seen.size, first };
}

/** About SNIPPET_LENGTH characters around `at`, cut at spaces, with ellipses where text was cut. */
export function windowAround(text: string, at: number): string {
  if (text.length <= SNIPPET_LENGTH) return text;
  let start = Math.max(0, at - Math.floor(SNIPPET_LENGTH / 3));
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  start = Math.max(0, end - SNIPPET_LENGTH);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space >= 0 && space < at) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > at) end = space;
  }
  return (start > 0 ? '…' : '') + text.slice(start, end) + (end < text.length ? '…' : '');
}

/**
 * The result for one page: the part of its text to show is the one under the
 * heading that holds most of the query's words (then the text part that does),
 * and the link goes to that heading's anchor.
 */
export function describeHit(r: DocRecord, words: QueryWord[], locale: Locale, match = matcher(words, locale)): SearchHit {
  let best = -1;
  let bestScore = 0;
  let bestFirst = 0;
  r.parts.forEach(([, heading, text], i) => {
    const h = coverage(heading, match);
    const t = coverage(text, match);
    // a heading match weighs more than words in the text below it
    const score = h.words * 2 + t.words;
    if (score > bestScore) {
      best = i;
      bestScore = score;
      bestFirst = t.first;
    }
  });
  const part = best >= 0 ? r.parts[best] : undefined;
  const text = part ? part[2] : '';
  const snippetText = text ? windowAround(text, Math.max(0, bestFirst)) : windowAround(r.description || r.parts[0]?.[2] || '', 0);
  const anchor = part?.[0];
  return {
    id: r.id,
    href: anchor ? `${r.url}#${anchor}` : r.url,
    title: highlight(r.title, match),
    heading: part?.[1] ? highlight(part[1], match) : undefined,
    section: r.section,
    snippet: highlight(snippetText, match),
  };
}
