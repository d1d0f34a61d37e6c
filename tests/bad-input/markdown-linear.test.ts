// Markdown rendering is linear in the size of the page (issue 18, point 10).
// The admonition extension's start() used to search the whole rest of the
// document before every paragraph, so a 4 MB page took 15 s. These tests
// check the property that makes it linear (start() never looks past the
// paragraph it is asked about), that admonitions still interrupt a
// paragraph, and the growth itself, in CPU time with a generous bound
// (linear: ×4 from 1 to 4 MB; quadratic: ×16).
//
// The CPU time measured leaves out the time the thread spent paused for
// garbage collection. Collection grows faster than the page (a bigger page
// keeps more alive while it is collected): measured warm in a fresh process,
// 1 MB took 232 ms and 4 MB 941 ms outside collection (×4.1) but 50 ms
// against 438 ms in it, and in CI's shared test worker, whose heap holds
// the modules and data of earlier test files, the total reached ×8.1 on
// code that is linear. The old quadratic scan allocated nothing: its cost
// is all outside collection. On the growth page (notes only at its start
// and end, see growthPage), the old start() makes this ratio 12.5 and the
// current one 4.2; before growthPage lost its note every tenth section, the
// old start() stopped at the next note and passed this test.
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { admonitionStart, createMarkdownRenderer } from '../../generator/markdown/render.ts';
import { getHighlighter } from '../../generator/markdown/highlight.ts';
import { growthPage } from '../../generator/bench/markdown-growth.ts';

const TITLES = { en: { note: 'Note' }, fr: { note: 'Remarque' } };

describe('Markdown rendering is linear', () => {
  it('start() finds a ::: inside the paragraph and never looks past its blank line', () => {
    expect(admonitionStart('one line\n:::note\nx\n:::\n')).toBe(9);
    expect(admonitionStart('one line\n\n:::note\nx\n:::\n')).toBeUndefined();
    expect(admonitionStart('one line\n   \n:::note\n')).toBeUndefined();
    expect(admonitionStart(':::tip\nx\n:::')).toBe(0);
  });

  it('an admonition right after a paragraph line still renders', async () => {
    const render = createMarkdownRenderer(await getHighlighter(['turtle']), TITLES as never);
    const html = render('Some text\n:::note\nInside the note.\n:::\n\nAfter.', 'en').html;
    expect(html).toContain('<div class="admonition admonition-note" role="note">');
    expect(html).toContain('Inside the note.');
  });

  it('4 MB costs about four times 1 MB, not sixteen', async () => {
    const render = createMarkdownRenderer(await getHighlighter(['turtle']), TITLES as never);
    const one = growthPage(1024 * 1024);
    const four = growthPage(4 * 1024 * 1024);
    // warm-up on both sizes (JIT, heap growth); then the best of three runs each
    render(one, 'en');
    render(four, 'en');
    const pauses: { startTime: number; duration: number }[] = [];
    const gc = new PerformanceObserver((list) => {
      pauses.push(...list.getEntries());
    });
    gc.observe({ entryTypes: ['gc'] });
    /** CPU microseconds of one render, without the collection pauses it caused (the best of three). */
    const cpu = async (page: string) => {
      let best = Infinity;
      for (let i = 0; i < 3; i++) {
        await settled();
        const from = performance.now();
        const start = process.cpuUsage();
        render(page, 'en');
        const used = process.cpuUsage(start);
        const to = performance.now();
        await settled(); // gc entries are delivered on a later turn
        const paused = pauses.filter((p) => p.startTime >= from && p.startTime < to).reduce((sum, p) => sum + p.duration, 0);
        best = Math.min(best, used.user + used.system - paused * 1000);
      }
      return best;
    };
    let ratio: number;
    try {
      ratio = (await cpu(four)) / (await cpu(one));
    } finally {
      gc.disconnect();
    }
    console.log(`Markdown: 4 MB took ${ratio.toFixed(1)}× the CPU time of 1 MB, outside garbage collection`);
    expect(ratio).toBeLessThan(8);
  }, 120_000);
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 5));
