// Search, plugged into the build: the /search page of each locale, and after
// rendering, a FlexSearch index per locale written under /search-index/{locale}/.
// Turned off with `searchIndex: false` in the configuration (the page stays).
import { LOCALES } from '../../src/model/types.ts';
import { outputs, pageBuilders } from '../extensions.ts';
import { buildSearchPage } from './page.ts';
import { searchDocs } from './documents.ts';
import { buildLocaleIndex } from './build-index.ts';

pageBuilders.push(({ locale }) => [buildSearchPage(locale)]);

outputs.push({
  name: 'search index',
  run: ({ config, pages }) => (config.searchIndex ? LOCALES.flatMap((locale) => buildLocaleIndex(searchDocs(pages, locale), locale).files) : []),
});
