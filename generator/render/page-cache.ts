// Rendered pages in the build cache (cache/content-cache.ts). A page is
// recorded under a hash of everything its render reads (render/index.ts
// renderPage): the page as handed to the components, what its <head> data
// is made from (the statements its JSON-LD is made of, as text, feeds, RDF
// alternates: the JSON-LD itself is shaped and compacted only for a page
// rendered), its locale's chrome
// (navbar, footer, asset addresses, UI strings), its sidebar as it shows it and the site
// address. The components and the locale strings are sources of the
// generator, so its version, the cache's folder, covers them. The one input
// not known before the render is which linked paths are untranslated French
// pages: the render records the questions it asks (asked-paths.ts), the
// answers are kept with the page and compared before it is reused, as the dev
// server does (dev/page-renders.ts). A page whose key is found is not rendered.
//
// The HTML itself is not kept here: the previous output holds it. A build
// records, per page, the files it went to with their size and modification
// time, in one entry (a pack) per content and output folder; the next build
// keeps those files in the output without reading them, if they are
// still there as recorded (OutputWriter.keep, the up-to-date check's test),
// and renders the page otherwise. Keeping the HTML in the pack instead
// (29 MB for the real site) meant reading, checksumming and deserialising it
// whole and streaming it whole again on every build, and comparing each page
// with the previous output's file byte for byte before keeping it; a site
// whose pages passed 64 MB (bench scale 20) kept none.
//
// What it buys (real site, shared 2-core machine): after one Markdown body
// edit, 1 page rendered instead of 786 and 23 files written instead of 2,717
// (7.3 s, against 24.6 s for a cold build). Keeping the files' records, not
// the HTML (`npm run bench -- --edit body --against` the HTML pack, medians,
// loaded machine): scale 1, CPU 4.50 s against 5.12 s; scale 5, 1 page of
// 3,518 rendered against all, 14.9 s against 22.9 s; scale 20, 1 page of
// 13,978 against all, 82 s against 101 s. Off with the rest of the build
// cache: `npm run build -- --no-cache` or LOD_BUILD_CACHE=off.
import path from 'node:path';
import type { CacheStream, ContentCache } from '../cache/content-cache.ts';
import { sha256 } from '../cache/content-cache.ts';
import type { BlogSidebarGroup, RoutedPage, Sidebar, SidebarCategory, SidebarItem } from '../../src/shared/model/types.ts';
import type { RecordingSet } from './asked-paths.ts';
import { statementsKey } from './json-ld.ts';
import { isWindowed, windowBlogGroups, windowSidebarItems } from '../../src/sidebar-window.ts';
import type { HeadSources, RenderContexts } from './site.ts';
import type { KeptFile, OutputWriter } from '../write/index.ts';

/** One page of the pack: its key, the untranslated-path questions its render asked with their answers, its output files. */
export interface KeptPage {
  key: string;
  /** as asked-paths.ts answersText writes them */
  asked: string;
  files: KeptFile[];
}

/**
 * The hash of a page's sidebar as the page shows it, for its key (here and dev/page-renders.ts): a sidebar with a
 * list longer than the window is hashed as each page shows it; one shown whole, once for all its pages.
 */
export class SidebarKeys {
  /** per sidebar: its hash if every list is shown whole, else null */
  private readonly whole = new Map<Sidebar, string | null>();
  /** per sidebar entry: its hash if every page shows it alike, else null (see shown) */
  private readonly entries = new WeakMap<SidebarItem, string | null>();
  /** per blog sidebar shown whole: its hash */
  private readonly wholeBlog = new Map<BlogSidebarGroup[], string>();

  of(sidebar: Sidebar | undefined, currentKey: string): string {
    if (!sidebar) return '';
    let whole = this.whole.get(sidebar);
    if (whole === undefined) this.whole.set(sidebar, (whole = isWindowed(sidebar.items) ? null : hashOf(sidebar)));
    return whole ?? sha256(sidebar.id, sidebar.label, this.shown(sidebar.items, currentKey));
  }

  /**
   * The hash of a windowed list as the page of `currentKey` shows it (as Sidebar.tsx windows each list it draws), made of the
   * hashes of its entries: an entry every page shows alike (a link, a category with no list past the window)
   * is hashed once per build, not once per page. After a body edit at bench scale 20 (3,603 doc pages a
   * locale), the doc sidebars' part of the page keys took 1.4 s of the main thread stringifying each page's
   * whole shown sidebar, 0.8 s this way (CPU profiles of one build each). Off with the rest of the build cache
   * (--no-cache), in `build`; dev's page renders (dev/page-renders.ts) use it too.
   */
  private shown(items: SidebarItem[], currentKey: string): string {
    const parts = windowSidebarItems(items, currentKey).map((item) => {
      let alike = this.entries.get(item);
      if (alike === undefined) this.entries.set(item, (alike = item.type === 'category' && isWindowed(item.items) ? null : hashOf(item)));
      return alike ?? sha256(hashOf({ ...item, items: [] }), this.shown((item as SidebarCategory).items, currentKey));
    });
    // hashes of one length: joined, they cannot run into each other
    return sha256(parts.join(''));
  }

  /**
   * The hash of the blog sidebar as a blog page shows it (Blog.tsx windows it around `currentHref`, the post's own
   * address; a list page has none): every blog page holds the locale's whole sidebar, one shared array, hashed
   * once while it is shown whole; past WINDOW_LIMIT posts, each page's window alone. Hashed whole on every blog
   * page, it was ~85 % of a post page's JSON at bench scale 20 (700 posts a locale): 100 of the 360 MB of text
   * hashed for the page keys of every build. A body edit there (npm run bench -- --edit body --against the code
   * before, medians of 3): 19.8 s against 24.2 s, CPU 22.5 s against 26.3 s, peak 842 MB against 1,052 MB; run
   * alone, 19.3-20.7 s against 20.7-21.2 s. Off with the rest of the build cache (--no-cache).
   */
  ofBlog(groups: BlogSidebarGroup[], currentHref: string | undefined): string {
    const shown = windowBlogGroups(groups, currentHref);
    if (shown !== groups) return hashOf(shown);
    let whole = this.wholeBlog.get(groups);
    if (whole === undefined) this.wholeBlog.set(groups, (whole = hashOf(groups)));
    return whole;
  }
}

/**
 * Values are hashed as JSON in their own key order, not sorted: another order could only make a key
 * differ (a page rendered again), never two different pages' keys the same, and the model makes its
 * values in one order for the same input; a Markdown render read back from the build cache keeps its
 * fields' order (v8 serialisation), so the keys stay from build to build (a body edit renders one
 * page: 1 of 728 at bench scale 1, 2 of 3,518 at scale 5). Sorting every object's keys first (a
 * replacer copying each object) was 395 ms of self time in a CPU profile of a 5.4 s body edit at
 * bench scale 5; the render lap went from 1.61 s to 1.42-1.46 s without it. The linked-data key
 * (cache/output-files.ts) still sorts: its test requires it to ignore the order of a page's fields.
 */
const hashOf = (value: unknown) => sha256(JSON.stringify(value));

const packKey = (contentDir: string, outDir: string) => sha256('pages pack', path.resolve(contentDir), path.resolve(outDir));

export class PageCache {
  private readonly known = new Map<string, KeptPage>();
  private readonly packed: number;
  private pack: CacheStream | undefined;
  private misses = 0;
  private pages = 0;
  /** hashes of a locale's chrome, shared by its pages */
  private readonly chromes = new Map<string, string>();
  private readonly sidebars = new SidebarKeys();

  constructor(
    private readonly cache: ContentCache,
    folders: { contentDir: string; outDir: string },
    private readonly contexts: RenderContexts,
    private readonly siteUrl: string,
  ) {
    const key = packKey(folders.contentDir, folders.outDir);
    for (const page of cache.peekValues<KeptPage>('pages', key) ?? []) this.known.set(page.key, page);
    this.packed = this.known.size;
    this.pack = cache.stream('pages', key);
  }

  /**
   * The key of a page (as its render reads it, site.ts pageForRender): a hash of everything its render reads but
   * the untranslated paths (see above). Its <head> data is a function of the page, the site address and `head`.
   */
  key(page: RoutedPage, head: HeadSources): string {
    const ctx = this.contexts[page.locale];
    let chrome = this.chromes.get(page.locale);
    if (chrome === undefined) this.chromes.set(page.locale, (chrome = hashOf(ctx.chrome)));
    const sidebar = this.sidebars.of(page.sidebar ? ctx.sidebars[page.sidebar] : undefined, page.navKey ?? page.key);
    const links = JSON.stringify([head.feeds, head.alternates]);
    const { shown, html } = this.shownParts(page);
    return sha256('page', this.siteUrl, chrome, sidebar, JSON.stringify(shown), html, statementsKey(head.quads), links);
  }

  /**
   * The page as its key holds it: its blog sidebar, if it has one, as the hash of what it shows of it
   * (SidebarKeys.ofBlog), and its body's HTML apart, hashed as it is. Inside the JSON, the HTML (most of
   * a page's text) was escaped again for every page of every build. After a body edit at bench scale 20 the
   * page keys took 3.8 s of the main thread, 3.3 s with the HTML apart, 2.6 s with the sidebars' entries
   * hashed once (see SidebarKeys.shown; CPU profiles of one build each).
   */
  private shownParts(page: RoutedPage): { shown: unknown; html: string } {
    const body = page.body;
    const html = 'html' in body && typeof body.html === 'string' ? body.html : undefined;
    if (html === undefined && !('sidebar' in body)) return { shown: page, html: '\0none' };
    const shown: Record<string, unknown> = { ...body };
    delete shown.html;
    if ('sidebar' in body) {
      // as Blog.tsx: a post's sidebar is windowed around the post, a list page's from the top
      shown.sidebar = this.sidebars.ofBlog(body.sidebar, body.kind === 'post' ? body.post.href : undefined);
    }
    return { shown: { ...page, body: shown }, html: html ?? '\0none' };
  }

  /**
   * The page with this key kept from the previous output by the writer, if its render's questions
   * still get the same answers and its files are there as recorded; counted. False: render it.
   */
  take(key: string, untranslated: RecordingSet, writer: OutputWriter): boolean {
    const page = this.known.get(key);
    const hit = page !== undefined && untranslated.sameAnswers(page.asked) && writer.keep(page.files);
    this.cache.count('pages', hit);
    if (hit) this.keep(page);
    return hit;
  }

  /** A page of this build, into its pack (a page rendered now, or one taken from the last pack). */
  keep(page: KeptPage): void {
    this.pages++;
    if (this.known.get(page.key) !== page) this.misses++;
    this.pack?.add(page);
  }

  /** Once every page is kept: the pack in place, unless it holds the same pages as the last one. */
  done(): void {
    if (this.misses === 0 && this.pages === this.packed) this.pack?.abort();
    else this.pack?.commit();
    this.pack = undefined;
  }

  /** No pack: a build that failed may not have kept every page. */
  abort(): void {
    this.pack?.abort();
    this.pack = undefined;
  }
}
