// Client bundle: esbuild, code-split ES modules with content-hashed names, so
// pages can be cached forever and a doc page loads only what it uses.
import path from 'node:path';
import fs from 'node:fs/promises';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { PROJECT_ROOT } from './root.ts';
import * as esbuild from 'esbuild';
import { islandOnlyModulesAtStartup, preloadsOf } from './bundle-startup.ts';
import type { ClientAssets } from '../src/shared/model/chrome.ts';

const ROOT = PROJECT_ROOT;

/**
 * esbuild names chunks by a hash that takes in each module's path relative to
 * its working folder, the process's own by default: a bundle made by a build
 * started in a site's folder had other chunk names, so other pages, than one
 * made from the project's. Every bundle is made as from the project folder.
 */
const FROM_ROOT = { absWorkingDir: ROOT };

/**
 * The browser's search uses FlexSearch's Document and Encoder only: the package's compact build (10.7 KB gzip,
 * against 17.5 KB for its full one, which adds Worker, Resolver and IndexedDB) answers the same, and the search
 * page's first results wait for it (issue 42). The generator, in Node, builds the index with the full one.
 */
const FLEXSEARCH_COMPACT = path.join(
  path.dirname(createRequire(import.meta.url).resolve('flexsearch')),
  'flexsearch.compact.module.min.js',
);

/** The public URLs of the client's files, and the files. */
export interface BundleResult extends ClientAssets {
  files: { path: string; content: Uint8Array }[];
}

function hashOf(content: Uint8Array | string): string {
  return crypto.createHash('sha256').update(content).digest('hex').slice(0, 10);
}

/**
 * The bundle depends on the generator's own sources and packages, never on a
 * site's content, so generator/run.mjs gives each version of those sources a
 * folder (LOD_PORTAL_TOOL_CACHE) and the bundle is made once per version, the
 * way the generator itself is compiled once. Builds from the sources (tests)
 * have no such folder and always bundle.
 */
export async function bundleClient(options: { withClient: boolean; staticDir: string; cacheDir?: string }): Promise<BundleResult> {
  const cacheDir = options.withClient ? options.cacheDir : undefined;
  if (!cacheDir) return makeBundle(options);
  const dir = path.join(cacheDir, 'client');
  try {
    type Manifest = Omit<BundleResult, 'files'> & { files: string[] };
    const manifest = JSON.parse(await fs.readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
    const read = async (p: string) => ({ path: p, content: new Uint8Array(await fs.readFile(path.join(dir, p))) });
    const files = await Promise.all(manifest.files.map(read));
    return { ...manifest, files };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  const bundle = await makeBundle(options);
  // kept beside its final place, then renamed: a concurrent build never reads half of it
  const temp = `${dir}.${process.pid}.tmp`;
  await fs.rm(temp, { recursive: true, force: true });
  for (const f of bundle.files) {
    await fs.mkdir(path.dirname(path.join(temp, f.path)), { recursive: true });
    await fs.writeFile(path.join(temp, f.path), f.content);
  }
  const { files, ...assets } = bundle;
  const manifest = { ...assets, files: files.map((f) => f.path) };
  await fs.writeFile(path.join(temp, 'manifest.json'), JSON.stringify(manifest));
  await fs.rename(temp, dir).catch(() => fs.rm(temp, { recursive: true, force: true }));
  return bundle;
}

async function makeBundle(options: { withClient: boolean; staticDir: string }): Promise<BundleResult> {
  const files: BundleResult['files'] = [];
  const cssSource = await fs.readFile(path.join(ROOT, 'src/styles/site.css'));
  const css = await esbuild.transform(cssSource.toString(), { loader: 'css', minify: true });
  const cssPath = `/assets/site-${hashOf(css.code)}.css`;
  files.push({ path: cssPath, content: Buffer.from(css.code) });

  let client: string | undefined;
  let preload: BundleResult['preload'];
  if (options.withClient) {
    // the SPARQL page's Web Worker (engine and graph): one self-contained
    // script, built first so the client can be told its hashed address
    const worker = await esbuild.build({
      ...FROM_ROOT,
      entryPoints: [path.join(ROOT, 'src/client/sparql/worker.ts')],
      bundle: true,
      format: 'iife',
      minify: true,
      write: false,
      target: 'es2020',
      define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
      logLevel: 'silent',
    });
    const workerCode = worker.outputFiles[0].contents;
    const workerPath = `/assets/sparql-worker-${hashOf(workerCode)}.js`;
    files.push({ path: workerPath, content: workerCode });
    const result = await esbuild.build({
      ...FROM_ROOT,
      entryPoints: { client: path.join(ROOT, 'src/client/main.ts') },
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      write: false,
      target: 'es2020',
      outdir: '/assets',
      entryNames: '[name]-[hash]',
      chunkNames: 'chunk-[name]-[hash]',
      define: { 'process.env.NODE_ENV': '"production"', __SPARQL_WORKER__: JSON.stringify(workerPath) },
      jsx: 'automatic',
      alias: { flexsearch: FLEXSEARCH_COMPACT },
      logLevel: 'silent',
      metafile: true,
    });
    const entry = Object.keys(result.metafile.outputs).find((o) => path.basename(o).startsWith('client-'))!;
    const react = islandOnlyModulesAtStartup(result.metafile, entry);
    if (react.length) throw new Error(`the client's start-up code imports React statically (load it through an island): ${react[0]}`);
    preload = preloadsOf(result.metafile, entry, (out) => '/assets/' + path.basename(out));
    for (const f of result.outputFiles) {
      const p = '/assets/' + path.basename(f.path);
      files.push({ path: p, content: f.contents });
      if (path.basename(f.path).startsWith('client-')) client = p;
    }
  }
  return { client, css: cssPath, preload, files };
}
