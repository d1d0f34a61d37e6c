// The SPARQL editor's island as the loader (src/client/islands.ts) hydrates it:
// the component the server rendered, with the props it rendered from and, in
// the browser only, a runner for queries (a worker, or the endpoint).
import { useMemo } from 'react';
import { SparqlApp } from '../../components/sparql/SparqlApp.tsx';
import { useIslandReady } from '../../components/island-ready.ts';
import type { SparqlAppConfig } from '../../shared/sparql.ts';
import { createRunner } from './runner.ts';

export function SparqlIsland({ config }: { config: SparqlAppConfig }) {
  const runner = useMemo(() => createRunner(config), [config]);
  useIslandReady(true);
  return <SparqlApp config={config} runner={runner} />;
}
