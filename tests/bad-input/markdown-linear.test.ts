// Markdown rendering is linear in the size of the page (issue 18, point 10).
// The admonition extension's start() used to search the whole rest of the
// document before every paragraph, so a 4 MB page took 15 s. These tests
// check the property that makes it linear (start() never looks past the
// paragraph it is asked about), that admonitions still interrupt a
// paragraph, and the growth itself, in CPU time with a generous bound
// (linear: ×4 from 1 to 4 MB; quadratic: ×16).
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
    const cpu = (page: string) => {
      let best = Infinity;
      for (let i = 0; i < 3; i++) {
        const start = process.cpuUsage();
        render(page, 'en');
        const used = process.cpuUsage(start);
        best = Math.min(best, used.user + used.system);
      }
      return best;
    };
    const ratio = cpu(four) / cpu(one);
    console.log(`Markdown: 4 MB took ${ratio.toFixed(1)}× the CPU time of 1 MB`);
    expect(ratio).toBeLessThan(8);
  }, 120_000);
});
