// Search, plugged into the build: the /search page of each locale, and after
// rendering, a FlexSearch index per locale written under /search-index/{locale}/.
// Each locale's index is an output of its own, reading only the pages: the
// main thread, done rendering, builds one while the output thread builds
// the other (pipeline/outputs.ts).
// Turned off with `searchIndex: false` in the configuration (the page stays).
import { LOCALES } from '../../src/shared/model/types.ts';
import { outputs, pageBuilders } from '../extensions.ts';
import { buildSearchPage } from './page.ts';
import { eachSearchDoc } from './documents.ts';

pageBuilders.push(({ locale }) => [buildSearchPage(locale)]);

for (const locale of LOCALES)
  outputs.push({
    name: `search index: ${locale}`,
    reads: 'pages',
    run: async function* ({ config, pages }) {
      if (!config.searchIndex) return;
      // FlexSearch loads only on the thread that builds an index
      const { localeIndexFiles } = await import('./build-index.ts');
      // each file written as it is made
      yield* localeIndexFiles(eachSearchDoc(pages, locale), locale);
    },
  });
