// Route stage: the route table (every path of every locale) and the link
// check against it, the static files and the files the build generates.
import type { Records } from '../../src/shared/model/types.ts';
import { LOCALES } from '../../src/shared/model/types.ts';
import type { SiteConfig } from '../config.ts';
import { allEntities } from '../entity-kinds.ts';
import type { Problem } from '../errors.ts';
import { feedPaths } from '../feeds.ts';
import { CONTEXT_PATH, DUMPS, VOID_PATH, entityFilePaths } from '../linked-data/paths.ts';
import { listPublishedFiles, type StaticFile } from '../load/static.ts';
import type { SiteModel } from '../model/index.ts';
import { buildRouteTable, checkLinks, type RouteTable } from '../route/index.ts';
import { outputProblems } from '../validate/addresses.ts';
import path from 'node:path';

export function routeStage(
  config: SiteConfig,
  model: SiteModel,
  records: Records,
  // dev passes its own listing
  given?: StaticFile[],
): { table: RouteTable; problems: Problem[] } {
  // symlinks out of the project are refused by listStaticFiles, in check as in build
  const hidden: string[] = [];
  const staticFiles = given ?? listPublishedFiles(config, hidden);
  const { table, problems } = buildRouteTable(model.pages, model.sidebars);
  const assetPaths = new Set(staticFiles.map((f) => f.sitePath));
  const generated = generatedPaths(records);
  for (const p of generated) assetPaths.add(p);
  const staticShown = (p: string) => path.relative(config.rootDir, path.join(config.staticDir, p));
  const clashes = outputProblems({ pages: table.pages, staticFiles, generated, overrides: config.staticOverrides, staticShown });
  const unpublished = hidden.map((p): Problem => {
    const message =
      'not published: files and folders whose name starts with "." are private ' +
      'unless site.config.json lists them in "static": { "dotFiles": […] }';
    return { severity: 'warning', stage: 'route', message, position: { file: staticShown(p) } };
  });
  return { table, problems: [...problems, ...checkLinks(table, { assetPaths }), ...clashes, ...unpublished] };
}

/** Files the build writes besides pages, so prose may link to them (dumps, feeds, entity files). */
export function generatedPaths(records: Records): string[] {
  const out: string[] = [VOID_PATH, CONTEXT_PATH, '/sitemap.xml', '/robots.txt', ...DUMPS.map((d) => d.path)];
  for (const locale of LOCALES) out.push(...Object.values(feedPaths(locale)));
  for (const e of allEntities(records)) {
    const [kind, slug] = e.id.split('/');
    const f = entityFilePaths(kind, slug);
    out.push(f.turtle, f.jsonld, f.rdfxml, f.ntriples);
  }
  return out;
}
