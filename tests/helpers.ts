// Test helpers: copy the fixture site into a fresh temporary folder, build it,
// read what was written.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { makeConfig, type SiteConfig } from '../generator/config.ts';
import { contentSecurityPolicy } from '../generator/content-security-policy.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const FIXTURE = path.join(ROOT, 'tests/fixtures/site');

/** A writable copy of the fixture site (with the real shapes and vocabulary). */
export async function fixtureSite(): Promise<{ dir: string; config: SiteConfig }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lod-site-'));
  await fs.cp(FIXTURE, dir, { recursive: true });
  await fs.copyFile(path.join(ROOT, 'data/shapes.ttl'), path.join(dir, 'data/shapes.ttl'));
  await fs.copyFile(path.join(ROOT, 'data/vocab.ttl'), path.join(dir, 'data/vocab.ttl'));
  await fs.mkdir(path.join(dir, 'static'), { recursive: true });
  const config = makeConfig({
    rootDir: dir,
    dataDir: path.join(dir, 'data'),
    contentDir: path.join(dir, 'content'),
    staticDir: path.join(ROOT, 'static'),
    outDir: path.join(dir, 'out'),
  });
  return { dir, config };
}

/** The Content-Security-Policy of a site whose configuration is in `rootDir` (the real site's by default). */
export const sitePolicy = (rootDir = ROOT) => contentSecurityPolicy(makeConfig({ rootDir }).publicEndpoints);

export async function readOut(config: SiteConfig, p: string): Promise<string> {
  return fs.readFile(path.join(config.outDir, p), 'utf8');
}

export function jsonLdOf(html: string): unknown {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('no JSON-LD in page');
  return JSON.parse(m[1]);
}

/** `node` arguments that run the command line from its TypeScript sources: `cli('build', '--out', dir)`. */
export function cliArgs(...args: string[]): string[] {
  return [
    '--import',
    pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href,
    path.join(ROOT, 'generator/cli.ts'),
    ...args,
  ];
}

/** The environment those runs need: a production build, with the project's TypeScript settings. */
export const CLI_ENV = { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.json') };

/** Every file under `dir`, by path relative to it: an output folder to compare byte for byte. */
export async function fileTree(dir: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const e of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    const full = path.join(e.parentPath, e.name);
    out.set(path.relative(dir, full), await fs.readFile(full));
  }
  return out;
}

/** The paths whose bytes differ between two trees, or that only one of them has. */
export function treeDifferences(a: Map<string, Buffer>, b: Map<string, Buffer>): string[] {
  const paths = new Set([...a.keys(), ...b.keys()]);
  return [...paths].filter((p) => !a.get(p) || !b.get(p) || !a.get(p)!.equals(b.get(p)!)).sort();
}
