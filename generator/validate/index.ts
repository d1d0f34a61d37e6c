// Validate stage, graph half: the SHACL shapes of data/shapes.ttl and the
// lexical forms of typed literals, over a loaded graph. Runs on the main
// thread or on the query thread (see generator/build.ts), so it reads what it
// needs itself.
import path from 'node:path';
import { createStore } from '../../src/rdf-store.ts';
import type { SiteConfig } from '../config.ts';
import type { Problem } from '../errors.ts';
import { readUtf8 } from '../load/files.ts';
import { parseTurtle, SHAPES_FILE, type LoadedGraph } from '../load/turtle.ts';
import { validateDatatypes } from './datatypes.ts';
import { validateSkos } from './skos.ts';

export async function validateGraph(config: Pick<SiteConfig, 'dataDir' | 'rootDir'>, graph: LoadedGraph): Promise<Problem[]> {
  const problems: Problem[] = [];
  const shapesFile = path.join(config.dataDir, SHAPES_FILE);
  let shapesText: string | undefined;
  try {
    shapesText = await readUtf8(shapesFile, path.relative(config.rootDir, shapesFile));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  if (shapesText) {
    // rdf-validate-shacl and its RDF/JS environment take ~0.3 s to load: only where validation runs
    const { validateShacl } = await import('./shacl.ts');
    const shapes = createStore(parseTurtle(shapesText, path.relative(config.rootDir, shapesFile), 'urn:shapes').quads);
    problems.push(...(await validateShacl({ data: graph.store, shapes, sourceFiles: graph.sourceFiles, prefixes: graph.prefixes })));
  }
  problems.push(...validateDatatypes(graph.store, graph.sourceFiles, graph.prefixes));
  problems.push(...validateSkos({ data: graph.store, sourceFiles: graph.sourceFiles, prefixes: graph.prefixes }));
  return problems;
}
