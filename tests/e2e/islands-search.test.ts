// The search and SPARQL islands in real Chromium, used as a person would: the
// search modal (rendered into its own root on first open), the search page and
// the SPARQL page (server-rendered, then hydrated) must come to life with no
// hydration warning or error in the console; on a phone by tapping, on a
// desktop with the keyboard and the mouse; after each action, the whole page
// still reads right (navbar, footer, <html lang>, <title>). And a doc page
// starts with little JavaScript and no React: React arrives with an island.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, it, expect } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { fixtureSite } from '../helpers.ts';
import { built, servedBrowser } from './browser.ts';

let outDir = '';
const served = servedBrowser(async () => {
  const { config } = await fixtureSite();
  outDir = config.outDir;
  return built(config);
});

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

interface Visit {
  page: Page;
  /** console errors and warnings, and uncaught errors (a hydration mismatch is reported as one of these) */
  problems: string[];
}

async function visit(url: string, options: BrowserContextOptions): Promise<Visit> {
  const context = await served.browser.newContext(options);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('console', (m) => {
    // the fixture's navbar links to sections it does not have: their prefetch 404s, which is not this test's concern
    if (m.text().startsWith('Failed to load resource') || /^Prefetch of \S+ failed: not found$/.test(m.text())) return;
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  await page.goto(served.origin + url);
  await page.waitForSelector('html[data-hydrated="true"][data-search="ready"]');
  return { page, problems };
}

/** Is this element the container of a React root (hydrated or rendered)? */
function isReactRoot(page: Page, selector: string): Promise<boolean> {
  return page.$eval(selector, (el) => Object.keys(el).some((k) => k.startsWith('__reactContainer')));
}

/** The parts of the page that must survive any action: language, title, navbar and footer. */
async function expectWholePage(page: Page, lang: 'en' | 'fr') {
  const whole = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    title: document.title,
    navbarLinks: document.querySelectorAll('#navbar a[href]').length,
    footer: document.querySelector('footer')?.textContent?.trim() ?? '',
    searchButton: !!document.querySelector('#navbar [data-search-button]'),
  }));
  expect(whole.lang).toBe(lang);
  expect(whole.title).toMatch(/\S+ \| \S+/);
  expect(whole.navbarLinks).toBeGreaterThan(2);
  expect(whole.footer.length).toBeGreaterThan(10);
  expect(whole.searchButton).toBe(true);
}

const HYDRATION = /hydrat|did not match|Minified React error #4(18|19|23|25)/i;

describe('the search modal island', () => {
  it('on a desktop: opens with a click, is searched from the keyboard, opens a result with Enter; no console problem', async () => {
    const { page, problems } = await visit('/docs/learn-lod/second', DESKTOP);
    await page.click('[data-search-button]');
    await page.waitForSelector('dialog.search-modal[open] input[role="combobox"]:focus');
    expect(await isReactRoot(page, '.search-modal-root')).toBe(true);
    await page.keyboard.type('triple');
    await page.waitForSelector('dialog.search-modal [role="option"][aria-selected="true"]');
    const options = await page.$$eval('dialog.search-modal [role="option"]', (os) => os.map((o) => o.getAttribute('href')));
    await page.keyboard.press('ArrowDown');
    const second = options.length > 1 ? 1 : 0;
    expect(await page.getAttribute(`dialog.search-modal [role="option"] >> nth=${second}`, 'aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === options[second]!.split('#')[0]);
    expect(await page.isVisible('dialog.search-modal[open]')).toBe(false);
    await expectWholePage(page, 'en');
    // opened again after the client-side navigation: the same root serves
    await page.keyboard.press('Control+k');
    await page.waitForSelector('dialog.search-modal[open] input:focus');
    await page.keyboard.press('Escape');
    expect(await page.isVisible('dialog.search-modal[open]')).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('on a phone: opens with a tap, a tapped result opens its page; no console problem', async () => {
    const { page, problems } = await visit('/fr/docs/learn-lod/basics', PHONE);
    await page.locator('[data-search-button]:visible').first().tap();
    await page.waitForSelector('dialog.search-modal[open] input[role="combobox"]');
    await page.keyboard.type('triplet');
    const first = page.locator('dialog.search-modal [role="option"]').first();
    await first.waitFor();
    const href = (await first.getAttribute('href'))!;
    await first.tap();
    await page.waitForURL((u) => u.pathname === href.split('#')[0]);
    await expectWholePage(page, 'fr');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the search page island', () => {
  it('hydrates the server-rendered form with no hydration warning, runs the query from the address, follows typing', async () => {
    const { page, problems } = await visit('/fr/search?q=triplet', DESKTOP);
    await page.waitForSelector('.search-page-list .search-hit');
    expect(await page.textContent('h1')).toContain('triplet');
    // a person clears the box and types another word; the island hydrates on that first use (its first results are
    // drawn without React: search-first-results.test.ts)
    await page.click('#search-page-input', { clickCount: 3 });
    await page.waitForSelector('[data-island="search"][data-island-ready]');
    expect(await isReactRoot(page, '[data-island="search"]')).toBe(true);
    await page.keyboard.type('ontologie');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('q') === 'ontologie');
    await page.waitForSelector('.search-page-status:not(.visually-hidden)');
    await page.selectOption('#search-page-section', 'terms');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('section') === 'terms');
    await expectWholePage(page, 'fr');
    expect(problems.filter((p) => HYDRATION.test(p))).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('on a phone: a tap on a result opens it', async () => {
    const { page, problems } = await visit('/search?q=triple', PHONE);
    const first = page.locator('.search-page-list .search-hit a').first();
    await first.waitFor();
    const href = (await first.getAttribute('href'))!;
    await first.tap();
    await page.waitForURL((u) => u.pathname === href.split('#')[0]);
    await expectWholePage(page, 'en');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the SPARQL page island', () => {
  it('on a desktop: hydrates with no hydration warning; an example opened with a click runs with Ctrl+Enter', async () => {
    const { page, problems } = await visit('/docs/tools/sparql/yasgui', DESKTOP);
    await page.waitForSelector('[data-sparql-app][data-mounted]:not([hidden])');
    expect(await isReactRoot(page, '[data-island="sparql"]')).toBe(true);
    expect(await page.isHidden('.sparql-nojs')).toBe(true);
    await page.click('[data-example-query="french-labels"] ~ .sparql-open-example');
    expect(await page.evaluate(() => document.activeElement?.matches('[data-sparql-editor]'))).toBe(true);
    expect(await page.inputValue('[data-sparql-editor]')).toMatch(/^# French labels/);
    await page.keyboard.press('Control+Enter');
    await page.waitForSelector('[data-sparql-app][data-result-count]', { timeout: 60_000 });
    expect(Number(await page.getAttribute('[data-sparql-app]', 'data-result-count'))).toBeGreaterThan(0);
    expect(await page.$$eval('.sparql-table tbody tr', (rows) => rows.length)).toBeGreaterThan(0);
    await expectWholePage(page, 'en');
    expect(problems.filter((p) => HYDRATION.test(p))).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('on a phone: picking an example and tapping Run shows its rows, in French', async () => {
    const { page, problems } = await visit('/fr/docs/tools/sparql/yasgui', PHONE);
    await page.waitForSelector('[data-sparql-app][data-mounted]:not([hidden])');
    await page.selectOption('[data-sparql-examples]', 'french-labels');
    await page.locator('[data-sparql-run]').tap();
    await page.waitForSelector('[data-sparql-app][data-result-count]', { timeout: 60_000 });
    expect(await page.textContent('[data-sparql-status]')).toMatch(/résultats? en \d+ ms/);
    await expectWholePage(page, 'fr');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('a doc page’s start-up JavaScript', () => {
  /** The client entry and what it loads at once: its static imports and the search trigger it imports on start. */
  function startupFiles(): string[] {
    const dir = path.join(outDir, 'assets');
    const read = (f: string) => fs.readFileSync(path.join(dir, f), 'utf8');
    const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?"\.\/([^"]+)"/g;
    const staticImports = (f: string) => [...read(f).matchAll(STATIC_IMPORT)].map((m) => m[1]);
    const dynamicImports = (f: string) => [...read(f).matchAll(/import\("\.\/([^"]+)"\)/g)].map((m) => m[1]);
    const client = fs.readdirSync(dir).find((f) => /^client-.*\.js$/.test(f))!;
    const seen = new Set<string>();
    const walk = (f: string) => {
      if (seen.has(f)) return;
      seen.add(f);
      staticImports(f).forEach(walk);
    };
    [client, ...dynamicImports(client).filter((f) => f.includes('trigger'))].forEach(walk);
    return [...seen].map((f) => path.join(dir, f));
  }

  it('is at most 15 KB gzip and holds no React; React is in the islands’ chunks', async () => {
    const html = fs.readFileSync(path.join(outDir, 'docs/learn-lod/basics/index.html'), 'utf8');
    const files = startupFiles();
    expect(files.some((f) => html.includes(`/assets/${path.basename(f)}`))).toBe(true);
    const gzip = files.reduce((n, f) => n + zlib.gzipSync(fs.readFileSync(f), { level: 9 }).length, 0);
    expect(gzip, `${files.map((f) => path.basename(f)).join(', ')}: ${gzip} bytes gzip`).toBeLessThanOrEqual(15 * 1024);
    const REACT = /react\.transitional\.element|__CLIENT_INTERNALS_DO_NOT_USE/;
    expect(files.filter((f) => REACT.test(fs.readFileSync(f, 'utf8')))).toEqual([]);
    const all = fs.readdirSync(path.join(outDir, 'assets')).filter((f) => f.endsWith('.js'));
    expect(all.some((f) => REACT.test(fs.readFileSync(path.join(outDir, 'assets', f), 'utf8')))).toBe(true);
  });
});
