// The runner of the bad-input table (cases.ts). Each row starts from a copy
// of one small site already built once (the fixture site with the real
// shapes, vocabulary and static files), applies its edit, then runs `check`
// and `build` in-process and compares:
//  - outcome: error (the build fails), warning (it builds and warns), ok;
//  - the message: matched by a pattern naming the file (and line, or entity
//    and property);
//  - no stack trace: the failure is one the command line prints as problems
//    (a UserError or ValidationFailed), and nothing printed holds "    at ";
//  - a failed build leaves the previous output byte-identical;
//  - check reports the same errors (and warnings) as build.
// Only APIs that existed before the hostile-input work are imported, so the
// table also runs against the old code (to record which rows failed there).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import fsSync from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, vi } from 'vitest';
import { analyse, build } from '../../generator/build.ts';
import type { SiteConfig } from '../../generator/config.ts';
import { UserError, ValidationFailed, formatProblem, formatUserError, type Problem } from '../../generator/errors.ts';
import { fixtureSite, ROOT } from '../helpers.ts';
import { siteConfig } from '../site-copy.ts';

export interface RowSite {
  dir: string;
  config: SiteConfig;
  write(rel: string, text: string | Buffer): Promise<void>;
  append(rel: string, text: string): Promise<void>;
  read(rel: string): Promise<string>;
  /** a page of the output, or undefined when it was not written */
  page(rel: string): Promise<string | undefined>;
}

export interface BuildRow {
  name: string;
  edit: (site: RowSite) => Promise<unknown> | unknown;
  outcome: 'error' | 'warning' | 'ok';
  /** error: matches the failure text; warning: matches one warning line */
  message?: RegExp;
  /** the exact number of error lines, when it matters (one error, not 176) */
  errorCount?: number;
  /** checks of the output (or of the file system) after the build */
  output?: (site: RowSite) => Promise<unknown> | unknown;
  timeoutMs?: number;
  /** settings for this row (read after the edit, so a row may break site.config.json) */
  config?: (site: RowSite) => Partial<SiteConfig>;
  /** the failure comes from the machine (a full disk, a read-only folder): `check` has nothing to find */
  buildOnly?: boolean;
  /** undoes what the edit did outside the site (a mount) */
  cleanup?: (site: RowSite) => Promise<unknown> | unknown;
}

export const PREFIXES = [
  '@prefix skos: <http://www.w3.org/2004/02/skos/core#> .',
  '@prefix schema: <https://schema.org/> .',
  '@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .',
  '@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .',
  '@prefix term: <https://portal.lincsproject.ca/id/term/> .',
  '@prefix event: <https://portal.lincsproject.ca/id/event/> .',
  '@prefix scheme: <https://portal.lincsproject.ca/id/scheme/> .',
  '@prefix facet: <https://portal.lincsproject.ca/id/facet/> .',
  '@prefix org: <https://portal.lincsproject.ca/id/organization/> .',
  '@prefix dataset: <https://portal.lincsproject.ca/id/dataset/> .',
  '@prefix lv: <https://portal.lincsproject.ca/vocab#> .',
  '',
].join('\n');

/** A valid glossary term with extra Turtle statements about it. */
export function term(slug: string, extra = '', labels = '"Term"@en, "Terme"@fr'): string {
  return `${PREFIXES}term:${slug} a skos:Concept ; skos:inScheme scheme:glossary ; skos:prefLabel ${labels} ; skos:definition "A definition."@en, "Une définition."@fr${extra ? ' ; ' + extra : ''} .\n`;
}

export function page(title: string, body: string, extra = ''): string {
  return `---\ntitle: ${title}\ndescription: A page for a test.\n${extra}---\n${body}\n`;
}

/** What the command line prints for a failure, or undefined for a crash (it would print a stack). */
export function failureText(e: unknown): string | undefined {
  if (e instanceof UserError) return `error: ${formatUserError(e)}`;
  if (e instanceof ValidationFailed) return e.problems.map(formatProblem).join('\n');
  return undefined;
}

let template: { dir: string } | undefined;

/** Builds the small site once per test file; rows copy it with its output. */
export async function prepareTemplate(): Promise<void> {
  const { dir } = await fixtureSite();
  await fs.cp(path.join(ROOT, 'static'), path.join(dir, 'static'), { recursive: true });
  await build(configFor(dir));
  template = { dir };
}

export async function removeTemplate(): Promise<void> {
  if (template) await fs.rm(template.dir, { recursive: true, force: true });
}

function configFor(dir: string, extra: Partial<SiteConfig> = {}): SiteConfig {
  return siteConfig(dir, { bundleClient: false, ...extra });
}

export async function newSite(): Promise<RowSite> {
  if (!template) throw new Error('prepareTemplate() first');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lod-bad-'));
  await fs.cp(template.dir, dir, { recursive: true, verbatimSymlinks: true });
  const at = (rel: string) => path.join(dir, rel);
  const site: RowSite = {
    dir,
    config: configFor(dir),
    async write(rel, text) {
      await fs.mkdir(path.dirname(at(rel)), { recursive: true });
      await fs.writeFile(at(rel), text);
    },
    async append(rel, text) {
      await fs.appendFile(at(rel), text);
    },
    read: (rel) => fs.readFile(at(rel), 'utf8'),
    async page(rel) {
      try {
        return await fs.readFile(path.join(site.config.outDir, rel), 'utf8');
      } catch {
        return undefined;
      }
    },
  };
  return site;
}

/** Every file and link of a folder with a hash of its bytes: equal snapshots, byte-identical folders. */
export function snapshot(dir: string, skip: (rel: string) => boolean = () => false): Map<string, string> {
  const out = new Map<string, string>();
  if (!fsSync.existsSync(dir)) return out;
  const walk = (d: string) => {
    for (const e of fsSync.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      const rel = path.relative(dir, full);
      if (skip(rel)) continue;
      if (e.isSymbolicLink()) out.set(rel, 'link:' + fsSync.readlinkSync(full));
      else if (e.isDirectory()) {
        out.set(rel + '/', 'dir');
        walk(full);
      } else if (e.isFile()) out.set(rel, crypto.createHash('sha1').update(fsSync.readFileSync(full)).digest('hex'));
      else out.set(rel, 'special'); // a named pipe: reading it would wait
    }
  };
  walk(dir);
  return out;
}

type Result = { failure?: unknown; problems: Problem[] };

const lines = (problems: Problem[], severity: 'error' | 'warning') =>
  [...new Set(problems.filter((p) => p.severity === severity).map(formatProblem))].sort();

function errorLines(r: Result): string[] {
  if (r.failure instanceof UserError) return [`error: ${formatUserError(r.failure)}`];
  if (r.failure instanceof ValidationFailed) return lines(r.failure.problems, 'error');
  return lines(r.problems, 'error');
}

function warningLines(r: Result): string[] {
  if (r.failure instanceof ValidationFailed) return lines(r.failure.problems, 'warning');
  return lines(r.problems, 'warning');
}

/** The site's own files, outside its output: a build must write nothing there (nor anywhere else). */
const outsideOutput = (site: RowSite) =>
  snapshot(site.dir, (rel) => /^(out|out\.(tmp|old)-[\d-]+|node_modules|disk|www|www\.(tmp|old)-[\d-]+)(\/|$)/.test(rel));

export async function runRow(row: BuildRow): Promise<void> {
  const site = await newSite();
  try {
    await row.edit(site);
    let config: SiteConfig | undefined;
    let broken: Result | undefined;
    try {
      config = configFor(site.dir, row.config?.(site));
      site.config = config;
    } catch (failure) {
      // a broken site.config.json stops check and build alike
      broken = { failure, problems: [] };
    }
    const before = snapshot(site.config.outDir);
    const around = outsideOutput(site);
    const printed: string[] = [];
    const spies = [
      vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void printed.push(a.map(String).join(' '))),
      vi.spyOn(console, 'warn').mockImplementation((...a: unknown[]) => void printed.push(a.map(String).join(' '))),
      vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void printed.push(a.map(String).join(' '))),
    ];
    let checked: Result;
    let built: Result;
    try {
      checked =
        broken ??
        (await analyse(config!).then(
          (r) => ({ problems: r.problems }),
          (failure) => ({ failure, problems: [] }),
        ));
      built =
        broken ??
        (await build(config!).then(
          (r) => ({ problems: r.report.warnings }),
          (failure) => ({ failure, problems: [] }),
        ));
    } finally {
      for (const s of spies) s.mockRestore();
    }
    // a crash is never an answer to bad input: it would print a stack trace
    for (const [what, r] of [
      ['build', built],
      ['check', checked],
    ] as const) {
      if (r.failure !== undefined && failureText(r.failure) === undefined) {
        throw new Error(`${what} crashed instead of reporting the problem: ${(r.failure as Error)?.stack ?? r.failure}`);
      }
    }
    expect(printed.join('\n')).not.toMatch(/\n\s+at /);
    const buildErrors = errorLines(built);
    const text = built.failure !== undefined ? failureText(built.failure)! : [...buildErrors, ...warningLines(built)].join('\n');
    if (row.outcome === 'error') {
      expect(built.failure, 'the build should fail').toBeDefined();
      expect(text).not.toMatch(/\n\s+at /);
      if (row.message) expect(buildErrors.join('\n'), `errors were:\n${buildErrors.join('\n')}\n`).toMatch(row.message);
      if (row.errorCount !== undefined) expect(buildErrors).toHaveLength(row.errorCount);
      // the previous output is byte-identical after the failed build
      expect(snapshot(site.config.outDir)).toEqual(before);
    } else {
      expect(built.failure, `the build should succeed, got:\n${text}`).toBeUndefined();
      if (row.outcome === 'warning') {
        expect(warningLines(built).join('\n')).toMatch(row.message ?? /./);
      } else if (row.message) {
        expect(warningLines(built).join('\n')).not.toMatch(row.message);
      }
    }
    // nothing was written beside the output
    expect(outsideOutput(site)).toEqual(around);
    // check reports what build reports (a failure of the machine is the build's alone)
    if (row.buildOnly) expect(errorLines(checked)).toEqual([]);
    else expect(errorLines(checked)).toEqual(buildErrors);
    if (row.outcome === 'warning') expect(warningLines(checked).join('\n')).toMatch(row.message ?? /./);
    if (row.output) await row.output(site);
  } finally {
    await row.cleanup?.(site);
    await fs.rm(site.dir, { recursive: true, force: true });
  }
}
