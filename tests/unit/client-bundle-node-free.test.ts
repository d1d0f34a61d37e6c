// The browser bundles contain no Node-only code: no Node built-in module
// (`node:fs`, `path`, `crypto`, …) and no file from generator/. The compiler
// enforces the same split on types (tsconfig.client.json has no Node types);
// this checks what esbuild actually bundles, packages included.
//
// The entry points are read from generator/bundle.ts itself (every
// 'src/client/….ts' it names), so a new entry point is checked without
// editing this test.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../generator/root.ts';

const BUILTINS = new Set(builtinModules.filter((m) => !m.startsWith('_')));
const isBuiltinName = (spec: string) => spec.startsWith('node:') || BUILTINS.has(spec) || BUILTINS.has(spec.split('/')[0]);

function entryPoints(): string[] {
  const source = fs.readFileSync(path.join(PROJECT_ROOT, 'generator/bundle.ts'), 'utf8');
  return [...new Set([...source.matchAll(/['"](src\/client\/[\w/.-]+\.tsx?)['"]/g)].map((m) => m[1]))];
}

interface Finding {
  module: string;
  importer: string;
}

/** Bundles one entry as the build does and lists the Node-only modules it pulls in. */
async function nodeOnlyModules(entry: string): Promise<Finding[]> {
  const found: Finding[] = [];
  const rel = (p: string) => path.relative(PROJECT_ROOT, p).split(path.sep).join('/');
  const nodeBuiltins: esbuild.Plugin = {
    name: 'node-builtins',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        // packages are left to esbuild, as in the real build: it resolves their browser fields and
        // polyfills (`events`, `buffer`), keeps a guarded `require('worker_threads')` as it is, and fails
        // the build on an unguarded import of a Node module. Our own sources must not name one at all.
        if (!isBuiltinName(args.path) || args.importer.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        found.push({ module: args.path, importer: rel(args.importer) });
        return { path: args.path, namespace: 'node-builtin', external: true };
      });
    },
  };
  const result = await esbuild.build({
    entryPoints: [path.join(PROJECT_ROOT, entry)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    outdir: path.join(PROJECT_ROOT, '.bundle-check'),
    splitting: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', __SPARQL_WORKER__: '"/worker.js"', global: 'globalThis' },
    metafile: true,
    logLevel: 'silent',
    plugins: [nodeBuiltins],
  });
  const inputs = Object.entries(result.metafile.inputs);
  for (const [input] of inputs) {
    if (!input.startsWith('generator/')) continue;
    const importer = inputs.find(([, meta]) => meta.imports.some((i) => i.path === input))?.[0] ?? entry;
    found.push({ module: input, importer });
  }
  return found;
}

describe('client bundles', () => {
  const entries = entryPoints();

  it('are found in generator/bundle.ts', () => {
    expect(entries).toContain('src/client/main.ts');
  });

  it.each(entries)('%s pulls in no Node built-in and no generator/ file', async (entry) => {
    const found = await nodeOnlyModules(entry);
    expect(found.map((f) => `${f.module} (imported by ${f.importer})`)).toEqual([]);
  });
});
