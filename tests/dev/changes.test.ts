// A burst of saves makes one rebuild; a save during a rebuild makes one more
// after it, never two at once (generator/dev/changes.ts).
import { describe, it, expect } from 'vitest';
import { changeCoalescer, type ChangeKind } from '../../generator/dev/changes.ts';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('changeCoalescer', () => {
  it('runs once for a burst, with every kind of change in it', async () => {
    const runs: ChangeKind[][] = [];
    const schedule = changeCoalescer(async (kinds) => {
      runs.push([...kinds].sort());
    }, 20);
    schedule('content');
    schedule('content');
    await wait(5);
    schedule('static');
    schedule('content');
    await wait(80);
    expect(runs).toEqual([['content', 'static']]);
  });

  it('never runs twice at once: saves during a run make exactly one more run after it', async () => {
    let active = 0;
    let most = 0;
    const runs: ChangeKind[][] = [];
    const schedule = changeCoalescer(async (kinds) => {
      active++;
      most = Math.max(most, active);
      runs.push([...kinds]);
      await wait(60);
      active--;
    }, 10);
    schedule('content');
    await wait(30); // the first run is under way
    schedule('bundle');
    schedule('content');
    await wait(10);
    schedule('content');
    await wait(250);
    expect(most).toBe(1);
    expect(runs.map((k) => k.sort())).toEqual([['content'], ['bundle', 'content']]);
  });
});
