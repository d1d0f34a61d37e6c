// The dev server's site, kept in memory between saves. Each save runs the
// build's stages again, but every expensive step is cached on its input:
// Turtle per file (turtle-files.ts), validation and SPARQL only when the graph
// changed (validation once the pages are served, see validate()), front matter per file, Markdown per (locale, body), and each page's
// HTML on a hash of everything its render reads (page-renders.ts). The cheap
// stages, model and route, run whole, so what they derive is never stale.
// Nothing is written to disk: pages are served from `files`.
import path from 'node:path';
import fsSync from 'node:fs';
import type { Records } from '../../src/shared/model/types.ts';
import type { SiteConfig } from '../config.ts';
import { ValidationFailed, type Problem } from '../errors.ts';
import { loadMarkdown, type SourceDocument } from '../load/markdown.ts';
import { readUtf8 } from '../load/files.ts';
import { listStaticFiles, type StaticFile } from '../load/static.ts';
import { parseRedirects, type Redirect } from '../model/redirects.ts';
import { validateGraph } from '../validate/index.ts';
import { checkDocAddressFields, checkEntityClasses, checkEntityPages } from '../validate/entities.ts';
import { queryRecords } from '../query/index.ts';
import { createMarkdownRenderer } from '../markdown/render.ts';
import { staticImageSizes } from '../render/image-size.ts';
import { fencedLanguages, getHighlighter, highlight } from '../markdown/highlight.ts';
import { buildSiteModel, type SiteModel } from '../model/index.ts';
import { buildRouteTable, checkLinks, type RouteTable } from '../route/index.ts';
import { ADMONITION_TITLES } from '../pipeline/markdown.ts';
import { generatedPaths } from '../pipeline/route.ts';
import { projectReader } from '../pipeline/load.ts';
import { bundleClient, type BundleResult } from '../bundle.ts';
import type { SourcedGraph } from '../load/graph-source.ts';
import { TurtleFiles } from './turtle-files.ts';
import { memoMarkdownParser, memoRenderer } from './memo.ts';
import { PageRenders } from './page-renders.ts';
import { extraFiles, lazyOutputs } from './outputs.ts';

export interface RebuildSummary {
  ms: number;
  /** site paths of HTML files whose content changed, added or removed */
  changedPages: string[];
  /** the stylesheet's new address, when it changed */
  css?: string;
  /** the client scripts changed: pages must load again */
  scripts: boolean;
  stages: { stage: string; ms: number }[];
  rendered: number;
  markdownRendered: number;
  queried: boolean;
}

type Redirects = { list: Redirect[]; file: string };

interface GraphState {
  version: number;
  graph: SourcedGraph;
  problems: Problem[];
  records: Records;
  /** SHACL has run over this graph (see validate()) */
  validated: boolean;
}

export class DevSite {
  /** output path (as the build writes it) → content */
  files = new Map<string, string | Uint8Array>();
  staticFiles = new Map<string, StaticFile>();
  /** the static folder is listed again only after a change in it */
  private staticListed = false;
  private turtle: TurtleFiles;
  private graphState?: GraphState;
  private parse = memoMarkdownParser();
  private markdown?: { key: string; memo: ReturnType<typeof memoRenderer>; highlighter: Awaited<ReturnType<typeof getHighlighter>> };
  private renders = new PageRenders();
  private bundle?: BundleResult;
  private outputs = lazyOutputs();
  model?: SiteModel;
  table?: RouteTable;

  constructor(readonly config: SiteConfig) {
    this.turtle = new TurtleFiles(config);
  }

  /** The client bundle is made again (a change under src/client or src/styles). */
  async rebundle(): Promise<void> {
    const { config } = this;
    this.bundle = await bundleClient({ withClient: config.bundleClient, staticDir: config.staticDir });
  }

  /** A static file changed: image sizes in the Markdown may have too. */
  staticChanged(): void {
    this.markdown = undefined;
    this.staticListed = false;
  }

  async rebuild(): Promise<RebuildSummary> {
    const started = performance.now();
    const stages: RebuildSummary['stages'] = [];
    let last = started;
    const lap = (stage: string) => {
      const now = performance.now();
      stages.push({ stage, ms: Math.round(now - last) });
      last = now;
    };
    const before = this.graphState?.version;
    const { graph, problems, records } = await this.graphAndRecords();
    lap('graph');
    const content = await this.loadContent();
    problems.push(...content.problems);
    fail(problems);
    lap('load content');
    if (!this.staticListed) {
      this.staticFiles = new Map(listStaticFiles(this.config.staticDir, this.config.rootDir).map((f) => [f.sitePath, f]));
      this.staticListed = true;
    }
    const { model, table } = await this.modelAndRoutes(graph, records, content.documents, content.redirects, problems);
    lap('model + route');
    const oldCss = this.bundle?.css;
    const oldClient = this.bundle?.client;
    if (!this.bundle) {
      const { config } = this;
      this.bundle = await bundleClient({ withClient: config.bundleClient, staticDir: config.staticDir, cacheDir: config.toolCacheDir });
    }
    const files = new Map<string, string | Uint8Array>();
    const graphVersion = this.turtle.version;
    const rendered = await this.renders.renderAll({ config: this.config, graph, graphVersion, model, table, bundle: this.bundle, files });
    lap('render');
    for (const f of extraFiles(this.config, model, records, this.bundle)) files.set(f.path, f.content);
    const changedPages = [...new Set([...files.keys(), ...this.files.keys()])].filter(
      (p) => p.endsWith('.html') && files.get(p) !== this.files.get(p),
    );
    this.files = files;
    this.outputs.stale({ config: this.config, store: graph.store, pages: table.pages });
    Object.assign(this, { model, table });
    lap('files');
    return {
      ms: Math.round(performance.now() - started),
      changedPages,
      stages,
      rendered,
      css: oldCss !== undefined && oldCss !== this.bundle.css ? this.bundle.css : undefined,
      scripts: oldClient !== this.bundle.client && oldClient !== undefined,
      markdownRendered: this.markdown!.memo.rendered(),
      queried: before !== this.graphState!.version,
    };
  }

  /** A file made by the outputs (linked data, sitemap, search index), made on first request after a change. */
  async output(p: string): Promise<string | Uint8Array | undefined> {
    return (await this.outputs.files()).get(p);
  }

  private async graphAndRecords(): Promise<{ graph: SourcedGraph; problems: Problem[]; records: Records }> {
    const { config } = this;
    const graph = await this.turtle.load();
    let state = this.graphState;
    if (!state || state.version !== this.turtle.version) {
      const problems: Problem[] = graph.warnings.map((w) => ({
        severity: 'warning' as const,
        stage: 'load',
        message: w.message,
        position: { file: w.file },
      }));
      problems.push(...checkEntityClasses(graph, config.siteUrl, projectReader(config)));
      fail(problems);
      let records: Records;
      try {
        ({ records } = await queryRecords({ kind: 'store', store: graph.store }, config.siteUrl));
      } catch (e) {
        // invalid data may break the queries: its problems explain it better
        fail([...problems, ...(await validateGraph(config, graph))]);
        throw e;
      }
      state = this.graphState = { version: this.turtle.version, graph, problems, records, validated: false };
    }
    return { graph, problems: [...state.problems], records: state.records };
  }

  /**
   * SHACL over a graph that changed, run once its pages are served: the
   * editor sees the new label at once, and a problem a moment later in the
   * overlay. Until the graph is fixed, every rebuild fails with it. Returns
   * whether it ran.
   */
  async validate(): Promise<boolean> {
    const state = this.graphState;
    if (!state || state.validated) return false;
    state.validated = true;
    state.problems.push(...(await validateGraph(this.config, state.graph)));
    fail(state.problems);
    return true;
  }

  private async loadContent(): Promise<{ documents: SourceDocument[]; problems: Problem[]; redirects?: Redirects }> {
    const { config } = this;
    const markdown = await loadMarkdown(config.contentDir, config.rootDir, this.parse);
    const problems = [...markdown.problems, ...checkDocAddressFields(markdown.documents, projectReader(config))];
    const redirectsFile = path.join(config.contentDir, 'redirects.json');
    let redirects: Redirects | undefined;
    if (fsSync.existsSync(redirectsFile)) {
      const rel = path.relative(config.rootDir, redirectsFile);
      const parsed = parseRedirects(await readUtf8(redirectsFile, rel), rel);
      problems.push(...parsed.problems);
      redirects = { list: parsed.redirects, file: rel };
    }
    return { documents: markdown.documents, problems, redirects };
  }

  /** The highlighter knows the languages of the fenced blocks: a new language makes a new one (and renders again). */
  private async renderer(documents: SourceDocument[]) {
    const languages = fencedLanguages(documents.map((d) => d.body));
    const key = [...languages].sort().join(' ');
    if (this.markdown?.key !== key) {
      const highlighter = await getHighlighter(languages);
      const render = createMarkdownRenderer(highlighter, ADMONITION_TITLES, staticImageSizes(this.config.staticDir));
      this.markdown = { key, memo: memoRenderer(render), highlighter };
    }
    return this.markdown;
  }

  private async modelAndRoutes(
    graph: SourcedGraph,
    records: Records,
    documents: SourceDocument[],
    redirects: Redirects | undefined,
    problems: Problem[],
  ) {
    const { config } = this;
    const { memo, highlighter } = await this.renderer(documents);
    const model = buildSiteModel({
      records,
      documents,
      render: memo.render,
      production: config.production,
      siteUrl: config.siteUrl,
      redirects,
      highlightSparql: (code) => highlight(highlighter, code, 'sparql'),
      contact: { action: config.contactFormAction, email: config.contactEmail, website: config.contactWebsite },
    });
    problems.push(...model.problems);
    problems.push(...checkEntityPages({ records, documents, production: config.production, graph, readText: projectReader(config) }));
    fail(problems);
    const { table, problems: routeProblems } = buildRouteTable(model.pages, model.sidebars);
    problems.push(...routeProblems);
    const assetPaths = new Set(this.staticFiles.keys());
    for (const p of generatedPaths(records)) assetPaths.add(p);
    problems.push(...checkLinks(table, { assetPaths }));
    fail(problems);
    return { model, table };
  }
}

function fail(problems: Problem[]): void {
  if (problems.some((p) => p.severity === 'error')) throw new ValidationFailed(problems);
}
