// Client bundle: esbuild, code-split ES modules with content-hashed names, so
// pages can be cached forever and a doc page loads only what it uses.
import path from 'node:path';
import fs from 'node:fs/promises';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BundleResult {
  /** public URLs */
  client?: string;
  theme: string;
  css: string;
  files: { path: string; content: Uint8Array }[];
}

function hashOf(content: Uint8Array | string): string {
  return crypto.createHash('sha256').update(content).digest('hex').slice(0, 10);
}

export async function bundleClient(options: { withClient: boolean; staticDir: string }): Promise<BundleResult> {
  const files: BundleResult['files'] = [];
  const theme = await esbuild.build({
    entryPoints: [path.join(ROOT, 'src/client/theme-boot.ts')],
    bundle: true, minify: true, write: false, format: 'iife', target: 'es2020', logLevel: 'silent',
  });
  const themeCode = theme.outputFiles[0].contents;
  const themePath = `/assets/theme-${hashOf(themeCode)}.js`;
  files.push({ path: themePath, content: themeCode });

  const cssSource = await fs.readFile(path.join(ROOT, 'src/styles/site.css'));
  const css = await esbuild.transform(cssSource.toString(), { loader: 'css', minify: true });
  const cssPath = `/assets/site-${hashOf(css.code)}.css`;
  files.push({ path: cssPath, content: Buffer.from(css.code) });

  let client: string | undefined;
  if (options.withClient) {
    const result = await esbuild.build({
      entryPoints: { client: path.join(ROOT, 'src/client/main.ts') },
      bundle: true, splitting: true, format: 'esm', minify: true, write: false, target: 'es2020',
      outdir: '/assets', entryNames: '[name]-[hash]', chunkNames: 'chunk-[name]-[hash]',
      define: { 'process.env.NODE_ENV': '"production"' },
      jsx: 'automatic', logLevel: 'silent', metafile: true,
    });
    for (const f of result.outputFiles) {
      const p = '/assets/' + path.basename(f.path);
      files.push({ path: p, content: f.contents });
      if (path.basename(f.path).startsWith('client-')) client = p;
    }
  }
  return { client, theme: themePath, css: cssPath, files };
}
