// The search page's island as the loader (src/client/islands.ts) hydrates it:
// the component the server rendered (src/components/search/SearchPage.tsx),
// given in the browser the locale's search engine, which the server has not,
// and the first results when they were drawn before React (./drawn.ts).
import { useState } from 'react';
import { SearchPage } from '../../components/search/SearchPage.tsx';
import type { Locale } from '../../shared/model/types.ts';
import { useIslandReady } from '../../components/island-ready.ts';
import { engineFor } from './engines.ts';
import { drawnSearch } from './drawn.ts';

export function SearchPageIsland({ locale }: { locale: Locale }) {
  useIslandReady(true);
  const [drawn] = useState(drawnSearch);
  return <SearchPage locale={locale} engine={engineFor(locale)} drawn={drawn} />;
}
