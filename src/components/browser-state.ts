// What an island knows only in the browser, read the way React wants it read
// (useSyncExternalStore): the server and the hydrating render see the server's
// value, so the markup matches, and React renders again at once with the
// browser's. No effect sets state after mounting.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False on the server and while hydrating, true from the render that follows. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

// the islands change the address themselves (replaceState); they tell each other here
const addressListeners = new Set<() => void>();

function subscribeAddress(listener: () => void) {
  addressListeners.add(listener);
  return () => void addressListeners.delete(listener);
}

/** The page address's query string ('?q=…', or ''), or null on the server and while hydrating. */
export function useAddressSearch(): string | null {
  return useSyncExternalStore(
    subscribeAddress,
    () => location.search,
    () => null,
  );
}

/** Replaces the address (no new history entry) and lets every island reading it know. */
export function replaceAddress(href: string) {
  history.replaceState(history.state, '', href);
  for (const listener of addressListeners) listener();
}
