// How many render workers a build starts, by cores and pages (the figures
// behind each rule are in generator/parallel/scheduler.ts), and when the
// output thread starts.
import { describe, expect, it } from 'vitest';
import os from 'node:os';
import path from 'node:path';
import { makeConfig } from '../../generator/config.ts';
import { renderWorkerCount, Scheduler, startQueryThread } from '../../generator/parallel/scheduler.ts';
import { ROOT } from '../helpers.ts';

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

describe('the output thread', () => {
  // real threads over the real site: the query thread answers in a few seconds
  it('starts as soon as the query thread is done, before the main thread asks for it', async () => {
    const config = makeConfig({ rootDir: ROOT, outDir: path.join(os.tmpdir(), 'unused-out'), quiet: true });
    const scheduler = new Scheduler(config, false);
    try {
      expect(scheduler.outputs).toBeUndefined();
      await scheduler.query!.validation;
      // the start is a callback on the same promise: one turn later
      await new Promise(setImmediate);
      expect(scheduler.outputs).toBeDefined();
      const started = scheduler.outputs;
      // the main thread's call once the records are in starts no second one
      scheduler.recordsArrived();
      expect(scheduler.outputs).toBe(started);
    } finally {
      await scheduler.stop();
    }
  }, 60_000);

  it('runs nothing on other threads in a dev rebuild or a check', () => {
    const config = makeConfig({ rootDir: ROOT, outDir: path.join(os.tmpdir(), 'unused-out'), quiet: true });
    const inline = new Scheduler(config, true);
    inline.recordsArrived();
    expect([inline.query, inline.outputs]).toEqual([undefined, undefined]);
  });

  it('takes the query thread the command line started, and starts its output thread from it', async () => {
    const config = makeConfig({ rootDir: ROOT, outDir: path.join(os.tmpdir(), 'unused-out'), quiet: true });
    const early = startQueryThread(config)!;
    const scheduler = new Scheduler(config, false, early);
    try {
      expect(scheduler.query).toBe(early);
      await early.validation;
      await new Promise(setImmediate);
      expect(scheduler.outputs).toBeDefined();
    } finally {
      await scheduler.stop();
    }
  }, 60_000);

  it('starts no query thread early for a graph that build() must first fetch from an endpoint', () => {
    const config = makeConfig({ rootDir: ROOT, outDir: path.join(os.tmpdir(), 'unused-out'), quiet: true });
    const endpoint = { ...config, sparql: { url: 'http://127.0.0.1:9/sparql', timeoutMs: 1000, retries: 0, pageSize: 1000, paging: true } };
    expect(startQueryThread(endpoint)).toBeUndefined();
  });
});
