// Search in real Chromium: the navbar modal, the /search page, French
// folding, the query kept as text, and the failure message when the index
// cannot be fetched. One build of the fixture site plus a few pages about
// ontologies and schools written into its temporary copy.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { fixtureSite } from '../helpers.ts';
import { axeViolations, built, servedBrowser, themedContext } from './browser.ts';

let outDir: string;

const PAGES: Record<string, string> = {
  'docs/learn-lod/ontologies.md': `---
title: Ontologies
description: What ontologies are and why linked data needs them.
---
An introduction to modelling.

## What an ontology is

An ontology describes the kinds of things in a field and how they relate.
`,
  'docs/learn-lod/ontologies.fr.md': `---
title: Les ontologies
description: Ce que sont les ontologies et pourquoi les données liées en ont besoin.
---
Une introduction à la modélisation.

## Qu'est-ce qu'une ontologie ?

Une ontologie décrit les sortes de choses d'un domaine et leurs relations.
`,
  'docs/about-lincs/ontologies-adoption.md': `---
title: Ontologies adoption
description: Which ontologies the project adopted.
---
## The adopted ontologies

CIDOC CRM is the core model.
`,
  'docs/about-lincs/ontologies-adoption.fr.md': `---
title: Adoption des ontologies
description: Les ontologies adoptées par le projet.
---
## Les ontologies adoptées

Le CIDOC CRM est le modèle central.
`,
  'docs/about-lincs/schools.md': `---
title: Partner schools
description: Where our students come from.
---
Our partner schools welcome students every summer.
`,
  'docs/about-lincs/schools.fr.md': `---
title: Établissements partenaires
description: D'où viennent nos étudiants.
---
Les Écoles partenaires accueillent des étudiants chaque été, au cœur du réseau.
`,
};

const served = servedBrowser(async () => {
  const { config, dir } = await fixtureSite();
  for (const [file, text] of Object.entries(PAGES)) {
    await fs.mkdir(path.dirname(path.join(dir, 'content', file)), { recursive: true });
    await fs.writeFile(path.join(dir, 'content', file), text);
  }
  outDir = config.outDir;
  return built(config);
});

interface Opened {
  page: Page;
  /** index files the page fetched, in order */
  indexRequests: string[];
  errors: string[];
}

async function open(url: string, setup?: (page: Page) => Promise<unknown>): Promise<Opened> {
  const context = await served.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const indexRequests: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/search-index/')) indexRequests.push(new URL(r.url()).pathname);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  // script errors and CSP violations; failed loads only for search's own files (the
  // navbar links to sections the fixture site does not have, so their prefetch 404s)
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 400 && /\/(search-index|assets)\//.test(r.url())) errors.push(`${r.status()} ${r.url()}`);
  });
  if (setup) await setup(page);
  await page.goto(served.origin + url);
  await page.waitForSelector('html[data-hydrated="true"][data-search="ready"]');
  return { page, indexRequests, errors };
}

const modalInput = 'dialog.search-modal[open] input[role="combobox"]';

async function openModal(page: Page) {
  await page.click('[data-search-button]');
  await page.waitForSelector(modalInput);
}

/**
 * Types a query and waits until the modal shows the answer to all of it: the
 * answer to a first letter arrives while the rest is typed, and reading the
 * modal then would read that one (a test read "<" for a whole query).
 */
async function typeQuery(page: Page, query: string) {
  await page.keyboard.type(query);
  await page.waitForFunction((q) => document.querySelector('dialog.search-modal')?.getAttribute('data-rendered-query') === q, query.trim());
}

describe('the search modal', () => {
  it('opens from the navbar button, shows results as a query is typed, and Enter opens the first', async () => {
    const { page, indexRequests, errors } = await open('/docs/learn-lod/basics');
    // nothing of the index is fetched until search is used
    expect(indexRequests).toEqual([]);
    await openModal(page);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await typeQuery(page, 'ontolog');
    await page.waitForSelector('dialog.search-modal [role="option"]');
    const hrefs = await page.$$eval('dialog.search-modal [role="option"]', (as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('/docs/learn-lod/ontologies#what-an-ontology-is');
    expect(hrefs).toContain('/docs/terms/ontology');
    expect(hrefs.some((h) => h!.startsWith('/docs/about-lincs/ontologies-adoption'))).toBe(true);
    // the first result is the active one; the count is announced
    expect(await page.getAttribute(modalInput, 'aria-activedescendant')).toBe(
      await page.getAttribute('dialog.search-modal li:first-child [role="option"]', 'id'),
    );
    await page.waitForFunction(() => /\d+ results?/.test(document.querySelector('dialog.search-modal [role="status"]')?.textContent ?? ''));
    expect(await page.textContent('dialog.search-modal [role="status"]')).toBe(`${hrefs.length} results`);
    // only the index description, the shard of the word and the result text were fetched
    expect(indexRequests[0]).toBe('/search-index/en/meta.json');
    expect(indexRequests.every((p) => p.startsWith('/search-index/en/'))).toBe(true);
    expect(indexRequests.some((p) => p.includes('/words-'))).toBe(false);

    await page.keyboard.press('Enter');
    const first = new URL(hrefs[0]!, served.origin);
    await page.waitForURL((u) => u.pathname === first.pathname);
    expect(await page.isVisible('dialog.search-modal')).toBe(false);
    expect(errors).toEqual([]);
  });

  it('opens with Ctrl+K and "/", moves with the arrows, keeps Tab inside, and Escape returns focus', async () => {
    const { page } = await open('/docs/learn-lod/basics');
    await page.focus('.navbar-brand');
    await page.keyboard.press('Control+k');
    await page.waitForSelector(modalInput);
    await typeQuery(page, 'ontology');
    await page.waitForSelector('dialog.search-modal li:nth-child(2) [role="option"]');
    const ids = await page.$$eval('dialog.search-modal [role="option"]', (os) => os.map((o) => o.id));
    await page.keyboard.press('ArrowDown');
    expect(await page.getAttribute(modalInput, 'aria-activedescendant')).toBe(ids[1]);
    expect(await page.getAttribute(`#${ids[1]}`, 'aria-selected')).toBe('true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    // wraps around to the last
    expect(await page.getAttribute(modalInput, 'aria-activedescendant')).toBe(ids[ids.length - 1]);
    // Tab cycles through the dialog's controls and never leaves it
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog.search-modal'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog.search-modal', { state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.classList.contains('navbar-brand'))).toBe(true);
    // "/" opens it too, but not while typing in a field
    await page.keyboard.press('/');
    await page.waitForSelector(modalInput);
    expect(await page.inputValue(modalInput)).toBe('ontology');
  });

  it('shows a query with markup as text, never as markup', async () => {
    const { page, errors } = await open('/docs/learn-lod/basics');
    await openModal(page);
    const attack = '<img src=x onerror="window.__pwned=1">';
    await typeQuery(page, attack);
    await page.waitForSelector('dialog.search-modal .search-empty');
    expect(await page.textContent('dialog.search-modal .search-empty .search-query')).toBe(attack);
    expect(await page.$$('dialog.search-modal img')).toHaveLength(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    // the spec's message, with the link to the contact page
    expect(await page.textContent('dialog.search-modal .search-empty-title')).toBe(`No results for “${attack}”`);
    expect(await page.getAttribute('dialog.search-modal .search-empty-help a', 'href')).toBe('/docs/about-lincs/get-involved/contact-us');
    expect(await page.textContent('dialog.search-modal .search-empty-help')).toBe('Believe this query should return results? Let us know.');
    expect(errors).toEqual([]);
  });

  it('shows the failure message when the index cannot be fetched', async () => {
    const { page } = await open('/fr/docs/learn-lod/basics', (p) => p.route('**/search-index/**', (r) => r.abort('internetdisconnected')));
    await openModal(page);
    await page.keyboard.type('ontologie');
    await page.waitForSelector('dialog.search-modal .search-error');
    expect(await page.textContent('dialog.search-modal .search-error')).toBe(
      'Impossible de récupérer les résultatsVérifiez peut-être votre connexion réseau.',
    );
    await page.waitForFunction(() =>
      (document.querySelector('dialog.search-modal [role="status"]')?.textContent ?? '').startsWith('Impossible'),
    );
    // once the network is back, the next keystroke searches again
    await page.unroute('**/search-index/**');
    await page.keyboard.type(' ');
    await page.waitForSelector('dialog.search-modal [role="option"]');
  });

  it('"See all results" opens the search page (by client-side navigation) with the same query', async () => {
    const { page } = await open('/fr/docs/learn-lod/basics');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await openModal(page);
    await page.keyboard.type('ontologie');
    await page.waitForSelector('dialog.search-modal [role="option"]');
    await page.click('dialog.search-modal .search-modal-all');
    await page.waitForSelector('.search-page-list .search-hit');
    expect(new URL(page.url()).pathname).toBe('/fr/search');
    expect(new URL(page.url()).searchParams.get('q')).toBe('ontologie');
    expect(await page.inputValue('#search-page-input')).toBe('ontologie');
    // the page was swapped in, not reloaded
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  it('suggests another spelling when nothing is found', async () => {
    const { page } = await open('/docs/learn-lod/basics');
    await openModal(page);
    await typeQuery(page, 'ontolgies ');
    await page.waitForSelector('dialog.search-modal .search-suggestions:not([hidden]) a');
    expect(await page.textContent('dialog.search-modal .search-suggestions')).toContain('Try searching for');
    await page.click('dialog.search-modal .search-suggestions a');
    await page.waitForSelector('dialog.search-modal [role="option"]');
    expect(await page.inputValue(modalInput)).toBe('ontologies');
  });
});

describe('the search page', () => {
  it('/fr/search?q=ontologie lists the ontology pages, with the section and a highlighted snippet', async () => {
    const { page, errors } = await open('/fr/search?q=ontologie');
    await page.waitForSelector('.search-page-list .search-hit');
    const hrefs = await page.$$eval('.search-page-list .search-hit a', (as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/fr/docs/learn-lod/ontologies#quest-ce-quune-ontologie-',
        '/fr/docs/about-lincs/ontologies-adoption#les-ontologies-adoptées',
        '/fr/docs/terms/ontology',
      ]),
    );
    expect(hrefs.every((h) => h!.startsWith('/fr/'))).toBe(true);
    expect(hrefs.some((h) => h!.includes('/schools'))).toBe(false);
    expect(await page.textContent('h1')).toBe('Résultats de recherche pour «\u202fontologie\u202f»');
    expect(await page.textContent('.search-page-status')).toBe(`${hrefs.length} résultats`);
    const learn = page.locator('.search-page-list .search-hit', { hasText: 'Les ontologies' }).first();
    expect(await learn.locator('.search-hit-section').textContent()).toBe('Apprendre LOD');
    expect(await learn.locator('.search-hit-snippet mark').first().textContent()).toBe('ontologie');
    // following a result lands on the heading
    await learn.locator('a').click();
    await page.waitForURL(`${served.origin}/fr/docs/learn-lod/ontologies#quest-ce-quune-ontologie-`);
    expect(errors).toEqual([]);
  });

  it('filters by section with counts, follows the query as it is typed and keeps it in the URL', async () => {
    const { page } = await open('/fr/search?q=ontologie');
    await page.waitForSelector('.search-page-list .search-hit');
    expect(await page.textContent('#search-page-section option[value="about-lincs"]')).toBe('À propos de LINCS (1)');
    await page.selectOption('#search-page-section', 'about-lincs');
    await page.waitForFunction(() => document.querySelectorAll('.search-page-list .search-hit').length === 1);
    expect(await page.getAttribute('.search-page-list .search-hit a', 'href')).toContain('/fr/docs/about-lincs/ontologies-adoption');
    expect(new URL(page.url()).searchParams.get('section')).toBe('about-lincs');
    await page.selectOption('#search-page-section', '');
    await page.fill('#search-page-input', '');
    await page.type('#search-page-input', 'ecol');
    await page.waitForFunction(
      () => document.querySelector('.search-page-list .search-hit a')?.getAttribute('href') === '/fr/docs/about-lincs/schools',
    );
    expect(new URL(page.url()).searchParams.get('q')).toBe('ecol');
    expect(new URL(page.url()).searchParams.has('section')).toBe(false);
  });

  it('finds accented words from an accent-free query: "ecoles", "coeur"', async () => {
    const { page } = await open('/fr/search?q=ecoles');
    await page.waitForSelector('.search-page-list .search-hit');
    expect(await page.$$eval('.search-page-list .search-hit a', (as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/fr/docs/about-lincs/schools',
    ]);
    expect(await page.textContent('.search-page-list .search-hit-snippet mark')).toBe('Écoles');
    await page.fill('#search-page-input', 'coeur');
    await page.waitForFunction(() => document.querySelector('.search-page-list .search-hit-snippet mark')?.textContent === 'cœur');
  });

  it('keeps a query from the URL as text and says so in French, with the French contact link', async () => {
    const attack = '<script>window.__pwned=1</script><img src=x onerror=window.__pwned=2>';
    const { page } = await open(`/fr/search?q=${encodeURIComponent(attack)}`);
    await page.waitForSelector('.search-page .search-empty');
    expect(await page.inputValue('#search-page-input')).toBe(attack);
    expect(await page.textContent('.search-page .search-query')).toBe(attack);
    expect(await page.textContent('h1')).toBe(`Résultats de recherche pour «\u202f${attack}\u202f»`);
    expect(await page.$$('.search-page img, .search-page script')).toHaveLength(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.textContent('.search-page .search-empty-title')).toBe(`Aucun résultat pour «\u202f${attack}\u202f»`);
    expect(await page.getAttribute('.search-page .search-empty-help a', 'href')).toBe('/fr/docs/about-lincs/get-involved/contact-us');
  });

  it('shows the failure message when the index cannot be fetched', async () => {
    const { page } = await open('/search?q=ontology', (p) => p.route('**/search-index/**', (r) => r.abort('failed')));
    await page.waitForSelector('.search-page .search-error');
    expect(await page.textContent('.search-page .search-error')).toBe(
      'Unable to fetch resultsYou might want to check your network connection.',
    );
  });
});

describe('accessibility (axe-core)', () => {
  for (const theme of ['light', 'dark']) {
    it(`finds no violations in the open modal with results, and on the results page, in the ${theme} theme`, async () => {
      const context = await themedContext(served.browser, theme);
      const page = await context.newPage();
      const axe = () => axeViolations(page);
      await page.goto(served.origin + '/fr/docs/learn-lod/basics');
      await page.waitForSelector('html[data-hydrated="true"][data-search="ready"]');
      await openModal(page);
      await page.keyboard.type('ontologie');
      await page.waitForSelector('dialog.search-modal [role="option"]');
      await page.keyboard.press('ArrowDown');
      expect(await axe()).toEqual([]);
      await page.goto(served.origin + '/fr/search?q=ontologie');
      await page.waitForSelector('.search-page-list .search-hit');
      expect(await axe()).toEqual([]);
      await context.close();
    });
  }
});

describe('the build', () => {
  it('writes an index per locale and nothing of Pagefind', async () => {
    for (const locale of ['en', 'fr']) {
      const meta = JSON.parse(await fs.readFile(path.join(outDir, 'search-index', locale, 'meta.json'), 'utf8'));
      expect(meta.locale).toBe(locale);
      expect(meta.pages).toBeGreaterThanOrEqual(9);
    }
    await expect(fs.stat(path.join(outDir, 'pagefind'))).rejects.toThrow();
  });
});
