// Where the build's graph comes from: the Turtle files of the data folder, or,
// with SPARQL_ENDPOINT set, a SPARQL endpoint (then the data folder is not
// read at all). This module alone makes that choice; every stage that reads
// the graph (validation, the queries, page JSON-LD, entity files, dumps, VoID)
// gets the LoadedGraph it returns and cannot tell the two apart.
//
// The endpoint is read once per build into a snapshot file (N-Quads) that the
// build, and the analysis a failed build runs for its report, load instead of
// asking the endpoint again: one consistent graph even if the endpoint changes.
//
// Either way the quads go into the store in one canonical order, so a build
// from an endpoint and a build from the same Turtle files list multi-valued
// properties in the same order and write byte-identical pages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Parser, Writer, termToId, type Quad } from 'n3';
import { createStore } from '../../src/shared/rdf-store.ts';
import { graphToFetch, type SiteConfig } from '../config.ts';
import { fetchGraph, streamGraph, withShapesApart, type FetchedGraph, type FetchStats } from '../triplestore/fetch-graph.ts';
import { loadTurtle, SHAPES_FILE, type LoadedGraph } from './turtle.ts';

/** What the build report says about the graph's origin. */
export interface GraphOrigin {
  kind: 'files' | 'endpoint';
  /** "files in data/" or "endpoint http://…/sparql" */
  where: string;
  triples: number;
  graphs: number;
  /** endpoint only: rows fetched and requests made */
  rows?: number;
  requests?: number;
  /** the graphs (or files) read, data and shapes */
  read: string[];
  /** those that held the SHACL shapes */
  shapes: string[];
}

export interface SourcedGraph extends LoadedGraph {
  origin: GraphOrigin;
}

/** Prefixes for messages about a graph that came without a Turtle file's declarations. */
const MESSAGE_PREFIXES: Record<string, string> = {
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  skos: 'http://www.w3.org/2004/02/skos/core#',
  schema: 'https://schema.org/',
  dcat: 'http://www.w3.org/ns/dcat#',
  dct: 'http://purl.org/dc/terms/',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
};

function canonicalOrder(quads: Quad[]): Quad[] {
  const keyed = quads.map(
    (q) => [`${termToId(q.graph)}\u0000${termToId(q.subject)}\u0000${termToId(q.predicate)}\u0000${termToId(q.object)}`, q] as const,
  );
  keyed.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return keyed.map(([, q]) => q);
}

export function storeOf(quads: Quad[]) {
  return createStore(canonicalOrder(quads));
}

interface SnapshotMeta {
  stats: FetchStats;
  graphs: string[];
  shapesFile?: string;
}

/** data/shapes.ttl, shown as the project sees it, when the build reads it: the graph came with no shapes of its own */
function shapesFileRead(config: SiteConfig, graphHasShapes: boolean): string[] {
  const file = path.join(config.dataDir, SHAPES_FILE);
  return !graphHasShapes && fs.existsSync(file) ? [path.relative(config.rootDir, file)] : [];
}

/** The origin of a graph read from the data folder: its files, and those of the shapes (data/shapes.ttl is always read then). */
export function filesOrigin(config: SiteConfig, graph: Pick<LoadedGraph, 'store' | 'sourceFiles' | 'shapesFrom'>): GraphOrigin {
  const shapes = [...(graph.shapesFrom ?? []), ...shapesFileRead(config, false)];
  return {
    kind: 'files',
    where: `files in ${path.relative(config.rootDir, config.dataDir) || '.'}/`,
    triples: graph.store.size,
    graphs: graph.sourceFiles.size,
    read: [...new Set([...graph.sourceFiles.values(), ...shapes])].sort(),
    shapes,
  };
}

/**
 * Loads the build's graph. With an endpoint and no snapshot yet (a check, a
 * dev rebuild, a test), fetches it here.
 */
export async function loadGraph(config: SiteConfig): Promise<SourcedGraph> {
  if (!config.sparql) {
    // one store, filled once, in canonical order
    const graph = await loadTurtle(config.dataDir, config.rootDir, config.siteUrl, storeOf);
    return { ...graph, origin: filesOrigin(config, graph) };
  }
  if (config.graphSnapshot) return readSnapshot(config, config.graphSnapshot);
  const fetched = await fetchGraph(config.sparql, config.siteUrl);
  return endpointGraph(config, fetched, fetched.stats);
}

/** A graph read from the endpoint (fetched here, or from the build's snapshot). */
function endpointGraph(config: SiteConfig, read: Omit<FetchedGraph, 'stats'>, stats: FetchStats): SourcedGraph {
  // the report names the endpoint's graphs, and data/shapes.ttl when the shapes came from there
  const file = shapesFileRead(config, read.shapeGraphs.length > 0);
  return {
    store: storeOf(read.quads),
    // errors name the graph a quad sits in at the endpoint
    sourceFiles: new Map(read.graphs.map((g) => [g, `<${g}>`])),
    prefixes: MESSAGE_PREFIXES,
    warnings: [],
    shapes: read.shapes,
    shapesFrom: read.shapeGraphs.map((g) => `<${g}>`),
    origin: {
      kind: 'endpoint',
      where: `endpoint ${config.sparql!.url}`,
      triples: read.quads.length,
      graphs: read.graphs.length,
      rows: stats.rows,
      requests: stats.requests,
      read: [...read.graphs.map((g) => `<${g}>`), ...file],
      shapes: [...read.shapeGraphs.map((g) => `<${g}>`), ...file],
    },
  };
}

/**
 * For a build from an endpoint: streams the endpoint's graph once into a
 * snapshot folder (N-Quads) and returns the config the build uses (it names
 * the snapshot), and a cleanup. The load stage reads the snapshot; so does
 * the analysis a failed build runs again for its report (build.ts,
 * everyProblem), which then lists the problems of the graph the build read
 * instead of fetching the endpoint a second time. Without an endpoint there
 * is nothing to fetch.
 */
export async function shareGraph(config: SiteConfig): Promise<{ config: SiteConfig; cleanup: () => void }> {
  if (!graphToFetch(config)) return { config, cleanup: () => undefined };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lod-graph-'));
  const cleanup = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    const writer = new Writer({ format: 'N-Quads' });
    const data = fs.openSync(path.join(dir, 'graph.nq'), 'w');
    let shapes: number | undefined;
    const streamed = await streamGraph(config.sparql, config.siteUrl, {
      data: (quads) => fs.writeSync(data, writer.quadsToString(quads)),
      shapes: (quads) => fs.writeSync((shapes ??= fs.openSync(path.join(dir, 'shapes.nq'), 'w')), writer.quadsToString(quads)),
    });
    fs.closeSync(data);
    if (shapes !== undefined) fs.closeSync(shapes);
    const meta: SnapshotMeta = {
      stats: streamed.stats,
      graphs: streamed.graphs,
      shapesFile: shapes !== undefined ? 'shapes.nq' : undefined,
    };
    fs.writeFileSync(path.join(dir, 'meta.json'), JSON.stringify(meta));
    return { config: { ...config, graphSnapshot: dir }, cleanup };
  } catch (e) {
    cleanup();
    throw e;
  }
}

function readSnapshot(config: SiteConfig, dir: string): SourcedGraph {
  const meta = JSON.parse(fs.readFileSync(path.join(dir, 'meta.json'), 'utf8')) as SnapshotMeta;
  const parse = (file: string) => new Parser({ format: 'N-Quads' }).parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const split = withShapesApart(parse('graph.nq'), meta.shapesFile ? parse(meta.shapesFile) : undefined);
  return endpointGraph(config, { ...split, graphs: meta.graphs }, meta.stats);
}
