// The search page's first results are drawn before React is there (issue 42:
// src/client/search/first-results.ts), over the real site, on a phone and a
// desktop. What a visitor sees at /search?q=… without touching anything must be
// what the island shows: when it takes over on first use it keeps that very
// markup (same nodes, same HTML, no hydration error), and the island's own
// answer to the same query, typed afterwards, lists the same results in the
// same order with the same snippets and links; typing a new query still works.
import { describe, it, expect } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { realSite } from '../real-site.ts';
import { servedBrowser } from './browser.ts';

const site = await realSite();
const served = servedBrowser(() => site.outDir);

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

/** What a visitor reads of the results: title, link and snippet of each, the count, the heading, the section counts. */
function shown(page: Page) {
  return page.evaluate(() => ({
    hits: [...document.querySelectorAll('.search-page-list > li > a')].map((a) => ({
      href: a.getAttribute('href'),
      title: a.querySelector('.search-hit-title')?.textContent,
      snippet: a.querySelector('.search-hit-snippet')?.innerHTML,
    })),
    status: document.querySelector('.search-page-status')?.textContent,
    heading: document.querySelector('.search-page-title')?.textContent,
    box: (document.querySelector('#search-page-input') as HTMLInputElement).value,
    sections: [...document.querySelectorAll('#search-page-section option')].map((o) => o.textContent),
  }));
}

const isReactRoot = (page: Page) =>
  page.$eval('[data-island="search"]', (el) => Object.keys(el).some((k) => k.startsWith('__reactContainer')));

/** Types `query` into the box as a person does, and waits for the island's answer to it. */
async function typeQuery(page: Page, query: string) {
  await page.fill('#search-page-input', '');
  await page.locator('#search-page-input').pressSequentially(query);
  await page.waitForFunction((q) => document.querySelector('.search-page-title .search-query')?.textContent === q, query);
  await page.waitForSelector('.search-page-list .search-hit');
}

describe.each([
  ['a phone', PHONE, '/search?q=ontology', 'triple'],
  ['a desktop', DESKTOP, '/fr/search?q=ontologie', 'triplet'],
])('the search page’s first results on %s', (_, options, url, other) => {
  it('are drawn without React, kept as they are when the island takes over, and are the island’s own answer', async () => {
    const context = await served.browser.newContext(options);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
    page.on('console', (m) => void ((m.type() === 'error' || m.type() === 'warning') && problems.push(`${m.type()}: ${m.text()}`)));
    await page.goto(served.origin + url);
    await page.waitForSelector('html[data-hydrated="true"] .search-page-list .search-hit');
    const query = new URL(served.origin + url).searchParams.get('q')!;
    const first = await shown(page);
    expect(first.box).toBe(query);
    expect(first.heading).toContain(query);
    expect(first.hits.length).toBeGreaterThan(1);
    expect(await isReactRoot(page), 'React is not needed for the first results').toBe(false);
    // the markup and its nodes, to see whether React keeps them
    const before = await page.evaluate(() => {
      Object.assign(document.querySelector('.search-page-list')!, { drawnFirst: true });
      return document.querySelector('.search-page')!.innerHTML;
    });

    // first use: a tap or a click in the box
    if (options.hasTouch) await page.locator('#search-page-input').tap();
    else await page.click('#search-page-input');
    await page.waitForSelector('[data-island="search"][data-island-ready]');
    expect(await isReactRoot(page)).toBe(true);
    const after = await page.evaluate(() => ({
      html: document.querySelector('.search-page')!.innerHTML,
      same: 'drawnFirst' in document.querySelector('.search-page-list')!,
    }));
    expect(after.same, 'the island hydrated the drawn list rather than drawing it again').toBe(true);
    expect(after.html).toBe(before);
    expect(await shown(page)).toEqual(first);

    // the island answers a new query, then the first one again: as it was drawn before React
    await typeQuery(page, other);
    expect(new URL(page.url()).searchParams.get('q')).toBe(other);
    expect((await shown(page)).hits).not.toEqual(first.hits);
    await typeQuery(page, query);
    expect(await shown(page)).toEqual(first);
    expect(problems).toEqual([]);
    await context.close();
  });
});
