// Two details a visitor meets at once (issue 42): a touch screen shows no
// keyboard shortcuts it cannot type (the navbar's "Ctrl K", the search
// dialog's ↑ ↓ ↵ esc), and closing the announcement with the keyboard leaves
// focus on the next control of the page, not lost on <body>.
import { describe, it, expect } from 'vitest';
import { realSite } from '../real-site.ts';
import { servedBrowser } from './browser.ts';

const site = await realSite();
const served = servedBrowser(() => site.outDir);
const hydrated = { timeout: 20_000 };

describe('keyboard hints on a touch screen', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 1024 }, // a tablet held sideways: wide enough for the desktop navbar
  ]) {
    it(`shows none at ${viewport.width} px, in the navbar or the search dialog`, async () => {
      const ctx = await served.browser.newContext({ viewport, hasTouch: true, isMobile: true });
      const page = await ctx.newPage();
      await page.goto(`${served.origin}/fr/docs/learn-lod`);
      await page.waitForSelector('html[data-hydrated="true"]', hydrated);
      expect(await page.locator('.search-kbd').isVisible()).toBe(false);
      await page.locator('[data-search-button]').first().tap();
      await page.waitForSelector('.search-modal input', { timeout: 10_000 });
      await page.locator('.search-modal input').fill('ontologie');
      await page.waitForTimeout(500);
      expect(await page.locator('.search-modal').isVisible()).toBe(true);
      expect(await page.locator('.search-modal-keys').isVisible()).toBe(false);
      await ctx.close();
    });
  }

  it('still shows them to a mouse and keyboard at 1366 px', async () => {
    const ctx = await served.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await ctx.newPage();
    await page.goto(`${served.origin}/fr/docs/learn-lod`);
    await page.waitForSelector('html[data-hydrated="true"]', hydrated);
    expect(await page.locator('.search-kbd').isVisible()).toBe(true);
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.search-modal input', { timeout: 10_000 });
    expect(await page.locator('.search-modal-keys').isVisible()).toBe(true);
    await ctx.close();
  });
});

describe('the search shortcut', () => {
  // CI once pressed Ctrl+K after `data-hydrated` and no dialog came: the search trigger's chunk had not arrived,
  // so nothing listened yet. Once the page says it is interactive, the shortcut must work, however late that chunk.
  it('opens the dialog as soon as the page is marked interactive, with the trigger code a second late', async () => {
    const ctx = await served.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await ctx.newPage();
    let delayed = 0;
    await page.route(/chunk-trigger-[^/]*\.js$/, async (route) => {
      delayed++;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto(`${served.origin}/fr/docs/learn-lod`);
    await page.waitForSelector('html[data-hydrated="true"]', hydrated);
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.search-modal input', { timeout: 10_000 });
    expect(await page.evaluate(() => document.activeElement?.matches('.search-modal input'))).toBe(true);
    expect(delayed).toBeGreaterThan(0); // the chunk's name still matches: the delay took place
    await ctx.close();
  });
});

describe('closing the announcement by keyboard', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`moves focus to the next control of the page at ${viewport.width} px`, async () => {
      const ctx = await served.browser.newContext({ viewport });
      const page = await ctx.newPage();
      await page.goto(`${served.origin}/fr/`);
      await page.waitForSelector('html[data-hydrated="true"]', hydrated);
      // Tab from the top of the page until the close button has focus, as a keyboard user would
      for (let i = 0; i < 10; i++) {
        await page.keyboard.press('Tab');
        if (await page.evaluate(() => document.activeElement?.classList.contains('announcement-close'))) break;
      }
      expect(await page.evaluate(() => document.activeElement?.classList.contains('announcement-close'))).toBe(true);
      await page.keyboard.press('Enter');
      expect(await page.locator('.announcement').isVisible()).toBe(false);
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return { tag: el?.tagName, inNavbar: !!el?.closest('#navbar'), visible: !!el?.checkVisibility() };
      });
      expect(focus.tag).not.toBe('BODY');
      expect(focus).toMatchObject({ inNavbar: true, visible: true });
      // and the next Tab goes on from there, not back to the top
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#navbar, #main'))).toBe(true);
      await ctx.close();
    });
  }
});
