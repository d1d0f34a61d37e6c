// Builds the real site (data/ and content/) once for the whole test run and
// hands its output folder and a snapshot of its model to the tests that read
// it, instead of each test file building it again.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from '../generator/build.ts';
import { makeConfig } from '../generator/config.ts';
import type { Records } from '../src/model/types.ts';

export interface PageSnapshot {
  key: string;
  locale: 'en' | 'fr';
  path: string;
  kind: string;
  bodyKind: string;
  listing?: string;
  hidden: boolean;
  noindex: boolean;
  untranslated: boolean;
  source?: string;
}

export interface RealSite {
  outDir: string;
  siteUrl: string;
  records: Records;
  pages: PageSnapshot[];
}

declare module 'vitest' {
  export interface ProvidedContext {
    realSite: RealSite;
  }
}

export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lod-real-'));
  const root = path.resolve(import.meta.dirname, '..');
  const config = makeConfig({ rootDir: root, outDir: path.join(dir, 'out'), quiet: true });
  const { state } = await build(config);
  project.provide('realSite', {
    outDir: config.outDir,
    siteUrl: config.siteUrl,
    records: state.records,
    pages: state.table.pages.map((p) => ({
      key: p.key, locale: p.locale, path: p.path, kind: p.kind, bodyKind: p.body.kind, listing: p.listing,
      hidden: p.hidden, noindex: p.noindex, untranslated: p.untranslated, source: p.source,
    })),
  });
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
