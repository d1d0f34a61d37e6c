// Search, plugged into the build: the /search page of each locale, and after
// rendering, a FlexSearch index per locale written under /search-index/{locale}/.
// Each locale's index is an output of its own, reading only the pages.
import crypto from 'node:crypto';
import { LOCALES, type Locale, type Page } from '../../src/shared/model/types.ts';
import type { Feature, Output } from '../extensions.ts';
import { buildSearchPage } from './page.ts';
import { eachSearchDoc, glossaryTwins } from './documents.ts';

/** French first, then English (the order of their lines in the build report). */
const LARGEST_FIRST = [...LOCALES].reverse();

/**
 * A hash of everything a locale's index is made from: its documents, in
 * order, and the glossary's names in the other language. An edit that changes
 * none (a body edit of an English page leaves the French index as it was) links
 * the index's files from the previous output (cache/output-files.ts): at bench
 * scale 1, the French index of a body edit took 0.1 s instead of 0.9-1.1 s.
 */
function searchKey(pages: Page[], locale: Locale): string {
  const h = crypto.createHash('sha256').update(locale);
  for (const doc of eachSearchDoc(pages, locale)) h.update(JSON.stringify(doc));
  return h.update(JSON.stringify(glossaryTwins(pages, locale))).digest('hex');
}

const indexOf = (locale: Locale): Output => ({
  name: `search index: ${locale}`,
  cached: { stage: 'search', key: ({ pages }) => searchKey(pages, locale) },
  run: async function* ({ pages }) {
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
