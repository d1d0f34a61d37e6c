// Mobile menu (at 996px or less) and the desktop sidebar's hide control.
// The menu is a server-rendered <details> drawer that already opens and
// closes without JavaScript; this adds what a drawer needs on a phone: the
// close button and the backdrop close it, Escape closes it, focus stays
// inside while it is open and returns to the toggle, and on doc pages the
// drawer shows the current sidebar with a "back to main menu" control.
const DESKTOP = '(min-width: 997px)';

let closeMenu: () => void = () => {};

/** Closes the drawer (after a navigation, say) without moving focus. */
export function closeMobileMenu() {
  closeMenu();
}

/** Links, buttons, summaries and fields a person can reach now. */
function focusables(root: Element): HTMLElement[] {
  return [
    ...root.querySelectorAll<HTMLElement>('a[href], button, summary, input, select, textarea, [tabindex]:not([tabindex="-1"])'),
  ].filter((el) => !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0);
}

/** Tab and Shift+Tab wrap around inside the open drawer, and focus found outside it is brought back in. */
function keepFocusIn(drawer: HTMLElement, event: KeyboardEvent) {
  const items = focusables(drawer);
  if (items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement as HTMLElement | null;
  if (!active || !drawer.contains(active)) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export function setupMobileMenu() {
  const menu = document.querySelector<HTMLDetailsElement>('details.mobile-menu');
  if (!menu) return;
  const toggle = menu.querySelector<HTMLElement>(':scope > summary')!;
  const drawer = menu.querySelector<HTMLElement>('.mobile-drawer')!;
  const sidebarPanel = menu.querySelector<HTMLElement>('.mobile-panel-sidebar');
  const mainPanel = menu.querySelector<HTMLElement>('.mobile-panel-main');
  const slot = menu.querySelector<HTMLElement>('.mobile-sidebar');
  const root = document.documentElement;

  const showPanel = (which: 'main' | 'sidebar') => {
    if (sidebarPanel) sidebarPanel.hidden = which !== 'sidebar';
    if (mainPanel) mainPanel.hidden = which !== 'main';
  };
  // the page's own sidebar, copied in each time so it matches the current page
  const fillSidebar = () => {
    const nav = document.querySelector('#sidebar nav');
    slot?.replaceChildren();
    if (nav && slot) {
      const copy = nav.cloneNode(true) as HTMLElement;
      copy.removeAttribute('aria-label');
      slot.append(copy);
      showPanel('sidebar');
    } else showPanel('main');
  };
  const close = (returnFocus: boolean) => {
    if (!menu.open) return;
    menu.open = false;
    if (returnFocus) toggle.focus();
  };
  closeMenu = () => close(false);

  // filled as the toggle is pressed, so the drawer is complete from its first frame
  let filled = false;
  toggle.addEventListener('click', () => {
    if (!menu.open) {
      fillSidebar();
      filled = true;
    }
  });
  menu.addEventListener('toggle', () => {
    root.classList.toggle('menu-open', menu.open);
    if (menu.open) {
      if (!filled) fillSidebar();
      filled = false;
      (drawer.querySelector<HTMLElement>('.mobile-close') ?? focusables(drawer)[0])?.focus();
    } else if (drawer.contains(document.activeElement)) toggle.focus();
  });
  menu.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('[data-menu-close]')) {
      event.preventDefault();
      close(true);
    } else if (target.closest('.mobile-back')) {
      showPanel('main');
      focusables(mainPanel ?? drawer)[0]?.focus();
    } else if (target.closest('a[href]') && drawer.contains(target)) {
      // the navigation itself is handled by the document's click listener
      close(false);
    }
  });
  document.addEventListener('keydown', (event) => {
    if (!menu.open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') keepFocusIn(drawer, event);
  });
  // the drawer closes by itself when the window grows to desktop width
  matchMedia(DESKTOP).addEventListener('change', (e) => {
    if (e.matches) close(false);
  });
}

/** Navbar dropdowns (Quick links, language) close on Escape, on a click elsewhere, and after a navigation. */
export function closeDropdowns(except?: Element | null) {
  for (const d of document.querySelectorAll<HTMLDetailsElement>('.navbar-dropdown[open], .mobile-dropdown[open]'))
    if (d !== except) d.open = false;
}

export function setupDropdowns() {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const inside = target.closest?.('.navbar-dropdown, .mobile-dropdown');
    // a click on a link inside a dropdown navigates: close it too
    closeDropdowns(inside && !target.closest('a[href]') ? inside : null);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = document.querySelector<HTMLDetailsElement>('.navbar-dropdown[open]');
    if (!open) return;
    const hadFocus = open.contains(document.activeElement);
    closeDropdowns();
    if (hadFocus) open.querySelector<HTMLElement>('summary')?.focus();
  });
}

/** Sidebar categories collapse their siblings when one opens (the spec's auto-collapse). */
export function setupSidebarAutoCollapse() {
  document.addEventListener(
    'toggle',
    (event) => {
      const details = event.target as HTMLDetailsElement;
      if (!(details instanceof HTMLDetailsElement) || !details.open || !details.parentElement?.classList.contains('sidebar-category'))
        return;
      const list = details.parentElement.parentElement;
      if (!list) return;
      for (const sibling of list.querySelectorAll<HTMLDetailsElement>(':scope > .sidebar-category > details[open]'))
        if (sibling !== details) sibling.open = false;
    },
    true,
  );
}

/** The visitor hid the doc sidebar: it stays hidden on the next pages, until shown again (as in Docusaurus). */
let sidebarHidden = false;

export function setupSidebarToggle() {
  const hide = document.querySelector<HTMLButtonElement>('.sidebar-hide');
  const layout = document.querySelector<HTMLElement>('.doc-layout');
  if (!hide || !layout) return;
  // a layout kept from the page before already has its button
  layout.querySelector(':scope > .sidebar-show')?.remove();
  const show = document.createElement('button');
  show.type = 'button';
  show.className = 'sidebar-show';
  show.textContent = '»';
  show.setAttribute('aria-label', hide.dataset.showLabel ?? '»');
  show.hidden = !sidebarHidden;
  layout.classList.toggle('sidebar-hidden', sidebarHidden);
  layout.prepend(show);
  hide.addEventListener('click', () => {
    sidebarHidden = true;
    layout.classList.add('sidebar-hidden');
    show.hidden = false;
    show.focus();
  });
  show.addEventListener('click', () => {
    sidebarHidden = false;
    layout.classList.remove('sidebar-hidden');
    show.hidden = true;
    hide.focus();
  });
}
