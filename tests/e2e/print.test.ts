// Printing a page (issue 42): the paper gets the content only — no
// announcement, navbar, sidebars, table of contents, pagination or footer —
// in dark ink on white, each external link followed by its address, code
// blocks wrapped rather than cut at the page's edge, and no page break inside
// a figure, a table or a code block.
import { describe, it, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { realSite } from '../real-site.ts';
import { servedBrowser } from './browser.ts';

const site = await realSite();
const served = servedBrowser(() => site.outDir);

// a doc page with a table, a code block, pictures and links to other sites, in both languages
const PAGES = ['/fr/docs/explore-lod/project-datasets', '/docs/explore-lod/project-datasets'];
const DEVICES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  'phone 390 px': { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
};

/** What the printed page shows, read with the print styles applied. */
function printed(page: Page) {
  return page.evaluate(() => {
    const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
    const chrome = [
      '.announcement',
      '#navbar',
      'footer',
      '.sidebar',
      '.sidebar-show',
      '.toc',
      '.pagination-nav',
      '.skip-link',
      '.toc-mobile',
    ];
    const external = [...document.querySelectorAll<HTMLAnchorElement>('#main .markdown a[href^="http"]')].filter(
      (a) => new URL(a.href).origin !== location.origin,
    );
    const luminance = (css: string) => {
      const [r, g, b] = css.match(/[\d.]+/g)!.map(Number);
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    };
    const paragraph = document.querySelector('#main .markdown p')!;
    return {
      chromeShown: chrome.flatMap((sel) => [...document.querySelectorAll(sel)].filter(shown).map(() => sel)),
      contentShown: shown(document.querySelector('#main h1')!) && shown(document.querySelector('#main .markdown')!),
      ink: luminance(getComputedStyle(paragraph).color),
      paper: getComputedStyle(document.body).backgroundColor,
      externalLinks: external.length,
      linksWithoutAddress: external
        .filter((a) => !getComputedStyle(a, '::after').content.includes(a.getAttribute('href')!))
        .map((a) => a.getAttribute('href')),
      cutCode: [...document.querySelectorAll<HTMLElement>('#main pre')].filter(
        (pre) => pre.scrollWidth > pre.clientWidth + 1 || getComputedStyle(pre).overflowX === 'auto',
      ).length,
      codeBlocks: document.querySelectorAll('#main pre').length,
      breakable: [...document.querySelectorAll('#main figure, #main table, #main pre, #main img')]
        .filter((el) => !['avoid', 'avoid-page'].includes(getComputedStyle(el).breakInside))
        .map((el) => el.tagName.toLowerCase()),
      tables: document.querySelectorAll('#main table').length,
    };
  });
}

describe('printing a page', () => {
  for (const [name, device] of Object.entries(DEVICES)) {
    for (const path of PAGES) {
      it(`prints the content of ${path} only, readably (${name})`, async () => {
        const ctx = await served.browser.newContext(device);
        const page = await ctx.newPage();
        await page.goto(served.origin + path);
        await page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 });
        await page.emulateMedia({ media: 'print' });
        const p = await printed(page);
        expect(p.chromeShown).toEqual([]);
        expect(p.contentShown).toBe(true);
        expect(p.ink).toBeLessThan(0.2); // black ink, not the screen's grey
        expect(p.paper).toMatch(/rgba?\(255, 255, 255|rgba\(0, 0, 0, 0\)/);
        expect(p.externalLinks).toBeGreaterThan(0);
        expect(p.linksWithoutAddress).toEqual([]);
        expect(p.codeBlocks).toBeGreaterThan(0);
        expect(p.cutCode).toBe(0);
        expect(p.tables).toBeGreaterThan(0);
        expect(p.breakable).toEqual([]);
        // and the browser makes a PDF of it
        const pdf = await page.pdf({ format: 'A4' });
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        await ctx.close();
      });
    }
  }
});
