// Path helpers shared by the generator and the browser: how a language-free
// route key becomes a path in a locale, and back.
import type { Locale } from './model/types.ts';

/** `/docs/x` in French is `/fr/docs/x`; `/` in French is `/fr/`. */
export function localizePath(key: string, locale: Locale): string {
  if (locale === 'en') return key;
  return key === '/' ? '/fr/' : `/fr${key}`;
}

/** `/fr/docs/x` → { locale: 'fr', key: '/docs/x' } */
export function splitLocale(path: string): { locale: Locale; key: string } {
  if (path === '/fr' || path === '/fr/') return { locale: 'fr', key: '/' };
  if (path.startsWith('/fr/')) return { locale: 'fr', key: path.slice(3) };
  return { locale: 'en', key: path };
}

/** Removes `.html`, `/index.html` and trailing slashes: the canonical form of a path. */
export function normalizePath(path: string): string {
  let p = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (p.length > 1 && p.endsWith('/') && p !== '/fr/') p = p.slice(0, -1);
  if (p === '/fr') p = '/fr/';
  return p || '/';
}

/** Is this site-absolute link a page route (to localise and check) rather than a file? */
export function isPageLink(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const path = href.split(/[?#]/)[0];
  if (path.startsWith('/id/') || path.startsWith('/data/')) return false;
  const last = path.split('/').pop() ?? '';
  return !last.includes('.');
}

/** Localises a page link, keeping its query and hash. */
export function localizeHref(href: string, locale: Locale): string {
  if (!isPageLink(href)) return href;
  const m = /^([^?#]*)(.*)$/.exec(href)!;
  return localizePath(normalizePath(m[1]), locale) + m[2];
}
