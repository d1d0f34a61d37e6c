// React's part of the island loader (src/client/islands.ts), in its own chunk
// so only pages with an island load React.
import { createElement, type FunctionComponent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { IslandReady } from '../components/island-ready.ts';

/** Hydrates `container` with the component and its props; `ready` is called when the island says it has settled. */
export function hydrate(container: HTMLElement, component: FunctionComponent<never>, props: unknown, ready: () => void): Root {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    ready();
  };
  const element = createElement(
    IslandReady.Provider,
    { value: once },
    createElement(component as FunctionComponent<object>, props as object),
  );
  // an island that crashes is not waited for: the runtime goes on without it
  return hydrateRoot(container, element, { onUncaughtError: (error) => (console.error(error), once()) });
}
