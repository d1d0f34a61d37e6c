// Entry of the search feature, loaded at start-up and kept tiny: it only
// listens. The navbar button, Ctrl/Cmd+K and "/" open the modal, whose code
// (with FlexSearch) is imported on first use; the index is fetched only once
// a search is made. The search page gets its behaviour when it is shown.
import type { Locale } from '../../shared/model/types.ts';

let modal: Promise<typeof import('./modal.ts')> | undefined;

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
  modal ??= import('./modal.ts');
  modal.then(
    (m) => m.openSearchModal(pageLocale(), opener),
    () => {
      // the modal's code could not be loaded (offline?): the search page still works as a link
      modal = undefined;
      if (fallbackHref) window.location.assign(fallbackHref);
    },
  );
}

let pageSetUp: HTMLElement | null = null;

/** The search page's behaviour, once per search page shown (client navigation may swap it in). */
function setupPageIfShown() {
  const root = document.querySelector<HTMLElement>('[data-search-page]');
  if (!root || root === pageSetUp) return;
  pageSetUp = root;
  import('./page.ts').then((m) => m.setupSearchPage(root)).catch(() => undefined);
}

export function setupSearch() {
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

  setupPageIfShown();
  const page = document.getElementById('page');
  if (page) new MutationObserver(setupPageIfShown).observe(page, { childList: true });
  // listening from now on (tests and the benchmark wait for this)
  document.documentElement.dataset.search = 'ready';
}
