// The project's root folder, found from this module's own address. The
// generator runs either from its TypeScript sources (tests, tsx) or from one
// precompiled file under node_modules/.cache (`npm run build`), so a fixed
// number of `..` would be wrong in one of the two: walk up to package.json.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(from: string): string {
  let dir = from;
  for (;;) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'generator'))) return dir;
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`cannot find the project folder above ${from}`);
    dir = up;
  }
}

export const PROJECT_ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));
