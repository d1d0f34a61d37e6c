// A page's build-cache key holds its sidebar as the page shows it. A list
// longer than WINDOW_LIMIT is drawn as a window around the current page
// (src/sidebar-window.ts), so an edit to an entry outside that window leaves
// the page as it was and must leave its key as it was: at bench scale 20
// (2,400 terms) one term label edit rendered 2,409 term pages again to write
// 180 changed files, because every page's key hashed the whole list.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentCache } from '../../generator/cache/content-cache.ts';
import { PageCache } from '../../generator/render/page-cache.ts';
import type { RenderContexts } from '../../generator/render/site.ts';
import type { BlogSidebarGroup, RoutedPage, SidebarItem } from '../../src/shared/model/types.ts';
import { WINDOW_LIMIT, WINDOW_RADIUS } from '../../src/sidebar-window.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-sidebar-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const terms = (n: number, relabel?: number): SidebarItem[] =>
  Array.from({ length: n }, (_, i) => ({
    type: 'link',
    key: `term-${i}`,
    href: `/docs/terms/term-${i}`,
    label: i === relabel ? `Term ${i}, relabelled` : `Term ${i}`,
  }));

function pageCache(items: SidebarItem[] = []): PageCache {
  const contexts = { en: { chrome: {}, sidebars: { terms: { id: 'terms', label: 'Terms', items } } } } as unknown as RenderContexts;
  return new PageCache(new ContentCache(path.join(dir, 'v1'), 'v1'), { contentDir: dir, outDir: dir }, contexts, 'https://x.example');
}
const noHead = { quads: [], feeds: [], alternates: [] };

/** The key of the page of term `at`, in a site whose terms sidebar is `items`; its body's HTML `html`. */
function keyOf(items: SidebarItem[], at: number, html = ''): string {
  const body = { kind: 'term', html };
  const page = { key: `term-${at}`, locale: 'en', path: `/docs/terms/term-${at}`, sidebar: 'terms', body } as unknown as RoutedPage;
  return pageCache(items).key(page, noHead);
}

/** The terms inside a category, with a short list beside it, as a docs sidebar nests them. */
const nested = (items: SidebarItem[], label = 'Glossary'): SidebarItem[] => [
  { type: 'category', key: 'glossary', label, href: '/docs/glossary', items },
  { type: 'category', key: 'more', label: 'More', items: terms(3).map((t) => ({ ...t, key: `more-${t.key}` })) },
];

/** A blog sidebar of `n` posts over two years, post `relabel` relabelled. */
const blogSidebar = (n: number, relabel?: number): BlogSidebarGroup[] => {
  const post = (i: number) => ({ label: i === relabel ? `Post ${i}, relabelled` : `Post ${i}`, href: `/blog/post-${i}`, minutes: 2 });
  const half = Math.ceil(n / 2);
  return [
    { year: '2026', posts: Array.from({ length: half }, (_, i) => post(i)) },
    { year: '2025', posts: Array.from({ length: n - half }, (_, i) => post(half + i)) },
  ];
};

/** The keys of the pages of posts `at` (a list page for -1) made by one cache, their blog sidebar shared. */
function blogKeys(sidebar: BlogSidebarGroup[], at: number[]): string[] {
  const page = (i: number) =>
    ({
      key: i < 0 ? '/blog' : `/blog/post-${i}`,
      locale: 'en',
      path: i < 0 ? '/blog' : `/blog/post-${i}`,
      body: i < 0 ? { kind: 'postList', posts: [], sidebar } : { kind: 'post', post: { href: `/blog/post-${i}` }, html: '', sidebar },
    }) as unknown as RoutedPage;
  const cache = pageCache();
  return at.map((i) => cache.key(page(i), noHead));
}

describe('a page’s cache key and its sidebar', () => {
  const n = WINDOW_LIMIT + 3 * WINDOW_RADIUS;
  const far = n - WINDOW_RADIUS; // outside the window of term 10, inside its own

  it('is unchanged by a label edit outside the page’s window of a long list', () => {
    expect(keyOf(terms(n, far), 10)).toBe(keyOf(terms(n), 10));
  });

  it('changes with a label edit inside the window, or at the end of a hidden run (its link is labelled with it)', () => {
    expect(keyOf(terms(n, 12), 10)).not.toBe(keyOf(terms(n), 10));
    expect(keyOf(terms(n, n - 1), 10)).not.toBe(keyOf(terms(n), 10));
    expect(keyOf(terms(n, far), far - 5)).not.toBe(keyOf(terms(n), far - 5));
  });

  it('changes with any label edit of a list shown whole', () => {
    expect(keyOf(terms(WINDOW_LIMIT, WINDOW_LIMIT - 1), 0)).not.toBe(keyOf(terms(WINDOW_LIMIT), 0));
  });

  it('holds the window of a long list inside a category, the category itself and the lists beside it', () => {
    expect(keyOf(nested(terms(n, far)), 10)).toBe(keyOf(nested(terms(n)), 10));
    expect(keyOf(nested(terms(n, 12)), 10)).not.toBe(keyOf(nested(terms(n)), 10));
    expect(keyOf(nested(terms(n), 'Terms'), 10)).not.toBe(keyOf(nested(terms(n)), 10));
    const relabelled = nested(terms(n));
    (relabelled[1] as { items: SidebarItem[] }).items[2].label = 'Relabelled';
    expect(keyOf(relabelled, 10)).not.toBe(keyOf(nested(terms(n)), 10));
  });

  it('changes with the HTML of the page’s body, kept out of the page’s JSON', () => {
    expect(keyOf(terms(3), 0, '<p>a</p>')).not.toBe(keyOf(terms(3), 0, '<p>b</p>'));
  });

  it('of a blog page changes with any entry of a blog sidebar shown whole, which its pages share', () => {
    const [first, second, list] = blogKeys(blogSidebar(4), [0, 1, -1]);
    const relabelled = blogKeys(blogSidebar(4, 3), [0, 1, -1]);
    expect(new Set([first, second, list]).size).toBe(3);
    expect(relabelled[0]).not.toBe(first);
    expect(relabelled[1]).not.toBe(second);
    expect(relabelled[2]).not.toBe(list);
  });

  it('of a blog page holds only the window of a long blog sidebar the page shows', () => {
    const at = [10, far, -1]; // a list page's window is the top of the list
    const [post, farPost, list] = blogKeys(blogSidebar(n), at);
    const farEdit = blogKeys(blogSidebar(n, far), at);
    expect(farEdit[0]).toBe(post);
    expect(farEdit[2]).toBe(list);
    expect(farEdit[1]).not.toBe(farPost);
    const nearEdit = blogKeys(blogSidebar(n, 12), at);
    expect(nearEdit[0]).not.toBe(post);
    expect(nearEdit[2]).not.toBe(list);
  });
});
