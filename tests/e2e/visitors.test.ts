// The real site as a visitor uses it (issue 17): a phone in the hand (390 px,
// touch, tap()), a desktop mouse clicking where a person would, and after
// every action a look at the whole page — navbar, footer, <html lang>, title —
// not only the main area.
import { describe, it, expect } from 'vitest';
import { realSite } from '../real-site.ts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { servedBrowser } from './browser.ts';

const site = await realSite();
const served = servedBrowser(() => site.outDir);

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
// a person gives up long before Playwright's default 30 s
const QUICK = { timeout: 4000 };

async function context(browser: Browser, options: object, theme = 'light'): Promise<BrowserContext> {
  const ctx = await browser.newContext(options);
  await ctx.addInitScript((t) => localStorage.setItem('theme', t), theme);
  return ctx;
}

async function open(ctx: BrowserContext, path: string, cpuSlowdown = 1): Promise<Page> {
  const page = await ctx.newPage();
  if (cpuSlowdown > 1) await (await ctx.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(served.origin + path);
  await page.waitForSelector('html[data-hydrated="true"]');
  return page;
}

/** Everything on screen that belongs to a locale: <html lang>, title, navbar and footer links and labels, announcement. */
async function wholePage(page: Page) {
  return page.evaluate(() => {
    const internal = (sel: string) =>
      [...document.querySelectorAll<HTMLAnchorElement>(`${sel} a[href]`)]
        .map((a) => a.getAttribute('href')!)
        .filter((h) => h.startsWith('/') && !h.startsWith('//'));
    return {
      lang: document.documentElement.lang,
      title: document.title,
      h1: document.querySelector('#page h1')?.textContent?.trim() ?? '',
      navbarLinks: internal('#navbar .navbar-items').concat(internal('#navbar .navbar-brand')),
      drawerLinks: internal('#navbar .mobile-panel-main'),
      footerLinks: internal('footer'),
      navbarLabels: [...document.querySelectorAll('#navbar .navbar-items > li > a, #navbar .navbar-items summary')].map((a) =>
        a.textContent!.trim(),
      ),
      footerText: document.querySelector('footer')?.textContent ?? '',
      announcement: document.querySelector('.announcement p')?.textContent ?? '',
      languageLabel: document.querySelector('.lang-switcher summary')?.textContent?.trim() ?? '',
    };
  });
}

/** Is the drawer open and its panel on screen? */
const drawerShown = (page: Page) => page.locator('.mobile-drawer').isVisible();

describe('the mobile menu, by touch', () => {
  for (const theme of ['light', 'dark']) {
    it(`walks from the home page to a doc page and a sidebar page at 390 px (${theme} theme)`, async () => {
      const ctx = await context(served.browser, PHONE, theme);
      const page = await open(ctx, '/fr/');
      const toggle = page.getByRole('button', { name: 'Menu' }).or(page.locator('summary.navbar-toggle'));
      await toggle.first().tap(QUICK);
      // the top items are in the drawer, and tapping one navigates
      const learn = page.locator('#navbar a:visible', { hasText: 'Apprendre LOD' }).first();
      await learn.tap(QUICK);
      await page.waitForURL(/\/fr\/docs\/learn-lod/, QUICK);
      await page.waitForFunction(() => document.querySelector('#page h1')?.textContent?.includes('Apprendre'), undefined, QUICK);
      expect(await drawerShown(page)).toBe(false);
      let whole = await wholePage(page);
      expect(whole.lang).toBe('fr');
      expect(whole.title).toContain('LINCS');

      // on a doc page the drawer holds this section's sidebar, with a way back to the main menu
      await toggle.first().tap(QUICK);
      expect(await drawerShown(page)).toBe(true);
      expect(await page.getByRole('button', { name: 'Retour au menu principal' }).isVisible()).toBe(true);
      const link = page.locator('.mobile-drawer a:visible', { hasText: 'Glossaire' }).first();
      const href = await link.getAttribute('href');
      await link.tap(QUICK);
      await page.waitForURL(`${served.origin}${href}`, QUICK);
      await page.waitForFunction(() => document.querySelector('#page h1')?.textContent?.includes('Glossaire'), undefined, QUICK);
      expect(await drawerShown(page)).toBe(false);
      whole = await wholePage(page);
      expect(whole.lang).toBe('fr');
      expect(whole.title).toMatch(/^Glossaire/);
      // the page scrolls again once the drawer is closed
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

      // back to the main menu shows the navbar items
      await toggle.first().tap(QUICK);
      await page.getByRole('button', { name: 'Retour au menu principal' }).tap(QUICK);
      expect(await page.locator('.mobile-drawer a:visible', { hasText: 'Blogue' }).isVisible()).toBe(true);
      await ctx.close();
    });
  }

  it('closes with the visible close button, a tap on the backdrop and Escape, and gives focus back to the toggle', async () => {
    for (const width of [390, 996]) {
      const ctx = await context(served.browser, { ...PHONE, viewport: { width, height: 844 } });
      const page = await open(ctx, '/docs/learn-lod');
      const toggle = page.locator('.navbar-toggle');
      await toggle.tap(QUICK);
      const close = page.getByRole('button', { name: 'Close menu' });
      expect(await close.isVisible()).toBe(true);
      await close.tap(QUICK);
      expect(await drawerShown(page)).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.classList.contains('navbar-toggle'))).toBe(true);

      // a tap on the dimmed part of the page, right of the drawer
      await toggle.tap(QUICK);
      const box = (await page.locator('.mobile-drawer').boundingBox())!;
      await page.touchscreen.tap(Math.min(box.x + box.width + 20, width - 5), 500);
      await page.waitForFunction(() => !document.querySelector('.mobile-drawer')?.checkVisibility(), undefined, QUICK);

      // keyboard: focus stays inside while open, Escape closes and focus returns to the toggle
      await toggle.tap(QUICK);
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
        expect(await page.evaluate(() => !!document.activeElement?.closest('.mobile-drawer'))).toBe(true);
      }
      await page.keyboard.press('Escape');
      expect(await drawerShown(page)).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.classList.contains('navbar-toggle'))).toBe(true);
      await ctx.close();
    }
  });
});

describe('switching language', () => {
  for (const [name, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`brings the whole page into the other language and back (${name})`, async () => {
      const ctx = await context(served.browser, options);
      const page = await open(ctx, '/fr/docs/learn-lod/linked-open-data-basics');
      const before = await wholePage(page);
      expect(before.lang).toBe('fr');

      const switchTo = async (label: string) => {
        await page.locator('.lang-switcher summary').click(QUICK);
        await page.locator('.lang-switcher a', { hasText: label }).click(QUICK);
      };
      await switchTo('English');
      await page.waitForURL(`${served.origin}/docs/learn-lod/linked-open-data-basics`, QUICK);
      await page.waitForSelector('html[data-hydrated="true"]');
      let whole = await wholePage(page);
      expect(whole.lang).toBe('en');
      expect(whole.navbarLinks.filter((h) => h.startsWith('/fr'))).toEqual([]);
      expect(whole.drawerLinks.filter((h) => h.startsWith('/fr'))).toEqual([]);
      expect(whole.footerLinks.filter((h) => h.startsWith('/fr'))).toEqual([]);
      expect(whole.navbarLabels).toEqual(expect.arrayContaining(['About', 'Learn LOD', 'Tools', 'Quick links', 'Blog']));
      expect(whole.footerText).not.toMatch(/Communauté|Nous joindre|Infolettre/);
      expect(whole.languageLabel).toContain('English');
      if (whole.announcement) expect(whole.announcement).toMatch(/bilingual/);
      expect(await page.getAttribute('link[rel="canonical"]', 'href')).not.toContain('/fr/');

      await switchTo('Français');
      await page.waitForURL(`${served.origin}/fr/docs/learn-lod/linked-open-data-basics`, QUICK);
      await page.waitForSelector('html[data-hydrated="true"]');
      whole = await wholePage(page);
      expect(whole.lang).toBe('fr');
      expect(whole.navbarLinks.filter((h) => !h.startsWith('/fr'))).toEqual([]);
      expect(whole.footerLinks.filter((h) => !h.startsWith('/fr'))).toEqual([]);
      expect(whole.navbarLabels).toEqual(expect.arrayContaining(['Apprendre LOD', 'Outils', 'Liens rapides', 'Blogue']));
      expect(whole.languageLabel).toContain('Français');
      if (whole.announcement) expect(whole.announcement).toMatch(/bilingue/);
      await ctx.close();
    });
  }
});

describe('navbar dropdowns', () => {
  it('close on Escape, on a click elsewhere and after a navigation', async () => {
    const ctx = await context(served.browser, DESKTOP);
    const page = await open(ctx, '/fr/docs/learn-lod');
    for (const summary of ['.navbar-items .navbar-dropdown > summary', '.lang-switcher > summary']) {
      const details = page.locator(summary).locator('..');
      await page.locator(summary).click(QUICK);
      expect(await details.getAttribute('open')).not.toBeNull();
      await page.keyboard.press('Escape');
      expect(await details.getAttribute('open')).toBeNull();

      await page.locator(summary).click(QUICK);
      // a click on the page's heading, where a person clicks to get rid of a menu
      const h1 = (await page.locator('#page h1').boundingBox())!;
      await page.mouse.click(h1.x + 5, h1.y + h1.height / 2);
      expect(await details.getAttribute('open')).toBeNull();
    }
    await page.locator('.navbar-items .navbar-dropdown > summary').click(QUICK);
    await page.locator('.navbar-items .navbar-dropdown a', { hasText: 'SPARQL' }).click(QUICK);
    await page.waitForURL(/\/fr\/docs\/tools\/sparql/, QUICK);
    await page.waitForFunction(() => document.querySelector('#page h1')?.textContent?.includes('SPARQL'), undefined, QUICK);
    expect(await page.locator('.navbar-dropdown[open]').count()).toBe(0);
    expect(await page.locator('.navbar-dropdown ul').first().isVisible()).toBe(false);
    await ctx.close();
  });

  it('close on a tap elsewhere on a phone', async () => {
    const ctx = await context(served.browser, PHONE);
    const page = await open(ctx, '/fr/docs/learn-lod');
    await page.locator('.lang-switcher > summary').tap(QUICK);
    expect(await page.locator('.lang-switcher ul').isVisible()).toBe(true);
    await page.touchscreen.tap(200, 600);
    expect(await page.locator('.lang-switcher ul').isVisible()).toBe(false);
    await ctx.close();
  });
});

describe('the docs sidebar', () => {
  it('opens the current page’s category on load, and opening a category collapses its siblings', async () => {
    const ctx = await context(served.browser, DESKTOP);
    const page = await open(ctx, '/fr/docs/learn-lod/linked-open-data-basics/concepts-ontologies');
    const openCategories = () =>
      page.$$eval('.sidebar .sidebar-list > .sidebar-category > details', (ds) => ds.map((d) => (d as HTMLDetailsElement).open));
    const initially = await openCategories();
    expect(initially.length).toBeGreaterThan(1);
    expect(initially.filter(Boolean).length).toBe(1);
    const current = initially.indexOf(true);
    expect(await page.locator('.sidebar .sidebar-list > .sidebar-category').nth(current).locator('[aria-current="page"]').count()).toBe(1);
    const other = initially.indexOf(false);
    await page.locator('.sidebar .sidebar-list > .sidebar-category').nth(other).locator(':scope > details > summary').click(QUICK);
    // the browser fires 'toggle' a task after the category opens, and the siblings collapse then: wait for
    // the clicked one open and the first one closed (a collapse that never comes times out here)
    await page.waitForFunction(
      ([i, first]) => {
        const ds = document.querySelectorAll<HTMLDetailsElement>('.sidebar .sidebar-list > .sidebar-category > details');
        return ds[i].open && !ds[first].open;
      },
      [other, current],
      QUICK,
    );
    const after = await openCategories();
    expect(after[other]).toBe(true);
    expect(after.filter(Boolean).length).toBe(1);
    await ctx.close();
  });
});

describe('the crash view', () => {
  it('is in the page’s language, offers Try again, keeps the error in a details element and updates the title', async () => {
    const ctx = await context(served.browser, DESKTOP);
    const page = await open(ctx, '/fr/docs/learn-lod/linked-open-data-basics');
    // an answer that is not one of the site's pages (a captive portal, a proxy's error page)
    await page.route('**/fr/docs/learn-lod/glossary', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Proxy</title><p>Sign in to continue</p>' }),
    );
    await page.locator('.sidebar a', { hasText: 'Glossaire' }).click(QUICK);
    await page.waitForSelector('.crash', QUICK);
    expect(await page.locator('.crash h1').textContent()).toBe('Cette page a planté.');
    expect(await page.title()).toContain('Cette page a planté.');
    expect(await page.getByRole('button', { name: 'Réessayer' }).isVisible()).toBe(true);
    // the technical message is there, folded away
    const message = page.locator('.crash details');
    expect(await message.textContent()).toContain('incomplete');
    expect(await page.locator('.crash details pre').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await ctx.close();
  });
});

describe('the catalogues', () => {
  for (const path of ['/docs/tools', '/fr/docs/tools', '/docs/explore-lod/project-datasets', '/fr/docs/explore-lod/project-datasets']) {
    it(`show the filter header, the search box and the first cards in the first screen (${path})`, async () => {
      const ctx = await context(served.browser, DESKTOP);
      const page = await open(ctx, path);
      const fold = 800;
      const tops = await page.evaluate(() => ({
        filters: document.querySelector('.catalogue-filters')!.getBoundingClientRect().top,
        box: document.querySelector('.catalogue-filters input[type="search"]')!.getBoundingClientRect().bottom,
        card: document.querySelector('.catalogue-item')!.getBoundingClientRect().top,
      }));
      expect(tops.filters).toBeLessThan(fold);
      expect(tops.box).toBeLessThan(fold);
      expect(tops.card + 60).toBeLessThan(fold);
      expect(await page.locator('.catalogue-filters input[type="search"]').isVisible()).toBe(true);
      await ctx.close();
    });
  }

  it('names tools in French on the French page and finds them by French words, accents or not', async () => {
    const ctx = await context(served.browser, PHONE);
    const page = await open(ctx, '/fr/docs/tools');
    const titles = () =>
      page.$$eval('[data-catalogue="tools"] .catalogue-item:not([hidden]) h3', (hs) => hs.map((h) => h.textContent!.trim()));
    const all = await titles();
    expect(all).toContain('Service de comptes');
    expect(all).not.toContain('LINCS Account Service');
    const box = page.locator('.catalogue-filters input[type="search"]');
    for (const [query, expected] of [
      ['comptes', 'Service de comptes'],
      ["point d'accès", 'Point d’accès SPARQL'],
      ['point d’acces', 'Point d’accès SPARQL'],
      ['NAVIGATEUR DE VOCABULAIRES', 'Navigateur de vocabulaires'],
    ]) {
      await box.tap(QUICK);
      await box.fill(query);
      // the catalogue hydrates on its first use (src/client/island-on-use.ts)
      await page.waitForSelector('[data-island="catalogue"][data-island-ready]', QUICK);
      const shown = await titles();
      expect(shown, query).toContain(expected);
      expect(shown.length, query).toBeLessThan(all.length);
    }
    await ctx.close();
  });
});

/** One page of each kind the issue measures, in both locales. */
// the page kinds the Lighthouse bench measures (its long doc page is the glossary, with its filter island) and a plain doc page
const KINDS = [
  '/',
  '/docs/create-lod/workflow-overview',
  '/docs/learn-lod/glossary',
  '/docs/terms/triple',
  '/blog',
  '/docs/tools',
  '/search?q=ontology',
];
const bothLocales = KINDS.flatMap((p) => [p, p === '/' ? '/fr/' : `/fr${p.replace('ontology', 'ontologie')}`]);

describe('layout stability', () => {
  // 412 × 823 is the phone Lighthouse emulates
  for (const [name, options] of [
    ['phone', PHONE],
    ['Lighthouse phone', { ...PHONE, viewport: { width: 412, height: 823 } }],
    ['desktop', DESKTOP],
  ] as const) {
    it(`nothing moves while a page loads and the client starts (${name})`, async () => {
      const ctx = await context(served.browser, options);
      await ctx.addInitScript(() => {
        const w = window as unknown as { cls: number };
        w.cls = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!e.hadRecentInput) w.cls += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const shifts: string[] = [];
      for (const path of bothLocales) {
        // a slower CPU (as on a mid-range phone) makes Chromium paint before the whole HTML is parsed,
        // which is when a layout that depends on later elements (the table of contents) moves
        const page = await open(ctx, path, 4);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
        if (cls > 0.01) shifts.push(`${path}: ${cls.toFixed(3)}`);
        await page.close();
      }
      expect(shifts).toEqual([]);
      await ctx.close();
    });
  }

  it('the header has the same size with JavaScript off as once the client runs', async () => {
    for (const width of [390, 996, 1280]) {
      const heights: number[] = [];
      for (const javaScriptEnabled of [false, true]) {
        const ctx = await served.browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
        const page = await ctx.newPage();
        await page.goto(served.origin + '/fr/docs/learn-lod');
        if (javaScriptEnabled) await page.waitForSelector('html[data-hydrated="true"]');
        heights.push((await page.locator('#navbar').boundingBox())!.height);
        await ctx.close();
      }
      expect(heights[0], `${width} px`).toBe(heights[1]);
    }
  });
});

describe('reaching the team', () => {
  /** The contact page as a visitor finds it: a way to write, never a switched-off form. */
  async function expectAWayToWrite(page: Page) {
    await page.waitForFunction(() => location.pathname.endsWith('/get-involved/contact-us'), undefined, QUICK);
    await page.waitForFunction(() => !!document.querySelector('#page h1'), undefined, QUICK);
    expect(await page.locator('fieldset[disabled], form [disabled]').count()).toBe(0);
    const form = page.locator('form.contact-form:not([action=""])');
    const elsewhere = page.locator('.contact-fallback a[href^="https://"]');
    expect((await form.count()) + (await elsewhere.count())).toBeGreaterThan(0);
    if (await elsewhere.count()) expect(await elsewhere.first().isVisible()).toBe(true);
  }

  it('the footer, the newsletter page and search all lead somewhere that works', async () => {
    const ctx = await context(served.browser, PHONE);
    const page = await open(ctx, '/fr/');
    await page.locator('footer a', { hasText: 'Nous joindre' }).tap(QUICK);
    await expectAWayToWrite(page);

    await page.goto(served.origin + '/fr/docs/about-lincs/get-involved/newsletter');
    await page.locator('#page .markdown a[href$="/get-involved/contact-us"]').first().tap(QUICK);
    await expectAWayToWrite(page);

    await page.goto(served.origin + '/fr/search?q=zzqxjv');
    const letUsKnow = page.locator('#page a[href$="/get-involved/contact-us"]').first();
    await letUsKnow.waitFor({ timeout: 10_000 });
    await letUsKnow.tap(QUICK);
    await expectAWayToWrite(page);
    await ctx.close();
  });
});

describe('smaller things a reader notices', () => {
  // What the server writes on every page (previous and next never the same, one example section and every
  // section in the table of contents, French pages' links to English pages marked English) is checked on every
  // page by the JavaScript-off crawl of tests/e2e/every-page.test.ts, on the load it already makes.

  it('French interface text uses French typography', async () => {
    const ctx = await context(served.browser, PHONE);
    const page = await open(ctx, '/fr/search?q=ontologie');
    await page.waitForFunction(() => document.querySelector('.search-page h1')?.textContent?.includes('ontologie'), undefined, {
      timeout: 10_000,
    });
    expect(await page.textContent('.search-page h1')).toBe('Résultats de recherche pour «\u202fontologie\u202f»');
    expect(await page.textContent('.lang-switcher summary')).toMatch(/Langue\u00a0:/);
    // the first day of a month is an ordinal
    const events = await open(ctx, '/fr/docs/about-lincs/get-involved/events');
    const text = (await events.textContent('#page .doc-article'))!;
    expect(text).not.toMatch(/(^|[^\d])1 (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)/);
    // the interface's own words (the prose is the writers'): no plain space before « : ; ! ? » or after «
    const ui = await events.$$eval('#navbar, footer, .announcement, .breadcrumbs, .toc, .pagination-nav, .banner, .sidebar', (els) =>
      els
        .map((e) => {
          // what is read out: decorative glyphs (aria-hidden) are not words
          const copy = e.cloneNode(true) as HTMLElement;
          for (const h of copy.querySelectorAll('[aria-hidden="true"]')) h.remove();
          return (
            (copy.textContent ?? '') + ' ' + [...e.querySelectorAll('[aria-label]')].map((x) => x.getAttribute('aria-label')).join(' ')
          );
        })
        .join(' '),
    );
    expect(ui).not.toMatch(/ [:;!?»]|« /);
    await ctx.close();
  });

  // no page wider than a phone: every page at 320 px, with JavaScript on and off, in tests/e2e/every-page.test.ts
});
