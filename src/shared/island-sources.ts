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

/** The hashed client files a page preloads: the runtime's static imports on every page, and each island's chunks. */
export interface Preloads {
  startup: string[];
  islands: Partial<Record<IslandName, string[]>>;
}
