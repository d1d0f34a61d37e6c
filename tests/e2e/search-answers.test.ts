// What the search page answers, over the real site (issue 42): a page whose
// title is the query comes first, a snippet taken from a table keeps its
// cells apart, an English glossary word typed on the French search leads to
// the French term, and the "Section" select shows its whole text and stays
// beside its label at 200 % zoom. One build, one browser.
import { describe, it, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { realSite } from '../real-site.ts';
import { servedBrowser } from './browser.ts';

const site = await realSite();
const served = servedBrowser(() => site.outDir);

async function searchPage(browser: Browser, url: string, viewport = { width: 1280, height: 800 }, deviceScaleFactor = 1): Promise<Page> {
  const context = await browser.newContext({ viewport, deviceScaleFactor });
  const page = await context.newPage();
  await page.goto(served.origin + url);
  await page.waitForSelector('html[data-hydrated="true"][data-search="ready"]');
  return page;
}

interface Hit {
  title: string;
  href: string;
  snippet: string;
}

async function hits(page: Page): Promise<Hit[]> {
  await page.waitForSelector('.search-page-list .search-hit');
  return page.$$eval('.search-page-list .search-hit', (items) =>
    items.map((li) => ({
      title: li.querySelector('.search-hit-title')?.childNodes[0]?.textContent?.trim() ?? '',
      href: li.querySelector('a')?.getAttribute('href') ?? '',
      snippet: li.querySelector('.search-hit-snippet')?.textContent ?? '',
    })),
  );
}

describe('search results', () => {
  it('put the page whose title is the query first', async () => {
    const page = await searchPage(served.browser, '/fr/search?q=ontologie');
    const found = await hits(page);
    expect(found[0].href).toBe('/fr/docs/terms/ontology');
    const en = await searchPage(served.browser, '/search?q=ontology');
    expect((await hits(en))[0].href).toBe('/docs/terms/ontology');
    await page.context().close();
    await en.context().close();
  });

  it('keep the cells of a table apart in a snippet', async () => {
    const page = await searchPage(served.browser, '/fr/search?q=ontologie');
    const found = await hits(page);
    const fromTable = found.find((h) => h.href.startsWith('/fr/docs/learn-lod/linked-open-data-basics/concepts-ontologies'));
    expect(fromTable).toBeDefined();
    // the cells of every row of the page's tables, as a reader sees them
    await page.goto(served.origin + fromTable!.href.split('#')[0]);
    const rows = await page.$$eval('main table tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent!.trim())));
    expect(rows.length).toBeGreaterThan(1);
    const joined = rows.flatMap((cells) => cells.slice(1).map((c, i) => `${cells[i]} ${c}`));
    // the snippet comes from the table (it holds a cell), and no two cells run together
    expect(rows.flat().some((c) => c.length > 3 && fromTable!.snippet.includes(c))).toBe(true);
    expect(joined.filter((j) => fromTable!.snippet.includes(j))).toEqual([]);
    await page.context().close();
  });

  it('lead an English glossary word on the French search to the French term', async () => {
    const page = await searchPage(served.browser, '/fr/search?q=gazetteer');
    await page.waitForSelector('.search-suggestion-list a');
    const suggested = await page.$$eval('.search-suggestion-list a', (as) => as.map((a) => a.textContent));
    expect(suggested).toContain('Répertoire toponymique');
    await page.click('.search-suggestion-list a >> text=Répertoire toponymique');
    expect((await hits(page))[0].href).toBe('/fr/docs/terms/gazetteer');
    await page.context().close();
  });
});

/** The widest option's text, measured in the select's font, against the room the select gives it. */
async function selectFit(page: Page) {
  return page.$eval('#search-page-section', (select) => {
    const s = select as HTMLSelectElement;
    const style = getComputedStyle(s);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const widest = Math.max(...[...s.options].map((o) => ctx.measureText(o.text).width));
    // room for text: the content box less the drop-down arrow (about 1.5em)
    const room = s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 1.5 * parseFloat(style.fontSize);
    const label = document.querySelector('label[for="search-page-section"]')!.getBoundingClientRect();
    const box = s.getBoundingClientRect();
    return { widest, room, sameLine: Math.abs(label.top + label.height / 2 - (box.top + box.height / 2)) < box.height / 2 };
  });
}

describe('the "Section" select', () => {
  for (const [name, viewport, scale] of [
    ['at 1280 px', { width: 1280, height: 800 }, 1],
    ['at 200 % zoom of 1280 px', { width: 640, height: 400 }, 2],
  ] as const) {
    it(`shows every option whole and stays beside its label ${name}`, async () => {
      for (const url of ['/fr/search?q=donn%C3%A9es', '/search?q=data']) {
        const page = await searchPage(served.browser, url, viewport, scale);
        await hits(page);
        const fit = await selectFit(page);
        expect(fit.widest).toBeLessThanOrEqual(fit.room);
        expect(fit.sameLine).toBe(true);
        await page.context().close();
      }
    });
  }
});
