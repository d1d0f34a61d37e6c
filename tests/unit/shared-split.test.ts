// The node/browser split as a rule: the generator never imports browser code
// (what both sides use lives in src/shared/), and src/shared/ imports neither
// Node built-ins nor browser-only modules.
import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

/** Every module specifier a file imports (static and dynamic), resolved against the project root when relative. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((m) => m[1]);
  return specs.map((s) => (s.startsWith('.') ? path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), s)) : s));
}

describe('the node/browser split', () => {
  it('no generator module imports src/client', () => {
    const offenders = sources('generator').flatMap((f) =>
      importsOf(f)
        .filter((i) => i.startsWith('src/client/'))
        .map((i) => `${f} → ${i}`),
    );
    expect(offenders).toEqual([]);
  });

  it('src/shared imports no Node built-in, no generator module and no client module', () => {
    const offenders = sources('src/shared').flatMap((f) =>
      importsOf(f)
        .filter((i) => i.startsWith('node:') || i.startsWith('generator/') || i.startsWith('src/client/'))
        .map((i) => `${f} → ${i}`),
    );
    expect(offenders).toEqual([]);
  });
});
