// Search, plugged into the build: the /search page of each locale, and after
// rendering, a FlexSearch index per locale written under /search-index/{locale}/.
// Turned off with `searchIndex: false` in the configuration (the page stays).
import { LOCALES } from '../../src/shared/model/types.ts';
import { outputs, pageBuilders } from '../extensions.ts';
import { buildSearchPage } from './page.ts';
import { eachSearchDoc } from './documents.ts';

pageBuilders.push(({ locale }) => [buildSearchPage(locale)]);

outputs.push({
  name: 'search index',
  run: async function* ({ config, pages }) {
    if (!config.searchIndex) return;
    // FlexSearch loads only on the thread that builds the index
    const { localeIndexFiles } = await import('./build-index.ts');
    // one locale after the other, each file written as it is made
    for (const locale of LOCALES) yield* localeIndexFiles(eachSearchDoc(pages, locale), locale);
  },
});
