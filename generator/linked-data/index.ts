// The site as linked data, plugged into the build: entity files at every
// entity IRI, the whole-graph dumps with their VoID/DCAT description, and the
// <link rel="alternate"> of pages about an entity. Listed in features.ts.
import type { Feature } from '../extensions.ts';
import { forgetSiteGraph, siteGraphFor } from './graph.ts';
import { entityFiles, rdfAlternatesFor } from './entities.ts';
import { LANDING_PAGE_KEY, dumpFiles } from './dumps.ts';
import { DUMPS } from './paths.ts';
import { vocabFiles } from './vocab.ts';
import { linkedDataKey } from '../cache/output-files.ts';
import { hostingFiles } from './hosting.ts';

export const linkedData: Feature = {
  rdfAlternates: [
    rdfAlternatesFor,
    // the home page and the page that presents the downloads name the whole-graph dumps
    (page) => (page.key === '/' || page.key === LANDING_PAGE_KEY ? DUMPS.map((d) => ({ type: d.mediaType, href: d.path })) : []),
  ],
  outputs: [
    // kept from the previous output when the graph and the pages are unchanged, else entity by entity when
    // what an entity's files are made of is (cache/output-files.ts)
    {
      name: 'linked data: entities',
      cached: { stage: 'entities', key: linkedDataKey('entities'), groups: true },
      run: (input) => entityFiles(siteGraphFor(input), input.pages, input.config.siteUrl),
    },

    // kept from the previous output when the graph and the pages are unchanged
    {
      name: 'linked data: dumps',
      cached: { stage: 'dumps', key: linkedDataKey('dumps') },
      run: (input) =>
        dumpFiles({
          graph: siteGraphFor(input),
          pages: input.pages,
          siteUrl: input.config.siteUrl,
          contactEmail: input.config.contactEmail,
        }),
    },

    {
      name: 'linked data: vocabulary',
      run: (input) => vocabFiles(siteGraphFor(input), input.config.siteUrl),
    },

    {
      name: 'linked data: host configurations',
      run: (input) => {
        const { config, pages } = input;
        const files = hostingFiles(siteGraphFor(input), pages, config);
        // the last output that reads the site graph: the search index, made after it, has the memory
        forgetSiteGraph(pages);
        return files;
      },
    },
  ],
};
