// The parts pages share (navbar, footer, sidebar entries, blog sidebar) are
// rendered once per render context and reused (src/components/static-html.ts).
// Every page of the real site, rendered in the build's order with the memo,
// must be byte for byte the page rendered whole, without it: a part that
// depended on something its key leaves out would show here on the pages
// after the first that used it.
import { describe, expect, it } from 'vitest';
import os from 'node:os';
import path from 'node:path';
import { makeConfig } from '../../generator/config.ts';
import { throughRoute } from '../../generator/pipeline/front.ts';
import { Timer } from '../../generator/pipeline/timer.ts';
import { renderPage, staticHtmlFor } from '../../generator/render/index.ts';
import { renderContexts, renderItem } from '../../generator/render/site.ts';
import { ROOT } from '../helpers.ts';

/** Where two texts part, with some of each around it: a short failure message for pages of ~30 KB. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i === a.length && i === b.length ? '' : `at ${i}: …${a.slice(i - 80, i + 80)}… against …${b.slice(i - 80, i + 80)}…`;
}

describe('parts rendered once', () => {
  it('leave every page of the real site byte for byte as a whole render makes it', async () => {
    const config = makeConfig({ rootDir: ROOT, outDir: path.join(os.tmpdir(), 'unused-out'), buildCacheDir: undefined });
    const front = await throughRoute(config, new Timer(), true);
    expect(front.problems.filter((p) => p.severity === 'error')).toEqual([]);
    const { model, table, loaded } = front;
    const assets = { css: '/assets/site.css', client: '/assets/client.js' };
    const contexts = renderContexts({ config, model: model!, table: table!, store: loaded!.graph.store, assets });
    const kinds = new Set<string>();
    let withSidebar = 0;
    for (const page of table!.pages) {
      const item = await renderItem(page, { config, store: loaded!.graph.store });
      const context = contexts[page.locale];
      const memo = renderPage(item.page, item.meta, context).html;
      const whole = renderPage(item.page, item.meta, context, null).html;
      if (memo !== whole) expect({ path: page.path, at: firstDifference(memo, whole) }).toEqual({ path: page.path, at: '' });
      kinds.add(page.kind);
      if (page.sidebar) withSidebar++;
    }
    // what the comparison covered: every kind of page, and sidebars on many of them
    expect([...kinds]).toEqual(expect.arrayContaining(['doc', 'term', 'post', 'blog', 'home']));
    expect(withSidebar).toBeGreaterThan(table!.pages.length / 2);
    // the memo was used, and is the context's own
    expect(staticHtmlFor(contexts.en)).toBe(staticHtmlFor(contexts.en));
    expect(staticHtmlFor(contexts.en)).not.toBe(staticHtmlFor(contexts.fr));
  }, 120_000);
});
