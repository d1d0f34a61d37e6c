// Entry of the search feature, loaded at start-up and kept tiny (no React): it
// only listens. The navbar button, Ctrl/Cmd+K and "/" open the modal, whose
// island (React, the component, FlexSearch) is imported on first open, or
// before: on hover or focus of the search button. When the browser is idle its
// code is only fetched (modulepreload), not run: running React's chunk then was
// a long task on every page (issue 42: ~600 ms of a phone's main thread in
// Lighthouse, most of the home page's blocking time). The index is fetched
// only once a search is made. The search page is hydrated when it is shown.
import type { Locale } from '../../shared/model/types.ts';
import { indexBase } from '../../shared/search/format.ts';
import { modulepreload } from '../modulepreload.ts';

let modal: Promise<typeof import('./modal.tsx')> | undefined;

/** Starts loading the modal's island; a failed load is retried on the next call. */
function loadModal(): Promise<typeof import('./modal.tsx')> {
  modal ??= import('./modal.tsx').catch((e: unknown) => {
    modal = undefined;
    throw e;
  });
  return modal;
}

/**
 * The index description, fetched while the island loads rather than after it:
 * a preload the engine's own fetch of the same address then takes over. Only
 * on open: a preload left unused is a console warning.
 */
function preloadIndexMeta(locale: Locale) {
  const href = `${indexBase(locale)}meta.json`;
  if (document.head.querySelector(`link[rel="preload"][href="${href}"]`)) return;
  const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href });
  document.head.append(link);
}

/** The modal's chunks, fetched and kept by the browser but not run (the page lists them on the search button). */
function fetchModalCode(): boolean {
  const list = document.querySelector<HTMLElement>('[data-search-button]')?.dataset.searchChunks;
  modulepreload(list);
  return !!list;
}

/**
 * Hover or focus of the search button load the island ahead of the click; idle time only fetches its code, once
 * the page is `ready` (its islands in: on the search page the browser was idle while the first results' fetches
 * were on their way, and the modal's React took their bandwidth).
 */
function prefetchModal(ready: Promise<unknown>) {
  const ahead = (e: Event) => {
    if (!(e.target as Element | null)?.closest?.('[data-search-button]')) return;
    void loadModal().catch(() => undefined);
  };
  document.addEventListener('pointerover', ahead, { passive: true });
  document.addEventListener('focusin', ahead);
  const idle = window.requestIdleCallback ?? ((f: () => void) => setTimeout(f, 2000));
  // a page without the list (the dev server's) imports it instead
  void ready.finally(() => idle(() => void (fetchModalCode() || loadModal().catch(() => undefined)), { timeout: 5000 }));
}

function pageLocale(): Locale {
  return document.documentElement.lang === 'fr' ? 'fr' : 'en';
}

/** Typing "/" in a field types a slash; it only opens search elsewhere. */
function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
}

function openModal(fallbackHref?: string) {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  preloadIndexMeta(pageLocale());
  loadModal().then(
    (m) => m.openSearchModal(pageLocale(), opener),
    () => {
      // the modal's code could not be loaded (offline?): the search page still works as a link
      if (fallbackHref) window.location.assign(fallbackHref);
    },
  );
}

/** `ready`: settles when the page's own islands are (the modal's code is fetched after). */
export function setupSearch(ready: Promise<unknown>) {
  const kbd = document.querySelector<HTMLElement>('.search-kbd');
  if (kbd && /Mac|iPhone|iPad/.test(navigator.platform)) kbd.textContent = '⌘ K';

  // capture phase: ahead of client navigation, which would otherwise follow the button's link to /search
  document.addEventListener(
    'click',
    (e) => {
      if (e.defaultPrevented || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
      const button = (e.target as Element | null)?.closest?.<HTMLAnchorElement>('[data-search-button]');
      if (!button) return;
      e.preventDefault();
      openModal(button.href);
    },
    true,
  );

  document.addEventListener('keydown', (e) => {
    if (e.defaultPrevented || e.altKey) return;
    const ctrlK = (e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'k';
    const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !isEditable(e.target);
    if (!ctrlK && !slash) return;
    e.preventDefault();
    openModal();
  });

  prefetchModal(ready);
  // listening from now on (tests and the benchmark wait for this)
  document.documentElement.dataset.search = 'ready';
}
