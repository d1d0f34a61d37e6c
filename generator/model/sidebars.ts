// Sidebars: one per top folder of content/docs, built from the folder tree
// (index.md is the category's page; sidebar_position orders siblings), plus
// the terms sidebar listing every glossary term alphabetically.
import { LOCALES, type Locale, type Sidebar, type SidebarItem } from '../../src/shared/model/types.ts';
import { localizePath } from '../../src/shared/paths.ts';
import type { Category } from '../load/categories.ts';

export const SIDEBARS: { folder: string; id: string; label: Record<Locale, string> }[] = [
  { folder: 'about-lincs', id: 'aboutLincsSidebar', label: { en: 'About LINCS', fr: 'À propos de LINCS' } },
  { folder: 'learn-lod', id: 'learnLODSidebar', label: { en: 'Learn LOD', fr: 'Apprendre LOD' } },
  { folder: 'explore-lod', id: 'exploreDataSidebar', label: { en: 'Explore LOD', fr: 'Explorer LOD' } },
  { folder: 'create-lod', id: 'createDataSidebar', label: { en: 'Create LOD', fr: 'Créer LOD' } },
  { folder: 'tools', id: 'toolsSidebar', label: { en: 'Tools', fr: 'Outils' } },
  { folder: 'terms', id: 'termsSidebar', label: { en: 'Glossary terms', fr: 'Termes du glossaire' } },
];

export function sidebarIdForKey(key: string): string | undefined {
  const folder = key.split('/')[2];
  return SIDEBARS.find((s) => s.folder === folder)?.id;
}

/** What the sidebar needs to know about one page. */
export interface SidebarEntry {
  key: string;
  label: string;
  position?: number;
}

interface Node {
  segment: string;
  entry?: SidebarEntry;
  children: Map<string, Node>;
}

function sortItems(a: { pos?: number; label: string }, b: { pos?: number; label: string }, locale: Locale) {
  const pa = a.pos ?? Number.POSITIVE_INFINITY;
  const pb = b.pos ?? Number.POSITIVE_INFINITY;
  if (pa !== pb) return pa - pb;
  return COLLATORS[locale].compare(a.label, b.label);
}

// one collator per locale: localeCompare with a locale builds a new one on every comparison
const COLLATORS = Object.fromEntries(LOCALES.map((l) => [l, new Intl.Collator(l)])) as Record<Locale, Intl.Collator>;

/**
 * Builds a sidebar from the pages under `/docs/{folder}` (the folder's own
 * index page is not an item). A subfolder's `_category_` file, when it has
 * one, gives its category's label (in English; a French index page's title
 * comes first in French), position, collapsed state and linked doc.
 */
export function buildFolderSidebar(
  folder: string,
  id: string,
  label: string,
  entries: SidebarEntry[],
  locale: Locale,
  categories: ReadonlyMap<string, Category> = new Map(),
): Sidebar {
  const root: Node = { segment: folder, children: new Map() };
  const prefix = `/docs/${folder}`;
  for (const e of entries) {
    if (e.key === prefix || !e.key.startsWith(prefix + '/')) continue;
    const parts = e.key.slice(prefix.length + 1).split('/');
    let node = root;
    for (const part of parts) {
      let child = node.children.get(part);
      if (!child) node.children.set(part, (child = { segment: part, children: new Map() }));
      node = child;
    }
    node.entry = e;
  }
  const byKey = new Map(entries.map((e) => [e.key, e]));
  function toItems(node: Node, at: string): SidebarItem[] {
    const items = [...node.children.values()].map((child) => {
      const key = `${at}/${child.segment}`;
      const meta = child.children.size > 0 ? categories.get(key) : undefined;
      // the linked doc stands for the category, as its index page does
      const linked = meta?.linkKey ? byKey.get(meta.linkKey) : undefined;
      const own = child.entry ?? linked;
      const titled = locale === 'fr' && child.entry ? child.entry.label : undefined;
      const label = titled ?? meta?.label ?? own?.label ?? child.segment.replace(/-/g, ' ');
      const item: SidebarItem =
        child.children.size > 0
          ? {
              type: 'category',
              label,
              href: own ? localizePath(own.key, locale) : undefined,
              key: own?.key,
              items: toItems(child, key).filter((i) => !linked || i.key !== linked.key),
              ...(meta?.collapsed === false ? { collapsed: false } : {}),
            }
          : { type: 'link', label, href: localizePath(child.entry!.key, locale), key: child.entry!.key };
      return { item, pos: meta?.position ?? own?.position, label };
    });
    return items.sort((a, b) => sortItems(a, b, locale)).map((x) => x.item);
  }
  return { id, label, items: toItems(root, prefix) };
}

/** Flattens a sidebar into reading order (for previous/next links). */
export function flattenSidebar(items: SidebarItem[]): { key: string; label: string; href: string }[] {
  const out: { key: string; label: string; href: string }[] = [];
  for (const item of items) {
    if (item.type === 'link') out.push({ key: item.key, label: item.label, href: item.href });
    else {
      if (item.key && item.href) out.push({ key: item.key, label: item.label, href: item.href });
      out.push(...flattenSidebar(item.items));
    }
  }
  return out;
}

/** The chain of categories leading to a page, for breadcrumbs. */
export function trailTo(items: SidebarItem[], key: string): { label: string; href?: string }[] | undefined {
  for (const item of items) {
    if (item.type === 'link' && item.key === key) return [{ label: item.label, href: item.href }];
    if (item.type === 'category') {
      if (item.key === key) return [{ label: item.label, href: item.href }];
      const sub = trailTo(item.items, key);
      if (sub) return [{ label: item.label, href: item.href }, ...sub];
    }
  }
  return undefined;
}
