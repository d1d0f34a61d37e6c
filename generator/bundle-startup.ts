// What a page loads before any dynamic import: the client entry and the
// chunks it imports statically. React must not be among them (issue 22): it
// comes with an island (src/client/islands.ts), on the pages that have one.
// The bundle step checks this on esbuild's metafile, so a stray static import
// of a component or of react-dom fails the build instead of weighing on every page.
import type { Metafile } from 'esbuild';

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
