// The SPARQL page's data, declared once for both sides: the generator's model
// fills it (generator/model/query-page.ts), the server renders it
// (src/components/SparqlPage.tsx), and the browser reads the editor's part back
// from the page to hydrate the same component. Types only: no Node, no DOM.
import type { Locale } from './model/types.ts';

/** One RDF term as in SPARQL JSON results. */
export interface ResultTerm {
  type: 'uri' | 'literal' | 'bnode' | 'triple';
  value: string;
  'xml:lang'?: string;
  datatype?: string;
}

export type ResultRow = Record<string, ResultTerm>;

export type ResultSet = { kind: 'bindings'; vars: string[]; rows: ResultRow[] } | { kind: 'boolean'; value: boolean };

/** An example query as the editor offers it. */
export interface SparqlExample {
  id: string;
  title: string;
  /** the query with its title as a comment on top, as it opens in the editor */
  query: string;
  /** the query highlighted for reading (HTML from the build's highlighter, no title comment) */
  html: string;
}

/** What the editor island needs: travels in the page as JSON, so the browser hydrates with the props the server used. */
export interface SparqlAppConfig {
  locale: Locale;
  siteUrl: string;
  /** the Turtle dump the in-browser engine loads */
  graph: string;
  /** the endpoint offered by default for remote queries */
  endpoint: string;
  /** the endpoints the site's security policy lets the page reach */
  allowedEndpoints: string[];
  examples: SparqlExample[];
  /** seconds a query may run before it is stopped (the page's field can change it) */
  timeLimit: number;
}

/** The whole SPARQL page, as data: the model builds it, src/components/SparqlPage.tsx lays it out. */
export interface SparqlPageContent {
  config: SparqlAppConfig;
  downloads: { path: string; mediaType: string; title: string }[];
  voidPath: string;
  vocabPath: string;
  /** localized addresses of related pages, when the site has them */
  siteGraphHref?: string;
  profilesHref?: string;
}

/** Why a query stopped before its end. */
export type StopReason = 'cancel' | 'timeout';

/** A failed query, said in the page's language, for the editor to show. */
export interface SparqlProblem {
  title: string;
  detail?: string;
  /** the offending line with a caret under the error */
  excerpt?: string;
  /** the engine's or endpoint's own words (English), shown behind a summary */
  raw?: string;
  /** the span of the query to select in the editor */
  select?: [number, number];
}

/** What arrives while a query runs. */
export interface RunEvents {
  phase(phase: 'loading' | 'running'): void;
  head(vars: string[]): void;
  rows(rows: ResultRow[]): void;
  boolean(value: boolean): void;
}

/**
 * What runs queries, given to the editor by the browser (src/client/sparql/):
 * the component itself knows nothing of workers or the network, so the server
 * can render it.
 */
export interface SparqlRunner {
  run(query: string, target: { source: 'local' | 'remote'; endpoint: string }, on: RunEvents): { done: Promise<void>; stop(): void };
  describe(error: unknown, query: string): SparqlProblem;
  download(kind: 'csv' | 'json', result: ResultSet): void;
}
