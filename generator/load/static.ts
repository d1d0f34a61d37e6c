// The files of static/, copied as they are into the output. Listed once, for
// both `check` (links may point at them) and `build` (the write stage copies
// exactly these). A symbolic link is copied as the file it points to, and only
// when that file is inside the project: copying the link itself put a link to
// /etc/passwd into out/, which the server then followed.
import fsSync from 'node:fs';
import path from 'node:path';
import { UserError } from '../errors.ts';
import { followLink } from './files.ts';
import { isInside } from '../write/confine.ts';
import type { SiteConfig } from '../config.ts';
import { listContentAssets } from './content-assets.ts';

export interface StaticFile {
  /** site path, with a leading slash */
  sitePath: string;
  /** the file to read (a link's target) */
  source: string;
}

/**
 * Whether a dot-file or dot-folder of static/ (`.env`, `.git/`, `.well-known/`) is published:
 * only when site.config.json lists it (`static.dotFiles`), itself or a folder above it. Such
 * files are mostly secrets and tool settings, published by nobody's choice.
 */
export function isListedDotFile(sitePath: string, dotFiles: readonly string[]): boolean {
  return dotFiles.some((d) => sitePath === d || sitePath.startsWith(d.endsWith('/') ? d : d + '/'));
}

/** `skipped`: collects the dot-files left out (site paths), for a warning. */
export function listStaticFiles(staticDir: string, rootDir: string, dotFiles: readonly string[] = [], skipped?: string[]): StaticFile[] {
  const out: StaticFile[] = [];
  const realStatic = real(staticDir);
  if (!realStatic) return out;
  // links may lead anywhere in the project; a static folder kept elsewhere confines them to itself
  const realRoot = isInside(real(rootDir) ?? rootDir, realStatic) ? real(rootDir)! : realStatic;
  const shownFrom = isInside(path.resolve(rootDir), path.resolve(staticDir)) ? rootDir : path.dirname(staticDir);
  const visited = new Set<string>([realStatic]);
  const walk = (dir: string, prefix: string) => {
    for (const e of fsSync.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.name.startsWith('.') && !isListedDotFile(`${prefix}/${e.name}`, dotFiles)) {
        skipped?.push(`${prefix}/${e.name}`);
        continue;
      }
      let isDir = e.isDirectory();
      let source = full;
      if (e.isSymbolicLink()) {
        const target = followLink(full, realRoot, shownFrom);
        if (!target) throw new UserError('this symbolic link points to nothing', { file: path.relative(shownFrom, full) });
        if (target.isDirectory && visited.has(target.real)) continue;
        if (target.isDirectory) visited.add(target.real);
        isDir = target.isDirectory;
        source = target.real;
      } else if (!isDir && !e.isFile()) continue; // sockets, fifos: nothing to publish
      if (isDir) walk(full, `${prefix}/${e.name}`);
      else out.push({ sitePath: `${prefix}/${e.name}`, source });
    }
  };
  walk(staticDir, '');
  return out;
}

function real(p: string): string | undefined {
  try {
    return fsSync.realpathSync(p);
  } catch {
    return undefined;
  }
}

/** Every file published as it is: the static folder's, and the images and files beside the docs' Markdown (content-assets.ts). */
export function listPublishedFiles(config: SiteConfig, skipped?: string[]): StaticFile[] {
  const assets = listContentAssets(path.join(config.contentDir, 'docs'));
  return [...listStaticFiles(config.staticDir, config.rootDir, config.staticDotFiles, skipped), ...assets];
}
