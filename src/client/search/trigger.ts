// Entry of the search feature, loaded at start-up and kept tiny (no React): it
// only listens. The navbar button, Ctrl/Cmd+K and "/" open the modal, whose
// island (React, the component, FlexSearch) is imported on first open, or
// before: on hover or focus of the search button, and when the browser is
// idle once the page is interactive. The index is fetched only once a search
// is made. The search page draws its first results, then is hydrated, when it
// is shown (../islands.ts).
import type { Locale } from '../../shared/model/types.ts';
import { preloadIndexMeta } from './index-preload.ts';

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
 * Hover or focus of the search button, and idle time once the page is interactive, fetch the island
 * ahead of the click. Not idle time before: React's chunks then took the bandwidth and the main thread
 * that the page's own first screen (the search page's results) was waiting for.
 */
function prefetchModal(interactive: Promise<unknown>) {
  const ahead = (e: Event) => {
    if (!(e.target as Element | null)?.closest?.('[data-search-button]')) return;
    void loadModal().catch(() => undefined);
  };
  document.addEventListener('pointerover', ahead, { passive: true });
  document.addEventListener('focusin', ahead);
  const idle = window.requestIdleCallback ?? ((f: () => void) => setTimeout(f, 2000));
  void interactive.finally(() => idle(() => void loadModal().catch(() => undefined), { timeout: 5000 }));
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
  // fetched while the island loads rather than after it
  preloadIndexMeta(pageLocale());
  loadModal().then(
    (m) => m.openSearchModal(pageLocale(), opener),
    () => {
      // the modal's code could not be loaded (offline?): the search page still works as a link
      if (fallbackHref) window.location.assign(fallbackHref);
    },
  );
}

/** `interactive`: settles when the page's islands are hydrated. */
export function setupSearch(interactive: Promise<unknown>) {
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

  prefetchModal(interactive);
  // listening from now on (tests and the benchmark wait for this)
  document.documentElement.dataset.search = 'ready';
}
