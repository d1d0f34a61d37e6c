// The dev server's site, kept in memory between saves. Each save runs the
// build's own stages up to route (pipeline/front.ts, throughRoute), then renders,
// with every expensive step cached around them: Turtle per file
// (turtle-files.ts), validation and SPARQL only when the graph changed
// (pipeline/front.ts DevKept; validation once the pages are served, see validate()), front
// matter per file and Markdown per (locale, body) (memo.ts), the terminology
// check's warnings per file (DevKept too), and each page's HTML on a hash of
// everything its render reads (page-renders.ts). The cheap stages, model and
// route, run whole, so what they derive is never stale.
// Nothing is written to disk: pages are served from `files`.
import type { SiteConfig } from '../config.ts';
import { ValidationFailed, type Problem } from '../errors.ts';
import { throughRoute, type DevKept, type Front } from '../pipeline/front.ts';
import type { Loaded } from '../pipeline/load.ts';
import { listStaticFiles, type StaticFile } from '../load/static.ts';
import { listContentAssets } from '../load/content-assets.ts';
import path from 'node:path';
import { getHighlighter } from '../markdown/highlight.ts';
import type { SiteModel } from '../model/index.ts';
import type { RouteTable } from '../route/index.ts';
import { documentLanguages, markdownRenderer } from '../pipeline/markdown.ts';
import { Timer } from '../pipeline/timer.ts';
import { siteFiles } from '../pipeline/outputs.ts';
import { validateGraph } from '../validate/index.ts';
import { bundleClient, type BundleResult } from '../bundle.ts';
import { TurtleFiles } from './turtle-files.ts';
import { memoMarkdownParser, memoRenderer } from './memo.ts';
import { PageRenders } from './page-renders.ts';
import { lazyOutputs } from './outputs.ts';

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
  /** the queries run (a Turtle edit re-runs those of the kinds of entity it touched) */
  queries: string[];
}

export class DevSite {
  /** output path (as the build writes it) → content */
  files = new Map<string, string | Uint8Array>();
  staticFiles = new Map<string, StaticFile>();
  /** the static folder is listed again only after a change in it */
  private staticListed = false;
  private staticOwn: StaticFile[] = [];
  private turtle: TurtleFiles;
  /** the graph, its problems and records while no Turtle file changes */
  private cache: DevKept = {};
  /** the last load, for the validation that follows it */
  private loaded?: Loaded;
  private parse = memoMarkdownParser();
  private markdown?: { key: string; memo: ReturnType<typeof memoRenderer>; highlightSparql: (code: string) => string };
  private renders = new PageRenders();
  private bundle?: BundleResult;
  /** the bundle the served pages name: a rebundle is compared with it, not with itself */
  private servedBundle?: BundleResult;
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
    const { config } = this;
    const timer = new Timer();
    if (!this.staticListed) {
      this.staticOwn = listStaticFiles(config.staticDir, config.rootDir, config.staticDotFiles);
      this.staticListed = true;
    }
    // the files beside the docs' Markdown come and go with content saves: listed every time (a few ms)
    const assets = listContentAssets(path.join(config.contentDir, 'docs'));
    this.staticFiles = new Map([...this.staticOwn, ...assets].map((f) => [f.sitePath, f]));
    // the build's stages up to route, over what this session kept; each runs whatever the others found, as in check
    const front = await throughRoute(config, timer, true, {
      kept: this.cache,
      sources: { graph: () => this.turtle.load(), touched: () => this.turtle.touched, parse: this.parse },
      markdown: (loaded) => this.renderer(loaded),
      staticFiles: [...this.staticFiles.values()],
    });
    if (front.loaded) this.loaded = front.loaded;
    if (front.stoppedAt || front.problems.some((p) => p.severity === 'error')) throw new ValidationFailed(front.problems);
    const { loaded, queried, model, table } = front as Required<Front>;
    const served = this.servedBundle;
    this.bundle ??= await bundleClient({ withClient: config.bundleClient, staticDir: config.staticDir, cacheDir: config.toolCacheDir });
    const files = new Map<string, string | Uint8Array>();
    const { graph } = loaded;
    const graphVersion = this.turtle.version;
    const rendered = await this.renders.renderAll({ config, graph, graphVersion, model, table, bundle: this.bundle, files });
    timer.lap('render');
    for (const f of [...siteFiles(config.siteUrl, model, queried.records), ...this.bundle.files]) files.set(f.path, f.content);
    const changedPages = [...new Set([...files.keys(), ...this.files.keys()])].filter(
      (p) => p.endsWith('.html') && files.get(p) !== this.files.get(p),
    );
    this.files = files;
    this.servedBundle = this.bundle;
    this.outputs.stale({ config, store: graph.store, pages: table.pages });
    Object.assign(this, { model, table });
    timer.lap('files');
    return {
      ms: Math.round(performance.now() - started),
      changedPages,
      stages: timer.stages.map(({ stage, ms }) => ({ stage, ms: Math.round(ms) })),
      rendered,
      css: served && served.css !== this.bundle.css ? this.bundle.css : undefined,
      scripts: !!served && served.client !== this.bundle.client,
      markdownRendered: this.markdown!.memo.rendered(),
      queried: !loaded.graphReused,
      queries: loaded.graphReused ? [] : queried.timings.map((q) => q.name),
    };
  }

  /** A file made by the outputs (linked data, sitemap, search index), made on first request after a change. */
  async output(p: string): Promise<string | Uint8Array | undefined> {
    return (await this.outputs.files()).get(p);
  }

  /**
   * SHACL over a graph that changed, run once its pages are served (or once a
   * failed rebuild's problems are known): the editor sees the new label at
   * once, and a problem a moment later in the overlay. Until the graph is
   * fixed, every rebuild fails with it. The graph's problems, or undefined
   * when it did not run.
   */
  async validate(): Promise<Problem[] | undefined> {
    const { loaded, cache } = this;
    if (!loaded || cache.graph !== loaded.graph || cache.shaclProblems) return undefined;
    cache.shaclProblems = await validateGraph(this.config, loaded.graph);
    return [...loaded.problems, ...cache.shaclProblems];
  }

  /** The highlighter knows the languages of the fenced blocks: a new language makes a new one (and renders again). */
  private async renderer(loaded: Loaded) {
    const key = [...documentLanguages(loaded.documents)].sort().join(' ');
    if (this.markdown?.key !== key) {
      const { render, highlightSparql } = markdownRenderer(this.config, await getHighlighter(documentLanguages(loaded.documents)));
      this.markdown = { key, memo: memoRenderer(render), highlightSparql };
    }
    return { render: this.markdown.memo.render, highlightSparql: this.markdown.highlightSparql };
  }
}
