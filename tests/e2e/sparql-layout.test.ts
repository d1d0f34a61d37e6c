// The SPARQL page does not move under the reader as its editor starts. The
// editor appeared only once the island had hydrated, in place of the sentence
// for readers without JavaScript, and each example's "Open" button with it:
// everything below (the examples) was pushed down. Lighthouse mobile scored the
// page 85, with a cumulative layout shift of 0.296. Without JavaScript, the page
// shows the sentence and the example queries, and no editor or button that
// could do nothing.
import { describe, it, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { realSite } from '../real-site.ts';
import { servedBrowser } from './browser.ts';

const site = await realSite();
const served = servedBrowser(() => site.outDir);

const VIEWPORTS = [
  { name: '320 px phone', viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true },
  { name: '390 px phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];
const PAGES = ['/docs/tools/sparql/yasgui', '/fr/docs/tools/sparql/yasgui'];

/** What a reader sees of the page's parts: the sentence, the editor, the examples and their buttons. */
const shown = (page: Page) =>
  page.evaluate(() => {
    const visible = (e: Element | null) => !!e && e.getClientRects().length > 0 && getComputedStyle(e).visibility === 'visible';
    return {
      sentence: visible(document.querySelector('.sparql-nojs')),
      editor: visible(document.querySelector('[data-sparql-editor]')),
      examples: [...document.querySelectorAll('[data-example-query]')].filter(visible).length,
      buttons: [...document.querySelectorAll('.sparql-open-example')].filter(visible).length,
    };
  });

describe('the SPARQL page as its editor starts', () => {
  for (const path of PAGES) {
    for (const { name, ...options } of VIEWPORTS) {
      it(`does not shift its layout, and ends with the editor and every example's button (${path}, ${name})`, async () => {
        const ctx = await served.browser.newContext(options);
        const page = await ctx.newPage();
        await page.addInitScript(() => {
          const w = window as unknown as { shifts: number[] };
          w.shifts = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
              if (!e.hadRecentInput) w.shifts.push(e.value);
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(served.origin + path);
        await page.waitForSelector('[data-sparql-app][data-mounted]');
        // two frames after the island's first render: any shift it causes has been reported
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
        // "good" is under 0.1 (web.dev); nothing here should move at all
        expect(
          shifts.reduce((a, b) => a + b, 0),
          JSON.stringify(shifts),
        ).toBeLessThan(0.01);
        const examples = await page.locator('[data-example-query]').count();
        expect(examples).toBeGreaterThan(0);
        expect(await shown(page)).toEqual({ sentence: false, editor: true, examples, buttons: examples });
        // the editor works: an example's button puts its query in it
        const second = page.locator('.sparql-open-example').nth(1);
        if (options.hasTouch) await second.tap();
        else await second.click();
        const query = await page.locator('[data-example-query]').nth(1).textContent();
        expect(await page.inputValue('[data-sparql-editor]')).toContain(query!.trim());
        await ctx.close();
      });
    }
    it(`without JavaScript shows the sentence and the example queries, and no editor or button (${path})`, async () => {
      const ctx = await served.browser.newContext({ ...VIEWPORTS[1], javaScriptEnabled: false });
      const page = await ctx.newPage();
      await page.goto(served.origin + path);
      const examples = await page.locator('[data-example-query]').count();
      expect(examples).toBeGreaterThan(0);
      expect(await shown(page)).toEqual({ sentence: true, editor: false, examples, buttons: 0 });
      await ctx.close();
    });
  }
});
