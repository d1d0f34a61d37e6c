// The colour mode is set by an inline script in <head>, allowed by the site's
// CSP by its hash (src/components/theme-script.ts): no page waits for a
// render-blocking script file, and under the policy `npm run serve` sends the
// script runs (no `securitypolicyviolation`), before the body is parsed, with
// the stored theme, and with the system's colour mode only where the site
// asks for it (`data-respect-system`).
import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { realSite } from '../real-site.ts';
import { servedBrowser } from './browser.ts';

const site = await realSite();
const served = servedBrowser(() => site.outDir);

// a page of each kind the bench measures, in both languages
const PAGES = ['/', '/fr/', '/docs/terms', '/fr/docs/terms/triple', '/search?q=ontology', '/fr/blog', '/docs/tools'];

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
}

/** What the page did at load: CSP violations, the theme when <body> appeared, the theme once loaded. */
async function load(browser: Browser, path: string, options: { stored?: string; system: 'light' | 'dark'; respectSystem?: boolean }) {
  const context = await browser.newContext({ colorScheme: options.system });
  if (options.stored) await context.addInitScript((t) => localStorage.setItem('theme', t), options.stored);
  await context.addInitScript(() => {
    const w = window as unknown as { violations: string[]; themeAtBody?: string };
    w.violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    // the theme the first paint of the body could show
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      w.themeAtBody = document.documentElement.dataset.theme;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const page: Page = await context.newPage();
  if (options.respectSystem) {
    // the site built with `respectSystemColorMode`: only the attribute differs (it is not part of the script's hash)
    await page.route(`${served.origin}/**`, async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replace('data-respect-system="false"', 'data-respect-system="true"');
      return route.fulfill({ response, body });
    });
  }
  const answer = await page.goto(served.origin + path);
  await page.waitForSelector('html[data-hydrated="true"]');
  const seen = await page.evaluate(() => {
    const w = window as unknown as { violations: string[]; themeAtBody?: string };
    return { violations: w.violations, themeAtBody: w.themeAtBody, theme: document.documentElement.dataset.theme };
  });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
  return { ...seen, policy: answer?.headers()['content-security-policy'] ?? '' };
}

describe('the theme script', () => {
  it('no page of the site waits for a render-blocking script file', () => {
    const files = htmlFiles(site.outDir);
    expect(files.length).toBeGreaterThan(100);
    const blocking = files.flatMap((file) => {
      const html = fs.readFileSync(file, 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      // a classic script with a src, neither async nor deferred, stops the parser until it has been fetched
      const tags = [...head.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      const bad = tags.filter((t) => / src=/.test(t) && !/\s(?:type="module"|async|defer)[\s>=]/.test(t));
      return bad.map((t) => `${path.relative(site.outDir, file)}: ${t}`);
    });
    expect(blocking).toEqual([]);
  });

  it.each(PAGES)('runs under the served CSP on %s, before the body, with the stored theme', async (p) => {
    const dark = await load(served.browser, p, { stored: 'dark', system: 'light' });
    expect(dark.policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(dark.violations).toEqual([]);
    expect(dark.themeAtBody).toBe('dark');
    expect(dark.theme).toBe('dark');
  });

  it("follows the system's colour mode only where the site asks for it", async () => {
    const ignored = await load(served.browser, '/', { system: 'dark' });
    expect(ignored.violations).toEqual([]);
    expect(ignored.themeAtBody).toBe('light');
    const followed = await load(served.browser, '/fr/', { system: 'dark', respectSystem: true });
    expect(followed.violations).toEqual([]);
    expect(followed.themeAtBody).toBe('dark');
    // a stored choice wins over the system's
    const stored = await load(served.browser, '/fr/', { stored: 'light', system: 'dark', respectSystem: true });
    expect(stored.violations).toEqual([]);
    expect(stored.themeAtBody).toBe('light');
  });
});
