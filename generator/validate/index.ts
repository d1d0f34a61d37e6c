// Validate stage, graph half: the SHACL shapes of data/shapes.ttl and the
// lexical forms of typed literals, over a loaded graph. It reads what it
// needs itself.
import path from 'node:path';
import type { Quad } from 'n3';
import { createStore } from '../../src/shared/rdf-store.ts';
import type { SiteConfig } from '../config.ts';
import type { Problem } from '../errors.ts';
import { projectReader, readUtf8 } from '../load/files.ts';
import type { GraphOrigin } from '../load/graph-source.ts';
import { parseTurtle, SHAPES_FILE, type LoadedGraph } from '../load/turtle.ts';
import { validateDatatypes } from './datatypes.ts';
import { validateHostileGraph } from './hostile-graph.ts';
import { shapesFileProblems } from './shapes-file.ts';
import { siteUrlMismatch } from './site-url.ts';
import { validateSkos } from './skos.ts';
import fs from 'node:fs';

interface Shapes {
  quads: Quad[];
  shown: string;
  prefixes: Record<string, string>;
}

async function readShapesFile(config: Pick<SiteConfig, 'dataDir' | 'rootDir'>): Promise<Shapes | undefined> {
  const shapesFile = path.join(config.dataDir, SHAPES_FILE);
  const shown = path.relative(config.rootDir, shapesFile);
  let shapesText: string | undefined;
  try {
    shapesText = await readUtf8(shapesFile, shown);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  if (!shapesText) return undefined;
  const parsed = parseTurtle(shapesText, shown, 'urn:shapes');
  return { quads: parsed.quads, shown, prefixes: parsed.prefixes };
}

/**
 * The shapes: those that came with the graph (an endpoint's shapes graph, a
 * data file holding shapes under another name) and data/shapes.ttl, which an
 * endpoint's own shapes replace.
 */
async function shapesFor(config: Pick<SiteConfig, 'dataDir' | 'rootDir'>, graph: GraphInput): Promise<Shapes | undefined> {
  const came = graph.shapes?.length ? { quads: graph.shapes, shown: (graph.shapesFrom ?? []).join(', '), prefixes: {} } : undefined;
  // with shapes of its own, the graph needs no data/shapes.ttl
  const optional = came && (graph.origin?.kind === 'endpoint' || !fs.existsSync(path.join(config.dataDir, SHAPES_FILE)));
  const file = optional ? undefined : await readShapesFile(config);
  if (!came || !file) return came ?? file;
  return { quads: [...file.quads, ...came.quads], shown: `${file.shown}, ${came.shown}`, prefixes: file.prefixes };
}

type GraphInput = LoadedGraph & { origin?: Pick<GraphOrigin, 'kind'> };

export async function validateGraph(config: Pick<SiteConfig, 'dataDir' | 'rootDir' | 'siteUrl'>, graph: GraphInput): Promise<Problem[]> {
  const problems: Problem[] = [];
  const input = { data: graph.store, sourceFiles: graph.sourceFiles, prefixes: graph.prefixes, readText: projectReader(config.rootDir) };
  // a wrong SITE_URL makes every entity foreign: say so first, in one line
  const mismatch = siteUrlMismatch(graph.store, config.siteUrl, graph.sourceFiles.values());
  if (mismatch) problems.push(mismatch);
  const shapes = await shapesFor(config, graph);
  if (shapes) {
    const store = createStore(shapes.quads);
    // a broken shapes file is one error naming it, not hundreds blaming the data
    const broken = shapesFileProblems(store, graph.store, shapes.shown, { ...shapes.prefixes, ...graph.prefixes });
    if (broken.length) problems.push(...broken);
    else if (!(await import('./shacl-fast.ts')).conformsQuickly(graph.store, store)) {
      // something fails, or the shapes use what the quick check does not cover: the full engine
      // decides and reports (rdf-validate-shacl and its RDF/JS environment take ~0.3 s to load: only then)
      const { validateShacl } = await import('./shacl.ts');
      problems.push(...(await validateShacl({ ...input, shapes: store })));
    }
  }
  problems.push(...validateDatatypes(graph.store, graph.sourceFiles, graph.prefixes, input.readText));
  problems.push(...validateHostileGraph(graph.store, graph.sourceFiles, graph.prefixes, config.siteUrl));
  problems.push(...validateSkos(input));
  return problems;
}
