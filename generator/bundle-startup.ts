// What a page loads before any dynamic import: the client entry and the
// chunks it imports statically. React must not be among them (issue 22): it
// comes with an island (src/client/islands.ts), on the pages that have one.
// The bundle step checks this on esbuild's metafile, so a stray static import
// of a component or of react-dom fails the build instead of weighing on every page.
import type { Metafile } from 'esbuild';
import { FIRST_DRAW_SOURCES, ISLAND_SOURCES, SEARCH_MODAL_SOURCE, type IslandName, type Preloads } from '../src/shared/island-sources.ts';

/** Output files reached from `entry` by static imports, the entry included. */
export function startupOutputs(metafile: Metafile, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (out: string) => {
    if (seen.has(out) || !metafile.outputs[out]) return;
    seen.add(out);
    for (const i of metafile.outputs[out].imports) if (i.kind === 'import-statement') visit(i.path);
  };
  visit(entry);
  return [...seen];
}

/** Source modules of packages in the start-up outputs that should load only with an island. */
export function islandOnlyModulesAtStartup(metafile: Metafile, entry: string): string[] {
  return startupOutputs(metafile, entry)
    .flatMap((out) => Object.keys(metafile.outputs[out].inputs))
    .filter((input) => /node_modules\/(react|react-dom|scheduler)\//.test(input));
}

/**
 * What pages ask for early (<link rel="modulepreload">), as URLs: every page the
 * runtime's static imports, so they load beside the entry and not after it; a
 * page with an island that island's chunks and the shared React chunk
 * (src/client/hydrate.ts), which it would otherwise find three imports deep,
 * and the chunks of the module that draws its first screen without React, if any;
 * and the search modal's chunks, which the runtime fetches when idle.
 */
export function preloadsOf(metafile: Metafile, entry: string, url: (output: string) => string): Preloads {
  const startup = startupOutputs(metafile, entry);
  const byEntry = new Map(Object.entries(metafile.outputs).flatMap(([out, o]) => (o.entryPoint ? [[o.entryPoint, out]] : [])));
  const chunksOf = (source: string) => {
    const out = byEntry.get(source);
    if (!out) throw new Error(`${source} is not a chunk of its own: is it still imported dynamically by src/client/islands.ts?`);
    return startupOutputs(metafile, out);
  };
  const hydrate = chunksOf('src/client/hydrate.ts');
  const islands: Preloads['islands'] = {};
  for (const [name, source] of Object.entries(ISLAND_SOURCES) as [IslandName, string][]) {
    const needed = new Set([...chunksOf(source), ...hydrate].filter((out) => !startup.includes(out)));
    islands[name] = [...needed].map(url).sort();
  }
  const firstDraw: Preloads['firstDraw'] = {};
  for (const [name, source] of Object.entries(FIRST_DRAW_SOURCES) as [IslandName, string][]) {
    firstDraw[name] = chunksOf(source)
      .filter((out) => !startup.includes(out))
      .map(url)
      .sort();
  }
  const searchModal = chunksOf(SEARCH_MODAL_SOURCE).filter((out) => !startup.includes(out));
  return {
    searchModal: searchModal.map(url).sort(),
    startup: startup
      .filter((out) => out !== entry)
      .map(url)
      .sort(),
    islands,
    firstDraw,
  };
}
