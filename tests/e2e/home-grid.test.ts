// The home page's tiles and blog cards as a designer checks them (issue 42):
// at every width, each row of a grid is filled from edge to edge, with no
// empty cell left at the end of the last row. One build, one browser.
import { describe, it, expect } from 'vitest';
import { realSite } from '../real-site.ts';
import { servedBrowser } from './browser.ts';

const site = await realSite();
const served = servedBrowser(() => site.outDir);

describe('the home page grids', () => {
  for (const path of ['/', '/fr/']) {
    it(`leave no hole in any row, at any width (${path})`, async () => {
      const ctx = await served.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await ctx.newPage();
      await page.goto(served.origin + path);
      const holes: string[] = [];
      for (const width of [1440, 1280, 1100, 996, 900, 768, 600, 390]) {
        await page.setViewportSize({ width, height: 900 });
        const grids = await page.$$eval('.tiles, .cards', (lists) =>
          lists.map((list) => {
            const box = list.getBoundingClientRect();
            const rows = new Map<number, { left: number; right: number; n: number }>();
            for (const item of list.children) {
              const r = item.getBoundingClientRect();
              const row = rows.get(Math.round(r.top)) ?? { left: Infinity, right: -Infinity, n: 0 };
              rows.set(Math.round(r.top), { left: Math.min(row.left, r.left), right: Math.max(row.right, r.right), n: row.n + 1 });
            }
            return { name: list.className, left: box.left, right: box.right, rows: [...rows.values()] };
          }),
        );
        expect(grids.length).toBeGreaterThan(1);
        for (const g of grids)
          for (const row of g.rows)
            if (row.left - g.left > 2 || g.right - row.right > 2)
              holes.push(`${width} px, .${g.name}: a row of ${row.n} ends ${Math.round(g.right - row.right)} px short`);
      }
      expect(holes).toEqual([]);
      await ctx.close();
    });
  }
});
