// The generator's version, as the build cache sees it: any change to the
// generator's or the components' sources, the lockfile or Node gives a new
// version, and a new version starts with an empty cache. From the
// precompiled generator (generator/run.mjs) it is the name of the folder the
// compiled files are in, which run.mjs derives from exactly those; from the
// TypeScript sources (tests, tsx) it is computed here the same way.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../root.ts';

/** Bumped when the layout or meaning of the cache's entries changes. */
const CACHE_FORMAT = 1;

const SOURCE_FILE = /\.(ts|tsx|json|mjs|css|rq)$/;

let computed: string | undefined;

export function generatorVersion(env: NodeJS.ProcessEnv = process.env): string {
  const compiled = env.LOD_PORTAL_TOOL_CACHE;
  if (compiled) return `v${CACHE_FORMAT}-${path.basename(compiled)}`;
  return (computed ??= `v${CACHE_FORMAT}-src-${sourcesFingerprint()}`);
}

/** Path, size and modification time of every source file (as run.mjs's fingerprint). */
function sourcesFingerprint(): string {
  const hash = crypto.createHash('sha256');
  hash.update(process.version);
  const walk = (dir: string) => {
    const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const e of entries) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (SOURCE_FILE.test(e.name)) {
        const st = fs.statSync(p);
        hash.update(`${p}\0${st.size}\0${st.mtimeMs}\n`);
      }
    }
  };
  for (const d of ['generator', 'src']) walk(path.join(PROJECT_ROOT, d));
  for (const f of ['package.json', 'package-lock.json']) {
    try {
      const st = fs.statSync(path.join(PROJECT_ROOT, f));
      hash.update(`${f}\0${st.size}\0${st.mtimeMs}\n`);
    } catch {
      // not there: nothing to add
    }
  }
  return hash.digest('hex').slice(0, 16);
}
