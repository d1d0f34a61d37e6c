// Prefetch of linked pages' content units on hover, focus or when a link
// becomes visible — never on 2g connections or with data-saver on.
import type { Unit } from './navigation.ts';

const cache = new Map<string, Promise<Unit>>();
const failed = new Set<string>();

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

function unitUrlOf(pathname: string): string {
  const clean = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  return clean.endsWith('/') ? `${clean}unit.json` : `${clean}/unit.json`;
}

export function prefetch(a: HTMLAnchorElement) {
  if (!prefetchAllowed((navigator as Navigator & { connection?: NetworkInformation }).connection)) return;
  let url: URL;
  try {
    url = new URL(a.href, location.href);
  } catch {
    return;
  }
  if (url.origin !== location.origin || url.pathname === location.pathname) return;
  const last = url.pathname.split('/').pop() ?? '';
  if (last.includes('.') || cache.has(url.pathname)) return;
  const pending = fetch(unitUrlOf(url.pathname)).then(async (res) => {
    if (!res.ok) throw Object.assign(new Error(`HTTP ${res.status}`), { notFound: res.status === 404 });
    return (await res.json()) as Unit;
  });
  // a failed preload is only a warning: navigation will load the page itself
  pending.catch((e) => {
    console.warn(`Prefetch of ${url.pathname} failed: ${(e as Error).message}`);
    cache.delete(url.pathname);
    failed.add(url.pathname);
  });
  cache.set(url.pathname, pending);
}

/** Hands a prefetched unit to navigation (once). */
export function takePrefetched(pathname: string): Promise<Unit> | undefined {
  const p = cache.get(pathname);
  cache.delete(pathname);
  return p;
}

export function prefetchVisible(root: ParentNode = document) {
  if (!('IntersectionObserver' in window)) return;
  const observer = new IntersectionObserver((entries) => {
    for (const e of entries) {
      if (e.isIntersecting) {
        prefetch(e.target as HTMLAnchorElement);
        observer.unobserve(e.target);
      }
    }
  });
  // only the main navigation and pagination: prefetching every sidebar link would waste data
  for (const a of root.querySelectorAll<HTMLAnchorElement>('.pagination-nav a, .navbar-items > li > a')) observer.observe(a);
}

/** A page whose preload failed is opened with a full page load instead. */
export function prefetchFailed(pathname: string): boolean {
  return failed.has(pathname);
}
