// Load stage: the graph (Turtle files or an endpoint), the Markdown documents
// and the redirects file, with the problems found while reading them. A dev
// rebuild passes its own sources (a graph kept per Turtle file, a front-matter
// memo; dev/site.ts) and reuses what it read from an unchanged graph.
import fsSync from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config.ts';
import type { Problem } from '../errors.ts';
import { loadGraph, type SourcedGraph } from '../load/graph-source.ts';
import { projectReader, readUtf8 } from '../load/files.ts';
import { loadMarkdown, type SourceDocument } from '../load/markdown.ts';
import { generatedIndexes, loadCategories, resolveCategoryLinks, type Category } from '../load/categories.ts';
import { parseRedirects, type Redirect } from '../model/redirects.ts';
import { checkDocAddressFields, checkEntityClasses } from '../validate/entities.ts';
import { graphLimitProblems } from '../validate/graph-limits.ts';
import type { DevKept } from './front.ts';
import type { Timer } from './timer.ts';

export interface Loaded {
  graph: SourcedGraph;
  documents: SourceDocument[];
  /** the docs folders' _category_ files */
  categories: Category[];
  redirects?: { list: Redirect[]; file: string };
  problems: Problem[];
  /** a dev rebuild's graph is unchanged: its validation and records still hold */
  graphReused: boolean;
  /** a dev rebuild's changed graph: the classes of the entities whose statements changed since graph `since` */
  touched?: Touched;
}

export interface Touched {
  since: SourcedGraph;
  classes: Set<string>;
}

/** Where a dev rebuild reads from instead of the files as a whole. */
export interface LoadSources {
  /** the graph: the very object of the last load when no file changed */
  graph: () => Promise<SourcedGraph>;
  /** after graph(): the classes of the entities whose statements it changed, if known */
  touched?: () => Touched | undefined;
  /** the front matter of each Markdown file, memoised on its text */
  parse: Parameters<typeof loadMarkdown>[2];
}

type GraphLoaded = { graph: SourcedGraph; problems: Problem[]; reused: boolean };

/** The graph, from `sources` (kept in `cache` with its problems while it is the very same object), or from the data folder. */
async function graphOf(config: SiteConfig, cache?: DevKept, sources?: LoadSources): Promise<GraphLoaded> {
  const given = await sources?.graph();
  if (given && given === cache?.graph) return { graph: given, problems: [...(cache.graphProblems ?? [])], reused: true };
  const graph = given ?? (await loadGraph(config));
  const problems: Problem[] = graph.warnings.map((w) => ({
    severity: 'warning',
    stage: 'load',
    message: w.message,
    position: { file: w.file },
  }));
  // a Turtle syntax error does not stop the other files (load/turtle-recovery.ts): report them all
  problems.push(...(graph.syntaxErrors ?? []));
  problems.push(...checkEntityClasses(graph, config.siteUrl, projectReader(config.rootDir)), ...graphLimitProblems(graph));
  if (cache)
    Object.assign(cache, {
      graph,
      graphProblems: [...problems],
      shaclProblems: undefined,
      records: undefined,
      timings: undefined,
    });
  return { graph, problems, reused: false };
}

async function redirectsOf(config: SiteConfig): Promise<{ redirects?: Loaded['redirects']; problems: Problem[] }> {
  const file = path.join(config.contentDir, 'redirects.json');
  if (!fsSync.existsSync(file)) return { problems: [] };
  const rel = path.relative(config.rootDir, file);
  const parsed = parseRedirects(await readUtf8(file, rel), rel);
  return { redirects: { list: parsed.redirects, file: rel }, problems: parsed.problems };
}

/** A site without its content folder (run in the wrong folder, or a path mistyped) would build as if it had no page. */
function missingContentFolder(config: SiteConfig): Problem[] {
  if (fsSync.existsSync(config.contentDir)) return [];
  const file = path.relative(config.rootDir, config.contentDir) || config.contentDir;
  const message = `the content folder ${file}/ does not exist: the pages are Markdown files under ${file}/docs and ${file}/blog`;
  return [{ severity: 'error', stage: 'load', message, position: { file } }];
}

export async function loadStage(config: SiteConfig, timer: Timer, cache?: DevKept, sources?: LoadSources): Promise<Loaded> {
  const { graph, problems, reused } = await graphOf(config, cache, sources);
  timer.lap('load');
  const markdown = await loadMarkdown(config.contentDir, config.rootDir, sources?.parse);
  const { redirects, problems: redirectProblems } = await redirectsOf(config);
  problems.push(...markdown.problems, ...checkDocAddressFields(markdown.documents, projectReader(config.rootDir)), ...redirectProblems);
  problems.push(...missingContentFolder(config));
  const docsDir = path.join(config.contentDir, 'docs');
  const categories = await loadCategories(docsDir, config.rootDir);
  problems.push(...categories.problems, ...resolveCategoryLinks(categories.categories, markdown.documents, docsDir, config.rootDir));
  markdown.documents.push(...generatedIndexes(categories.categories, markdown.documents));
  timer.lap('load content');
  const touched = reused ? undefined : sources?.touched?.();
  return { graph, documents: markdown.documents, categories: categories.categories, redirects, problems, graphReused: reused, touched };
}
