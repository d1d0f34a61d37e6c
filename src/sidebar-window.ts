// Long sidebar lists are shown as a window around the current page. Every
// page carries its sidebar, so a list of N entries in a section of N pages
// costs N² in rendering, writing and bytes: at 2,400 glossary terms that is
// gigabytes of output. Lists up to WINDOW_LIMIT entries (the real site's are
// well under it) are shown whole; a longer one shows the WINDOW_RADIUS
// entries on each side of the current page, and each hidden run becomes one
// link, labelled with its first and last entries, to its nearest page — so a
// reader without JavaScript can still walk to any entry, and each page's
// sidebar has a bounded size.
import type { BlogSidebarGroup, SidebarItem } from './shared/model/types.ts';

export const WINDOW_LIMIT = 200;
export const WINDOW_RADIUS = 50;

function contains(item: SidebarItem, key: string): boolean {
  if (item.type === 'link') return item.key === key;
  return item.key === key || item.items.some((i) => contains(i, key));
}

/** [start, end) of the visible run of `length` entries around `current` (or from the top without one). */
export function windowBounds(length: number, current: number, limit = WINDOW_LIMIT, radius = WINDOW_RADIUS): [number, number] {
  if (length <= limit) return [0, length];
  const centre = current < 0 ? radius : current;
  const start = Math.max(0, Math.min(centre - radius, length - 2 * radius - 1));
  return [start, Math.min(length, start + 2 * radius + 1)];
}

function firstHref(item: SidebarItem): string | undefined {
  if (item.href) return item.href;
  if (item.type === 'category')
    for (const i of item.items) {
      const h = firstHref(i);
      if (h) return h;
    }
  return undefined;
}

/** One link standing for a hidden run of entries; it leads to the entry nearest the window. */
function runLink(hidden: SidebarItem[], nearest: SidebarItem): SidebarItem {
  const label = hidden.length === 1 ? hidden[0].label : `${hidden[0].label} … ${hidden[hidden.length - 1].label}`;
  return { type: 'link', label, href: firstHref(nearest) ?? '#', key: '' };
}

/** The entries of one sidebar list to show on the page of `currentKey`. */
export function windowSidebarItems(items: SidebarItem[], currentKey: string): SidebarItem[] {
  if (items.length <= WINDOW_LIMIT) return items;
  const [start, end] = windowBounds(
    items.length,
    items.findIndex((i) => contains(i, currentKey)),
  );
  const out: SidebarItem[] = [];
  if (start > 0) out.push(runLink(items.slice(0, start), items[start - 1]));
  out.push(...items.slice(start, end));
  if (end < items.length) out.push(runLink(items.slice(end), items[end]));
  return out;
}

/** Whether any list of a sidebar is longer than WINDOW_LIMIT, so that its pages show it each in their own way. */
export const isWindowed = (list: SidebarItem[]): boolean =>
  list.length > WINDOW_LIMIT || list.some((i) => i.type === 'category' && isWindowed(i.items));

/**
 * The blog sidebar's year groups for the page of `currentHref`: all of them
 * up to WINDOW_LIMIT posts; beyond, the posts around the current one, and
 * each hidden run of posts as a group spanning its years with one link, to
 * the hidden post nearest the window.
 */
export function windowBlogGroups(groups: BlogSidebarGroup[], currentHref?: string): BlogSidebarGroup[] {
  const flat = groups.flatMap((g) => g.posts.map((post) => ({ year: g.year, post })));
  if (flat.length <= WINDOW_LIMIT) return groups;
  const [start, end] = windowBounds(
    flat.length,
    flat.findIndex((x) => x.post.href === currentHref),
  );
  const out: BlogSidebarGroup[] = [];
  const run = (part: typeof flat, nearest: (typeof flat)[number]) => {
    const years = [...new Set(part.map((x) => x.year))];
    out.push({ year: years.length === 1 ? years[0] : `${years[0]} – ${years[years.length - 1]}`, posts: [nearest.post] });
  };
  if (start > 0) run(flat.slice(0, start), flat[start - 1]);
  for (const x of flat.slice(start, end)) {
    const last = out[out.length - 1];
    if (last && last.year === x.year && out.length > (start > 0 ? 1 : 0)) last.posts.push(x.post);
    else out.push({ year: x.year, posts: [x.post] });
  }
  if (end < flat.length) run(flat.slice(end), flat[end]);
  return out;
}
