// Back and Forward return a visitor to the place each page of their history
// had (issue 42): after client-side navigation, after a reload of a page in
// the history, and from a #fragment link — on a phone by touch and on a desktop.
import { describe, it, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { realSite } from '../real-site.ts';
import { servedBrowser } from './browser.ts';

const site = await realSite();
const served = servedBrowser(() => site.outDir);

const DEVICES = {
  'phone 390 px': { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  'phone 320 px': { viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1280, height: 800 } },
};
const QUICK = { timeout: 5000 };

async function context(browser: Browser, options: object): Promise<BrowserContext> {
  return browser.newContext(options);
}

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 });
const h1 = (page: Page) => page.locator('#page h1').first().textContent();
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Waits until the page area shows a page whose h1 is `title`. */
async function showing(page: Page, title: string) {
  await page.waitForFunction((t) => document.querySelector('#page h1')?.textContent?.trim() === t, title, QUICK);
}

/**
 * Scrolls as a person would (the wheel, or a swipe's result), then waits for the page to settle there: blocks
 * laid out once scrolled to (src/client/draw-later.ts) move the offset, not the content, for a moment.
 */
async function scrollTo(page: Page, y: number): Promise<number> {
  await page.evaluate((to) => window.scrollTo(0, to), y);
  let last = -1;
  for (let i = 0; i < 30; i++) {
    await page.waitForTimeout(150);
    const now = await scrollY(page);
    if (now === last) return now;
    last = now;
  }
  return last;
}

/** Where the glossary's link to `href` is on screen: the same place shows the same content, not only the same offset. */
const linkTop = (page: Page, href: string) =>
  page.evaluate((h) => Math.round(document.querySelector(`#page .glossary-entry dt a[href="${h}"]`)!.getBoundingClientRect().top), href);

/** A link to a term that is on screen at the current scroll, tapped or clicked; its address and where it was. */
async function openVisibleTerm(page: Page, touch: boolean): Promise<{ href: string; top: number }> {
  const href = await page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('#page .glossary-entry dt a[href]')];
    const onScreen = links.find((a) => {
      const r = a.getBoundingClientRect();
      return r.top > 80 && r.bottom < window.innerHeight - 20;
    });
    return onScreen?.getAttribute('href') ?? null;
  });
  expect(href).toBeTruthy();
  const top = await linkTop(page, href!);
  const link = page.locator(`#page .glossary-entry dt a[href="${href}"]`);
  if (touch) await link.tap(QUICK);
  else await link.click(QUICK);
  await page.waitForURL((u) => u.pathname === href, QUICK);
  return { href: href!, top };
}

describe('Back and Forward keep each page’s place', () => {
  for (const [name, device] of Object.entries(DEVICES)) {
    const touch = 'hasTouch' in device;
    it(`glossary → term → Back → Forward, then a reload and Back again (${name})`, async () => {
      const ctx = await context(served.browser, device);
      const page = await ctx.newPage();
      await page.goto(`${served.origin}/fr/docs/learn-lod/glossary`);
      await hydrated(page);
      const glossaryTitle = (await h1(page))!.trim();
      const glossaryY = await scrollTo(page, 6000);
      expect(glossaryY).toBeGreaterThan(2000);

      const term = await openVisibleTerm(page, touch);
      await page.waitForFunction((t) => document.querySelector('#page h1')?.textContent?.trim() !== t, glossaryTitle, QUICK);
      const termTitle = (await h1(page))!.trim();
      expect(await scrollY(page)).toBe(0); // a new page starts at its top
      const termY = await scrollTo(page, 250);

      await page.goBack();
      await showing(page, glossaryTitle);
      expect(Math.abs((await scrollY(page)) - glossaryY)).toBeLessThanOrEqual(2);
      expect(Math.abs((await linkTop(page, term.href)) - term.top)).toBeLessThanOrEqual(2);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');

      await page.goForward();
      await showing(page, termTitle);
      expect(Math.abs((await scrollY(page)) - termY)).toBeLessThanOrEqual(2);

      // a reload of the term page, then Back: the glossary is a page of another document now, loaded whole
      await page.reload();
      await hydrated(page);
      expect(Math.abs((await scrollY(page)) - termY)).toBeLessThanOrEqual(2);
      await page.goBack();
      await showing(page, glossaryTitle);
      await hydrated(page);
      expect(Math.abs((await scrollY(page)) - glossaryY)).toBeLessThanOrEqual(2);
      expect(Math.abs((await linkTop(page, term.href)) - term.top)).toBeLessThanOrEqual(2);
      expect(await page.locator('footer').isVisible()).toBe(true);
      await ctx.close();
    });

    it(`Back from a #fragment link returns to where the reader was (${name})`, async () => {
      const ctx = await context(served.browser, device);
      const page = await ctx.newPage();
      await page.goto(`${served.origin}/fr/docs/learn-lod/glossary`);
      await hydrated(page);
      expect(await scrollTo(page, 3000)).toBeGreaterThan(0);
      // the letter index at the top links to each letter's section: scroll it into view, as a reader who goes back up
      const letterLink = page.locator('#page a[href^="#"]').last();
      const hash = await letterLink.getAttribute('href');
      await page.evaluate((h) => {
        const link = document.querySelector<HTMLAnchorElement>(`#page a[href="${h}"]`)!;
        // the link near the top of the screen, just below the navbar
        link.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -120);
      }, hash);
      await page.waitForTimeout(150);
      const readerY = await scrollY(page);
      expect(readerY).toBeGreaterThan(0);
      if (touch) await letterLink.tap(QUICK);
      else await letterLink.click(QUICK);
      await page.waitForURL((u) => u.hash === hash, QUICK);
      await page.waitForTimeout(150);
      const anchoredY = await scrollY(page);
      expect(anchoredY).not.toBe(readerY);

      await page.goBack();
      await page.waitForURL((u) => u.hash === '', QUICK);
      await page.waitForTimeout(300);
      expect(Math.abs((await scrollY(page)) - readerY)).toBeLessThanOrEqual(2);
      await page.goForward();
      await page.waitForURL((u) => u.hash === hash, QUICK);
      await page.waitForTimeout(300);
      expect(Math.abs((await scrollY(page)) - anchoredY)).toBeLessThanOrEqual(2);
      await ctx.close();
    });
  }
});
