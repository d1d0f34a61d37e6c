// The search page over the real site, as a person uses it after hydration:
// the box keeps what is typed (spaces too) while the address holds the trimmed
// query, and "More results" moves focus to the first new result (by keyboard on
// a desktop, by tap on a phone), so the list goes on where the person was.
import { describe, it, expect } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { realSite } from '../real-site.ts';
import { servedBrowser } from './browser.ts';

const site = await realSite();
const served = servedBrowser(() => site.outDir);

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
/** a word on very many pages of the portal, so its results come in more than one batch */
const COMMON = 'data';

async function visit(url: string, options: BrowserContextOptions): Promise<{ page: Page; problems: string[] }> {
  const context = await served.browser.newContext(options);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  await page.goto(served.origin + url);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { page, problems };
}

async function expectWholePage(page: Page, lang: 'en' | 'fr') {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
  expect(await page.title()).toMatch(/\S+ \| \S+/);
  expect(await page.locator('#navbar a[href]').count()).toBeGreaterThan(2);
  expect((await page.textContent('footer'))?.trim().length).toBeGreaterThan(10);
}

const focusedResult = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('.search-page-list > li > a')].indexOf(document.activeElement as Element));

describe('the search page after hydration', () => {
  it('on a desktop: the box keeps a typed space, the address the trimmed query; "More results" by keyboard focuses the first new one', async () => {
    const { page, problems } = await visit('/search', DESKTOP);
    // an empty search page puts the cursor in the box
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-page-input');
    await page.keyboard.type(`${COMMON} `);
    await page.waitForFunction((q) => new URL(location.href).searchParams.get('q') === q, COMMON);
    expect(await page.inputValue('#search-page-input')).toBe(`${COMMON} `);
    await page.waitForSelector('.search-page-list .search-hit');
    const first = await page.locator('.search-page-list > li').count();
    await page.focus('.search-more');
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => document.querySelectorAll('.search-page-list > li').length > n, first);
    await page.waitForFunction((n) => document.activeElement === document.querySelectorAll('.search-page-list > li > a')[n], first);
    expect(await focusedResult(page)).toBe(first);
    // asked again, focus again goes to the first of the new batch
    if (await page.isVisible('.search-more')) {
      const second = await page.locator('.search-page-list > li').count();
      await page.focus('.search-more');
      await page.keyboard.press('Enter');
      await page.waitForFunction((n) => document.activeElement === document.querySelectorAll('.search-page-list > li > a')[n], second);
    }
    await expectWholePage(page, 'en');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('on a phone: the query from the address runs, and a tap on "More results" focuses the first new one, in French', async () => {
    const { page, problems } = await visit(`/fr/search?q=${encodeURIComponent('données')}`, PHONE);
    await page.waitForSelector('.search-page-list .search-hit');
    expect(await page.inputValue('#search-page-input')).toBe('données');
    const first = await page.locator('.search-page-list > li').count();
    await page.tap('.search-more');
    await page.waitForFunction((n) => document.activeElement === document.querySelectorAll('.search-page-list > li > a')[n], first);
    expect(await focusedResult(page)).toBe(first);
    await expectWholePage(page, 'fr');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
