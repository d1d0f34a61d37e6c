// The catalogues as visitors meet them (issue 42): filters that match nothing
// say so and offer a reset; with JavaScript off the filter form (which cannot
// work on a static site) is not shown; on a phone the filters do not fill the
// first screen before any card, and open from a disclosure. One build, one browser.
import { describe, it, expect } from 'vitest';
import { realSite } from '../real-site.ts';
import { servedBrowser } from './browser.ts';

const site = await realSite();
const served = servedBrowser(() => site.outDir);
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

describe('a catalogue whose filters match nothing', () => {
  for (const path of ['/fr/docs/tools', '/docs/tools']) {
    it(`says so and offers a reset that shows every entry again (${path})`, async () => {
      const ctx = await served.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await ctx.newPage();
      await page.goto(served.origin + path);
      await page.waitForSelector('html[data-hydrated="true"]');
      const all = await page.locator('.catalogue-item:visible').count();
      expect(all).toBeGreaterThan(1);
      await page.fill('.catalogue-search input', 'zzqxw');
      const empty = page.locator('.catalogue-empty');
      await empty.waitFor();
      expect(await page.locator('.catalogue-item:visible').count()).toBe(0);
      expect((await empty.textContent())!.length).toBeGreaterThan(10);
      await empty.getByRole('button').click();
      expect(await page.locator('.catalogue-item:visible').count()).toBe(all);
      expect(await empty.isVisible()).toBe(false);
      expect(await page.inputValue('.catalogue-search input')).toBe('');
      await ctx.close();
    });
  }
});

describe('a catalogue with JavaScript off', () => {
  it('shows no filter form, says why, and lists every entry', async () => {
    const ctx = await served.browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(served.origin + '/fr/docs/tools');
    expect(await page.locator('.catalogue-filters').isVisible()).toBe(false);
    expect(await page.locator('.catalogue-noscript').isVisible()).toBe(true);
    expect(await page.locator('.catalogue-item:visible').count()).toBe(await page.locator('.catalogue-item').count());
    await ctx.close();
  });
});

describe('the tool catalogue on a phone (390 × 844)', () => {
  for (const path of ['/fr/docs/tools', '/docs/tools']) {
    it(`shows a card in the first screen and opens the filters from a disclosure (${path})`, async () => {
      const ctx = await served.browser.newContext(PHONE);
      const page = await ctx.newPage();
      await page.goto(served.origin + path);
      await page.waitForSelector('html[data-hydrated="true"]');
      const firstCard = await page.locator('.catalogue-item h3').first().boundingBox();
      expect(firstCard!.y + firstCard!.height).toBeLessThanOrEqual(844);
      const facet = page.locator('.facet-option').first();
      expect(await facet.isVisible()).toBe(false);
      const toggle = page.locator('.catalogue-filters [aria-expanded]');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.tap();
      // the catalogue hydrates on this first use, then opens the disclosure it was asked to
      await page.waitForSelector('[data-island="catalogue"][data-island-ready]');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await facet.isVisible()).toBe(true);
      await facet.tap();
      expect(await page.locator('.catalogue-item:visible').count()).toBeLessThan(await page.locator('.catalogue-item').count());
      await ctx.close();
    });
  }
});
