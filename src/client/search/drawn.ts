// What the search page drew before React was there (./first-results.ts), for
// the island (./page.tsx) to start from when it takes over: its hydrating
// render must be that markup, or React would throw it away and draw it again.
import type { DrawnSearch } from '../../components/search/SearchPage.tsx';

let drawn: DrawnSearch | undefined;

/** Set when the first results are drawn; cleared when a search page starts, so a page not drawn starts empty. */
export function keepDrawn(value: DrawnSearch | undefined) {
  drawn = value;
}

export function drawnSearch(): DrawnSearch | undefined {
  return drawn;
}
