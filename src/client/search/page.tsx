// The search page's island as the loader (src/client/islands.ts) hydrates it:
// the component the server rendered (src/components/search/SearchPage.tsx),
// given in the browser the locale's search engine, which the server has not,
// and the first results already drawn without React (./first-results.ts).
import { useState } from 'react';
import { SearchPage } from '../../components/search/SearchPage.tsx';
import type { Locale } from '../../shared/model/types.ts';
import { useIslandReady } from '../../components/island-ready.ts';
import { engineFor } from './engines.ts';
import { firstView } from './first-results.ts';

export function SearchPageIsland({ locale }: { locale: Locale }) {
  useIslandReady(true);
  // read once, when the island mounts: the page as it is now, which hydration must find
  const [initial] = useState(firstView);
  return <SearchPage locale={locale} engine={engineFor(locale)} initial={initial} />;
}
