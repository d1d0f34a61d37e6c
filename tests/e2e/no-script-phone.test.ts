// A phone with JavaScript off (issue 42): the menu's toggle, which closes the
// drawer while no script can, does not lie over the drawer's first item, and a
// doc page's sidebar can still be reached. One build of the real site, one browser.
import { describe, it, expect } from 'vitest';
import { realSite } from '../real-site.ts';
import { servedBrowser } from './browser.ts';

const site = await realSite();
const served = servedBrowser(() => site.outDir);
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, javaScriptEnabled: false };

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('a phone with JavaScript off', () => {
  for (const path of ['/fr/docs/learn-lod', '/']) {
    it(`opens the menu with the toggle, whose × leaves the drawer's items free (${path})`, async () => {
      const ctx = await served.browser.newContext(PHONE);
      const page = await ctx.newPage();
      await page.goto(served.origin + path);
      await page.locator('.mobile-menu > summary').tap();
      expect(await page.locator('.mobile-drawer').isVisible()).toBe(true);
      const toggle = (await page.locator('.mobile-menu > summary').boundingBox())!;
      // every link of the drawer a visitor can see
      const items = await page.$$eval('.mobile-drawer a, .mobile-drawer summary', (els) =>
        els.filter((el) => (el as HTMLElement).checkVisibility()).map((el) => el.getBoundingClientRect().toJSON() as Box),
      );
      expect(items.length).toBeGreaterThan(3);
      expect({ toggle, over: items.filter((b) => overlap(toggle, b)) }).toEqual({ toggle, over: [] });
      // and the × still closes it
      await page.locator('.mobile-menu > summary').tap();
      expect(await page.locator('.mobile-drawer').isVisible()).toBe(false);
      await ctx.close();
    });
  }

  it('can reach the doc sidebar', async () => {
    const ctx = await served.browser.newContext(PHONE);
    const page = await ctx.newPage();
    await page.goto(served.origin + '/fr/docs/learn-lod');
    const links = page.locator('#sidebar a');
    expect(await links.count()).toBeGreaterThan(3);
    await links.first().scrollIntoViewIfNeeded();
    expect(await links.first().isVisible()).toBe(true);
    // no sideways scrolling for it
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await ctx.close();
  });
});
