// Output-path confinement: the one rule every file writer goes through. It
// protects against a slug, a redirect or any other route built from content
// (`slug: ../../../../tmp/x`, `"from": "/../../etc/x"`, `C:\x`, a NUL byte)
// writing a file outside the output folder. A route that is not a clean
// site path is refused at the route stage with an error naming its source
// file (routeProblem); the writers call confinedPath() again before each
// write, so nothing escapes even if a new producer forgets the route check.
import path from 'node:path';

/** Why a site path (`/docs/x`, `/fr/blog/y/index.html`) may not become a file, or undefined when it may. */
export function routeProblem(sitePath: string): string | undefined {
  if (!sitePath.startsWith('/')) return 'it does not start with /';
  if (sitePath.startsWith('//')) return 'it starts with // (an address on another site)';
  if (sitePath.includes('\0')) return 'it holds a NUL character';
  if (sitePath.includes('\\')) return 'it holds a backslash';
  if (/[\u0000-\u001f\u007f]/.test(sitePath)) return 'it holds a control character';
  const segments = sitePath.split('/').slice(1);
  if (segments.some((s) => s === '..' || s === '.')) return 'it holds a "." or ".." segment, which would leave its folder';
  if (segments.slice(0, -1).some((s) => s === '')) return 'it holds an empty segment (//)';
  if (/^[a-z]:/i.test(segments[0] ?? '')) return 'it looks like a drive letter (an absolute path)';
  return undefined;
}

export class OutsideOutputError extends Error {
  constructor(
    readonly sitePath: string,
    readonly reason: string,
  ) {
    super(`refused to write ${JSON.stringify(sitePath)} outside the output folder: ${reason}`);
    this.name = 'OutsideOutputError';
  }
}

/** The absolute file for a site path inside `root`; throws when it would land anywhere else. */
export function confinedPath(root: string, sitePath: string): string {
  const problem = routeProblem(sitePath.startsWith('/') ? sitePath : '/' + sitePath);
  if (problem) throw new OutsideOutputError(sitePath, problem);
  const base = path.resolve(root);
  const target = path.resolve(base, '.' + (sitePath.startsWith('/') ? sitePath : '/' + sitePath));
  const rel = path.relative(base, target);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) {
    throw new OutsideOutputError(sitePath, 'it resolves outside the output folder');
  }
  return target;
}

/** Is `file` (absolute, symlinks already resolved) inside `folder`? */
export function isInside(folder: string, file: string): boolean {
  const rel = path.relative(path.resolve(folder), path.resolve(file));
  return rel === '' || (!rel.startsWith('..' + path.sep) && rel !== '..' && !path.isAbsolute(rel));
}
