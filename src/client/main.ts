// Client runtime entry. Everything here enhances pages that already work
// without JavaScript: theme switch, announcement bar, mobile menu, sidebar
// hiding, client-side navigation with prefetch, table-of-contents
// highlighting, what depends on the visitor's date, and the React islands of
// the page content (src/client/islands.ts loads React only where there is one).
import { setupTheme } from './theme.ts';
import { setupAnnouncement } from './announcement.ts';
import { setupMobileMenu, setupSidebarToggle, closeMobileMenu, setupDropdowns, closeDropdowns, setupSidebarAutoCollapse } from './menu.ts';
import { setupTermOfTheDay, setupEvents } from './today.ts';
import { hydrateIslands } from './islands.ts';
import { drawFromFirstScroll } from './draw-later.ts';
import { setupNavigation, showCrash } from './navigation.ts';
import { prefetchVisible } from './prefetch.ts';
import { setupTocHighlight } from './toc.ts';
import { setupNavbarHiding } from './navbar-scroll.ts';
import { setupCarousels } from './carousel.ts';
import { setupLanguageSwitch } from './lang-switch.ts';
import { setupTabs } from './tabs.ts';

/** What runs on every page, first load or after a client-side navigation; settles when its islands are hydrated. */
function setupPage(): Promise<void> {
  closeMobileMenu();
  closeDropdowns();
  setupSidebarToggle();
  void setupTermOfTheDay();
  setupEvents(new Date());
  setupTocHighlight();
  setupCarousels();
  setupTabs();
  const hydrated = hydrateIslands();
  // the navbar's links are always in view: prefetching their pages at once made every load fetch six other
  // pages beside its own scripts and search index; they wait until the page is interactive and the browser idle
  void hydrated.then(() => whenIdle(() => prefetchVisible()));
  drawFromFirstScroll();
  return hydrated;
}

function whenIdle(run: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 500);
}

function start() {
  setupTheme();
  setupAnnouncement();
  setupMobileMenu();
  setupDropdowns();
  setupLanguageSwitch();
  setupSidebarAutoCollapse();
  setupNavbarHiding();
  setupNavigation(() => void setupPage());
  const ready = setupPage();
  const searchListens = import('./search/trigger.ts').then((m) => m.setupSearch(ready));
  // "hydrated": the page is interactive, its islands and the search shortcuts included (the trigger's chunk can
  // arrive after the islands: a Ctrl+K pressed then was lost, and failed a browser test on CI)
  void Promise.allSettled([ready, searchListens]).then(() => (document.documentElement.dataset.hydrated = 'true'));
}

try {
  start();
} catch (e) {
  // a crash in the runtime must not leave a blank page: show the crash view
  showCrash(e, () => location.reload());
}
