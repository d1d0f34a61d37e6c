// What a page with an island fetches before it is interactive (issue 42: the
// search page's first results waited for React and the search code, found one
// import after another, while the navbar's six pages were prefetched beside
// them). Rules, over the real site on a phone:
// - every script such a page needs beyond what a doc page needs is named as a
//   modulepreload (the page lists them; the runtime asks for them all at once
//   before it imports the island), not found one import after another;
// - no other page is prefetched before the page is interactive;
// - the term of the day's list is fetched only on a day other than the build's.
import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { localDateKey, termIndexForDate } from '../../src/shared/term-of-the-day.ts';
import { realSite } from '../real-site.ts';
import { servedBrowser } from './browser.ts';

const site = await realSite();
const served = servedBrowser(() => site.outDir);
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

interface Loaded {
  /** script paths requested before <html data-hydrated="true"> */
  scripts: string[];
  /** every script path requested until the network is idle */
  allScripts: string[];
  /** other requests of the same time, HTML pages among them */
  others: string[];
  preloaded: string[];
}

async function load(path: string): Promise<Loaded> {
  const ctx = await served.browser.newContext(PHONE);
  const page = await ctx.newPage();
  await page.addInitScript(() => {
    // the script runs before <html> exists: watch the document for the attribute
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.hydrated !== 'true') return;
      (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  await page.goto(served.origin + path);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  const loaded = await page.evaluate(() => {
    const before = (window as unknown as { hydratedAt?: number }).hydratedAt;
    if (before === undefined) throw new Error('the moment the page became interactive was not seen');
    const early = performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime < before)
      .map((e) => new URL(e.name).pathname);
    const all = performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname);
    return {
      scripts: early.filter((p) => p.endsWith('.js')),
      allScripts: all.filter((p) => p.endsWith('.js')),
      others: early.filter((p) => !p.endsWith('.js')),
      preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname),
    };
  });
  await ctx.close();
  return loaded;
}

/** Pages of the real site that hold an island, one of each kind, in both languages. */
const ISLAND_PAGES = ['/fr/search?q=ontologie', '/search?q=ontology', '/fr/docs/tools', '/docs/tools'];

describe('a page with an island asks for its code at once and prefetches nothing before it is interactive', () => {
  it.each(ISLAND_PAGES)('%s', async (path) => {
    const doc = site.pages.find((p) => p.bodyKind === 'doc' && p.locale === 'en' && !p.listing && !p.hidden)!;
    // what every page loads, at once or when idle (the runtime, the search button's code)
    const baseline = new Set((await load(doc.path)).allScripts);
    const island = await load(path);
    const extra = island.scripts.filter((s) => !baseline.has(s));
    expect(extra.length, 'an island page loads code a doc page does not').toBeGreaterThan(0);
    expect(extra.filter((s) => !island.preloaded.includes(s))).toEqual([]);
    const pages = island.others.filter((p) => !/\.\w+$/.test(p) && p !== new URL(served.origin + path).pathname);
    expect(pages).toEqual([]);
  });
});

describe('the term of the day', () => {
  const html = fs.readFileSync(path.join(site.outDir, 'docs/learn-lod/glossary/index.html'), 'utf8');
  const builtFor = /data-term-date="([\d-]+)"/.exec(html)![1];
  const terms = JSON.parse(fs.readFileSync(path.join(site.outDir, 'data/terms.json'), 'utf8')) as { href: string }[];

  /** The glossary seen on `day`: the term lists it asked for and the card's term. */
  async function visit(day: Date) {
    const ctx = await served.browser.newContext(PHONE);
    const page = await ctx.newPage();
    await page.clock.setFixedTime(day);
    const asked: string[] = [];
    page.on('request', (r) => void (new URL(r.url()).pathname.startsWith('/data/terms') && asked.push(r.url())));
    await page.goto(served.origin + '/docs/learn-lod/glossary');
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForLoadState('networkidle');
    const shown = await page.getAttribute('.term-of-the-day .totd-term a', 'href');
    await ctx.close();
    return { asked, shown };
  }

  it('is fetched and drawn again only on a day other than the one the page was built for', async () => {
    const same = await visit(new Date(`${builtFor}T12:00:00`));
    expect(same.asked).toEqual([]);
    const next = new Date(`${builtFor}T12:00:00`);
    next.setDate(next.getDate() + 1);
    const other = await visit(next);
    expect(other.asked.length).toBe(1);
    expect(other.shown).toBe(terms[termIndexForDate(localDateKey(next), terms.length)].href);
  });
});
