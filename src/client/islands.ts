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
//   the runtime sets <html data-hydrated="true"> only after that.
// - Client-side navigation swaps the page area: hydrateIslands() runs again
//   for the new page and unmounts the roots whose container left the document.
// To add an island: a component in src/components (no server-only import),
// <Island name=… component=… props=…> where the page renders it, a line below
// and its module in src/shared/island-sources.ts.
import type { FunctionComponent } from 'react';
import type { IslandName } from '../shared/island-sources.ts';

type Loader = () => Promise<FunctionComponent<never>>;

// the import paths are those of src/shared/island-sources.ts (the bundle preloads their chunks)
const ISLANDS: Record<IslandName, Loader> = {
  catalogue: () => import('../components/Catalogue.tsx').then((m) => m.Catalogue as FunctionComponent<never>),
  glossary: () => import('../components/GlossaryFilter.tsx').then((m) => m.GlossaryFilter as FunctionComponent<never>),
  // these two get, in the browser, what the server does not have (a search engine, a query runner)
  search: () => import('./search/page.tsx').then((m) => m.SearchPageIsland as FunctionComponent<never>),
  sparql: () => import('./sparql/island.tsx').then((m) => m.SparqlIsland as FunctionComponent<never>),
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

/**
 * Asks for every chunk an island needs at once (the server lists them: generator/bundle-startup.ts);
 * otherwise the browser finds them one import after another. Here, once the page has been drawn, and
 * not as <link> tags in the <head>, where they took bandwidth from the stylesheet before the first paint.
 * Measured (Lighthouse mobile, search pages, 3 runs on a loaded machine): LCP 3.33-3.47 s against
 * 3.55-3.57 s without, within that machine's noise. Measure it on a quiet one; if it gains nothing a
 * visitor feels, delete this and data-island-chunks (generator/bundle-startup.ts preloadsOf).
 */
function preloadChunks(list: string | undefined) {
  for (const href of (list ?? '').split(' ').filter(Boolean)) {
    if (document.head.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
}

async function hydrateOne(container: HTMLElement): Promise<void> {
  const load = ISLANDS[(container.dataset.island ?? '') as IslandName] as Loader | undefined;
  if (!load) throw new Error(`unknown island "${container.dataset.island}"`);
  preloadChunks(container.dataset.islandChunks);
  const [{ hydrate }, component] = await Promise.all([import('./hydrate.ts'), load()]);
  if (!container.isConnected || mounted.has(container)) return;
  await new Promise<void>((resolve) => {
    mounted.set(container, hydrate(container, component, propsOf(container), resolve));
  });
  container.dataset.islandReady = '';
}

/** Hydrates the islands of the page not hydrated yet; resolves when all are ready. */
export async function hydrateIslands(): Promise<void> {
  for (const [container, root] of mounted) {
    if (container.isConnected) continue;
    root.unmount();
    mounted.delete(container);
  }
  const waiting = [...document.querySelectorAll<HTMLElement>('[data-island]')].filter((c) => !mounted.has(c));
  const results = await Promise.allSettled(waiting.map(hydrateOne));
  // an island that fails leaves its server-rendered markup, which reads well; say why in the console
  for (const r of results) if (r.status === 'rejected') console.error(r.reason);
}
