// The chrome and the client runtime in real Chromium, on the fixture site.
import { describe, it, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { fixtureSite } from '../helpers.ts';
import { axeViolations, built, servedBrowser, themedContext } from './browser.ts';

const served = servedBrowser(async () => built((await fixtureSite()).config));

async function open(path: string, width = 1280): Promise<Page> {
  const context = await served.browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(served.origin + path);
  await page.waitForSelector('html[data-hydrated="true"]');
  return page;
}

describe('client-side navigation', () => {
  it('follows an internal link without a reload and updates title and language switcher', async () => {
    const page = await open('/docs/learn-lod/basics');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.click('.markdown a[href="/docs/learn-lod/second#details"]');
    await page.waitForURL(`${served.origin}/docs/learn-lod/second#details`);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Second page');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(await page.title()).toBe('Second page | LINCS');
    expect(await page.getAttribute('[data-lang-switch="fr"]', 'href')).toBe('/fr/docs/learn-lod/second');
    // back works and restores the previous page
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Basics');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await page.context().close();
  });

  it('keeps a hidden sidebar hidden on the next page, and a shown one shown', async () => {
    const page = await open('/docs/learn-lod/basics');
    await page.click('.sidebar-hide');
    expect(await page.isVisible('.sidebar')).toBe(false);
    await page.click('.markdown a[href="/docs/learn-lod/second#details"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Second page');
    expect(await page.isVisible('.sidebar')).toBe(false);
    expect(await page.locator('.sidebar-show').count()).toBe(1);
    await page.click('.sidebar-show');
    expect(await page.isVisible('.sidebar')).toBe(true);
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Basics');
    expect(await page.isVisible('.sidebar')).toBe(true);
    expect(await page.isVisible('.sidebar-show')).toBe(false);
    await page.context().close();
  });

  it('shows no progress bar on a fast route and shows it past 200 ms', async () => {
    const page = await open('/docs/learn-lod/basics');
    await page.evaluate(() => {
      const w = window as unknown as { progressSeen: boolean };
      w.progressSeen = false;
      new MutationObserver(() => {
        if (!document.getElementById('progress')!.hidden) w.progressSeen = true;
      }).observe(document.getElementById('progress')!, { attributes: true, attributeFilter: ['hidden'] });
    });
    // hovering prefetches the page, so the navigation itself is fast
    await page.hover('.sidebar a[href="/docs/learn-lod/second"]');
    await page.waitForLoadState('networkidle');
    await page.click('.sidebar a[href="/docs/learn-lod/second"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Second page');
    expect(await page.evaluate(() => (window as unknown as { progressSeen: boolean }).progressSeen)).toBe(false);

    // a route delayed past 200 ms shows the bar while the old page stays
    await page.route('**/docs/terms/triple', async (route) => {
      await new Promise((r) => setTimeout(r, 900));
      await route.continue();
    });
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Basics');
    await page.click('.markdown a[href="/docs/terms/triple"]');
    await page.waitForFunction(() => !document.getElementById('progress')!.hidden, undefined, { timeout: 800 });
    expect(await page.isVisible('#page-spinner')).toBe(true);
    expect(await page.textContent('h1')).toBe('Basics');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Triple');
    expect(await page.isHidden('#progress')).toBe(true);
    await page.context().close();
  });

  it('shows a red box with Retry when the page fails to load, and Retry loads it', async () => {
    const page = await open('/docs/learn-lod/basics');
    let fail = true;
    await page.route('**/docs/learn-lod/second', (route) => (fail ? route.abort('failed') : route.continue()));
    await page.click('.sidebar a[href="/docs/learn-lod/second"]');
    await page.waitForSelector('.load-error');
    expect(await page.textContent('.load-error')).toContain('could not be loaded');
    fail = false;
    await page.click('.load-error button');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Second page');
    expect(await page.$('.load-error')).toBeNull();
    await page.context().close();
  });

  it("says why in the page's language on a French page, the browser's own words only under its details", async () => {
    const page = await open('/fr/docs/learn-lod/basics');
    await page.route('**/fr/docs/learn-lod/second', (route) => route.abort('failed'));
    await page.click('.sidebar a[href="/fr/docs/learn-lod/second"]');
    await page.waitForSelector('.load-error');
    // what a reader sees (innerText leaves out the closed details' content)
    const seen = await page.$eval('.load-error', (box) => (box as HTMLElement).innerText);
    expect(seen).toContain('La page n’a pas pu être chargée.');
    expect(seen).toContain('Réessayer');
    expect(seen).toContain('Détails techniques');
    expect(seen).not.toMatch(/fail|fetch|net::|error/i);
    await page.context().close();
  });

  it('shows the crash view when a page cannot be applied', async () => {
    const page = await open('/docs/learn-lod/basics');
    // an answer that is not one of the site's pages (a captive portal, a proxy's error page)
    await page.route('**/docs/learn-lod/second', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Proxy</title><p>Sign in to continue</p>' }),
    );
    await page.click('.sidebar a[href="/docs/learn-lod/second"]');
    await page.waitForSelector('.crash');
    expect(await page.textContent('.crash h1')).toBe('This page crashed.');
    expect(await page.textContent('.crash button')).toBe('Try again');
    await page.context().close();
  });
});

describe('responsive chrome and preferences', () => {
  it('uses the mobile menu at 990 px and the desktop navbar at 1000 px', async () => {
    const mobile = await open('/docs/learn-lod/basics', 990);
    expect(await mobile.isVisible('.navbar-toggle')).toBe(true);
    expect(await mobile.isVisible('.navbar-items')).toBe(false);
    await mobile.click('.navbar-toggle');
    // a doc page's drawer opens on its sidebar; the main menu is one step back
    expect(await mobile.isVisible('.mobile-drawer a[href="/docs/learn-lod/second"]')).toBe(true);
    await mobile.click('.mobile-back');
    expect(await mobile.isVisible('.mobile-drawer a[href="/blog"]')).toBe(true);
    // growing to desktop width closes the drawer
    await mobile.setViewportSize({ width: 1100, height: 800 });
    await mobile.waitForFunction(() => !(document.querySelector('.mobile-menu') as HTMLDetailsElement).open);
    await mobile.context().close();
    const desktop = await open('/docs/learn-lod/basics', 1000);
    expect(await desktop.isVisible('.navbar-toggle')).toBe(false);
    expect(await desktop.isVisible('.navbar-items')).toBe(true);
    await desktop.context().close();
  });

  it('keeps the theme and the dismissed announcement across a reload', async () => {
    const page = await open('/docs/learn-lod/basics');
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await page.click('.theme-toggle');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.click('.announcement-close');
    expect(await page.isVisible('.announcement')).toBe(false);
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await page.isVisible('.announcement')).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.context().close();
  });

  it('switches language and keeps the page', async () => {
    const page = await open('/docs/learn-lod/basics');
    await page.click('.lang-switcher summary');
    await page.click('[data-lang-switch="fr"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Notions de base');
    expect(new URL(page.url()).pathname).toBe('/fr/docs/learn-lod/basics');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await page.context().close();
  });
});

describe('accessibility (axe-core)', () => {
  for (const theme of ['light', 'dark']) {
    for (const path of [
      '/docs/learn-lod/basics',
      '/fr/docs/learn-lod/basics',
      '/docs/terms/triple',
      '/fr/docs/terms/triple',
      '/no/such/page',
      '/fr/no/such/page',
    ]) {
      it(`finds no violations on ${path} in the ${theme} theme`, async () => {
        const context = await themedContext(served.browser, theme);
        const page = await context.newPage();
        await page.goto(served.origin + path);
        await page.waitForSelector('html[data-hydrated="true"]');
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }
});

describe('without JavaScript', () => {
  it('shows the navigation and all the content', async () => {
    const context = await served.browser.newContext({ javaScriptEnabled: false, viewport: { width: 400, height: 800 } });
    const page = await context.newPage();
    await page.goto(served.origin + '/fr/docs/learn-lod/basics');
    // the menu is a <details> drawer: it opens and closes without the client
    expect(await page.isVisible('.navbar-toggle')).toBe(true);
    await page.click('.navbar-toggle');
    expect(await page.isVisible('.mobile-drawer a[href="/fr/blog"]')).toBe(true);
    await page.click('.navbar-toggle');
    expect(await page.isVisible('.mobile-drawer')).toBe(false);
    expect(await page.textContent('article h1')).toBe('Notions de base');
    expect(await page.isVisible('article .markdown')).toBe(true);
    await context.close();
  });
});

describe('a wrong base URL', () => {
  it('shows the banner when the stylesheet cannot load, and hides it otherwise', async () => {
    const context = await served.browser.newContext();
    const page = await context.newPage();
    await page.goto(served.origin + '/docs/learn-lod/basics');
    expect(await page.isVisible('#base-url-banner')).toBe(false);
    // what a site served under the wrong base URL experiences: its /assets/ are not found
    await page.route('**/assets/**', (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.reload();
    expect(await page.isVisible('#base-url-banner')).toBe(true);
    expect(await page.textContent('#base-url-banner')).toContain('base URL');
    await context.close();
  });
});
