// Client runtime entry. Everything here enhances pages that already work
// without JavaScript: theme switch, announcement bar, mobile menu, sidebar
// hiding, glossary filter, term of the day and event status by today's date.
import { setupTheme } from './theme.ts';
import { setupAnnouncement } from './announcement.ts';
import { setupMobileMenu, setupSidebarToggle } from './menu.ts';
import { setupGlossaryFilter, setupTermOfTheDay, setupEvents } from './islands.ts';

function start() {
  setupTheme();
  setupAnnouncement();
  setupMobileMenu();
  setupSidebarToggle();
  setupGlossaryFilter();
  setupTermOfTheDay();
  setupEvents(new Date());
  document.documentElement.dataset.hydrated = 'true';
}

start();
