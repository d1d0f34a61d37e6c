// The home page's tiles and its latest-posts cards leave no hole in their
// grid (issue 42): at every width from a 320 px phone to a wide desktop,
// each row of cards runs from the grid's left edge to its right edge — a
// last row of fewer cards widens them rather than leave an empty place that
// looks like a missing card. The layout is CSS alone: the boxes are the same
// with JavaScript off, so nothing moves when the client starts.
import { describe, it, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { realSite } from '../real-site.ts';
import { servedBrowser } from './browser.ts';

const site = await realSite();
const served = servedBrowser(() => site.outDir);

const GRIDS = ['.tiles', '.cards'];
const WIDTHS = [320, 390, 600, 768, 900, 1024, 1280, 1600];

interface Box {
  left: number;
  right: number;
  top: number;
}

/** Each grid's content box and its items' boxes, at the page's current width. */
function boxes(page: Page) {
  return page.evaluate((grids) => {
    return grids.map((selector) => {
      const grid = document.querySelector(selector)!;
      const r = grid.getBoundingClientRect();
      const style = getComputedStyle(grid);
      const items = [...grid.children].map((li) => {
        const b = li.getBoundingClientRect();
        return { left: b.left, right: b.right, top: Math.round(b.top) };
      });
      return {
        selector,
        left: r.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth),
        right: r.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth),
        items,
      };
    });
  }, GRIDS);
}

/** The rows whose cards do not reach from the grid's left edge to its right edge. */
function holes(grid: { selector: string; left: number; right: number; items: Box[] }): string[] {
  const rows = new Map<number, Box[]>();
  for (const item of grid.items) rows.set(item.top, [...(rows.get(item.top) ?? []), item]);
  const out: string[] = [];
  for (const [top, row] of rows) {
    const left = Math.min(...row.map((b) => b.left));
    const right = Math.max(...row.map((b) => b.right));
    if (left > grid.left + 1 || right < grid.right - 1)
      out.push(
        `${grid.selector} row at y=${top} (${row.length} of ${grid.items.length}) spans ${left}–${right} of ${grid.left}–${grid.right}`,
      );
  }
  return out;
}

describe('home page grids', () => {
  it.each(['/', '/fr/'])('leave no hole at any width on %s, with or without JavaScript', async (path) => {
    const problems: string[] = [];
    for (const javaScriptEnabled of [true, false]) {
      const context = await served.browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(served.origin + path);
      if (javaScriptEnabled) await page.waitForSelector('html[data-hydrated="true"]');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const grids = await boxes(page);
        for (const grid of grids) {
          expect(grid.items.length, grid.selector).toBeGreaterThan(1);
          for (const h of holes(grid)) problems.push(`${width} px, JavaScript ${javaScriptEnabled ? 'on' : 'off'}: ${h}`);
        }
      }
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});
