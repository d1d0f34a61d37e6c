// A fingerprint of the generator's sources: the path, size and modification
// time of every source file of generator/ and src/, the package files and
// the TypeScript settings, and Node's version. It changes whenever any of
// them does. run.mjs names the folder of the precompiled generator after it;
// the build cache (cache/version.ts) uses it as its version when the
// generator runs from its TypeScript sources.
//
// Plain JavaScript: run.mjs needs it before anything is compiled.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SOURCE_DIRS = ['generator', 'src'];
// the stylesheet is bundled too (a CSS-only change must give a new bundle), and the queries are read by the build
const SOURCE_FILE = /\.(ts|tsx|json|mjs|css|rq)$/;
const PROJECT_FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.base.json'];

/**
 * @param {string} root the project folder
 * @returns {string}
 */
export function sourcesFingerprint(root) {
  const hash = crypto.createHash('sha256');
  hash.update(process.version);
  /** @param {string} dir */
  const walk = (dir) => {
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
  for (const d of SOURCE_DIRS) walk(path.join(root, d));
  for (const f of PROJECT_FILES) {
    try {
      const st = fs.statSync(path.join(root, f));
      hash.update(`${f}\0${st.size}\0${st.mtimeMs}\n`);
    } catch {
      // not there (a test's copy of the project may leave one out): nothing to add
    }
  }
  return hash.digest('hex').slice(0, 16);
}
