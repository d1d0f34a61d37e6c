// The search modal's island: React and the modal component, loaded on first
// open (or ahead of it: trigger.ts prefetches this module on hover or focus of
// the search button and when the browser is idle), rendered into a root of its
// own at the end of <body>. The search engine and its index load with it, the
// index parts only once a search is made.
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { Locale } from '../../shared/model/types.ts';
import { SearchModal } from '../../components/search/SearchModal.tsx';
import { engineFor } from './engines.ts';

let root: Root | undefined;
let requests = 0;

export function openSearchModal(locale: Locale, returnFocus: HTMLElement | null) {
  if (!root) {
    const container = document.createElement('div');
    container.className = 'search-modal-root';
    document.body.append(container);
    root = createRoot(container);
  }
  const request = { n: ++requests, returnFocus };
  // rendered at once, so the input takes focus within the visitor's gesture (phones open their keyboard then)
  flushSync(() => root!.render(<SearchModal key={locale} locale={locale} engine={engineFor(locale)} request={request} />));
}
