// Where the navbar's section links go: the section's own page if it has one,
// else the first page of the sidebar that holds the section.
import type { Locale, Sidebar, SidebarItem } from '../../src/shared/model/types.ts';
import { localizePath } from '../../src/shared/paths.ts';
import type { RouteTable } from '../route/index.ts';

export function landingResolver(table: RouteTable, sidebars: Record<string, Sidebar>, locale: Locale): (key: string) => string {
  return (key) => {
    const own = table.byKey.get(key)?.[locale];
    if (own) return own.path;
    const prefix = localizePath(key, locale);
    const holds = (s: Sidebar) => key.startsWith('/docs/') && s.items.length > 0 && !!firstHref(s.items)?.startsWith(prefix);
    const sidebar = Object.values(sidebars).find(holds);
    return (sidebar && firstHref(sidebar.items)) ?? localizePath(key, locale);
  };
}

export function firstHref(items: SidebarItem[]): string | undefined {
  for (const i of items) {
    if (i.href) return i.href;
    if (i.type === 'category') {
      const h = firstHref(i.items);
      if (h) return h;
    }
  }
  return undefined;
}
