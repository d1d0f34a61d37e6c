// Quality gates over a real build of the real site, served on 127.0.0.1:
// every HTML page validates, a crawl from / and /fr/ reaches every page of
// the sitemap with no broken link or asset, the sitemap and robots.txt are
// right, and axe finds no violations on one page of every kind in both locales.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { realSite } from '../real-site.ts';
import { HtmlValidate } from 'html-validate';
import { XMLParser } from 'fast-xml-parser';
import { listFiles } from '../../generator/load/files.ts';
import { axeViolations, servedBrowser, themedContext } from './browser.ts';

// the real site, built once and shared by tests/real-site.ts
const site = await realSite();
const config = { outDir: site.outDir, siteUrl: site.siteUrl };
const state = { records: site.records, pages: site.pages };
const served = servedBrowser(() => site.outDir);

describe('HTML', () => {
  it('every page validates', async () => {
    const validator = new HtmlValidate({
      extends: ['html-validate:recommended'],
      rules: {
        // React writes valid HTML in its own style: camelCase attribute names, `<!doctype html>`, `hidden=""`, `<meta/>`
        'attr-case': 'off',
        'doctype-style': 'off',
        'attribute-empty-style': 'off',
        'attribute-boolean-style': 'off',
        'void-style': 'off',
        // Shiki colours tokens with inline custom properties; a raw ">" in text is valid HTML
        'no-inline-style': 'off',
        'no-raw-characters': 'off',
        'long-title': 'off',
        'no-trailing-whitespace': 'off',
        // HTML5 allows ids that start with a digit (headings such as "1. First step")
        'valid-id': ['error', { relaxed: true }],
        // a catalogue facet is a group of checkboxes sharing one name (?function=a&function=b), as HTML forms intend
        'form-dup-name': ['error', { shared: ['radio', 'button', 'reset', 'submit', 'checkbox'] }],
      },
    });
    const files = await listFiles(config.outDir, (n) => n.endsWith('.html'));
    expect(files.length).toBeGreaterThan(700);
    const failures: string[] = [];
    for (const file of files) {
      const report = await validator.validateString(await fs.readFile(file, 'utf8'), file);
      for (const r of report.results)
        for (const m of r.messages) failures.push(`${path.relative(config.outDir, file)}: ${m.ruleId}: ${m.message} (${m.selector ?? ''})`);
    }
    expect(failures.slice(0, 30)).toEqual([]);
  }, 400_000);
});

describe('crawl, sitemap and robots', () => {
  it('robots.txt points to a sitemap that lists every indexable page with its alternates', async () => {
    const robots = await (await fetch(`${served.origin}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${config.siteUrl}/sitemap.xml`);
    const xml = new XMLParser({ ignoreAttributes: false }).parse(await (await fetch(`${served.origin}/sitemap.xml`)).text());
    const urls = xml.urlset.url as { loc: string; 'xhtml:link'?: { '@_hreflang': string }[] | { '@_hreflang': string } }[];
    const locs = new Set(urls.map((u) => u.loc));
    const indexable = state.pages.filter((p) => !p.hidden && !p.noindex && !p.untranslated && p.kind !== 'notFound');
    for (const p of indexable) expect(locs.has(config.siteUrl + p.path), p.path).toBe(true);
    const term = urls.find((u) => u.loc === `${config.siteUrl}/fr/docs/terms/triple`)!;
    const langs = [term['xhtml:link']]
      .flat()
      .map((l) => l!['@_hreflang'])
      .sort();
    expect(langs).toEqual(['en', 'fr']);
  });

  it('a crawl from / and /fr/ reaches every sitemap page and finds no broken link or asset', async () => {
    const xml = new XMLParser({ ignoreAttributes: false }).parse(await (await fetch(`${served.origin}/sitemap.xml`)).text());
    const expected = new Set((xml.urlset.url as { loc: string }[]).map((u) => u.loc.slice(config.siteUrl.length)));
    const seen = new Set<string>();
    const broken: string[] = [];
    const queue: { path: string; from: string }[] = [
      { path: '/', from: 'start' },
      { path: '/fr/', from: 'start' },
    ];
    while (queue.length) {
      const { path: p, from } = queue.shift()!;
      if (seen.has(p)) continue;
      seen.add(p);
      const res = await fetch(served.origin + p);
      if (res.status !== 200) {
        broken.push(`${p} (${res.status}) linked from ${from}`);
        continue;
      }
      if (!(res.headers.get('content-type') ?? '').startsWith('text/html')) continue;
      const html = await res.text();
      for (const m of html.matchAll(/(?:href|src)="([^"#]*)(?:#[^"]*)?"/g)) {
        const raw = m[1].replace(/&amp;/g, '&');
        if (!raw || !raw.startsWith('/') || raw.startsWith('//')) continue;
        const next = raw.split('?')[0];
        if (!seen.has(next)) queue.push({ path: next, from: p });
      }
    }
    expect(broken).toEqual([]);
    const unreached = [...expected].filter((p) => !seen.has(p));
    expect(unreached).toEqual([]);
  }, 300_000);
});

describe('accessibility on one page of every kind', () => {
  const kinds = () => {
    const picks = new Map<string, string>();
    for (const p of state.pages) {
      const kind = `${p.kind}/${p.bodyKind}${p.listing ? '/' + p.listing : ''}`;
      const key = `${p.locale}:${kind}`;
      if (!picks.has(key) && p.bodyKind !== 'redirect') picks.set(key, p.path);
    }
    picks.set('en:not-found', '/no/such/page');
    picks.set('fr:not-found', '/fr/no/such/page');
    return [...picks.values()];
  };
  // A theme sets colours (custom properties) and which of the theme toggle's two decorative icons shows
  // (src/styles/site.css), so the dark theme can fail only axe's colour rules: every other rule sees the
  // same document in both themes and runs once, in the light theme. The dark theme is reached as a reader
  // reaches it, with the toggle on the page already loaded, which also spares each page a second load.
  const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
  // a generous time limit: on the shared 2-core CI this runs beside a crawl of the whole site
  it('finds no violations, in the light theme and then the dark one', { timeout: 900_000 }, async () => {
    const failures: string[] = [];
    const context = await themedContext(served.browser, 'light', { width: 1280, height: 900 });
    const page = await context.newPage();
    for (const p of kinds()) {
      await page.goto(served.origin + p);
      await page.waitForSelector('html[data-hydrated="true"]');
      for (const v of await axeViolations(page, 3)) failures.push(`light ${p}: ${v}`);
      await page.click('.theme-toggle');
      await page.waitForSelector('html[data-theme="dark"]');
      for (const v of await axeViolations(page, 3, COLOUR_RULES)) failures.push(`dark ${p}: ${v}`);
    }
    await context.close();
    expect(failures).toEqual([]);
  });
});

describe('the home page', () => {
  it('decides ongoing and upcoming events in the browser from the date', async () => {
    const events = state.records.events
      .filter((e) => e.endDate && e.endDate > e.startDate)
      .sort((a, b) => (a.startDate < b.startDate ? -1 : 1));
    const during = events[events.length - 1];
    const day = new Date(`${during.startDate}T12:00:00`);
    day.setDate(day.getDate() + 1);
    const context = await served.browser.newContext();
    const page = await context.newPage();
    await page.clock.setFixedTime(day);
    await page.goto(served.origin + '/');
    await page.waitForSelector('html[data-hydrated="true"]');
    const statuses = await page.$$eval('.home-events [data-event]', (els) =>
      els.map(
        (e) =>
          [e.getAttribute('data-event') ?? '', e.getAttribute('data-status') ?? '', (e as HTMLElement).hidden] as [string, string, boolean],
      ),
    );
    const key = day.toISOString().slice(0, 10);
    for (const [slug, status, hidden] of statuses) {
      const ev = state.records.events.find((e) => e.slug === slug)!;
      const expected = key < ev.startDate ? 'upcoming' : key <= (ev.endDate ?? ev.startDate) ? 'ongoing' : 'past';
      expect(status, slug).toBe(expected);
      expect(hidden, slug).toBe(expected === 'past');
    }
    expect(statuses.find(([slug]) => slug === during.slug)?.[1]).toBe('ongoing');
    expect(await page.$eval('.home-events .no-events', (p) => (p as HTMLElement).hidden)).toBe(true);
    expect(await page.$eval('.home-events .event-list', (l) => (l as HTMLElement).hidden)).toBe(false);
    await context.close();
  });

  it('says no event is announced when every event is past on the day it is read', async () => {
    const last = state.records.events
      .map((e) => e.endDate ?? e.startDate)
      .sort()
      .pop()!;
    const day = new Date(`${last.length === 7 ? `${last}-28` : last}T12:00:00`);
    day.setDate(day.getDate() + 7);
    const context = await served.browser.newContext();
    const page = await context.newPage();
    await page.clock.setFixedTime(day);
    await page.goto(served.origin + '/fr/');
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.$eval('.home-events .event-list', (l) => (l as HTMLElement).hidden)).toBe(true);
    const none = await page.$eval('.home-events .no-events', (p) => ({ hidden: (p as HTMLElement).hidden, text: p.textContent }));
    expect(none.hidden).toBe(false);
    expect(none.text).toContain('Aucun événement à venir');
    expect(
      await page.$eval('.home-events', (s) =>
        [...s.querySelectorAll('a')].some((a) => a.getAttribute('href') === '/fr/docs/about-lincs/get-involved/events'),
      ),
    ).toBe(true);
    await context.close();
  });

  it('moves the dataset carousel with the keyboard and can pause it', async () => {
    const context = await served.browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(served.origin + '/fr/');
    await page.waitForSelector('html[data-hydrated="true"]');
    const current = () => page.$eval('.carousel-slide[aria-current="true"] h3', (h) => h.textContent);
    const first = await current();
    await page.focus('.carousel-next');
    await page.keyboard.press('Enter');
    const second = await current();
    expect(second).not.toBe(first);
    await page.keyboard.press('ArrowLeft');
    expect(await current()).toBe(first);
    // reduced motion: it does not play by itself, and the button offers to play
    expect(await page.getAttribute('.carousel-pause', 'aria-pressed')).toBe('true');
    await page.click('.carousel-pause');
    expect(await page.getAttribute('.carousel-pause', 'aria-pressed')).toBe('false');
    await context.close();
  });
});
