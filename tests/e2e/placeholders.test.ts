// The catalogues' and the glossary's search boxes on a phone (issue 42): the
// catalogue box says what the spec says it searches (title or keyword), and
// neither placeholder is cut off at 320 or 390 px.
import { describe, it, expect } from 'vitest';
import { realSite } from '../real-site.ts';
import { servedBrowser } from './browser.ts';

const site = await realSite();
const served = servedBrowser(() => site.outDir);

const BOXES = [
  { path: '/fr/docs/tools', input: '.catalogue-search input', says: /titre.*mot-clé/i },
  { path: '/docs/tools', input: '.catalogue-search input', says: /title.*keyword/i },
  { path: '/fr/docs/explore-lod/project-datasets', input: '.catalogue-search input', says: /titre.*mot-clé/i },
  { path: '/fr/docs/learn-lod/glossary', input: '#glossary-filter', says: /glossaire/i },
  { path: '/docs/learn-lod/glossary', input: '#glossary-filter', says: /glossary/i },
];

describe('search box placeholders on a phone', () => {
  for (const width of [320, 390]) {
    for (const box of BOXES) {
      it(`${box.path} at ${width} px: the whole placeholder shows`, async () => {
        const ctx = await served.browser.newContext({ viewport: { width, height: 800 }, hasTouch: true, isMobile: true });
        const page = await ctx.newPage();
        await page.goto(served.origin + box.path);
        await page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 });
        const input = page.locator(box.input).first();
        expect(await input.isVisible()).toBe(true);
        const fit = await input.evaluate((el: HTMLInputElement) => {
          const style = getComputedStyle(el);
          const ctx2d = document.createElement('canvas').getContext('2d')!;
          ctx2d.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return { text: el.placeholder, needs: Math.ceil(ctx2d.measureText(el.placeholder).width), room };
        });
        expect(fit.text).toMatch(box.says);
        expect(fit.needs).toBeLessThanOrEqual(fit.room);
        await ctx.close();
      });
    }
  }
});
