// Tool and dataset catalogues in real Chromium, over a build of the real site:
// each filter must narrow the list to exactly the entries the graph says.
import { describe, it, expect } from 'vitest';
import { realSite } from '../real-site.ts';
import type { Page } from 'playwright-core';
import type { Records } from '../../src/shared/model/types.ts';
import { servedBrowser } from './browser.ts';

// the real site, built once and shared by tests/real-site.ts
const site = await realSite();
const records: Records = site.records;
const served = servedBrowser(() => site.outDir);

async function open(p: string): Promise<Page> {
  const page = await served.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(served.origin + p);
  await page.waitForSelector('html[data-hydrated="true"]');
  return page;
}

const visibleTitles = (page: Page, catalogue: string) =>
  page.$$eval(`[data-catalogue="${catalogue}"] .catalogue-item:not([hidden]) h3`, (hs) => hs.map((h) => h.textContent!.trim()).sort());

describe('the tools catalogue', () => {
  it('narrows to exactly the tools of each facet value, and reset restores all', async () => {
    const page = await open('/docs/tools');
    const all = records.tools.map((t) => t.name).sort();
    expect(await visibleTitles(page, 'tools')).toEqual(all);
    for (const [facet, pick] of [
      ['level', (t: Records['tools'][number]) => [t.level]],
      ['origin', (t: Records['tools'][number]) => [t.origin]],
      ['function', (t: Records['tools'][number]) => t.functions],
      // a tool the data says nothing of is listed under "unknown", never under yes or no
      [
        'account',
        (t: Records['tools'][number]) => [t.requiresAccount === undefined ? 'unknown' : t.requiresAccount ? 'required' : 'not-required'],
      ],
    ] as const) {
      const values = [...new Set(records.tools.flatMap(pick))];
      for (const value of values) {
        await page.check(`input[name="${facet}"][value="${value}"]`);
        // the catalogue hydrates on its first use (src/client/island-on-use.ts)
        await page.waitForSelector('[data-island="catalogue"][data-island-ready]');
        const expected = records.tools
          .filter((t) => pick(t).includes(value))
          .map((t) => t.name)
          .sort();
        expect(await visibleTitles(page, 'tools'), `${facet}=${value}`).toEqual(expected);
        await page.uncheck(`input[name="${facet}"][value="${value}"]`);
      }
    }
    await page.check('input[name="level"][value="beginner"]');
    await page.click('.catalogue-filters button[type="reset"]');
    await page.waitForFunction(() => !document.querySelector('[data-catalogue="tools"] .catalogue-item[hidden]'));
    expect(await visibleTitles(page, 'tools')).toEqual(all);
    await page.close();
  });

  it('restores a filter from a shared URL', async () => {
    const page = await open('/docs/tools?level=expert');
    const expected = records.tools
      .filter((t) => t.level === 'expert')
      .map((t) => t.name)
      .sort();
    expect(await visibleTitles(page, 'tools')).toEqual(expected);
    expect(await page.isChecked('input[name="level"][value="expert"]')).toBe(true);
    await page.close();
  });
});

describe('the datasets catalogue', () => {
  it('filters by status and keyword and the search box ignores accents', async () => {
    const page = await open('/fr/docs/explore-lod/project-datasets');
    const statuses = [...new Set(records.datasets.map((d) => d.status))];
    for (const s of statuses) {
      await page.check(`input[name="status"][value="${s}"]`);
      await page.waitForSelector('[data-island="catalogue"][data-island-ready]');
      const expected = records.datasets
        .filter((d) => d.status === s)
        .map((d) => d.shortTitle.fr)
        .sort();
      expect(await visibleTitles(page, 'datasets')).toEqual(expected);
      await page.uncheck(`input[name="status"][value="${s}"]`);
    }
    // a keyword with an accent, searched without it
    const accented = records.datasets.flatMap((d) => d.keywords.fr).find((k) => /[éèêàçô]/.test(k));
    expect(accented).toBeTruthy();
    const plain = accented!.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    await page.fill('input[name="q"]', plain);
    const expected = records.datasets.filter((d) => d.keywords.fr.includes(accented!)).map((d) => d.shortTitle.fr);
    const shown = await visibleTitles(page, 'datasets');
    for (const title of expected) expect(shown).toContain(title);
    expect(new URL(page.url()).searchParams.get('q')).toBe(plain);
    await page.close();
  });
});
