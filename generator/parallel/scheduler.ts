// What runs on which thread, decided here and nowhere else. A full build
// (`npm run build`, the tests' builds) on a machine with N cores:
//
//   main    │ load │ Markdown (ahead) │ model │ route │ JSON-LD → batches ……………… │ feeds │ commit
//   graph   │ load │ SPARQL │ SHACL │ (waits for pages) │ sitemap, linked data │
//   outputs │                         (from route) │ search index │
//   markdown│ (large sites) half of the Markdown │
//   render×N│                                      │ React → HTML files, batch by batch │
//   esbuild │ client bundle (its own process) │
//
// The graph thread starts first: its records and problems go to the main
// thread (the problems are awaited before the commit), then it writes the
// outputs that read the graph, with the graph it already holds. The output
// thread (outputs that read only the pages) and the render workers start once
// the route table is known, render workers only if there are enough pages to
// pay for their start; a Markdown helper only for a large site, while the
// queries run. The OS interleaves them all on the cores. A dev
// rebuild or `check` runs every stage on the main thread (dev reuses its
// graph and records; check stops after route).
import os from 'node:os';
import type { SiteConfig } from '../config.ts';
import { outputs } from '../extensions.ts';
import type { OutputRunner } from './messages.ts';
import { MarkdownWorker } from './markdown-worker.ts';
import { OutputWorker } from './output-worker.ts';
import { QueryWorker } from './query-worker.ts';
import { RenderPool } from './render-pool.ts';

/** below this many pages, starting workers (React and the components each) costs more than it saves */
const PAGES_PER_RENDER_WORKER = 300;
/**
 * Below this many Markdown renders, the main thread renders them alone: a helper's start (Node, marked, Shiki and
 * its grammars) costs ~0.4 s of processor time, and while the Markdown of a small site renders, the queries keep
 * the other core busy anyway (the real site: 560 renders; bench scale 20: ~11,000).
 */
const RENDERS_FOR_A_HELPER = 1500;

export class Scheduler {
  readonly query?: QueryWorker;
  renderers?: RenderPool;
  private pagesOutputs?: OutputWorker;
  private markdown?: MarkdownWorker;

  /** `inline`: a dev rebuild or a check, on this thread alone */
  constructor(
    private readonly config: SiteConfig,
    private readonly inline: boolean,
  ) {
    if (!inline) this.query = new QueryWorker(config);
  }

  /**
   * The threads that write the outputs beside the render (none: this thread, after it): the graph thread once its
   * queries are done, and an output thread for those that read only the pages, started here.
   */
  outputThreads(): OutputRunner[] {
    if (!this.query) return [];
    if (outputs.some((o) => o.pagesOnly)) this.pagesOutputs ??= new OutputWorker(this.config);
    return this.pagesOutputs ? [this.query, this.pagesOutputs] : [this.query];
  }

  /** A thread to share `renders` Markdown renders with (highlighting `languages`), if there are enough of them. */
  markdownHelper(renders: number, languages: string[]): MarkdownWorker | undefined {
    const forced = process.env.LOD_MARKDOWN_HELPER;
    const wanted = forced ? forced === '1' : renders >= RENDERS_FOR_A_HELPER;
    if (this.inline || !wanted || cores() < 2) return undefined;
    return (this.markdown = new MarkdownWorker(this.config, languages));
  }

  /** called once the route table is known */
  renderPool(pages: number): RenderPool | undefined {
    // LOD_RENDER_THREADS forces the count (0: this thread), for tests and measurements
    const forced = process.env.LOD_RENDER_THREADS;
    // one core stays with this thread (JSON-LD, batching) and the graph thread: measured at bench scale 20 on
    // 2 cores, one render worker built in 39.9 s against 45.3 s with two (oversubscribed) and 44.1 s with none
    const size = forced ? Number(forced) : Math.min(Math.max(1, cores() - 1), Math.floor(pages / PAGES_PER_RENDER_WORKER));
    if (this.inline || size < 1) return undefined;
    return (this.renderers = new RenderPool(this.config, size));
  }

  /** Stops every worker still running (after a failure: before the temporary folder goes). */
  async stop(): Promise<void> {
    await Promise.all([this.query?.stop(), this.markdown?.stop(), this.pagesOutputs?.stop(), this.renderers?.stop()]);
  }
}

function cores(): number {
  return typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
}
