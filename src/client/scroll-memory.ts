// Where each history entry was scrolled to, so Back and Forward return the
// visitor to their place (as browsers do for full page loads, and Docusaurus
// for its client navigation). The browser's own restoration is turned off:
// it would scroll before the swapped-in page has arrived. Each entry carries
// an id in history.state; positions are kept in memory as the page scrolls
// and in sessionStorage when the document goes away, so a page of the history
// loaded afresh (a reload, or Back into another document) finds its place too.

import { drawAll } from './draw-later.ts';

const STORE_KEY = 'scroll-positions';
const KEEP = 100; // the most recent entries remembered; older ones start at the top
type Position = [number, number];

let positions = new Map<string, Position>();
let currentEntry = '';

function readStore() {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '[]') as [string, Position][];
    positions = new Map(stored);
  } catch {
    positions = new Map();
  }
}

function writeStore() {
  try {
    sessionStorage.setItem(STORE_KEY, JSON.stringify([...positions].slice(-KEEP)));
  } catch {
    /* storage blocked or full: positions live as long as this document */
  }
}

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** The id of the entry on screen, given one if it has none (entries the browser made for a #fragment link have none). */
function entryOf(state: unknown): string {
  const id = (state as { entry?: string } | null)?.entry;
  if (id) return id;
  const entry = newId();
  history.replaceState({ ...(state as object | null), path: location.pathname, entry }, '', location.href);
  return entry;
}

function remember() {
  if (currentEntry) {
    positions.delete(currentEntry); // re-inserted last: the map's order is recency
    positions.set(currentEntry, [window.scrollX, window.scrollY]);
  }
}

/** State for a new entry pushed by client navigation: the current one's place is kept first. */
export function pushEntry(path: string): { path: string; entry: string } {
  remember();
  currentEntry = newId();
  return { path, entry: currentEntry };
}

/**
 * The history entry on screen changed (popstate); returns the new one's place if known. The old one's place is
 * already kept by the scroll listener: read now, it could be a #fragment's the browser has just scrolled to.
 */
export function enterEntry(state: unknown): Position | undefined {
  currentEntry = entryOf(state);
  return positions.get(currentEntry);
}

/**
 * Runs `scroll` with every block of the page laid out: one still at its guessed height (./draw-later.ts) would
 * move the place reached over it once laid out, and a place kept in the history would show other content.
 */
export function exactly(scroll: () => void) {
  drawAll();
  scroll();
}

/** Scrolls to `position` now and, if the page grows as late images and fonts arrive, once more at load. */
export function restore(position: Position) {
  exactly(() => window.scrollTo(...position));
  if (document.readyState !== 'complete') {
    const mine = window.scrollY;
    window.addEventListener('load', () => window.scrollY === mine && exactly(() => window.scrollTo(...position)), { once: true });
  }
}

/** Starts remembering; returns this entry's stored place when the document is a page of the history loaded again. */
export function setupScrollMemory(): Position | undefined {
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  readStore();
  currentEntry = entryOf(history.state);
  window.addEventListener('scroll', remember, { passive: true });
  // a link to a place on this page: the browser scrolls to it after the click, over blocks laid out
  document.addEventListener('click', (event) => {
    const a = (event.target as Element | null)?.closest?.('a[href*="#"]');
    if (a instanceof HTMLAnchorElement && a.pathname === location.pathname && a.hash) drawAll();
  });
  // pagehide also fires when the page goes into the back/forward cache, which keeps its scroll itself
  window.addEventListener('pagehide', () => {
    remember();
    writeStore();
  });
  return positions.get(currentEntry);
}
