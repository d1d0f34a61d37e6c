// Hydrates the SPARQL page's editor: the component the server rendered, with
// the props it rendered from (the JSON beside it) and a runner for queries.
// Loaded by the client runtime only on a page that has the editor.
import { hydrateRoot, type Root } from 'react-dom/client';
import { SparqlApp } from '../../components/sparql/SparqlApp.tsx';
import type { SparqlAppConfig } from '../../shared/sparql.ts';
import { createRunner } from './runner.ts';

const roots = new Map<Element, Root>();

/** Hydrates every editor on the page not hydrated yet; unmounts those a client-side navigation took away. */
export function hydrateSparqlApps() {
  for (const [el, root] of roots) {
    if (el.isConnected) continue;
    root.unmount();
    roots.delete(el);
  }
  for (const el of document.querySelectorAll<HTMLElement>('[data-sparql-island]')) {
    if (roots.has(el)) continue;
    const json = el.parentElement?.querySelector('script[data-sparql-config]')?.textContent;
    if (!json) continue;
    const config = JSON.parse(json) as SparqlAppConfig;
    roots.set(el, hydrateRoot(el, <SparqlApp config={config} runner={createRunner(config)} />));
  }
}
