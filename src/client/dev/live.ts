// `npm run dev` only (served at /__dev/client.js, never part of the site's
// bundle): listens to the dev server and brings the page up to date after a
// save. When only the page's own content changed, the new page area is
// swapped in as client navigation does, keeping the scroll position; a new
// stylesheet replaces the old one in place; anything else (navbar, sidebar,
// scripts) loads the page again. After every build the overlay lists what
// `check` would (file:line:column, message, code frame), and goes away once
// nothing is an error.

interface Update {
  /** site paths of the pages whose HTML changed */
  pages: string[];
  css?: string;
  scripts: boolean;
}

const trimmed = (p: string) => p.replace(/\/(index\.html)?$/, '') || '/';
let overlay: HTMLElement | undefined;
let boot: string | undefined;
/** the page as last served, outside its page area: what a swap cannot change */
let frame: Promise<string | undefined> = fetchFrame();

interface ProblemReport {
  problems: { severity: 'error' | 'warning'; text: string; frame: string }[];
  /** a good build is served meanwhile */
  served: boolean;
}

/** The problems `check` would list, each with its code frame; an empty list takes the overlay away. */
function showProblems(report: ProblemReport) {
  if (!report.problems.length) return hideOverlay();
  if (!overlay) {
    overlay = document.createElement('div');
    overlay.id = 'dev-error-overlay';
    overlay.setAttribute('role', 'alert');
    overlay.style.cssText = [
      'position:fixed',
      'inset:auto 1rem 1rem 1rem',
      'z-index:9999',
      'max-height:50vh',
      'overflow:auto',
      'background:#2b0b0b',
      'color:#ffd7d7',
      'border:2px solid #ff6b6b',
      'border-radius:6px',
      'padding:1rem',
      'font:14px/1.5 ui-monospace,monospace',
      'white-space:pre-wrap',
    ].join(';');
    document.body.append(overlay);
  }
  const errors = report.problems.filter((p) => p.severity === 'error').length;
  const heading = document.createElement('p');
  heading.textContent =
    `Build failed: ${errors} error(s), ${report.problems.length - errors} warning(s); ` +
    (report.served ? 'showing the last good build.' : 'no page can be shown until they are fixed.');
  const items = report.problems.map((p) => {
    const item = document.createElement('pre');
    item.className = 'dev-problem';
    item.style.cssText = 'margin:0.75rem 0 0;white-space:pre-wrap;font:inherit';
    item.textContent = p.frame ? `${p.text}\n${p.frame}` : p.text;
    return item;
  });
  overlay.replaceChildren(heading, ...items);
}

function hideOverlay() {
  overlay?.remove();
  overlay = undefined;
}

/** The document without its page area, stylesheet and the head elements a navigation replaces. */
function frameOf(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.getElementById('page')?.replaceChildren();
  const swapped =
    'title, link[rel="stylesheet"], link[rel="canonical"], link[rel="alternate"], meta[name], meta[property], ' +
    'script[type="application/ld+json"]';
  for (const el of doc.head.querySelectorAll(swapped)) el.remove();
  return doc.documentElement.outerHTML;
}

async function fetchFrame(): Promise<string | undefined> {
  try {
    const res = await fetch(location.pathname, { cache: 'no-store' });
    return res.ok ? frameOf(await res.text()) : undefined;
  } catch {
    return undefined;
  }
}

function swapStylesheet(href: string) {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (!link.getAttribute('href')?.startsWith('/assets/site-')) continue;
    const next = link.cloneNode() as HTMLLinkElement;
    next.href = href;
    // the old sheet goes once the new one applies: no flash of unstyled page
    next.addEventListener('load', () => link.remove());
    link.after(next);
  }
}

async function update(u: Update) {
  if (u.scripts) return location.reload();
  if (u.css) swapStylesheet(u.css);
  const here = trimmed(location.pathname);
  if (!u.pages.some((p) => trimmed(p) === here)) return;
  const res = await fetch(location.pathname, { cache: 'no-store' });
  const html = await res.text();
  const next = frameOf(html);
  const before = await frame;
  frame = Promise.resolve(next);
  // the client runtime does the swap (and sets up the new content); without it, or when the frame changed, load again
  if (!res.ok || before !== next || document.documentElement.dataset.hydrated !== 'true') return location.reload();
  document.dispatchEvent(new CustomEvent('lod:dev-swap', { detail: html }));
}

const events = new EventSource('/__dev/events');
// a new dev process (after a change to the generator or components): load again
events.addEventListener('hello', (e) => {
  if (boot !== undefined && boot !== e.data) location.reload();
  boot = e.data;
});
events.addEventListener('update', (e) => void update(JSON.parse(e.data) as Update).catch(() => location.reload()));
events.addEventListener('problems', (e) => showProblems(JSON.parse(e.data) as ProblemReport));
// after a client-side navigation (the runtime sets the page area's key), the frame to compare with is the new page's
let shownPath = location.pathname;
const page = document.getElementById('page');
if (page) {
  new MutationObserver(() => {
    if (location.pathname === shownPath) return;
    shownPath = location.pathname;
    frame = fetchFrame();
  }).observe(page, { attributes: true, attributeFilter: ['data-key'] });
}
