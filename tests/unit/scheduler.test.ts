// How many render workers a build starts, by cores and pages (the figures
// behind each rule are in generator/parallel/scheduler.ts).
import { describe, expect, it } from 'vitest';
import { renderWorkerCount } from '../../generator/parallel/scheduler.ts';

describe('renderWorkerCount', () => {
  it.each([
    // [cores, pages, workers, why]
    [1, 20_000, 0, 'one core: everything on the main thread'],
    [2, 100, 0, 'a tiny site never pays for a worker'],
    [2, 786, 0, 'two cores, the real site: the lone worker would only replace the idle main thread'],
    [2, 3_999, 0, 'two cores, just under the large-site threshold'],
    [2, 4_000, 1, 'two cores, a large site: one worker'],
    [2, 13_978, 1, 'two cores, bench scale 20: one worker, never two'],
    [4, 786, 2, 'four cores: the site is split over two workers beside the main and output threads'],
    [4, 100_000, 3, 'four cores: at most cores - 1'],
    [16, 786, 2, 'many cores: one worker per 300 pages'],
    [16, 299, 0, 'many cores, under 300 pages: no worker'],
  ])('%i cores, %i pages → %i (%s)', (cores, pages, workers) => {
    expect(renderWorkerCount(cores, pages)).toBe(workers);
  });
});
