// The stages every command shares, up to the route table: load → validate →
// query → model → route. `check` stops here; `build` and `dev` go on to
// render, outputs and write (build.ts). A stage that finds an error stops
// the run, so both commands report the same problems.
import type { SiteConfig } from '../config.ts';
import type { Problem } from '../errors.ts';
import type { SiteModel } from '../model/index.ts';
import type { Scheduler } from '../parallel/scheduler.ts';
import type { RouteTable } from '../route/index.ts';
import type { BuildCache } from './cache.ts';
import { loadStage, type Loaded } from './load.ts';
import { markdownStage } from './markdown.ts';
import { modelStage } from './model.ts';
import { queryStage, type Queried } from './query.ts';
import { routeStage } from './route.ts';
import type { Timer } from './timer.ts';
import { validateStage } from './validate.ts';

export interface Front {
  problems: Problem[];
  /** the stage that found errors, if one did: the later ones did not run */
  stoppedAt?: 'load' | 'validate' | 'model' | 'route';
  loaded?: Loaded;
  queried?: Queried;
  model?: SiteModel;
  table?: RouteTable;
  /** SHACL problems still being found on the query worker (a full build awaits them before writing) */
  validation?: Promise<Problem[]>;
}

const hasErrors = (problems: Problem[]) => problems.some((p) => p.severity === 'error');

export async function throughRoute(config: SiteConfig, timer: Timer, scheduler: Scheduler, cache?: BuildCache): Promise<Front> {
  const front: Front = { problems: [] };
  const { problems } = front;
  const loaded = (front.loaded = await loadStage(config, timer, cache));
  problems.push(...loaded.problems);
  if (hasErrors(problems)) return { ...front, stoppedAt: 'load' };
  const markdown = await markdownStage(config, loaded.documents);
  const worker = scheduler.query;
  if (worker) {
    // the query worker answers, then validates: render the Markdown meanwhile
    markdown.prerender();
    timer.lap('markdown (before records)');
    front.validation = worker.validation.then((v) => (timer.add(...v.stages), v.problems));
    // awaited before the commit, or after a failure: a crash of the worker meanwhile is not unhandled
    front.validation.catch(() => undefined);
  } else {
    problems.push(...(await validateStage(config, loaded, timer, cache)));
    if (hasErrors(problems)) return { ...front, stoppedAt: 'validate' };
  }
  const queried = (front.queried = await queryStage(config, loaded, timer, worker, cache));
  scheduler.recordsArrived();
  const modelled = modelStage(config, loaded, queried, markdown);
  front.model = modelled.model;
  problems.push(...modelled.problems);
  timer.lap('model');
  if (hasErrors(problems)) return { ...front, stoppedAt: 'model' };
  const routed = routeStage(config, modelled.model, queried.records);
  front.table = routed.table;
  problems.push(...routed.problems);
  timer.lap('route');
  return hasErrors(problems) ? { ...front, stoppedAt: 'route' } : front;
}
