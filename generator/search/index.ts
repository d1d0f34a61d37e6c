// Search, plugged into the build: the /search page of each locale, and after
// rendering, a FlexSearch index per locale written under /search-index/{locale}/.
// Each locale's index is an output of its own, reading only the pages: the
// main thread, done rendering, builds one while the output thread builds
// the other (pipeline/outputs.ts).
// Turned off with `searchIndex: false` in the configuration (the page stays).
import { LOCALES } from '../../src/shared/model/types.ts';
import type { Feature, Output } from '../extensions.ts';
import { buildSearchPage } from './page.ts';
import { eachSearchDoc } from './documents.ts';

/**
 * The larger index first. The outputs are one list the output thread takes
 * from the front and the main thread, its render done, from the back
 * (pipeline/outputs.ts): the last output is the one the two threads cannot
 * share, so it should be the shorter. The French index is the larger: French
 * prose runs longer, and a French page still in English is indexed with its
 * English text. With English last, the main thread takes it: on the real
 * site it then builds 250 ms of index after its render instead of 370 ms,
 * and at bench scale 20 the output thread waits ~1 s for it at the end
 * instead of ~2.5 s (timelines of cold builds; walls, interleaved: real site
 * 3.14 -> 2.89 s, scale 1 2.16 -> 2.11 s, medians of six, noisy).
 */
const LARGEST_FIRST = [...LOCALES].reverse();

const indexOf = (locale: (typeof LOCALES)[number]): Output => ({
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

export const search: Feature = {
  pageBuilders: [({ locale }) => [buildSearchPage(locale)]],
  outputs: LARGEST_FIRST.map(indexOf),
};
