// The generator's version, as the build cache sees it: any change to the
// generator's or the components' sources, the lockfile or Node gives a new
// version, and a new version starts with an empty cache. From the
// precompiled generator (generator/run.mjs) it is the name of the folder the
// compiled files are in, which run.mjs derives from exactly those; from the
// TypeScript sources (tests, tsx) it is the same fingerprint (source-fingerprint.mjs).
import path from 'node:path';
import { PROJECT_ROOT } from '../root.ts';
import { sourcesFingerprint } from '../source-fingerprint.mjs';

/** Bumped when the layout or meaning of the cache's entries changes. */
const CACHE_FORMAT = 1;

let computed: string | undefined;

export function generatorVersion(env: NodeJS.ProcessEnv = process.env): string {
  const compiled = env.LOD_PORTAL_TOOL_CACHE;
  if (compiled) return `v${CACHE_FORMAT}-${path.basename(compiled)}`;
  return (computed ??= `v${CACHE_FORMAT}-src-${sourcesFingerprint(PROJECT_ROOT)}`);
}
