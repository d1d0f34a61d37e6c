// The list of outputs the output thread takes from the front and the main
// thread from the back (generator/parallel/two-ended-list.ts): no job is
// handed out twice or lost, even when both threads take at once.
import { describe, it, expect } from 'vitest';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { TwoEndedList } from '../../generator/parallel/two-ended-list.ts';
import { ROOT } from '../helpers.ts';

describe('a two-ended list', () => {
  it('hands out the front in order, the back while it fits, each job once', () => {
    const list = new TwoEndedList(5);
    expect(list.takeFront()).toBe(0);
    expect(list.takeBack()).toBe(4);
    const late = (i: number) => i >= 3;
    expect(list.takeBack(late)).toBe(3);
    // 2 does not fit: the back taker stops there and leaves it to the front
    expect(list.takeBack(late)).toBe(-1);
    expect([list.takeFront(), list.takeFront(), list.takeFront(), list.takeBack()]).toEqual([1, 2, -1, -1]);
  });

  it('is one list across threads: a job taken here is gone there', () => {
    const here = new TwoEndedList(3);
    const there = new TwoEndedList(structuredClone(here.buffer));
    expect(there.takeBack()).toBe(2);
    expect(here.takeBack()).toBe(1);
    expect(there.takeFront()).toBe(0);
    expect(here.takeFront()).toBe(-1);
  });

  it('refuses a size its one word cannot hold', () => {
    expect(() => new TwoEndedList(0x8000)).toThrow(RangeError);
    expect(() => new TwoEndedList(-1)).toThrow(RangeError);
  });

  it('never hands one job to both threads when they take at once', async () => {
    const jobs = 30_000;
    const list = new TwoEndedList(jobs);
    // both threads start together: the worker waits on the second word of `go`
    const go = new Int32Array(new SharedArrayBuffer(8));
    const tsx = pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/esm/api/index.mjs')).href;
    const entry = pathToFileURL(path.join(ROOT, 'generator/parallel/two-ended-list.ts')).href;
    const code = `
      const { workerData, parentPort } = require('node:worker_threads');
      import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); }).then(({ TwoEndedList }) => {
        const list = new TwoEndedList(workerData.list);
        const go = new Int32Array(workerData.go);
        Atomics.store(go, 0, 1);
        Atomics.wait(go, 1, 0);
        const taken = [];
        for (let i = list.takeFront(); i >= 0; i = list.takeFront()) taken.push(i);
        parentPort.postMessage(taken);
      });`;
    const worker = new Worker(code, { eval: true, workerData: { list: list.buffer, go: go.buffer } });
    try {
      while (Atomics.load(go, 0) === 0) await new Promise((r) => setTimeout(r, 1));
      const theirs = new Promise<number[]>((resolve, reject) => (worker.once('message', resolve), worker.once('error', reject)));
      Atomics.store(go, 1, 1);
      Atomics.notify(go, 1);
      const ours: number[] = [];
      for (let i = list.takeBack(); i >= 0; i = list.takeBack()) ours.push(i);
      const front = await theirs;
      // both took some: they did race
      expect(ours.length).toBeGreaterThan(0);
      expect(front.length).toBeGreaterThan(0);
      // every job once: the front's are 0, 1, 2… and ours the rest, from the top down
      expect(front).toEqual(front.map((_, i) => i));
      expect(ours).toEqual(ours.map((_, i) => jobs - 1 - i));
      expect(front.length + ours.length).toBe(jobs);
    } finally {
      await worker.terminate();
    }
  });
});
