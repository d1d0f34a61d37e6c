// Mobile menu (at 996px or less) and the desktop sidebar's hide control.
const DESKTOP = '(min-width: 997px)';

let closeMenu: () => void = () => {};

export function closeMobileMenu() {
  closeMenu();
}

export function setupMobileMenu() {
  const toggle = document.querySelector<HTMLButtonElement>('.navbar-toggle');
  if (!toggle) return;
  toggle.hidden = false;
  const body = document.body;
  let backdrop: HTMLDivElement | undefined;
  const setOpen = (open: boolean) => {
    body.classList.toggle('mobile-open', open);
    toggle.setAttribute('aria-expanded', String(open));
    if (open) {
      backdrop = document.createElement('div');
      backdrop.className = 'mobile-backdrop';
      backdrop.addEventListener('click', () => setOpen(false));
      body.append(backdrop);
    } else backdrop?.remove();
  };
  toggle.setAttribute('aria-controls', 'navbar-items');
  closeMenu = () => {
    if (body.classList.contains('mobile-open')) setOpen(false);
  };
  toggle.addEventListener('click', () => setOpen(!body.classList.contains('mobile-open')));
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && body.classList.contains('mobile-open')) {
      setOpen(false);
      toggle.focus();
    }
  });
  // the drawer closes by itself when the window grows to desktop width
  matchMedia(DESKTOP).addEventListener('change', (e) => {
    if (e.matches) setOpen(false);
  });
}

export function setupSidebarToggle() {
  const hide = document.querySelector<HTMLButtonElement>('.sidebar-hide');
  const layout = document.querySelector<HTMLElement>('.doc-layout');
  if (!hide || !layout) return;
  hide.hidden = false;
  const show = document.createElement('button');
  show.type = 'button';
  show.className = 'sidebar-show';
  show.textContent = '»';
  show.setAttribute('aria-label', document.documentElement.lang === 'fr' ? 'Déplier la barre latérale' : 'Expand sidebar');
  show.hidden = true;
  layout.prepend(show);
  hide.addEventListener('click', () => {
    layout.classList.add('sidebar-hidden');
    show.hidden = false;
    show.focus();
  });
  show.addEventListener('click', () => {
    layout.classList.remove('sidebar-hidden');
    show.hidden = true;
    hide.focus();
  });
}
