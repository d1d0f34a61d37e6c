// Moves a source file and rewrites every relative import of it across
// generator/, src/ and tests/, so a move is one command and a mechanical diff.
//
//   npx tsx generator/tools/move-module.ts src/paths.ts src/shared/paths.ts
//
// Run it again after merging a branch that still imports the old path: the
// file is not moved twice (it already is), and the new imports are rewritten.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOTS = ['generator', 'src', 'tests'];
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
// a relative specifier after `from`, `import`, `import(` or `vi.mock(`
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*|\bmock\s*\(\s*)(['"])(\.\.?\/[^'"]+)\2/g;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'fixtures' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** `./x.ts` style specifier from `fromFile` to `target` */
function specifier(fromFile: string, target: string): string {
  const rel = path.relative(path.dirname(fromFile), target).split(path.sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/** Rewrites imports of `oldPath` (and, inside the moved file, its own relative imports). Returns the files changed. */
export function rewriteImports(oldPath: string, newPath: string, files: string[]): string[] {
  const changed: string[] = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    // the moved file's own imports are written relative to where it used to be
    const wasAt = path.resolve(file) === path.resolve(newPath) ? path.resolve(oldPath) : path.resolve(file);
    const next = text.replace(SPECIFIER, (whole, lead: string, quote: string, spec: string) => {
      let target = path.resolve(path.dirname(wasAt), spec);
      if (target === path.resolve(oldPath)) target = path.resolve(newPath);
      const rewritten = specifier(file, target);
      return rewritten === spec ? whole : `${lead}${quote}${rewritten}${quote}`;
    });
    if (next !== text) {
      fs.writeFileSync(file, next);
      changed.push(file);
    }
  }
  return changed;
}

function main(): void {
  const [oldPath, newPath] = process.argv.slice(2);
  if (!oldPath || !newPath) {
    console.error('usage: npx tsx generator/tools/move-module.ts <old path> <new path>');
    process.exit(1);
  }
  const moving = fs.existsSync(oldPath) && !fs.existsSync(newPath);
  if (moving) {
    fs.mkdirSync(path.dirname(newPath), { recursive: true });
    execFileSync('git', ['mv', oldPath, newPath]);
  } else if (!fs.existsSync(newPath)) {
    console.error(`${newPath} does not exist and ${oldPath} cannot be moved there`);
    process.exit(1);
  }
  // after the move, only the moved file's own imports need re-rooting: once it is done they resolve already
  const files = ROOTS.flatMap(sourceFiles).filter((f) => moving || path.resolve(f) !== path.resolve(newPath));
  const changed = rewriteImports(oldPath, newPath, files);
  console.log(`${moving ? 'moved' : 'kept'} ${newPath}; imports rewritten in ${changed.length} files`);
}

main();
