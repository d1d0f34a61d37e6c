// The catalogue and glossary islands in real Chromium, over a build of the
// real site: each is server-rendered and hydrated by React without a
// hydration warning or error in the console, React loads only on pages with
// an island, and filtering works by tap on a phone and by click on a desktop,
// with the whole page read after each action.
import { describe, it, expect } from 'vitest';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { realSite } from '../real-site.ts';
import { fold } from '../../src/shared/fold.ts';
import type { Records } from '../../src/shared/model/types.ts';
import { servedBrowser } from './browser.ts';
import fs from 'node:fs';
import path from 'node:path';
import { createElement, type FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';
import { Catalogue } from '../../src/components/Catalogue.tsx';
import { GlossaryFilter } from '../../src/components/GlossaryFilter.tsx';

const site = await realSite();
const records: Records = site.records;
const served = servedBrowser(() => site.outDir);

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const QUICK = { timeout: 4000 };
const ISLAND_PAGES = [
  '/docs/tools',
  '/fr/docs/tools',
  '/docs/explore-lod/project-datasets',
  '/fr/docs/explore-lod/project-datasets',
  '/docs/learn-lod/glossary',
  '/fr/docs/learn-lod/glossary',
];

/**
 * A page with every console warning and error, page error and script body it produced recorded.
 * `holdIdle` keeps the page's requestIdleCallback work queued until `runIdle()`: what a page loads
 * to start and what it fetches when idle can then be told apart however fast the machine is.
 */
async function open(
  browser: Browser,
  options: object,
  path: string,
  { holdIdle = false } = {},
): Promise<{ ctx: BrowserContext; page: Page; problems: string[]; scripts: () => Promise<string[]>; runIdle: () => Promise<void> }> {
  const ctx = await browser.newContext(options);
  const page = await ctx.newPage();
  const problems: string[] = [];
  const bodies: Promise<string>[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) bodies.push(r.text().catch(() => ''));
  });
  if (holdIdle) {
    await page.addInitScript(() => {
      const held: IdleRequestCallback[] = [];
      (window as unknown as { heldIdle: IdleRequestCallback[] }).heldIdle = held;
      window.requestIdleCallback = (f) => held.push(f);
    });
  }
  await page.goto(served.origin + path);
  // Hydration on a loaded CI machine can take longer than a visitor's action should; only actions use QUICK.
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 });
  return {
    ctx,
    page,
    problems,
    // every script body received so far, the ones still arriving awaited
    scripts: () => Promise.all([...bodies]),
    runIdle: () =>
      page.evaluate(() => {
        const held = (window as unknown as { heldIdle: IdleRequestCallback[] }).heldIdle;
        for (const f of held.splice(0)) f({ didTimeout: false, timeRemaining: () => 50 });
      }),
  };
}

/** The parts of the page that belong to its locale and frame: <html lang>, title, h1, navbar, footer. */
const wholePage = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    title: document.title,
    h1: document.querySelector('#page h1')?.textContent?.trim() ?? '',
    navbar: document.querySelectorAll('#navbar a[href]').length,
    footer: document.querySelector('footer')?.textContent?.length ?? 0,
    url: location.pathname + location.search,
  }));

const isReact = (code: string) => code.includes('react.transitional.element');
const visibleCards = (page: Page, name: string) =>
  page.$$eval(`[data-catalogue="${name}"] .catalogue-item:not([hidden]) h3`, (hs) => hs.map((h) => h.textContent!.trim()).sort());
const countText = (page: Page) => page.locator('.catalogue-count').textContent();

const COMPONENTS: Record<string, FunctionComponent<object>> = {
  catalogue: Catalogue as FunctionComponent<object>,
  glossary: GlossaryFilter as FunctionComponent<object>,
};

describe('the islands hydrate cleanly', () => {
  // React's production build reports text and structure mismatches (checked in Chromium below) but
  // not attribute ones: here, the first render from the props as the browser reads them (JSON) must
  // give exactly the server's markup, attributes included
  for (const page of ISLAND_PAGES) {
    it(`renders the same markup from its JSON props as the server sent (${page})`, () => {
      const html = fs.readFileSync(path.join(site.outDir, page, 'index.html'), 'utf8');
      const islands = [
        ...html.matchAll(
          /<div[^>]* data-island="(\w+)"[^>]*>([\s\S]*?)<\/div><script type="application\/json" data-island-props="\1">([^<]*)<\/script>/g,
        ),
      ];
      expect(islands.length).toBeGreaterThan(0);
      for (const [, name, markup, json] of islands) {
        expect(renderToString(createElement(COMPONENTS[name], JSON.parse(json) as object)), name).toBe(markup);
      }
    });
  }

  for (const path of ISLAND_PAGES) {
    it(`hydrates every island of ${path} with no warning or error in the console`, async () => {
      const { ctx, page, problems, scripts } = await open(served.browser, DESKTOP, path);
      // an island hydrated on first use waits for it: a visitor reaches for its search box
      const onUse = page.locator('[data-island-hydrate="use"]');
      expect(await page.locator('[data-island-hydrate="use"][data-island-ready]').count()).toBe(0);
      for (const island of await onUse.all()) await island.locator('input').first().focus();
      await page.waitForFunction(() => [...document.querySelectorAll('[data-island]')].every((e) => e.hasAttribute('data-island-ready')));
      const islands = await page.$$eval('[data-island]', (els) =>
        els.map((e) => [e.getAttribute('data-island'), e.hasAttribute('data-island-ready')]),
      );
      expect(islands.length).toBeGreaterThan(0);
      for (const [name, ready] of islands) expect(ready, String(name)).toBe(true);
      // every island's props are JSON data beside it, never a script that runs
      const props = await page.$$eval('script[data-island-props]', (els) => els.map((e) => (e as HTMLScriptElement).type));
      expect(props).toEqual(islands.map(() => 'application/json'));
      expect((await scripts()).some(isReact)).toBe(true);
      await page.waitForTimeout(200);
      expect(problems).toEqual([]);
      await ctx.close();
    });
  }

  it('a doc page without an island starts with no React; React comes only with the search modal, prefetched when idle', async () => {
    const { ctx, page, problems, scripts, runIdle } = await open(served.browser, DESKTOP, '/docs/create-lod/workflow-overview', {
      holdIdle: true,
    });
    expect(await page.locator('[data-island]').count()).toBe(0);
    // everything the page loads to start, with its idle-time work held back
    await page.waitForLoadState('networkidle');
    const atStart = await scripts();
    expect(atStart.length).toBeGreaterThan(0);
    expect(atStart.filter(isReact)).toEqual([]);
    // then the browser is idle and the search modal's island is fetched ahead of a click (the issue asks for it)
    await runIdle();
    await page.waitForLoadState('networkidle');
    await expect.poll(async () => (await scripts()).filter(isReact).length, QUICK).toBeGreaterThan(0);
    // fetched, all its chunks at once (each entry is recorded when its file has arrived)
    const later = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .filter((n) => n.endsWith('.js')),
      );
    await expect.poll(async () => (await later()).some((n) => /SearchModal|modal/i.test(n)), QUICK).toBe(true);
    expect(problems).toEqual([]);
    await ctx.close();
  });
});

describe('catalogue filters', () => {
  it('narrow the French tools by tap on a phone, and the URL, count and page frame follow', async () => {
    const { ctx, page, problems } = await open(served.browser, PHONE, '/fr/docs/tools');
    const before = await wholePage(page);
    const all = await visibleCards(page, 'tools');
    expect(all.length).toBe(records.tools.length);
    const expert = records.tools.filter((t) => t.level === 'expert').length;
    // on a phone the checkboxes fold behind the "Filtres" disclosure
    await page.locator('.catalogue-toggle').tap(QUICK);
    await page.locator('input[name="level"][value="expert"]').tap(QUICK);
    expect((await visibleCards(page, 'tools')).length).toBe(expert);
    expect(await countText(page)).toBe(`${expert} sur ${records.tools.length} affichés`);
    const after = await wholePage(page);
    expect(after).toEqual({ ...before, url: '/fr/docs/tools?level=expert' });
    expect(after.lang).toBe('fr');
    await page.locator('.catalogue-filters button[type="reset"]').tap(QUICK);
    expect(await visibleCards(page, 'tools')).toEqual(all);
    expect((await wholePage(page)).url).toBe('/fr/docs/tools');
    expect(problems).toEqual([]);
    await ctx.close();
  });

  it('narrow the datasets by click on a desktop, status and search together, accents ignored', async () => {
    const { ctx, page, problems } = await open(served.browser, DESKTOP, '/docs/explore-lod/project-datasets');
    const before = await wholePage(page);
    const status = records.datasets[0].status!;
    await page.locator(`input[name="status"][value="${status}"]`).click(QUICK);
    // the catalogue hydrates on this first use, then does what was asked
    await page.waitForSelector('[data-island="catalogue"][data-island-ready]', QUICK);
    const withStatus = records.datasets.filter((d) => d.status === status);
    expect(await visibleCards(page, 'datasets')).toEqual(withStatus.map((d) => d.shortTitle.en).sort());
    // a word of one dataset's title, typed without its accents
    const word = withStatus[0].title.en.split(/\s+/).sort((a, b) => b.length - a.length)[0];
    await page.locator('.catalogue-filters input[type="search"]').click(QUICK);
    await page.keyboard.type(fold(word));
    const shown = await visibleCards(page, 'datasets');
    expect(shown).toContain(withStatus[0].shortTitle.en);
    for (const title of shown) expect(withStatus.map((d) => d.shortTitle.en)).toContain(title);
    const after = await wholePage(page);
    expect({ ...after, url: '' }).toEqual({ ...before, url: '' });
    expect(new URL(served.origin + after.url).searchParams.get('status')).toBe(status);
    expect(problems).toEqual([]);
    await ctx.close();
  });

  it('hydrate after a client-side navigation and filter there too', async () => {
    const { ctx, page, problems } = await open(served.browser, DESKTOP, '/docs/create-lod/workflow-overview');
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('#navbar a[href="/docs/tools"]')?.click());
    await page.waitForFunction(() => document.querySelector('#page h1')?.textContent === 'Tools', null, QUICK);
    expect(await page.locator('[data-island="catalogue"][data-island-hydrate="use"]').count()).toBe(1);
    await page.locator('input[name="level"][value="beginner"]').click(QUICK);
    await page.waitForSelector('[data-island="catalogue"][data-island-ready]', QUICK);
    expect((await visibleCards(page, 'tools')).length).toBe(records.tools.filter((t) => t.level === 'beginner').length);
    expect(problems).toEqual([]);
    await ctx.close();
  });
});

describe('glossary filter', () => {
  const glossary = records.concepts.filter((c) => c.scheme === 'glossary');
  // issue 42: hydrating the whole list, its terms repeated as props, was most of the page's main-thread work
  it('is the only part of the glossary React hydrates: the terms are server markup, not in its props', () => {
    const html = fs.readFileSync(path.join(site.outDir, 'fr/docs/learn-lod/glossary/index.html'), 'utf8');
    const island =
      /<div[^>]* data-island="glossary"[^>]*>([\s\S]*?)<\/div><script type="application\/json" data-island-props="glossary">([^<]*)</.exec(
        html,
      )!;
    expect(island[1]).not.toContain('glossary-entry');
    expect(html.match(/class="glossary-entry"/g)?.length).toBe(glossary.length);
    expect(glossary.filter((c) => island[2].includes(JSON.stringify(c.label.fr)))).toEqual([]);
  });
  for (const [name, options] of [
    ['phone, by tap', PHONE],
    ['desktop, by click', DESKTOP],
  ] as const) {
    it(`appears once hydrated and narrows the French list, accents ignored (${name})`, async () => {
      const { ctx, page, problems } = await open(served.browser, options, '/fr/docs/learn-lod/glossary');
      const before = await wholePage(page);
      const box = page.locator('#glossary-filter');
      expect(await box.isVisible()).toBe(true);
      const entries = () => page.$$eval('.glossary-entry:not([hidden]) dt a', (as) => as.map((a) => a.textContent!.trim()));
      expect((await entries()).length).toBe(glossary.length);
      // a French label with an accent, typed without it
      const term = glossary.find((c) => /[éèêàç]/.test(c.label.fr))!;
      if ('hasTouch' in options) await box.tap(QUICK);
      else await box.click(QUICK);
      await page.keyboard.type(fold(term.label.fr));
      // the filter hydrates on this first use; what was typed meanwhile is filtered once it has
      await page.waitForSelector('[data-island="glossary"][data-island-ready]', QUICK);
      const shown = await entries();
      expect(shown).toContain(term.label.fr);
      expect(shown.length).toBeLessThan(glossary.length);
      // a letter with no entry left is hidden with its heading
      const emptyLetters = await page.$$eval('.glossary-letter', (ss) =>
        ss.filter((s) => !s.querySelector('.glossary-entry:not([hidden])')).map((s) => (s as HTMLElement).hidden),
      );
      expect(emptyLetters.every(Boolean)).toBe(true);
      expect(await page.locator('.glossary-count').textContent()).toBe(`${shown.length} / ${glossary.length}`);
      expect(await wholePage(page)).toEqual(before);
      expect(problems).toEqual([]);
      await ctx.close();
    });
  }
});

describe('an island hydrated on first use', () => {
  /** A page whose island code is held back until `release()`: what the visitor does first happens before React. */
  async function held(options: object, path: string) {
    const ctx = await served.browser.newContext(options);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await ctx.route(/\/assets\/chunk-(GlossaryFilter|Catalogue)-/, async (route) => {
      await released;
      await route.continue();
    });
    const page = await ctx.newPage();
    await page.goto(served.origin + path);
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 });
    return { ctx, page, release };
  }

  /**
   * Starts recording, between every two tasks of the page until its island is ready (and a little after), what
   * each control of `selectors` shows (`checked` or value); `samples()` gives each state seen, in order. A state
   * that lasts from one task to the next is one the reader can see, and a test can read (page.check did).
   */
  async function watch(page: Page, selectors: string[]) {
    await page.evaluate((sels) => {
      const seen: string[][] = [];
      (window as unknown as { seen: string[][] }).seen = seen;
      const read = () =>
        sels.map((s) => {
          const c = document.querySelector<HTMLInputElement>(s)!;
          return c.type === 'checkbox' ? String(c.checked) : c.value;
        });
      let readyAt = 0;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const now = read();
        if (now.join('\n') !== seen.at(-1)?.join('\n')) seen.push(now);
        if (!readyAt && document.querySelector('[data-island][data-island-ready]')) readyAt = performance.now();
        if (!readyAt || performance.now() - readyAt < 100) channel.port2.postMessage(null);
      };
      channel.port2.postMessage(null);
    }, selectors);
    return { samples: () => page.evaluate(() => (window as unknown as { seen: string[][] }).seen) };
  }

  // a screen wide enough to show the catalogue's boxes beside the list, touched (a phone folds them behind
  // a button React opens, so there nothing can be ticked before hydration)
  const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true };

  for (const [name, options] of [
    ['phone, by tap', PHONE],
    ['desktop, by click', DESKTOP],
  ] as const) {
    it(`keeps every letter typed in the glossary filter before and while it hydrates, and filters by them (${name})`, async () => {
      const { ctx, page, release } = await held(options, '/fr/docs/learn-lod/glossary');
      const glossary = records.concepts.filter((c) => c.scheme === 'glossary');
      const typed = fold(glossary.find((c) => /[éèêàç]/.test(c.label.fr))!.label.fr);
      const box = page.locator('#glossary-filter');
      const { samples } = await watch(page, ['#glossary-filter']);
      if ('hasTouch' in options) await box.tap(QUICK);
      else await box.click(QUICK);
      const half = Math.ceil(typed.length / 2);
      await page.keyboard.type(typed.slice(0, half));
      expect(await page.locator('[data-island-ready]').count()).toBe(0);
      // the rest typed at once, as the island's code arrives and runs
      release();
      await page.keyboard.type(typed.slice(half));
      await page.waitForSelector('[data-island="glossary"][data-island-ready]', QUICK);
      expect(await box.inputValue()).toBe(typed);
      // every state the box went through held what was typed so far: nothing undone, no letter lost
      const values = (await samples()).map(([v]) => v);
      for (const [i, value] of values.entries()) expect(value.startsWith(values[i - 1] ?? ''), values.join(' | ')).toBe(true);
      const shown = await page.locator('.glossary-entry:not([hidden])').count();
      expect(shown).toBeGreaterThan(0);
      expect(shown).toBeLessThan(glossary.length);
      expect(await page.locator('.glossary-count').textContent()).toBe(`${shown} / ${glossary.length}`);
      await ctx.close();
    });
  }

  for (const [name, options] of [
    ['touch screen, by tap', TABLET],
    ['desktop, by click', DESKTOP],
  ] as const) {
    it(`keeps a box ticked before and one ticked while the catalogue hydrates, never shown unticked (${name})`, async () => {
      const { ctx, page, release } = await held(options, '/docs/tools');
      const boxes = ['input[name="level"][value="expert"]', 'input[name="level"][value="beginner"]'];
      const tick = (selector: string) => ('hasTouch' in options ? page.locator(selector).tap(QUICK) : page.locator(selector).click(QUICK));
      await tick(boxes[0]);
      const { samples } = await watch(page, boxes);
      release();
      await tick(boxes[1]);
      await page.waitForSelector('[data-island="catalogue"][data-island-ready]', QUICK);
      // the first box read ticked in every state from its tick on; the second, once ticked, stayed so
      const seen = await samples();
      expect(
        seen.every(([first]) => first === 'true'),
        JSON.stringify(seen),
      ).toBe(true);
      const second = seen.map(([, b]) => b).join(' ');
      expect(second, JSON.stringify(seen)).not.toMatch(/true.*false/);
      await expect.poll(() => page.isChecked(boxes[1]), QUICK).toBe(true);
      const levels = ['expert', 'beginner'];
      await expect.poll(() => new URL(page.url()).searchParams.getAll('level').sort(), QUICK).toEqual(levels.sort());
      expect((await visibleCards(page, 'tools')).length).toBe(records.tools.filter((t) => levels.includes(t.level ?? '')).length);
      await ctx.close();
    });
  }

  // The test above ticks its second box as the code is released, so where that tick falls (before React, while
  // it hydrates, after) depends on the machine: on a loaded CI machine it fell while React was hydrating and the
  // box was lost. Here the second box is ticked at set moments after the release, on a CPU slowed four times
  // (as Lighthouse's phone is), so that most of them fall inside the hydration.
  for (const [name, options] of [
    ['touch screen, by tap', TABLET],
    ['desktop, by click', DESKTOP],
  ] as const) {
    it(`keeps a box ticked at any moment of the catalogue's hydration, on a slow CPU (${name})`, async () => {
      const boxes = ['input[name="level"][value="expert"]', 'input[name="level"][value="beginner"]'];
      const lost: string[] = [];
      for (const after of [0, 20, 40, 60, 80, 100, 120, 160]) {
        const { ctx, page, release } = await held(options, '/docs/tools');
        const tick = (selector: string) =>
          'hasTouch' in options ? page.locator(selector).tap(QUICK) : page.locator(selector).click(QUICK);
        await tick(boxes[0]);
        // the second tick lands at a point measured now (the page does not move before React's first render)
        const at = (await page.locator(boxes[1]).boundingBox())!;
        const [x, y] = [at.x + at.width / 2, at.y + at.height / 2];
        const cdp = await ctx.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const { samples } = await watch(page, boxes);
        release();
        await new Promise((resolve) => setTimeout(resolve, after));
        if ('hasTouch' in options) await page.touchscreen.tap(x, y);
        else await page.mouse.click(x, y);
        // on a CPU slowed four times, on a loaded CI machine, hydrating may take longer than a visitor's action should
        await page.waitForSelector('[data-island="catalogue"][data-island-ready]', { timeout: 20_000 });
        await page.waitForTimeout(100);
        const seen = await samples();
        const end = await page.evaluate((sels) => sels.map((s) => document.querySelector<HTMLInputElement>(s)!.checked), boxes);
        const query = new URL(page.url()).searchParams.getAll('level').sort();
        // ticked from its tick on, in every state a reader could see, and in the address
        const shownUnticked = seen.some(([first]) => first !== 'true') || /true.*false/.test(seen.map(([, b]) => b).join(' '));
        if (shownUnticked || !end.every(Boolean) || query.join() !== 'beginner,expert') {
          lost.push(`${after} ms: ${JSON.stringify({ seen, end, query })}`);
        }
        await ctx.close();
      }
      expect(lost).toEqual([]);
    });
  }

  it('keeps a button tapped in a catalogue before it was hydrated', async () => {
    const phone = await held(PHONE, '/docs/tools');
    const toggle = phone.page.locator('.catalogue-toggle');
    await toggle.tap(QUICK);
    phone.release();
    await phone.page.waitForSelector('[data-island="catalogue"][data-island-ready]', QUICK);
    await expect.poll(() => toggle.getAttribute('aria-expanded'), QUICK).toBe('true');
    await phone.ctx.close();
  });
});
