// Where navigation and prefetch get the next page: its own HTML, the file a
// full page load gets too (one file per page, one HTTP cache entry).

/** The parts of a fetched page that navigation swaps in. */
export interface PageParts {
  key: string;
  title: string;
  lang: string;
  page: Element;
  head: HTMLHeadElement;
}

/** Reads a page's HTML; throws when it is not one of the site's pages. */
export function readPage(html: string): PageParts {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const page = doc.getElementById('page');
  const key = page?.getAttribute('data-key');
  if (!page || !key) throw new Error('the page data is incomplete');
  return { key, title: doc.title, lang: doc.documentElement.lang, page, head: doc.head };
}

/** Fetches a page's HTML; a 404 is marked so the server's own not-found page can answer. */
export async function fetchPage(pathname: string): Promise<string> {
  const res = await fetch(pathname, { headers: { accept: 'text/html' } });
  if (res.status === 404) throw Object.assign(new Error('not found'), { notFound: true });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.text();
}
