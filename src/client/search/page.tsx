// The search page's island: hydrates the form and results the server rendered
// (src/components/search/SearchPage.tsx) with the locale's search engine.
import { hydrateRoot, type Root } from 'react-dom/client';
import { SearchPage } from '../../components/search/SearchPage.tsx';
import { engineFor } from './engines.ts';

const roots = new Map<Element, Root>();

export function hydrateSearchPage(island: HTMLElement) {
  // a page a client-side navigation took away leaves with its root
  for (const [el, root] of roots) if (!el.isConnected) (root.unmount(), roots.delete(el));
  if (roots.has(island)) return;
  const locale = island.querySelector<HTMLElement>('[data-search-page]')?.dataset.locale === 'fr' ? 'fr' : 'en';
  roots.set(island, hydrateRoot(island, <SearchPage locale={locale} engine={engineFor(locale)} />));
}
