// `npm run dev` in Chromium, as an editor uses it: a save that changes only
// the page's own text is swapped into the open page (no reload, the scroll
// position kept, navbar and footer in place), a title edit too (heading,
// <title>, sidebar; the sidebar is part of the page area); a broken Turtle
// file shows the overlay with file:line:column, and fixing it takes the
// overlay away without a manual reload.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { fixtureSite } from '../helpers.ts';
import { startDev } from './start-dev.ts';
import { launchBrowser } from '../e2e/browser.ts';

let child: ChildProcess;
let browser: Browser;
let origin: string;
let dir: string;

beforeAll(async () => {
  const site = await fixtureSite();
  dir = site.dir;
  // a page long enough to scroll
  const long = Array.from({ length: 60 }, (_, i) => `Paragraph ${i + 1} of a long page about linked data.`).join('\n\n');
  await fs.appendFile(path.join(dir, 'content/docs/learn-lod/basics.md'), `\n${long}\n`);
  const dev = await startDev(dir);
  child = dev.child;
  origin = dev.origin;
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  child?.kill();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

async function openBasics(page: Page) {
  await page.goto(`${origin}/docs/learn-lod/basics`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // the live channel is connected and has the page's frame
  await page.waitForTimeout(500);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
}

const wholePage = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    title: document.title,
    navbar: !!document.querySelector('#navbar'),
    footer: !!document.querySelector('footer'),
    notReloaded: (window as unknown as { notReloaded?: boolean }).notReloaded === true,
    scrollY: Math.round(window.scrollY),
  }));

describe('npm run dev in the browser', () => {
  const viewports = [
    { name: 'desktop', width: 1280, height: 800, mobile: false },
    { name: 'phone', width: 390, height: 844, mobile: true },
  ];
  for (const viewport of viewports) {
    it(`swaps a body edit into the open page without a reload and keeps the scroll position (${viewport.name})`, async () => {
      const size = { width: viewport.width, height: viewport.height };
      const context = await browser.newContext({ viewport: size, isMobile: viewport.mobile, hasTouch: viewport.mobile });
      const page = await context.newPage();
      try {
        await openBasics(page);
        await page.evaluate(() => window.scrollTo(0, 900));
        const before = await wholePage(page);
        expect(before.scrollY).toBeGreaterThan(500);
        const sentence = `Swapped in place on a ${viewport.name}.`;
        await fs.appendFile(path.join(dir, 'content/docs/learn-lod/basics.md'), `\n${sentence}\n`);
        await page.waitForFunction((s) => document.querySelector('#page')?.textContent?.includes(s), sentence, { timeout: 30_000 });
        const after = await wholePage(page);
        expect(after).toEqual({ ...before, scrollY: after.scrollY });
        expect(after.notReloaded).toBe(true);
        expect(Math.abs(after.scrollY - before.scrollY)).toBeLessThan(5);
        expect(after.lang).toBe('en');
      } finally {
        await context.close();
      }
    });
  }

  it('swaps a title edit in place too: the heading, the <title> and the sidebar (part of the page area) all change', async () => {
    const page = await browser.newPage();
    try {
      await openBasics(page);
      const file = path.join(dir, 'content/docs/learn-lod/basics.md');
      await fs.writeFile(file, (await fs.readFile(file, 'utf8')).replace('title: Basics', 'title: Linked data basics'));
      await page.waitForFunction(() => document.title.includes('Linked data basics'), undefined, { timeout: 30_000 });
      const after = await wholePage(page);
      expect(after.notReloaded).toBe(true);
      expect(after.navbar && after.footer).toBe(true);
      expect(await page.textContent('#page h1')).toContain('Linked data basics');
      expect(await page.locator('#page').getByRole('link', { name: 'Linked data basics' }).count()).toBeGreaterThan(0);
    } finally {
      await page.close();
    }
  });

  it('shows a Turtle error with file:line:column in an overlay, and takes it away once fixed', async () => {
    const page = await browser.newPage();
    try {
      await openBasics(page);
      await fs.writeFile(path.join(dir, 'data/broken.ttl'), '@prefix ex: <http://example.org/> .\nex:a ex:b "open\n');
      const overlay = page.locator('#dev-error-overlay');
      await overlay.waitFor({ timeout: 30_000 });
      expect(await overlay.textContent()).toMatch(/data\/broken\.ttl:2:\d+: Turtle syntax error/);
      // the last good page stays
      expect(await page.textContent('#page')).toContain('A triple links two things');
      await fs.rm(path.join(dir, 'data/broken.ttl'));
      await overlay.waitFor({ state: 'detached', timeout: 30_000 });
      expect((await wholePage(page)).navbar).toBe(true);
    } finally {
      await page.close();
    }
  });
});
