// File-system helpers for the load stage: list files and read them as UTF-8,
// refusing other encodings with a clear message instead of garbled text.
import fsSync from 'node:fs';
import path from 'node:path';
import { UserError, fileSystemError } from '../errors.ts';
import { isInside } from '../write/confine.ts';

/**
 * A project file's text (undefined if it cannot be read): for the checks that search a file's own text, and the
 * line numbers of their messages.
 */
export function projectReader(rootDir: string): (file: string) => string | undefined {
  return (file) => {
    try {
      return fsSync.readFileSync(path.resolve(rootDir, file), 'utf8');
    } catch {
      return undefined;
    }
  };
}

/**
 * Files under `dir` whose name `accept`s, sorted. A symbolic link is followed
 * only when its target is inside `projectRoot` (default: `dir`): a link that
 * leaves the project (to /etc/passwd, to a home folder) would publish a file
 * nobody meant to, so it is refused with an error naming the link.
 */
export async function listFiles(dir: string, accept: (name: string) => boolean, projectRoot = dir): Promise<string[]> {
  const out: string[] = [];
  const root = realOrSelf(projectRoot);
  const visited = new Set<string>();
  // synchronous on purpose, as in readUtf8
  function walk(d: string) {
    let entries;
    try {
      entries = fsSync.readdirSync(d, { withFileTypes: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw fileSystemError(e, path.relative(projectRoot, d) || d, 'the folder cannot be read');
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(d, entry.name);
      if (entry.isSymbolicLink()) {
        const target = followLink(full, root, projectRoot);
        if (!target) continue; // dangling: nothing to read
        if (target.isDirectory) {
          if (!visited.has(target.real)) {
            visited.add(target.real);
            walk(full);
          }
        } else if (accept(entry.name)) out.push(regular(full, target.isFile, projectRoot));
      } else if (entry.isDirectory()) walk(full);
      else if (accept(entry.name)) out.push(regular(full, entry.isFile(), projectRoot));
    }
  }
  walk(dir);
  return out.sort();
}

/**
 * A named pipe or a device where a page or a Turtle file is expected: reading
 * it waited forever for a writer (the build hung with no word), so it is refused.
 */
function regular(full: string, isFile: boolean, shownRelativeTo: string): string {
  if (isFile) return full;
  throw new UserError('this is not a regular file (a named pipe, a socket or a device): reading it would wait forever; remove it', {
    file: path.relative(shownRelativeTo, full),
  });
}

function realOrSelf(p: string): string {
  try {
    return fsSync.realpathSync(p);
  } catch {
    return path.resolve(p);
  }
}

/** Where a symbolic link leads, refusing a link out of the project; undefined for a dangling link. */
export function followLink(
  link: string,
  realRoot: string,
  shownRelativeTo: string,
): { real: string; isDirectory: boolean; isFile: boolean } | undefined {
  let real: string;
  try {
    real = fsSync.realpathSync(link);
  } catch {
    return undefined;
  }
  if (!isInside(realRoot, real)) {
    throw new UserError(
      `this symbolic link leads outside the project (to ${real}); links may only point inside the project: copy the file instead`,
      { file: path.relative(shownRelativeTo, link) },
    );
  }
  const stat = fsSync.statSync(real);
  return { real, isDirectory: stat.isDirectory(), isFile: stat.isFile() };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Reads a text file, failing with a user error when it is not UTF-8. */
export async function readUtf8(file: string, shownAs: string): Promise<string> {
  // Synchronous: the build reads thousands of small files one after the
  // other, and each asynchronous read is four round trips to libuv's thread
  // pool with this thread idle in between (~1 s of 2.5 s at scale 5).
  let bytes: Buffer;
  try {
    bytes = fsSync.readFileSync(file);
  } catch (e) {
    throw fileSystemError(e, shownAs, 'the file cannot be read');
  }
  try {
    // a BOM is harmless but would end up in the first token
    return utf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new UserError('the file is not valid UTF-8 text; save it with UTF-8 encoding', { file: shownAs });
  }
}
