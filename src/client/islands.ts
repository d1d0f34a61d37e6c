// The island loader: React in the browser only where a page has an island.
//
// Convention (shared by every island):
// - On the server, src/components/Island.tsx renders
//     <div data-island="NAME">…the component, renderToString…</div>
//     <script type="application/json" data-island-props="NAME">{props}</script>
//   The props element follows its container directly; it is JSON (never run,
//   so a strict CSP holds), escaped by jsonForScript so no literal closes it.
// - Here, ISLANDS maps NAME to a dynamic import of the same React component.
//   esbuild puts each in its own chunk, and React with react-dom/client in a
//   chunk shared by them (./hydrate.ts), loaded only when a page has an island:
//   a doc page's start-up JavaScript has no React.
// - The component calls useIslandReady (src/components/island-ready.ts) once
//   settled; the container then gets `data-island-ready`. hydrateIslands()
//   resolves when every island of the page is ready (or failed to load), and
//   the runtime sets <html data-hydrated="true"> only after that, and once the
//   search shortcuts listen (main.ts).
// - An island whose server markup is complete until used (<Island hydrate="use">)
//   is hydrated on its first use instead (./island-on-use.ts); the page does not
//   wait for it to be interactive.
// - An island that can draw its first screen from the address without React
//   (DRAW_FIRST: the search page's first results) does so first, with only its
//   own small chunks; React then waits for the visitor's first use, as above.
// - Client-side navigation swaps the page area: hydrateIslands() runs again
//   for the new page and unmounts the roots whose container left the document.
// To add an island: a component in src/components (no server-only import),
// <Island name=… component=… props=…> where the page renders it, a line below
// and its module in src/shared/island-sources.ts.
import type { FunctionComponent } from 'react';
import type { IslandName } from '../shared/island-sources.ts';
import { modulepreload } from './modulepreload.ts';
import { onFirstUse, waitsForUse } from './island-on-use.ts';

type Loader = () => Promise<FunctionComponent<never>>;

// the import paths are those of src/shared/island-sources.ts (the bundle preloads their chunks)
const ISLANDS: Record<IslandName, Loader> = {
  catalogue: () => import('../components/Catalogue.tsx').then((m) => m.Catalogue as FunctionComponent<never>),
  glossary: () => import('../components/GlossaryFilter.tsx').then((m) => m.GlossaryFilter as FunctionComponent<never>),
  // these two get, in the browser, what the server does not have (a search engine, a query runner)
  search: () => import('./search/page.tsx').then((m) => m.SearchPageIsland as FunctionComponent<never>),
  sparql: () => import('./sparql/island.tsx').then((m) => m.SparqlIsland as FunctionComponent<never>),
};

/**
 * Measured (Lighthouse mobile, quiet machine, median of 3): /search?q=ontology 87 -> 96, /fr/search?q=ontologie
 * 91 -> 94, with f707932's smaller engine. The switch: an island left out of this table hydrates at once, as before.
 * Islands whose first screen is drawn without React (modules in src/shared/island-sources.ts FIRST_DRAW_SOURCES):
 * true once drawn, and the island hydrates on first use; false when there was nothing it draws (it hydrates now).
 */
const DRAW_FIRST: Partial<Record<IslandName, (container: HTMLElement, props: unknown) => Promise<boolean>>> = {
  search: (container, props) => import('./search/first-results.ts').then((m) => m.drawFirstResults(container, props)),
};

const mounted = new Map<Element, { unmount(): void }>();

/** The props of an island: the JSON in the element right after its container. */
function propsOf(container: HTMLElement): unknown {
  const next = container.nextElementSibling;
  if (!(next instanceof HTMLScriptElement) || next.type !== 'application/json' || next.dataset.islandProps !== container.dataset.island) {
    throw new Error(`island "${container.dataset.island}" has no props element after it`);
  }
  return JSON.parse(next.textContent ?? 'null');
}

/** Hydrates `container`; `settled` runs when the island is ready, before it is marked so (and before a frame is drawn). */
async function hydrateOne(container: HTMLElement, settled?: () => void): Promise<void> {
  const load = ISLANDS[(container.dataset.island ?? '') as IslandName] as Loader | undefined;
  if (!load) throw new Error(`unknown island "${container.dataset.island}"`);
  // every chunk the island needs at once (the server lists them: generator/bundle-startup.ts), not found one
  // import after another; here, once the page has been drawn, not as <link>s in the <head>, where they took
  // bandwidth from the stylesheet before the first paint. Measured (Lighthouse mobile, search pages, 3 runs on a
  // loaded machine): LCP 3.33-3.47 s against 3.55-3.57 s without, within that machine's noise.
  modulepreload(container.dataset.islandChunks);
  const [{ hydrate }, component] = await Promise.all([import('./hydrate.ts'), load()]);
  if (!container.isConnected || mounted.has(container)) return;
  await new Promise<void>((resolve) => {
    mounted.set(container, hydrate(container, component, propsOf(container), resolve));
  });
  // a microtask after the island's ready effect: still in the task of its first client render
  settled?.();
  container.dataset.islandReady = '';
}

/** An island hydrated on first use: its code is fetched now (or once the browser is idle), run when the visitor reaches for it. */
function hydrateOnUse(container: HTMLElement, fetchCode: 'now' | 'idle' = 'now') {
  if (container.dataset.islandWaiting !== undefined) return;
  container.dataset.islandWaiting = '';
  if (fetchCode === 'now') modulepreload(container.dataset.islandChunks);
  else if ('requestIdleCallback' in window) requestIdleCallback(() => modulepreload(container.dataset.islandChunks), { timeout: 5000 });
  else setTimeout(() => modulepreload(container.dataset.islandChunks), 2000);
  onFirstUse(container, (settled) =>
    hydrateOne(container, settled)
      .catch((e: unknown) => console.error(e))
      .finally(() => delete container.dataset.islandWaiting),
  );
}

/** Draws the island's first screen without React, then hydrates it on first use (at once if nothing was drawn). */
async function drawThenHydrate(container: HTMLElement, draw: NonNullable<(typeof DRAW_FIRST)[IslandName]>): Promise<void> {
  modulepreload(container.dataset.islandFirstChunks);
  // a drawing that fails leaves the island to do it all
  const drawn = await draw(container, propsOf(container)).catch((e: unknown) => (console.error(e), false));
  if (!container.isConnected) return;
  if (drawn) hydrateOnUse(container, 'idle');
  else await hydrateOne(container);
}

/** Hydrates the islands of the page not hydrated yet; resolves when all are ready. */
export async function hydrateIslands(): Promise<void> {
  for (const [container, root] of mounted) {
    if (container.isConnected) continue;
    root.unmount();
    mounted.delete(container);
  }
  const waiting = [...document.querySelectorAll<HTMLElement>('[data-island]')].filter((c) => !mounted.has(c));
  for (const container of waiting.filter(waitsForUse)) hydrateOnUse(container);
  const results = await Promise.allSettled(
    waiting
      .filter((c) => !waitsForUse(c))
      .map((c) => {
        const draw = DRAW_FIRST[c.dataset.island as IslandName];
        return draw ? drawThenHydrate(c, draw) : hydrateOne(c);
      }),
  );
  // an island that fails leaves its server-rendered markup, which reads well; say why in the console
  for (const r of results) if (r.status === 'rejected') console.error(r.reason);
}
