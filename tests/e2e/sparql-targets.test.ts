// The SPARQL page's result links are targets a finger or a pointer can hit
// (issue 42; WCAG 2.5.8, axe's target-size rule): after each example query
// of the real site, on a 320 px and a 390 px phone and on a desktop, no link
// of the results is too small or lies over another. The largest example's
// results fill several blocks (BLOCK_ROWS rows each), some not drawn yet
// (content-visibility), where the links of a block not drawn could lie over
// the next block's.
import { describe, it, expect } from 'vitest';
import { realSite } from '../real-site.ts';
import { axeViolations, servedBrowser } from './browser.ts';
import { BLOCK_ROWS } from '../../src/components/sparql/tableDrawing.ts';

const site = await realSite();
const served = servedBrowser(() => site.outDir);

const VIEWPORTS = [
  { width: 320, height: 640, touch: true },
  { width: 390, height: 844, touch: true },
  { width: 1280, height: 900, touch: false },
];

describe('SPARQL results', () => {
  it('leave every link a target of its own, at every width, after every example query', async () => {
    const problems: string[] = [];
    let largest = 0;
    for (const { width, height, touch } of VIEWPORTS) {
      // axe is injected as an inline script, which the site's policy rightly blocks
      const context = await served.browser.newContext({ viewport: { width, height }, hasTouch: touch, isMobile: touch, bypassCSP: true });
      const page = await context.newPage();
      await page.goto(served.origin + '/docs/tools/sparql/yasgui');
      await page.waitForSelector('[data-sparql-app][data-mounted]:not([hidden])');
      const examples = await page.$$eval('[data-sparql-examples] option', (os) =>
        os.map((o) => (o as HTMLOptionElement).value).filter(Boolean),
      );
      expect(examples.length).toBeGreaterThan(1);
      for (const example of examples) {
        await page.selectOption('[data-sparql-examples]', example);
        await page.click('[data-sparql-run]');
        await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('[data-sparql-run]')!.disabled);
        await page.waitForSelector('.sparql-table tbody tr');
        largest = Math.max(largest, await page.$$eval('.sparql-table tbody tr', (rows) => rows.length));
        for (const v of await axeViolations(page, 3, ['target-size'])) problems.push(`${width} px, ${example}: ${v}`);
      }
      await context.close();
    }
    // the rule is tried where blocks not drawn yet follow drawn ones
    expect(largest).toBeGreaterThan(BLOCK_ROWS);
    expect(problems).toEqual([]);
  }, 180_000);
});
