// The home page reads as one column of content (issue 42, design details): the
// hero's heading, text and buttons start at the same left edge as every
// section below it, from a 320 px phone to a wide desktop; and the sections
// that open and close show the site's own disclosure marker — the chevron the
// doc sidebar's categories use, turned when open, on the title's line — not
// the browser's small triangle sitting below the title's middle. Opened and
// closed with a tap on a phone and with the keyboard on a desktop, each
// section's marker follows its state.
import { describe, it, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { realSite } from '../real-site.ts';
import { servedBrowser } from './browser.ts';

const site = await realSite();
const served = servedBrowser(() => site.outDir);

const WIDTHS = [320, 390, 768, 1280, 1600];

/** The left edges of the hero's heading and text, and of each home section's content. */
function leftEdges(page: Page) {
  return page.evaluate(() => {
    const left = (e: Element | null) => (e ? Math.round(e.getBoundingClientRect().left) : NaN);
    return {
      hero: [left(document.querySelector('.hero h1')), left(document.querySelector('.hero-lead'))],
      // a section's content box: where its headings, grids and boxes start
      sections: [...document.querySelectorAll('.home-section, .home-columns')].map((s) =>
        Math.round(s.getBoundingClientRect().left + parseFloat(getComputedStyle(s).paddingLeft)),
      ),
    };
  });
}

/** Each disclosure of the home page: open or not, its native list marker, its drawn marker and how it is turned. */
function markers(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLDetailsElement>('.home-expand details')].map((d) => {
      const summary = d.querySelector('summary')!;
      const after = getComputedStyle(summary, '::after');
      const title = summary.querySelector('h2')!.getBoundingClientRect();
      const box = summary.getBoundingClientRect();
      return {
        open: d.open,
        display: getComputedStyle(summary).display,
        content: after.content,
        transform: after.transform,
        // the title's middle against the summary row's middle: the marker is centred on the row
        offset: Math.abs(title.top + title.height / 2 - (box.top + box.height / 2)),
      };
    }),
  );
}

const SIDEBAR_CHEVRON = '"›"';

/** Waits until the marker of the `index`-th disclosure has ended its turn (a 0.15 s transition) at `transform`. */
async function turnedTo(page: Page, index: number, transform: string) {
  await page.waitForFunction(
    ([i, t]) => getComputedStyle(document.querySelectorAll('.home-expand summary')[i as number], '::after').transform === t,
    [index, transform] as const,
  );
}

describe('home page layout', () => {
  it.each(['/', '/fr/'])('the hero starts where the sections start, at every width (%s)', async (path) => {
    const context = await served.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(served.origin + path);
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const { hero, sections } = await leftEdges(page);
      expect(sections.length).toBeGreaterThan(2);
      for (const x of [...hero, ...sections]) if (Math.abs(x - sections[0]) > 1) problems.push(`${width} px: ${x} against ${sections[0]}`);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the sections that open show the sidebar’s chevron, turned when open, by tap on a phone and by keyboard', async () => {
    const phone = await served.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await phone.newPage();
    await page.goto(served.origin + '/fr/');
    await page.waitForSelector('html[data-hydrated="true"]');
    const before = await markers(page);
    expect(before.length).toBeGreaterThan(1);
    for (const m of before) {
      expect(m.display).not.toBe('list-item');
      expect(m.content).toBe(SIDEBAR_CHEVRON);
      expect(m.offset).toBeLessThanOrEqual(1);
    }
    const closed = before.findIndex((m) => !m.open);
    expect(before[0].open).toBe(true);
    expect(closed).toBeGreaterThan(0);
    expect(before[closed].transform).not.toBe(before[0].transform);
    await page.locator('.home-expand details').nth(closed).locator('summary').tap();
    await turnedTo(page, closed, before[0].transform);
    const tapped = await markers(page);
    expect(tapped[closed].open).toBe(true);
    expect(tapped[closed].transform).toBe(before[0].transform);
    await phone.close();

    const desktop = await served.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const keys = await desktop.newPage();
    await keys.goto(served.origin + '/');
    await keys.waitForSelector('html[data-hydrated="true"]');
    await keys.locator('.home-expand details').first().locator('summary').focus();
    await keys.keyboard.press('Enter');
    await turnedTo(keys, 0, before[closed].transform);
    const after = await markers(keys);
    expect(after[0].open).toBe(false);
    expect(after[0].transform).toBe(before[closed].transform);
    await desktop.close();
  });
});
