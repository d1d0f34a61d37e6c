// Client runtime entry. Everything here enhances pages that already work
// without JavaScript: theme switch, announcement bar, mobile menu, sidebar
// hiding, client-side navigation with prefetch, table-of-contents
// highlighting, and the small islands of the page content.
import { setupTheme } from './theme.ts';
import { setupAnnouncement } from './announcement.ts';
import { setupMobileMenu, setupSidebarToggle, closeMobileMenu, setupDropdowns, closeDropdowns, setupSidebarAutoCollapse } from './menu.ts';
import { setupGlossaryFilter, setupTermOfTheDay, setupEvents } from './islands.ts';
import { setupNavigation, showCrash } from './navigation.ts';
import { prefetchVisible } from './prefetch.ts';
import { setupTocHighlight } from './toc.ts';
import { setupNavbarHiding } from './navbar-scroll.ts';
import { setupCatalogues } from './catalogue.ts';
import { setupCarousels } from './carousel.ts';

/** What runs on every page, first load or after a client-side navigation. */
function setupPage() {
  closeMobileMenu();
  closeDropdowns();
  setupSidebarToggle();
  setupGlossaryFilter();
  void setupTermOfTheDay();
  setupEvents(new Date());
  setupTocHighlight();
  setupCatalogues();
  setupCarousels();
  prefetchVisible();
  if (document.querySelector('[data-sparql-island]')) void import('./sparql/island.tsx').then((m) => m.hydrateSparqlApps());
}

function start() {
  setupTheme();
  setupAnnouncement();
  setupMobileMenu();
  setupDropdowns();
  setupSidebarAutoCollapse();
  setupNavbarHiding();
  setupNavigation(setupPage);
  setupPage();
  void import('./search/trigger.ts').then((m) => m.setupSearch());
  document.documentElement.dataset.hydrated = 'true';
}

try {
  start();
} catch (e) {
  // a crash in the runtime must not leave a blank page: show the crash view
  showCrash(e, () => location.reload());
}
