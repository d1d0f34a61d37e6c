// Prefetch of linked pages' HTML on hover, focus or when a link becomes
// visible — never on 2g connections or with data-saver on.
import { fetchPage } from './page-source.ts';

const cache = new Map<string, Promise<string>>();
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
  const pending = fetchPage(url.pathname);
  // a failed preload is only a warning: navigation will load the page itself
  pending.catch((e) => {
    console.warn(`Prefetch of ${url.pathname} failed: ${(e as Error).message}`);
    cache.delete(url.pathname);
    failed.add(url.pathname);
  });
  cache.set(url.pathname, pending);
}

/** Hands a prefetched page to navigation (once). */
export function takePrefetched(pathname: string): Promise<string> | undefined {
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
