// Addresses a visitor or a crawler meets at the edges of the docs (issue 42):
// /404 and /fr/404 answer with status 404 from `npm run serve`'s server; /docs
// and /fr/docs, which show the application-profile term, mark its place in the
// sidebar and the navbar, and their hreflang links name the same addresses as
// their canonical link. One build of the real site, one browser.
import { describe, it, expect } from 'vitest';
import { realSite } from '../real-site.ts';
import { servedBrowser } from './browser.ts';

const site = await realSite();
const served = servedBrowser(() => site.outDir);

describe('the not-found page at its own address', () => {
  for (const path of ['/404', '/fr/404', '/fr/404.html']) {
    it(`answers 404 (${path})`, async () => {
      const res = await fetch(served.origin + path, { redirect: 'manual' });
      expect(res.status).toBe(404);
      expect(await res.text()).toContain(path.startsWith('/fr') ? 'lang="fr"' : 'lang="en"');
    });
  }
});

describe('/docs and /fr/docs', () => {
  for (const [path, lang] of [
    ['/docs', 'en'],
    ['/fr/docs', 'fr'],
  ] as const) {
    it(`mark the sidebar entry and navbar section of the page they show, and hreflang agrees with canonical (${path})`, async () => {
      const ctx = await served.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await ctx.newPage();
      await page.goto(served.origin + path);
      await page.waitForSelector('html[data-hydrated="true"]');
      const canonical = new URL((await page.getAttribute('link[rel="canonical"]', 'href'))!).pathname;
      const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (ls) =>
        Object.fromEntries(ls.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname])),
      );
      expect(alternates[lang]).toBe(canonical);
      // the canonical page names the same alternates
      await page.goto(served.origin + canonical);
      const theirs = await page.$$eval('link[rel="alternate"][hreflang]', (ls) =>
        Object.fromEntries(ls.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname])),
      );
      expect(alternates).toEqual(theirs);
      const marks = async () => ({
        sidebar: await page.$$eval('.sidebar [aria-current="page"]', (as) => as.map((a) => a.getAttribute('href'))),
        navbar: await page.$$eval('#navbar .navbar-inner [aria-current="page"]', (as) =>
          as.map((a) => a.getAttribute('data-active-prefix')),
        ),
      });
      const onCanonical = await marks();
      await page.goto(served.origin + path);
      await page.waitForSelector('html[data-hydrated="true"]');
      const onRoot = await marks();
      expect(onRoot.sidebar).toEqual([canonical]);
      // one section (the desktop bar and the phone menu each mark it)
      expect(new Set(onRoot.navbar).size).toBe(1);
      expect(onRoot).toEqual(onCanonical);
      await ctx.close();
    });
  }
});
