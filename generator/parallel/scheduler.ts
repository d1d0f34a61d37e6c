// What runs on which thread, decided here and nowhere else. A full build
// (`npm run build`, the tests' builds) on a machine with N cores:
//
//   main    │ load │ Markdown (ahead) ……… │ model │ route │ JSON-LD → batches ……… │ feeds │ search indexes ◀ │ commit
//   query   │ load │ SPARQL │ SHACL ▶ (problems awaited before commit)
//   outputs │                        │ load │ (waits for pages) │ sitemap, linked data, search indexes ▶ │
//   render×N│                                       │ React → HTML files, batch by batch │
//   esbuild │ client bundle (its own process) │
//
// The query worker starts first; the output worker as soon as that thread is
// done (it never shares a core with the queries), so it reads the Turtle
// while this thread still renders Markdown (which hears messages between
// slices, markdown/prerender.ts), or once the records are in if the query
// thread failed; render workers once the route table says how many pages
// there are, if enough to pay for their start (renderWorkerCount). They
// share the cores with the output worker: the OS interleaves them. The
// outputs are one list (parallel/two-ended-list.ts): the output worker takes
// from the front; this thread, once its render is done, from the back those
// that read only the pages (the search indexes), until the two meet. A dev
// rebuild or `check` runs every stage on the main thread (dev reuses its
// graph and records; check stops after route).
import os from 'node:os';
import { graphToFetch, type SiteConfig } from '../config.ts';
import { OutputWorker } from './output-worker.ts';
import { QueryWorker } from './query-worker.ts';
import { RenderPool } from './render-pool.ts';

/** below this many pages, starting workers (React and the components each) costs more than it saves */
const PAGES_PER_RENDER_WORKER = 300;

/**
 * With two cores the one render worker does not add a core: the output worker
 * has the other, and this thread waits while the worker renders. It pays only
 * on a large site, whose rendering beside this thread's heap costs more:
 * measured at bench scale 20 (13,978 pages), ~6 s of user CPU less with it; on the
 * real site (786 pages), ~35 MB less peak memory without it in every pair
 * and wall from 0.2 s better to 0.06 s worse (interleaved pairs, new output
 * folders); at scale 1 (728 pages) as fast or faster without it, at scale 5
 * (3,518 pages) mixed.
 */
const PAGES_FOR_A_LONE_WORKER = 4000;

/**
 * How many render workers: one core stays with this thread (JSON-LD, batching)
 * and the output worker, so N cores get N - 1 workers, fewer on a small site;
 * with two cores, one worker only on a large site (above). Never more than
 * N - 1: at bench scale 20 on 2 cores, one render worker built in 39.9 s
 * against 45.3 s with two (oversubscribed) and 44.1 s with none.
 */
export function renderWorkerCount(cores: number, pages: number): number {
  if (cores <= 2 && pages < PAGES_FOR_A_LONE_WORKER) return 0;
  return Math.max(0, Math.min(cores - 1, Math.floor(pages / PAGES_PER_RENDER_WORKER)));
}

/**
 * The query thread of a full build, started by the command line as soon as
 * it knows a build will run, before it loads the build's own modules (~70 ms
 * on this machine): the thread loads Comunica and reads the Turtle meanwhile,
 * and the records, which the main thread awaits after its Markdown, come that
 * much sooner (at bench scale 1 the main thread waited ~50 ms for them). Not
 * for a graph read from an endpoint: build() fetches it first, once, for every
 * thread (load/graph-source.ts).
 */
export function startQueryThread(config: SiteConfig): QueryWorker | undefined {
  return graphToFetch(config) ? undefined : new QueryWorker(config);
}

export class Scheduler {
  readonly query?: QueryWorker;
  outputs?: OutputWorker;
  renderers?: RenderPool;
  /** after stop(), no worker starts: a query thread's late answer must not start one */
  private stopped = false;

  /** `inline`: a dev rebuild or a check, on this thread alone; `query`: the thread startQueryThread started for this build */
  constructor(
    private readonly config: SiteConfig,
    private readonly inline: boolean,
    query?: QueryWorker,
  ) {
    if (!inline) {
      this.query = query ?? new QueryWorker(config);
      // measured on the real site: the output thread's start and graph (~0.15 s) leave its critical path
      this.query.validation.then(
        () => this.startOutputs(),
        () => undefined,
      );
    }
  }

  /** called once the records are in */
  recordsArrived(): void {
    this.startOutputs();
  }

  private startOutputs(): void {
    if (!this.inline && !this.outputs && !this.stopped) this.outputs = new OutputWorker(this.config);
  }

  /** called once the route table is known */
  renderPool(pages: number): RenderPool | undefined {
    const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
    // LOD_RENDER_THREADS forces the count (0: this thread), for tests and measurements
    const forced = process.env.LOD_RENDER_THREADS;
    const size = forced ? Number(forced) : renderWorkerCount(cores, pages);
    if (this.inline || size < 1) return undefined;
    return (this.renderers = new RenderPool(this.config, size));
  }

  /** Stops every worker still running (after a failure: before the temporary folder goes). */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all([this.query?.stop(), this.outputs?.stop(), this.renderers?.stop()]);
  }
}
