// Client-side navigation: internal links fetch the next page's HTML (the
// same file a full load gets, so the HTTP cache serves both) and swap its
// page area into this one, so the chrome stays and no full reload happens. The old page stays until the new one has
// loaded; a progress bar appears only past 200 ms; a failure shows a red box
// with Retry; a page that cannot be applied shows the crash view.
import { prefetch, prefetchFailed, takePrefetched } from './prefetch.ts';
import { fetchPage, readPage, type PageParts } from './page-source.ts';
import { splitLocale } from '../shared/paths.ts';
import { enterEntry, exactly, pushEntry, restore, setupScrollMemory } from './scroll-memory.ts';

export const PROGRESS_DELAY_MS = 200;

/** The element an address's #fragment names, if the page has it. */
const fragmentTarget = (hash: string) => document.getElementById(decodeURIComponent(hash.slice(1)));
type AfterSwap = () => void;

let afterSwap: AfterSwap = () => {};
let current = 0; // navigation counter: a late response for an old navigation is ignored
let shownPath = location.pathname; // the page in the page area

/**
 * The locale of the document as loaded. Only the page area is swapped, so a
 * link into the other locale is left to the browser: a full page load brings
 * that locale's navbar, footer, announcement and <head> with it.
 */
const documentLocale = () => document.documentElement.dataset.locale ?? document.documentElement.lang;
const crossesLocale = (url: URL) => splitLocale(url.pathname).locale !== documentLocale();

/** Is this click one the runtime should handle (same site, a page, no modifier)? */
function internalTarget(event: MouseEvent): URL | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const a = (event.target as Element | null)?.closest?.('a');
  if (!a || a.target || a.hasAttribute('download') || a.getAttribute('rel')?.includes('external')) return undefined;
  const href = a.getAttribute('href');
  if (!href || href.startsWith('#') || href.startsWith('mailto:')) return undefined;
  const url = new URL(a.href, location.href);
  if (url.origin !== location.origin) return undefined;
  const last = url.pathname.split('/').pop() ?? '';
  if (last.includes('.') || url.pathname.startsWith('/assets/') || url.pathname.startsWith('/id/') || url.pathname.startsWith('/data/'))
    return undefined;
  if (crossesLocale(url)) return undefined;
  return url;
}

/** Replaces the head elements that describe the page (not scripts or styles). */
function updateHead(incoming: HTMLHeadElement) {
  const describes = (el: Element) =>
    (el.tagName === 'META' && (el.hasAttribute('name') || el.hasAttribute('property')) && el.getAttribute('name') !== 'viewport') ||
    (el.tagName === 'LINK' && ['canonical', 'alternate'].includes(el.getAttribute('rel') ?? '')) ||
    (el.tagName === 'SCRIPT' && el.getAttribute('type') === 'application/ld+json');
  for (const el of [...document.head.children]) if (describes(el)) el.remove();
  for (const el of [...incoming.children]) {
    if (!describes(el)) continue;
    if (el.tagName === 'SCRIPT') {
      // data, not code: copy the JSON text into a new element
      const s = document.createElement('script');
      s.type = 'application/ld+json';
      s.textContent = el.textContent;
      document.head.append(s);
    } else document.head.append(document.importNode(el, true));
  }
}

function updateChrome(unit: PageParts, path: string) {
  const alternates = new Map<string, string>();
  for (const link of unit.head.querySelectorAll('link[rel="alternate"][hreflang]')) {
    const lang = link.getAttribute('hreflang')!;
    if (lang === 'en' || lang === 'fr') alternates.set(lang, new URL(link.getAttribute('href')!, location.href).pathname);
  }
  for (const a of document.querySelectorAll<HTMLAnchorElement>('[data-lang-switch]')) {
    const lang = a.dataset.langSwitch!;
    // the page exists in the other locale either translated or in English; without a twin, that locale's home
    const twin =
      alternates.get(lang) ?? (lang === 'fr' ? (path.startsWith('/fr') ? path : `/fr${unit.key === '/' ? '/' : unit.key}`) : unit.key);
    a.setAttribute('href', twin);
    a.removeAttribute('data-lang-base'); // lang-switch.ts adds the visitor's query and hash to this one
  }
  const key = unit.page.getAttribute('data-nav-key') ?? unit.key;
  for (const a of document.querySelectorAll<HTMLAnchorElement>('#navbar a[data-active-prefix]')) {
    const active = a.dataset.activePrefix!.split(' ').some((prefix) => key === prefix || key.startsWith(prefix + '/'));
    a.classList.toggle('active', active);
    if (active) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  }
}

function showProgress(show: boolean) {
  const bar = document.getElementById('progress');
  if (bar) bar.hidden = !show;
  // a spinner where the next page is awaited, announced to screen readers
  let spinner = document.getElementById('page-spinner');
  if (show && !spinner) {
    spinner = document.createElement('div');
    spinner.id = 'page-spinner';
    spinner.className = 'page-spinner';
    spinner.setAttribute('role', 'status');
    const label = document.createElement('span');
    label.className = 'visually-hidden';
    label.textContent = words().loading;
    spinner.append(label);
    document.body.append(spinner);
  }
  if (spinner) spinner.hidden = !show;
}

/** The client's messages in the page's language, from the crash view's template (src/i18n by way of Document.tsx). */
function words() {
  const template = document.getElementById('crash-view') as HTMLTemplateElement | null;
  const text = (selector: string) => template?.content.querySelector(selector)?.textContent ?? '';
  return {
    loading: template?.dataset.loading ?? '…',
    loadError: template?.dataset.loadError ?? '',
    retry: text('.crash-retry'),
    details: text('.crash-details summary'),
  };
}

/** The red box of a page that could not be fetched: the message in the page's language, the browser's own words under "details". */
function showLoadError(error: unknown, retry: () => void) {
  document.querySelector('.load-error')?.remove();
  const said = words();
  const box = document.createElement('div');
  box.className = 'load-error';
  box.setAttribute('role', 'alert');
  const p = document.createElement('p');
  p.textContent = said.loadError;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button';
  button.textContent = said.retry;
  button.addEventListener('click', () => {
    box.remove();
    retry();
  });
  const details = document.createElement('details');
  const summary = document.createElement('summary');
  summary.textContent = said.details;
  const pre = document.createElement('pre');
  pre.textContent = error instanceof Error ? error.message : String(error);
  details.append(summary, pre);
  box.append(p, button, details);
  document.getElementById('page')?.prepend(box);
  button.focus();
}

/** The crash view (server-rendered in the page's language, in a <template>), with the error inside a details element. */
export function showCrash(error: unknown, retry: () => void) {
  const page = document.getElementById('page');
  const template = document.getElementById('crash-view') as HTMLTemplateElement | null;
  if (!page || !template) return;
  const view = document.createElement('main');
  view.id = 'main';
  view.className = 'crash';
  view.setAttribute('role', 'alert');
  view.tabIndex = -1;
  view.append(...(template.content.firstElementChild!.cloneNode(true) as HTMLElement).childNodes);
  view.querySelector('.crash-message')!.textContent = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  view.querySelector('.crash-retry')!.addEventListener('click', retry);
  page.replaceChildren(view);
  document.title = template.dataset.title ?? document.title;
  view.focus();
}

type Position = [number, number];
/** Where the page lands: `keep` (the dev server's update of the page on screen) or the place a history entry had. */
function applyPage(html: string, url: URL, position?: Position | 'keep') {
  const unit = readPage(html);
  // a redirect page: follow it as the meta refresh would
  const refresh = /^\s*0\s*;\s*url=(.+)$/i.exec(unit.head.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content') ?? '');
  if (refresh) {
    const target = new URL(refresh[1], location.href);
    if (crossesLocale(target)) {
      location.replace(target.href);
      return;
    }
    history.replaceState({ ...history.state, path: target.pathname }, '', target.href);
    void navigate(target, false, position === 'keep' ? undefined : position);
    return;
  }
  const page = document.getElementById('page')!;
  const scroll = [window.scrollX, window.scrollY] as const;
  page.replaceChildren(...[...unit.page.childNodes].map((n) => document.importNode(n, true)));
  page.dataset.key = unit.key;
  document.title = unit.title;
  document.documentElement.lang = unit.lang;
  updateHead(unit.head);
  updateChrome(unit, url.pathname);
  afterSwap();
  shownPath = url.pathname;
  if (position === 'keep') return window.scrollTo(...scroll);
  const target = url.hash && !position ? fragmentTarget(url.hash) : null;
  if (position) restore(position);
  else if (target) exactly(() => target.scrollIntoView());
  else window.scrollTo(0, 0);
  // move focus to the new content for keyboard and screen-reader users
  const main = document.getElementById('main');
  if (main && !target) main.focus({ preventScroll: true });
}

/** `position`: the place to restore (Back and Forward), else the hash's target or the top. */
export async function navigate(url: URL, push: boolean, position?: Position): Promise<void> {
  if (prefetchFailed(url.pathname)) {
    location.assign(url.href);
    return;
  }
  const id = ++current;
  const timer = setTimeout(() => id === current && showProgress(true), PROGRESS_DELAY_MS);
  document.querySelector('.load-error')?.remove();
  let html: string;
  try {
    html = await (takePrefetched(url.pathname) ?? fetchPage(url.pathname));
  } catch (e) {
    clearTimeout(timer);
    if (id !== current) return;
    showProgress(false);
    if ((e as { notFound?: boolean }).notFound) {
      // no such page: let the server answer (its not-found page, status 404)
      location.assign(url.href);
      return;
    }
    showLoadError(e, () => void navigate(url, push, position));
    return;
  }
  clearTimeout(timer);
  if (id !== current) return;
  showProgress(false);
  if (push) history.pushState(pushEntry(url.pathname), '', url.href);
  try {
    applyPage(html, url, position);
  } catch (e) {
    showCrash(e, () => location.reload());
  }
}

export function setupNavigation(onSwap: AfterSwap) {
  afterSwap = onSwap;
  // the chrome's locale is the one the server rendered this document in
  document.documentElement.dataset.locale = document.documentElement.lang === 'fr' ? 'fr' : 'en';
  history.replaceState({ ...history.state, path: location.pathname }, '', location.href);
  // a page of the history loaded again (reload, or Back into it from another document) returns to its place
  const place = setupScrollMemory();
  if (place) restore(place);
  // the browser has scrolled to the address's #fragment over blocks of guessed height: once more, over drawn ones
  else if (location.hash) exactly(() => fragmentTarget(location.hash)?.scrollIntoView());
  document.addEventListener('click', (event) => {
    const url = internalTarget(event);
    if (!url) return;
    // same page, other anchor: let the browser scroll
    if (url.pathname === location.pathname && url.hash) return;
    event.preventDefault();
    void navigate(url, true);
  });
  window.addEventListener('popstate', (event) => {
    const url = new URL(location.href);
    const place = enterEntry(event.state);
    // history that leads into the other locale: load that page whole (it finds its place in setupScrollMemory)
    if (crossesLocale(url)) location.reload();
    else if (url.pathname !== shownPath) void navigate(url, false, place);
    // the same page, another #fragment entry: no fetch, only its place (a new fragment link has been scrolled to already)
    else if (place) restore(place);
    else if (url.hash) exactly(() => fragmentTarget(url.hash)?.scrollIntoView());
  });
  const prefetchFrom = (event: Event) => {
    const a = (event.target as Element | null)?.closest?.('a');
    if (a) prefetch(a as HTMLAnchorElement);
  };
  // `npm run dev` hands over the new HTML of the page on screen (src/client/dev/live.ts)
  document.addEventListener('lod:dev-swap', (event) => applyPage((event as CustomEvent<string>).detail, new URL(location.href), 'keep'));
  document.addEventListener('mouseover', prefetchFrom, { passive: true });
  document.addEventListener('focusin', prefetchFrom);
  document.addEventListener('touchstart', prefetchFrom, { passive: true });
}
