// The search engine of each locale, shared by the modal and the search page
// for the whole visit, so index parts are fetched once.
import type { Locale } from '../../shared/model/types.ts';
import { SearchEngine } from './engine.ts';

const engines = new Map<Locale, SearchEngine>();

export function engineFor(locale: Locale): SearchEngine {
  let e = engines.get(locale);
  if (!e) engines.set(locale, (e = new SearchEngine(locale)));
  return e;
}
