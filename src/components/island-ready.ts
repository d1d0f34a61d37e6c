// How an island says it has settled (hydrated, and caught up with what the
// browser knows and the server did not, such as the query string). The client
// loader (src/client/islands.ts) provides the callback and marks the island's
// container `data-island-ready`, which tests and the runtime's
// `data-hydrated` flag wait for. On the server the default does nothing.
import { createContext, useContext, useEffect } from 'react';

export const IslandReady = createContext<() => void>(() => {});

/** Call from an island's top component; `settled` turns true once its first client-side state is applied. */
export function useIslandReady(settled: boolean) {
  const ready = useContext(IslandReady);
  useEffect(() => {
    if (settled) ready();
  }, [settled, ready]);
}
