// What the chrome around every page needs, computed once per locale by the
// generator and passed to the layout.
import type { Preloads } from '../island-sources.ts';
import type { Locale, Sidebar } from './types.ts';

export interface NavItem {
  label: string;
  href: string;
  /** route-key prefixes that mark this item active, space-separated */
  activePrefix?: string;
  external?: boolean;
}

export interface ChromeData {
  locale: Locale;
  siteTitle: string;
  navbar: { items: NavItem[]; quickLinks: NavItem[]; blog: NavItem; searchHref: string; homeHref: string };
  footer: { columns: { title: string; items: NavItem[] }[]; licence: string };
  settings: {
    colorModeSwitch: boolean;
    respectSystemColorMode: boolean;
    hideNavbarOnScroll: boolean;
    announcement?: { id: string; text: string };
  };
  /** the sidebar of the current page, when it has one */
  sidebar?: Sidebar;
  /** asset URLs with content hashes */
  assets: ClientAssets;
}

/** The client's files, with content-hashed URLs. */
export interface ClientAssets {
  css: string;
  client?: string;
  /** what a page asks for early (absent when the build has no client) */
  preload?: Preloads;
}
