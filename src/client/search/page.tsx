// The search page's island as the loader (src/client/islands.ts) hydrates it:
// the component the server rendered (src/components/search/SearchPage.tsx),
// given in the browser the locale's search engine, which the server has not.
import { SearchPage } from '../../components/search/SearchPage.tsx';
import type { Locale } from '../../shared/model/types.ts';
import { useIslandReady } from '../../components/island-ready.ts';
import { engineFor } from './engines.ts';

export function SearchPageIsland({ locale }: { locale: Locale }) {
  useIslandReady(true);
  return <SearchPage locale={locale} engine={engineFor(locale)} />;
}
