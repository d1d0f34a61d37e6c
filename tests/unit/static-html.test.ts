// Sidebar entries rendered once and reused (src/components/static-html.ts):
// page after page, the sidebar with the memo is the sidebar rendered whole,
// through nested categories, a list long enough to be windowed, and French
// pages still in English; and every page still asks about each link it shows
// whether its target is untranslated, which a dev session records to know
// what a page depends on (generator/dev/page-renders.ts).
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Sidebar } from '../../src/components/Sidebar.tsx';
import { StaticHtmlContext } from '../../src/components/static-html.ts';
import type { Sidebar as SidebarModel, SidebarItem } from '../../src/shared/model/types.ts';
import { staticHtmlFor, type RenderContext } from '../../generator/render/index.ts';
import { WINDOW_LIMIT } from '../../src/sidebar-window.ts';

const link = (key: string): SidebarItem => ({ type: 'link', label: `Page ${key}`, href: `/fr${key}`, key });

/** Categories with and without a page of their own, one inside another, and a list past the window limit. */
const sidebar: SidebarModel = {
  id: 'docs',
  label: 'Docs',
  items: [
    link('/docs/a'),
    {
      type: 'category',
      label: 'B',
      href: '/fr/docs/b',
      key: '/docs/b',
      items: [link('/docs/b/one'), { type: 'category', label: 'B deeper', items: [link('/docs/b/deep/one'), link('/docs/b/deep/two')] }],
    },
    { type: 'category', label: 'C', items: [link('/docs/c/one'), link('/docs/c/two')] },
    {
      type: 'category',
      label: 'Long',
      items: Array.from({ length: WINDOW_LIMIT + 40 }, (_, i) => link(`/docs/long/${i}`)),
    },
  ],
};

function keysOf(items: SidebarItem[]): string[] {
  return items.flatMap((i) => [...(i.key ? [i.key] : []), ...(i.type === 'category' ? keysOf(i.items) : [])]);
}

/** The untranslated paths, recording which ones a render asked about, as a dev session's set does. */
class RecordingSet extends Set<string> {
  asked = new Set<string>();
  override has(value: string): boolean {
    this.asked.add(value);
    return super.has(value);
  }
}

describe('sidebar entries rendered once', () => {
  const pages = [...keysOf(sidebar.items), '/docs/elsewhere'];

  it('give, page after page, the sidebar React renders whole', () => {
    const untranslated = new RecordingSet(['/fr/docs/a', '/fr/docs/b/deep/two', '/fr/docs/long/3', '/fr/docs/long/230']);
    // one memo for all the pages, as a render context has
    const memo = staticHtmlFor({} as RenderContext);
    expect(pages.length).toBeGreaterThan(WINDOW_LIMIT);
    for (const currentKey of pages) {
      const element = createElement(Sidebar, { sidebar, currentKey, locale: 'fr', untranslatedPaths: untranslated });
      untranslated.asked = new Set();
      const whole = renderToStaticMarkup(element);
      const askedWhole = untranslated.asked;
      untranslated.asked = new Set();
      const kept = renderToStaticMarkup(createElement(StaticHtmlContext.Provider, { value: memo }, element));
      expect({ currentKey, html: kept }).toEqual({ currentKey, html: whole });
      // every question the whole render asked, the page with kept entries asked too
      expect([...askedWhole].filter((p) => !untranslated.asked.has(p))).toEqual([]);
    }
  });

  it('mark a link in English on a French page, and stop doing so once it is translated', () => {
    const memo = staticHtmlFor({} as RenderContext);
    const render = (untranslatedPaths: Set<string>) =>
      renderToStaticMarkup(
        createElement(
          StaticHtmlContext.Provider,
          { value: memo },
          createElement(Sidebar, { sidebar, currentKey: '/docs/c/one', locale: 'fr', untranslatedPaths }),
        ),
      );
    expect(render(new Set(['/fr/docs/a']))).toContain('<a href="/fr/docs/a" class="sidebar-link" lang="en">');
    // the same memo, the page translated since: the entry kept with lang="en" is not reused
    expect(render(new Set())).toContain('<a href="/fr/docs/a" class="sidebar-link">');
  });
});
