// Validate stage: SHACL shapes and datatypes over the graph (the front
// matter and redirects were checked while loading). Dev runs it once per
// change of the data folder, after the pages are served; build and check run
// it through pipeline/query.ts (graphStage).
import type { SiteConfig } from '../config.ts';
import type { Problem } from '../errors.ts';
import { validateGraph } from '../validate/index.ts';
import type { BuildCache } from './cache.ts';
import type { Loaded } from './load.ts';
import type { Timer } from './timer.ts';

export async function validateStage(config: SiteConfig, loaded: Loaded, timer: Timer, cache?: BuildCache): Promise<Problem[]> {
  const problems = (loaded.graphReused && cache?.shaclProblems) || (await validateGraph(config, loaded.graph));
  if (cache) cache.shaclProblems = problems;
  timer.lap('validate');
  return [...problems];
}
