// Each island's component module, as src/client/islands.ts imports it. The
// bundle (generator/bundle.ts) finds the chunks each one needs from these, so
// a page that has an island asks for them at once (<link rel="modulepreload">
// beside the island) instead of discovering them one import after another.
export const ISLAND_SOURCES = {
  catalogue: 'src/components/Catalogue.tsx',
  glossary: 'src/components/GlossaryFilter.tsx',
  search: 'src/client/search/page.tsx',
  sparql: 'src/client/sparql/island.tsx',
} as const;

export type IslandName = keyof typeof ISLAND_SOURCES;

/**
 * Modules that draw an island's first screen without React (src/client/islands.ts DRAW_FIRST), as it imports
 * them: their chunks are asked for at once, the island's own only when the browser is idle.
 */
export const FIRST_DRAW_SOURCES: Partial<Record<IslandName, string>> = {
  search: 'src/client/search/first-results.ts',
};

/** The search modal's module, as src/client/search/trigger.ts imports it (on first use; its chunks are only fetched before). */
export const SEARCH_MODAL_SOURCE = 'src/client/search/modal.tsx';

/**
 * The hashed client files a page preloads: the runtime's static imports on every page, each island's chunks,
 * and the search modal's, which the runtime fetches when idle without running them.
 */
export interface Preloads {
  startup: string[];
  islands: Partial<Record<IslandName, string[]>>;
  /** the chunks of the islands' first-draw modules (FIRST_DRAW_SOURCES) */
  firstDraw: Partial<Record<IslandName, string[]>>;
  searchModal: string[];
}
