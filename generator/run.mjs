// Starts the generator's command line (generator/cli.ts) from files
// precompiled with esbuild (the command line and the build's graph thread,
// generator/parallel/worker.ts, with the packages they use), kept in
// node_modules/.cache/lod-portal/ and rebuilt whenever a source file of
// generator/ or src/, or the lockfile, changes. The client bundle, which also
// depends on nothing else, is kept in the same folder. Loading the TypeScript
// sources through a runtime loader cost about a second and 50 MB on every
// build, and resolving the packages' files one by one another ~0.7 s of CPU;
// the bundle loads in a fraction of that. Tests still import the sources.
//
// `node generator/run.mjs prepare` (run by `npm install`, see package.json's
// postinstall) makes both ahead of the first build, so a fresh clone's first
// build is already a cold build of the site, not of the generator: compiling
// the generator and bundling the client took ~2.5 s of a 6 s first build.
//
// Plain JavaScript on purpose: it must run before anything is compiled.
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sourcesFingerprint } from './source-fingerprint.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'lod-portal');

/**
 * Left out of the bundle: esbuild (a native binary), tsx and playwright-core
 * (never loaded by a build), and optional native accelerators some packages
 * try to require.
 */
const EXTERNAL_PACKAGES = ['esbuild', 'tsx', 'playwright-core', 'rdf-canonize-native', 'fsevents'];
const ESM_CJS_GLOBALS = [
  "import { createRequire as __lodCreateRequire } from 'node:module';",
  "import { fileURLToPath as __lodFileURLToPath } from 'node:url';",
  "import { dirname as __lodDirname } from 'node:path';",
  'const require = __lodCreateRequire(import.meta.url);',
  'const __filename = __lodFileURLToPath(import.meta.url);',
  'const __dirname = __lodDirname(__filename);',
].join('\n');

async function compiledCli() {
  const key = sourcesFingerprint(ROOT);
  const dir = path.join(CACHE_DIR, key);
  const file = path.join(dir, 'cli.mjs');
  if (fs.existsSync(file)) return file;
  const esbuild = await import('esbuild');
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  // compiled beside its final place, then renamed: two builds started at once never read half a folder
  const temp = `${dir}.${process.pid}.tmp`;
  await esbuild.build({
    // the worker must sit beside cli.mjs: generator/parallel/pool.ts looks for it there
    // bundle: for `prepare`, which makes the client bundle without a build
    entryPoints: {
      cli: path.join(ROOT, 'generator/cli.ts'),
      worker: path.join(ROOT, 'generator/parallel/worker.ts'),
      bundle: path.join(ROOT, 'generator/bundle.ts'),
    },
    outdir: temp,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // the packages are bundled too (all but those below): resolving and
    // compiling hundreds of small module files cost ~0.4 s of every build's
    // start (Comunica alone is ~900 files)
    external: EXTERNAL_PACKAGES,
    splitting: true,
    // beside the entry points: generator/parallel/pool.ts finds the worker next to itself
    chunkNames: '[name]-[hash]',
    // CommonJS packages inside an ES module bundle still expect these
    banner: { js: ESM_CJS_GLOBALS },
    sourcemap: 'linked',
    // stack traces need only the mappings; the sources are on disk
    sourcesContent: false,
    logLevel: 'error',
  });
  try {
    fs.renameSync(temp, dir);
  } catch (e) {
    // another build compiled the same sources first: use its copy
    fs.rmSync(temp, { recursive: true, force: true });
    if (!fs.existsSync(file)) throw e;
  }
  for (const old of fs.readdirSync(CACHE_DIR)) {
    if (old !== key) fs.rmSync(path.join(CACHE_DIR, old), { recursive: true, force: true });
  }
  return file;
}

/** The compiled generator and the client bundle of this version of the sources, made now if missing. */
async function prepare() {
  const started = performance.now();
  const cli = await compiledCli();
  const { bundleClient } = await import(pathToFileURL(path.join(path.dirname(cli), 'bundle.mjs')).href);
  await bundleClient({ withClient: true, staticDir: path.join(ROOT, 'static'), cacheDir: path.dirname(cli) });
  console.log(
    `Generator compiled and client bundled in ${path.relative(ROOT, path.dirname(cli))} ` +
      `(${((performance.now() - started) / 1000).toFixed(2)} s)`,
  );
}

/**
 * V8's interrupt budget for a build: 16 times its default. V8 counts the
 * bytecode a function runs; each time the count passes the budget (67,584
 * bytes by default), it checks whether the function is hot, and after three
 * checks sends it to TurboFan. A build is a few seconds of many short stages,
 * so with the default TurboFan compiled hundreds of functions that were hot
 * for one stage, on the same two cores as the build, and the stage was often
 * over before the optimised code paid back. With this budget only what stays
 * hot is optimised. Interleaved cold builds, default against 16x: scale 1
 * 2.19/2.14/2.22 s against 1.65/1.65/1.69 s (CPU 3.9 s against 2.95 s); real
 * site 2.71/2.80/2.81 s against 2.32/2.17/2.27 s; scale 5 6.4 s against
 * 6.2 s; scale 20 21.8/20.5 s against 20.0/20.4 s, same peak. 4x and 8x
 * gained less at scale 1 and on the real site; 32x lost at scale 5; with no
 * TurboFan at all (--no-opt) scale 1 took 2.0-2.1 s and scale 5 8.4 s.
 *
 * Set here, before any of the generator loads, rather than on the command
 * line: it holds however the build is started (the same CPU as the flag given
 * to node, measured), and a Node whose V8 no longer has the flag only prints
 * V8's "unrecognized flag" line and builds on, where
 * `node --interrupt-budget=…` would refuse to start. V8's flags are the
 * process's, so the worker threads have it too. Not for `dev`: a dev server
 * runs for hours, and its rebuilds are the hot code TurboFan is for.
 */
const BUILD_INTERRUPT_BUDGET = 16 * 67584;

// a bug in the generator should point at the TypeScript line, not the compiled one
process.setSourceMapsEnabled(true);
if (process.argv[2] === 'prepare') {
  try {
    await prepare();
  } catch (e) {
    // an install must not fail for it: the first build compiles what is missing
    console.warn(
      `generator/run.mjs prepare: not prepared (${e instanceof Error ? e.message : e}); the first build will compile the generator`,
    );
  }
} else {
  if (process.argv[2] === 'build') v8.setFlagsFromString(`--interrupt-budget=${BUILD_INTERRUPT_BUDGET}`);
  const cli = await compiledCli();
  // the folder of this version of the generator: the build keeps its client bundle there
  process.env.LOD_PORTAL_TOOL_CACHE = path.dirname(cli);
  await import(pathToFileURL(cli).href);
}
