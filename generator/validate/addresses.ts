// The address rules: what a page's address, a redirect's "from" and a file of
// static/ may be called, and which output file each one becomes. Checked by
// the route stage, so `check` finds everything the write stage would fail on
// or silently get wrong:
//  - a name longer than a file name can be (MAX_NAME_BYTES) cannot be written;
//  - `?`, `#`, `%`, quotes, spaces and `<>|*:` make an address no link reaches
//    (a browser reads them as query, fragment or escape), or no Windows
//    checkout can hold;
//  - right-to-left overrides and zero-width characters make an address look
//    like another one;
//  - CON, NUL, COM1 and the other names Windows reserves cannot be checked out there;
//  - two names that differ only in case or Unicode normalisation (NFC/NFD) are
//    one file on macOS and Windows checkouts and on case-insensitive hosts;
//  - two producers of one output file (a static file over a page, the sitemap,
//    a feed, a host's configuration), or a file where another needs a folder
//    (a slug `rss.xml` beside the feed /blog/rss.xml), replaced one another in
//    the output or failed the write after `check` had passed. A static file
//    may replace a generated one only when site.config.json lists it
//    (`static.overrides`).
import type { Page } from '../../src/shared/model/types.ts';
import { LOCALES } from '../../src/shared/model/types.ts';
import { localizePath } from '../../src/shared/paths.ts';
import type { Problem } from '../errors.ts';
import { HOSTING_PATHS } from '../linked-data/hosting.ts';
import { WELL_KNOWN_REDIRECTS } from '../linked-data/negotiate.ts';
import { MAX_NAME_BYTES } from '../limits.ts';
import { INVISIBLE } from './characters.ts';
import type { StaticFile } from '../load/static.ts';
import { htmlPathFor } from '../write/index.ts';

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** What a URL reads as something else (query, fragment, escape), quotes, spaces, and what Windows forbids in names. */
const UNREACHABLE = /[?#%"'<>|*:`\s]/;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\.|$)/i;

const codePoint = (c: string) => 'U+' + c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');

/** Why one name (a segment of an address) may not be published, or undefined. `file`: a name in static/ (spaces and quotes allowed). */
export function nameProblem(name: string, file = false): string | undefined {
  const bytes = Buffer.byteLength(name);
  if (bytes > MAX_NAME_BYTES) {
    return `the name "${name.slice(0, 40)}…" is ${bytes} bytes long; a file name holds at most ${MAX_NAME_BYTES}`;
  }
  const control = CONTROL.exec(name);
  if (control) return `the name ${JSON.stringify(name)} holds a control character (${codePoint(control[0])})`;
  const invisible = INVISIBLE.exec(name);
  if (invisible)
    return `the name ${JSON.stringify(name)} holds an invisible character (${codePoint(invisible[0])}) that makes it look like another`;
  const odd = (file ? /[?#%"<>|*:\\]/ : UNREACHABLE).exec(name);
  if (odd)
    return `the name ${JSON.stringify(name)} holds ${JSON.stringify(odd[0])}, which no link reaches as written (use letters, digits, -)`;
  if (WINDOWS_RESERVED.test(name)) return `the name "${name}" is reserved by Windows, where the project cannot be checked out with it`;
  if (/[. ]$/.test(name)) return `the name "${name}" ends with "." or a space, which Windows drops`;
  return undefined;
}

/** Why a page's address may not be published (beyond confinement, write/confine.ts), or undefined. */
export function addressProblem(sitePath: string): string | undefined {
  // the home pages are `/` and `/fr/`; any other address ending in / lost its last segment
  if (sitePath.endsWith('/') && !/^\/([a-z]{2}\/)?$/.test(sitePath)) return 'its last segment is empty (an empty "slug"?)';
  for (const segment of sitePath.split('/').slice(1)) {
    const problem = nameProblem(segment);
    if (problem) return problem;
  }
  return undefined;
}

/** Folders the build fills itself: nothing else may publish into them. */
const GENERATED_FOLDERS = ['/assets/', '/search-index/', '/_hosting/', '/id/'];

/** Files the build writes besides pages. `generated`: the outputs the route stage already lists (dumps, feeds, entity files). */
export function generatedFiles(generated: Iterable<string>): Set<string> {
  const out = new Set(generated);
  for (const p of Object.values(HOSTING_PATHS)) out.add(p);
  for (const p of Object.keys(WELL_KNOWN_REDIRECTS)) out.add(p);
  for (const locale of LOCALES) {
    out.add(localizePath('/data/terms', locale) + '.json');
    out.add(locale === 'en' ? '/404.html' : `/${locale}/404.html`);
  }
  return out;
}

interface Output {
  path: string;
  /** who makes it, for messages: a source file, or "the build" */
  by: string;
  kind: 'page' | 'static' | 'generated';
}

export interface OutputCheck {
  pages: Page[];
  staticFiles: StaticFile[];
  generated: Iterable<string>;
  /** static files that may replace a generated file (site.config.json `static.overrides`) */
  overrides: readonly string[];
  /** how a static file is shown in messages */
  staticShown: (sitePath: string) => string;
}

/** Every clash between the outputs of pages, static files and the build itself; see the head of the file. */
export function outputProblems(input: OutputCheck): Problem[] {
  const problems: Problem[] = [];
  const error = (message: string, file: string | undefined) =>
    problems.push({ severity: 'error', stage: 'route', message, position: file ? { file } : undefined });
  const outputs: Output[] = [];
  for (const f of input.staticFiles) {
    const bad = f.sitePath
      .split('/')
      .slice(1)
      .map((n) => nameProblem(n, true))
      .find(Boolean);
    if (bad) error(`this file cannot be published: ${bad}`, input.staticShown(f.sitePath));
    else outputs.push({ path: f.sitePath, by: input.staticShown(f.sitePath), kind: 'static' });
  }
  for (const p of generatedFiles(input.generated)) outputs.push({ path: p, by: 'the build', kind: 'generated' });
  for (const page of input.pages) {
    if (page.kind === 'notFound') continue; // written as /404.html, listed above
    outputs.push({ path: htmlPathFor(page.path), by: page.source ?? `the ${page.kind} page ${page.path}`, kind: 'page' });
  }
  const byPath = new Map<string, Output>();
  const overrides = new Set(input.overrides);
  for (const o of outputs) {
    const earlier = byPath.get(o.path);
    if (!earlier) {
      byPath.set(o.path, o);
      continue;
    }
    const [mine, theirs] = o.kind === 'static' ? [o, earlier] : [earlier, o];
    if (mine.kind === 'static' && theirs.kind === 'generated' && overrides.has(mine.path)) {
      byPath.set(o.path, mine);
      continue;
    }
    const blame = mine.kind === 'generated' ? theirs : mine;
    const hint =
      mine.kind === 'static' && theirs.kind === 'generated'
        ? ` (to replace it on purpose, list "${mine.path}" in site.config.json under "static": { "overrides": […] })`
        : '';
    error(
      `${o.path} would be written twice, by ${describe(earlier)} and by ${describe(o)}: one would replace the other${hint}`,
      fileOf(blame),
    );
  }
  folderClashes(byPath, error);
  twins(byPath, error);
  return problems;
}

function describe(o: Output): string {
  return o.kind === 'generated' ? 'the build (a generated file)' : o.by;
}

function fileOf(o: Output): string | undefined {
  return o.kind === 'generated' ? undefined : o.by;
}

type Report = (message: string, file: string | undefined) => void;

/** A file where another output needs a folder, and anything published into the build's own folders. */
function folderClashes(byPath: Map<string, Output>, error: Report): void {
  for (const o of byPath.values()) {
    if (o.kind !== 'generated') {
      const folder = GENERATED_FOLDERS.find((f) => o.path.startsWith(f));
      if (folder) error(`${o.path} is inside ${folder}, which the build fills itself: choose another address`, o.by);
    }
    const parts = o.path.split('/');
    for (let i = 2; i < parts.length; i++) {
      const folder = byPath.get(parts.slice(0, i).join('/'));
      if (!folder) continue;
      const blame = o.kind === 'generated' ? folder : o;
      error(
        `${o.path} (by ${describe(o)}) needs a folder ${folder.path}, where ${describe(folder)} writes a file: choose another address`,
        fileOf(blame),
      );
      break;
    }
  }
}

/** Outputs whose paths differ only in case or Unicode normalisation: one file on case-insensitive or normalising file systems. */
function twins(byPath: Map<string, Output>, error: Report): void {
  const folded = new Map<string, Output>();
  for (const o of byPath.values()) {
    const key = o.path.normalize('NFC').toLowerCase();
    const other = folded.get(key);
    if (!other) {
      folded.set(key, o);
      continue;
    }
    const how = o.path.normalize('NFC') === other.path.normalize('NFC') ? 'only in Unicode normalisation (NFC and NFD)' : 'only in case';
    error(
      `${o.path} and ${other.path} differ ${how}: they are one file on macOS and Windows and on many hosts; ` +
        `rename one (by ${describe(other)})`,
      fileOf(o.kind === 'generated' ? other : o),
    );
  }
}
