// The language switcher keeps the visitor's place (issue 42): the search
// query, the catalogue's filters and the #anchor go along to the other
// language; from the not-found page it leads to the same address in the
// other language. By touch on a phone and with a mouse on a desktop.
import { describe, it, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { realSite } from '../real-site.ts';
import { servedBrowser } from './browser.ts';

const site = await realSite();
const served = servedBrowser(() => site.outDir);

const DEVICES = {
  'phone 390 px': { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1280, height: 800 } },
};

async function switchTo(page: Page, touch: boolean, label: 'English' | 'Français') {
  const summary = page.locator('#navbar .navbar-right .lang-switcher summary');
  const link = page.locator('#navbar .navbar-right .lang-switcher a', { hasText: label });
  if (touch) {
    await summary.tap();
    await link.tap();
  } else {
    await summary.click();
    await link.click();
  }
  await page.waitForLoadState('load');
  await page.waitForFunction((l) => document.documentElement.lang === l, label === 'English' ? 'en' : 'fr', { timeout: 15_000 });
}

describe('the language switcher keeps the visitor’s place', () => {
  for (const [name, device] of Object.entries(DEVICES)) {
    const touch = 'hasTouch' in device;
    it(`keeps the search query (${name})`, async () => {
      const ctx = await served.browser.newContext(device);
      const page = await ctx.newPage();
      await page.goto(`${served.origin}/fr/search?q=ontologie`);
      await page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 });
      await switchTo(page, touch, 'English');
      const url = new URL(page.url());
      expect(url.pathname).toBe('/search');
      expect(url.searchParams.get('q')).toBe('ontologie');
      await page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 });
      expect(await page.locator('#page input[type="search"]').first().inputValue()).toBe('ontologie');
      await ctx.close();
    });

    it(`keeps the #anchor (${name})`, async () => {
      const ctx = await served.browser.newContext(device);
      const page = await ctx.newPage();
      await page.goto(`${served.origin}/docs/learn-lod/glossary#letter-s`);
      await page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 });
      await switchTo(page, touch, 'Français');
      const url = new URL(page.url());
      expect(url.pathname).toBe('/fr/docs/learn-lod/glossary');
      expect(url.hash).toBe('#letter-s');
      expect(await page.evaluate(() => document.getElementById('letter-s')!.getBoundingClientRect().top)).toBeLessThan(200);
      await ctx.close();
    });

    it(`goes from the not-found page to the same address in the other language (${name})`, async () => {
      const ctx = await served.browser.newContext(device);
      const page = await ctx.newPage();
      const res = await page.goto(`${served.origin}/fr/docs/no-such-page`);
      expect(res?.status()).toBe(404);
      await page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 });
      await switchTo(page, touch, 'English');
      expect(new URL(page.url()).pathname).toBe('/docs/no-such-page');
      expect(await page.locator('#main.not-found').isVisible()).toBe(true);
      await ctx.close();
    });
  }
});
