// Search, plugged into the build: the /search page of each locale, and after
// rendering, a FlexSearch index per locale written under /search-index/{locale}/.
// Each locale's index is an output of its own, reading only the pages.
// Turned off with `searchIndex: false` in the configuration (the page stays).
import { LOCALES } from '../../src/shared/model/types.ts';
import type { Feature, Output } from '../extensions.ts';
import { buildSearchPage } from './page.ts';
import { eachSearchDoc, glossaryTwins } from './documents.ts';

/** French first, then English (the order of their lines in the build report). */
const LARGEST_FIRST = [...LOCALES].reverse();

const indexOf = (locale: (typeof LOCALES)[number]): Output => ({
  name: `search index: ${locale}`,
  run: async function* ({ config, pages }) {
    if (!config.searchIndex) return;
    // FlexSearch loads only when an index is built
    const { DEFAULT_SIZES, localeIndexFiles } = await import('./build-index.ts');
    // each file written as it is made
    yield* localeIndexFiles(eachSearchDoc(pages, locale), locale, DEFAULT_SIZES, glossaryTwins(pages, locale));
  },
});

export const search: Feature = {
  pageBuilders: [({ locale }) => [buildSearchPage(locale)]],
  outputs: LARGEST_FIRST.map(indexOf),
};
