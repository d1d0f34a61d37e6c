// Route stage: the one table of every path of every locale. It is the source
// of truth for links: alternates (hreflang), breadcrumbs, previous/next,
// duplicate routes, and link checking all read it.
import type { Locale, Page, RoutedPage, Sidebar, SidebarItem } from '../../src/shared/model/types.ts';
import { LOCALES } from '../../src/shared/model/types.ts';
import { isPageLink, localizePath, normalizePath } from '../../src/shared/paths.ts';
import type { Problem } from '../errors.ts';
import { routeProblem } from '../write/confine.ts';
import { addressProblem } from '../validate/addresses.ts';
import { isSafeUrl, unsafeUrlReason } from '../../src/shared/safe-url.ts';
import { redirectLoops } from './redirect-location.ts';
import { flattenSidebar } from '../model/sidebars.ts';
import { nearestName, nearestRoute } from '../validate/suggest.ts';

export interface RouteTable {
  /** localized path → page */
  byPath: Map<string, RoutedPage>;
  /** key → locale → page */
  byKey: Map<string, Partial<Record<Locale, RoutedPage>>>;
  pages: RoutedPage[];
}

export interface RouteOptions {
  /** files that exist in the output besides pages (static files, feeds, dumps) */
  assetPaths: Set<string>;
}

export function buildRouteTable(
  pages: Page[],
  sidebars: Record<Locale, Record<string, Sidebar>>,
): { table: RouteTable; problems: Problem[] } {
  const problems: Problem[] = [];
  // the model's pages by address and by key (twins), to find duplicates and route each page
  const seen = new Map<string, Page>();
  const twins = new Map<string, Partial<Record<Locale, Page>>>();
  const kept: Page[] = [];
  for (const page of pages) {
    const where = page.source ? { file: page.source } : undefined;
    // a route becomes a file: one that could leave the output folder is refused here, naming its source
    const unsafe = routeProblem(page.path) ?? addressProblem(page.path);
    if (unsafe) {
      problems.push({
        severity: 'error',
        stage: 'route',
        message:
          `the address ${JSON.stringify(page.path)} cannot be published: ${unsafe} ` +
          '(check "slug" in the front matter, the file name or "from" in redirects.json)',
        position: where,
      });
      continue;
    }
    const existing = seen.get(page.path);
    if (existing) {
      // two sources for one address: either would silently hide the other
      problems.push({
        severity: 'error',
        stage: 'route',
        message:
          `two pages have the address ${page.path}: ${existing.source ?? existing.kind} and ${page.source ?? page.kind}; ` +
          'give one of them another file name or slug',
        position: where ?? (existing.source ? { file: existing.source } : undefined),
      });
      continue;
    }
    problems.push(...duplicateAnchors(page));
    seen.set(page.path, page);
    let entry = twins.get(page.key);
    if (!entry) twins.set(page.key, (entry = {}));
    entry[page.locale] = page;
    kept.push(page);
  }
  // each page with its routes, a new value: the model's pages stay as the model made them
  const routed = kept.map((page) => routedPage(page, twins.get(page.key)!, sidebars));
  const byPath = new Map<string, RoutedPage>();
  const byKey = new Map<string, Partial<Record<Locale, RoutedPage>>>();
  for (const page of routed) {
    byPath.set(page.path, page);
    let entry = byKey.get(page.key);
    if (!entry) byKey.set(page.key, (entry = {}));
    entry[page.locale] = page;
  }
  problems.push(...redirectLoops(routed));
  return { table: { byPath, byKey, pages: routed }, problems };
}

/** A page with what the route table knows of it: its twins in each locale, its breadcrumbs, previous and next. */
function routedPage(page: Page, twins: Partial<Record<Locale, Page>>, sidebars: Record<Locale, Record<string, Sidebar>>): RoutedPage {
  const routed: RoutedPage = {
    ...page,
    // a French page that only holds English text is not a translation: no hreflang for it; a page shown
    // at a second address (/docs) names the addresses its canonical link names
    alternates: LOCALES.filter((l) => twins[l] && !(twins[l]!.untranslated && l !== 'en')).map((l) => ({
      locale: l,
      href: twins[l]!.canonicalPath ?? twins[l]!.path,
    })),
    localePaths: LOCALES.filter((l) => twins[l]).map((l) => ({ locale: l, href: twins[l]!.path })),
  };
  const sidebar = page.sidebar ? sidebars[page.locale][page.sidebar] : undefined;
  if (!sidebar) return routed;
  const { flat, index, trails } = sidebarNav(sidebar);
  const i = index.get(page.key) ?? -1;
  return {
    ...routed,
    breadcrumbs: [{ label: sidebar.label }, ...(trails.get(page.key) ?? [])],
    previous: i > 0 ? { label: flat[i - 1].label, href: flat[i - 1].href } : undefined,
    next: i >= 0 && i < flat.length - 1 ? { label: flat[i + 1].label, href: flat[i + 1].href } : undefined,
  };
}

type Trail = { label: string; href?: string }[];
const navCache = new WeakMap<
  Sidebar,
  { flat: ReturnType<typeof flattenSidebar>; index: Map<string, number>; trails: Map<string, Trail> }
>();

/**
 * Reading order and breadcrumb trails of a sidebar, computed once per sidebar
 * rather than once per page (that was quadratic in the size of a section).
 * The first occurrence of a key wins, as a search from the top would find it.
 */
function sidebarNav(sidebar: Sidebar) {
  let nav = navCache.get(sidebar);
  if (nav) return nav;
  const flat = flattenSidebar(sidebar.items);
  const index = new Map<string, number>();
  flat.forEach((f, i) => {
    if (!index.has(f.key)) index.set(f.key, i);
  });
  const trails = new Map<string, Trail>();
  const walk = (items: SidebarItem[], above: Trail) => {
    for (const item of items) {
      const here = [...above, { label: item.label, href: item.href }];
      if (item.key && !trails.has(item.key)) trails.set(item.key, here);
      if (item.type === 'category') walk(item.items, here);
    }
  };
  walk(sidebar.items, []);
  navCache.set(sidebar, (nav = { flat, index, trails }));
  return nav;
}

/**
 * Every internal link of every page must reach a route or a file: a broken
 * link is an error naming the page; a missing anchor is a warning. Checked
 * against the English source link, in the page's own locale.
 */
export function checkLinks(table: RouteTable, options: RouteOptions): Problem[] {
  const problems: Problem[] = [];
  // each source link is checked once per source file, in the locale the page is rendered
  const seen = new Set<string>();
  for (const page of table.pages) {
    for (const link of page.links) {
      const href = link.href;
      if (!isSafeUrl(href)) {
        // the page shows the link text only; the editor must still hear about it (once per source file)
        const key = `unsafe|${page.source ?? page.path}|${href}`;
        if (seen.has(key)) continue;
        seen.add(key);
        problems.push({
          severity: 'error',
          stage: 'route',
          message: `link in ${page.path} refused: ${unsafeUrlReason(href)}`,
          position: { file: page.source ?? page.path, line: link.line },
        });
        continue;
      }
      if (href.startsWith('#')) {
        checkAnchor(page, page, href.slice(1), link.line, problems, seen);
        continue;
      }
      // a relative address (`other`, `../x/y`) is checked where the browser takes it: from the page's own address
      // a file link (`Other.md`) the load stage could not resolve is reported there, naming the file
      if (isRelative(href) && /\.mdx?([?#]|$)/i.test(href)) continue;
      const absolute = isRelative(href) ? resolveRelative(href, page.key) : href;
      if (!absolute.startsWith('/') || absolute.startsWith('//')) continue;
      const [pathPart, hash] = absolute.split('#');
      const pathOnly = pathPart.split('?')[0];
      const where = { file: page.source ?? page.path, line: link.line, column: link.column };
      const onceKey = `${page.source ?? page.path}|${page.locale}|${href}`;
      if (isPageLink(pathOnly)) {
        const target = table.byPath.get(localizePath(normalizePath(pathOnly), page.locale));
        if (!target) {
          const key = `${page.source ?? page.path}|${href}`;
          if (!seen.has(key)) {
            seen.add(key);
            const near = nearestRoute(normalizePath(pathOnly), [...table.byKey.keys()]);
            const hint = near ? `: did you mean ${near}?` : '';
            problems.push({
              severity: 'error',
              stage: 'route',
              message: `broken link to ${href} in ${page.path}: no page has that address${hint}`,
              position: where,
            });
          }
          continue;
        }
        if (hash) checkAnchor(page, target, hash, link.line, problems, seen);
      } else if (!options.assetPaths.has(decodeURI(pathOnly)) && !seen.has(onceKey)) {
        seen.add(onceKey);
        problems.push({
          severity: 'error',
          stage: 'route',
          message: `broken link to ${href} in ${page.path}: no file has that address`,
          position: where,
        });
      }
    }
  }
  return problems;
}

/** Neither site-absolute, nor an anchor, nor with a scheme (`https:`, `mailto:`), nor protocol-relative. */
const isRelative = (href: string) => href !== '' && !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(href);

/** A relative address resolved from a page's language-free address (no trailing slash: `x` is beside the page). */
function resolveRelative(href: string, from: string): string {
  try {
    const url = new URL(href, `https://site.invalid${from}`);
    return url.pathname + url.search + url.hash;
  } catch {
    return href;
  }
}

function checkAnchor(page: Page, target: Page, anchor: string, line: number | undefined, problems: Problem[], seen: Set<string>) {
  if (target.anchors.includes(anchor)) return;
  const key = `anchor|${page.source ?? page.path}|${target.key}#${anchor}|${target.contentLang}`;
  if (seen.has(key)) return;
  seen.add(key);
  const near = nearestName(anchor, target.anchors);
  problems.push({
    severity: 'warning',
    stage: 'route',
    message: `link to a missing anchor #${anchor} on ${target.path} in ${page.path}${near ? `: did you mean #${near}?` : ''}`,
    position: { file: page.source ?? page.path, line },
  });
}

/**
 * Two headings with the same id (two `{#same}`, or a custom id equal to a
 * generated one): an anchor link then always lands on the first.
 */
function duplicateAnchors(page: Page): Problem[] {
  if (page.locale !== 'en' && page.untranslated) return [];
  const seen = new Set<string>();
  const reported = new Set<string>();
  const problems: Problem[] = [];
  for (const id of page.anchors) {
    if (seen.has(id) && !reported.has(id)) {
      reported.add(id);
      problems.push({
        severity: 'error',
        stage: 'route',
        message: `two headings on ${page.path} have the id #${id}: links to #${id} would always reach the first; give one another {#id}`,
        position: page.source ? { file: page.source } : undefined,
      });
    }
    seen.add(id);
  }
  return problems;
}
