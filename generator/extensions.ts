// Extension points of the build, so features (search, linked-data files,
// sitemap…) plug in without editing the pipeline itself. A feature is a value
// (Feature below); the list of those a build runs is generator/features.ts.
// - pageBuilders add pages to the site model (per locale), before routing;
// - outputs write extra files from the pages and the graph (on the main thread, while the pool renders);
// - rdfAlternates tell a page's <head> where its RDF descriptions are.
import type { Store } from 'n3';
import type { Locale, Page, PageMeta, Records, RoutedPage } from '../src/shared/model/types.ts';
import type { SiteConfig } from './config.ts';
import type { OutputFile } from './write/index.ts';
import type { CacheStage, ContentCache } from './cache/content-cache.ts';

export interface PageBuilderInput {
  locale: Locale;
  records: Records;
  siteUrl: string;
  /** keys of the pages built so far (docs, terms…), to link only to what exists */
  exists: (key: string) => boolean;
}
export type PageBuilder = (input: PageBuilderInput) => Page[];

/** What an output (sitemap, linked data, search index) reads. */
export interface OutputInput {
  config: SiteConfig;
  store: Store;
  /** every page of the route table, in its order */
  pages: RoutedPage[];
}
/**
 * A page as outputs see it: everything but its rendered HTML, which no
 * output reads (search uses the page's text, linked data its metadata and a
 * post's summary), so the linked-data cache key (cache/output-files.ts) does not hash it.
 */
export function pageForOutputs(page: RoutedPage): RoutedPage {
  const body = page.body.kind === 'post' ? { kind: 'post', post: page.body.post } : { kind: page.body.kind };
  return { ...page, body: body as Page['body'] };
}

/**
 * Files made together from inputs that `key` hashes (an entity's documents
 * from its statements): the build cache keeps them group by group
 * (cache/output-files.ts), so a change remakes only the groups it reaches.
 */
export interface FileGroup {
  key: () => string;
  files: () => Promise<OutputFile[]>;
}

/**
 * An output's files: a list, or (for the large outputs) files or groups of
 * files yielded one at a time, so each is written and dropped before the next is made.
 */
export type OutputFiles = Promise<OutputFile[]> | OutputFile[] | Iterable<OutputFile> | AsyncIterable<OutputFile | FileGroup>;

export const isGroup = (item: OutputFile | FileGroup): item is FileGroup => 'files' in item;

export interface Output {
  /** name shown in the build report's stage times */
  name: string;
  run: (input: OutputInput) => OutputFiles;
  /**
   * kept by the build cache (cache/output-files.ts): its stage, and a hash of everything its files are made
   * from; `groups`: its file groups (FileGroup) are also kept one by one, when that hash changed
   */
  cached?: {
    stage: CacheStage;
    key: (input: OutputInput, cache: ContentCache) => Promise<string | undefined> | string | undefined;
    groups?: boolean;
  };
}

/** The files and groups of one output, one by one, however it makes them. */
export async function* itemsOf(output: Output, input: OutputInput): AsyncGenerator<OutputFile | FileGroup> {
  const made = output.run(input);
  yield* made instanceof Promise ? await made : made;
}

/** The files of one output, one by one (a group's made in turn). */
export async function* filesOf(output: Output, input: OutputInput): AsyncGenerator<OutputFile> {
  for await (const item of itemsOf(output, input)) yield* isGroup(item) ? await item.files() : [item];
}

export type RdfAlternates = (page: Page, siteUrl: string) => PageMeta['rdfAlternates'];

export interface Feature {
  pageBuilders?: PageBuilder[];
  outputs?: Output[];
  rdfAlternates?: RdfAlternates[];
}
