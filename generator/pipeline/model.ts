// Model stage: records + documents → the site model (pages, blog, sidebars,
// glossary, catalogues per locale), and the checks that need both (an entity
// page for every tool and dataset that asks for one, one French term per
// concept in the pages and the data).
import type { SiteConfig } from '../config.ts';
import type { Problem } from '../errors.ts';
import { buildSiteModel, type SiteModel } from '../model/index.ts';
import { checkEntityPages } from '../validate/entities.ts';
import { checkTerminology, type TerminologyKept } from '../validate/terminology.ts';
import { pageBuilders } from '../features.ts';
import type { Loaded } from './load.ts';
import { projectReader } from '../load/files.ts';
import type { MarkdownStage } from './markdown.ts';
import type { Queried } from './query.ts';

export function modelStage(
  config: SiteConfig,
  loaded: Loaded,
  queried: Queried,
  markdown: Pick<MarkdownStage, 'render' | 'highlightSparql'>,
  // a dev session's: the files whose text did not change are not checked again
  terminologyKept?: TerminologyKept,
): { model: SiteModel; problems: Problem[] } {
  const { records } = queried;
  const { documents, graph } = loaded;
  const model = buildSiteModel({
    records,
    documents,
    render: markdown.render,
    production: config.production,
    siteUrl: config.siteUrl,
    publicEndpoints: config.publicEndpoints,
    highlightSparql: markdown.highlightSparql,
    redirects: loaded.redirects,
    categories: loaded.categories,
    today: new Date(),
    pageBuilders,
    contact: { action: config.contactFormAction, email: config.contactEmail, website: config.contactWebsite },
  });
  const readText = projectReader(config.rootDir);
  const entityPages = checkEntityPages({ records, documents, production: config.production, graph, readText });
  const terminology = checkTerminology({
    concepts: records.concepts,
    documents,
    dataFiles: [...graph.sourceFiles.values()],
    readText,
    kept: terminologyKept,
  });
  return { model, problems: [...model.problems, ...entityPages, ...terminology] };
}
