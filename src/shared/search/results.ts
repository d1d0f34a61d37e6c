// What a search answers, as the browser's engine (src/client/search/engine.ts)
// returns it and the search components (src/components/search/) show it; and
// the engine's interface as the components use it. Types only.
import type { SectionId } from './format.ts';

/** A run of text, highlighted or not: rendered as text nodes and <mark>, never as HTML. */
export interface TextPart {
  text: string;
  hit: boolean;
}

export interface SearchHit {
  id: number;
  /** page path, with the heading anchor where the words were found */
  href: string;
  title: TextPart[];
  /** the heading the words are under, if any */
  heading?: TextPart[];
  section: SectionId | '';
  snippet: TextPart[];
}

export interface SearchResult {
  query: string;
  /** the words the query was understood as (for messages) */
  terms: QueryWord[];
  /** matching page ids, best first, in the chosen section */
  ids: number[];
  /** matches per section, before the section filter */
  bySection: Partial<Record<SectionId, number>>;
  total: number;
}

export interface QueryWord {
  /** the word as typed, folded */
  raw: string;
  /** its encoded term */
  term: string;
  /** the word is still being typed: it also matches as a prefix */
  prefix: boolean;
}

/** The search engine as the components see it: the browser gives one per locale. */
export interface SearchBackend {
  /** fetches the small index description ahead of the first query */
  loadMeta(): Promise<unknown>;
  search(query: string, section?: string): Promise<SearchResult>;
  hits(result: SearchResult, from: number, count: number): Promise<SearchHit[]>;
  suggestions(query: string): Promise<string[]>;
}
