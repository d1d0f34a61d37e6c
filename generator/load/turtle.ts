// Load stage, RDF half: every Turtle file of the data folder into one n3 Store.
// Each quad's graph is the IRI of the file it came from, so later stages can
// say which file a problem is in, and the dumps can keep provenance.
import path from 'node:path';
import { Parser, Store, DataFactory, type Quad } from 'n3';
import { createStore } from '../../src/shared/rdf-store.ts';
import { UserError, type Problem } from '../errors.ts';
import { listFiles, readUtf8 } from './files.ts';
import { splitShapes } from './shapes-graph.ts';
import { errorPosition, parseTurtleRecovering, type N3ErrorContext } from './turtle-recovery.ts';

export const SHAPES_FILE = 'shapes.ttl';

export interface LoadedGraph {
  store: Store;
  /** graph IRI → project-relative file path */
  sourceFiles: Map<string, string>;
  /** prefixes declared in the files, merged (first declaration wins) */
  prefixes: Record<string, string>;
  warnings: { file: string; message: string }[];
  /** every syntax error of every file, and files that are not text (the statements around an error are left out, the rest is read) */
  syntaxErrors?: Problem[];
  /** SHACL shapes that came with the graph (shapes-graph.ts): never data */
  shapes?: Quad[];
  /** the files or graphs (`<iri>`) that held them */
  shapesFrom?: string[];
}

/** Parses one Turtle text; syntax errors become UserErrors with file:line:column. */
export function parseTurtle(
  text: string,
  shownAs: string,
  graphIri: string,
  baseIri?: string,
): { quads: Quad[]; prefixes: Record<string, string> } {
  const graph = DataFactory.namedNode(graphIri);
  const prefixes: Record<string, string> = {};
  const parser = new Parser({ format: 'text/turtle', baseIRI: baseIri });
  let quads: Quad[];
  try {
    quads = parser.parse(text, null, (prefix, iri) => {
      prefixes[prefix] = typeof iri === 'string' ? iri : iri.value;
    });
  } catch (e) {
    const err = e as Error & { context?: N3ErrorContext };
    const { line, column } = errorPosition(err, text);
    const message = err.message.replace(/ on line \d+\.?$/, '');
    throw new UserError(`Turtle syntax error: ${message}`, { file: shownAs, line, column });
  }
  return {
    quads: quads.map((q) => DataFactory.quad(q.subject, q.predicate, q.object, graph)),
    prefixes,
  };
}

export function graphIriFor(siteUrl: string, relativePath: string): string {
  return `${siteUrl}/${relativePath.split(path.sep).join('/')}`;
}

/** `makeStore` builds the store from every file's quads at once (graph-source.ts gives them their canonical order). */
export async function loadTurtle(
  dataDir: string,
  rootDir: string,
  siteUrl: string,
  makeStore: (quads: Quad[]) => Store = createStore,
): Promise<LoadedGraph> {
  // shapes.ttl describes the rules, not the site: it is loaded separately by validate
  const files = await listFiles(dataDir, (n) => n.endsWith('.ttl') && n !== SHAPES_FILE, rootDir);
  const parsedFiles: ParsedTurtleFile[] = [];
  const syntaxErrors: Problem[] = [];
  for (const file of files) {
    const rel = path.relative(rootDir, file);
    let text: string;
    try {
      text = await readUtf8(file, rel);
    } catch (e) {
      // a file that cannot be read as text stops neither the others nor the later checks
      if (!(e instanceof UserError)) throw e;
      syntaxErrors.push({ severity: 'error', stage: 'load', message: e.message, position: e.position ?? { file: rel } });
      continue;
    }
    const graphIri = graphIriFor(siteUrl, path.relative(path.dirname(dataDir), file));
    // relative IRIs such as </img/x.svg> resolve against the file's own address on the site
    // a syntax error in one file stops neither the reading of the others nor that of the rest of the file
    const parsed = parseTurtleRecovering(text, rel, graphIri);
    syntaxErrors.push(...parsed.problems);
    parsedFiles.push({ rel, graphIri, quads: parsed.quads, prefixes: parsed.prefixes, broken: parsed.problems.length > 0 });
  }
  const { quads, ...graph } = mergeTurtleFiles(parsedFiles);
  return { store: makeStore(quads), ...graph, syntaxErrors };
}

/** One Turtle file as parsed: its quads (in any graph) and prefixes. */
export interface ParsedTurtleFile {
  /** project-relative */
  rel: string;
  graphIri: string;
  quads: Quad[];
  prefixes: Record<string, string>;
  /** it had syntax errors (then holding no triples is no news) */
  broken?: boolean;
}

/**
 * The files' statements as one graph (the build's and the dev server's alike): each in its file's graph,
 * shapes (shapes-graph.ts) set apart, prefixes merged (first declaration wins).
 */
export function mergeTurtleFiles(files: Iterable<ParsedTurtleFile>): Omit<LoadedGraph, 'store' | 'syntaxErrors'> & { quads: Quad[] } {
  const quads: Quad[] = [];
  const sourceFiles = new Map<string, string>();
  const prefixes: Record<string, string> = {};
  const warnings: LoadedGraph['warnings'] = [];
  let shapes: Quad[] | undefined;
  const shapesFrom: string[] = [];
  for (const f of files) {
    if (f.quads.length === 0 && !f.broken) warnings.push({ file: f.rel, message: 'the file holds no triples' });
    for (const [p, iri] of Object.entries(f.prefixes)) if (!(p in prefixes)) prefixes[p] = iri;
    // shapes in a file under another name than shapes.ttl: the site's rules, not its data
    const split = splitShapes(f.quads);
    if (split.shapes.length) {
      (shapes ??= []).push(...split.shapes);
      shapesFrom.push(f.rel);
    }
    const graph = DataFactory.namedNode(f.graphIri);
    for (const q of split.data) quads.push(q.graph.equals(graph) ? q : DataFactory.quad(q.subject, q.predicate, q.object, graph));
    if (split.data.length || !split.shapes.length) sourceFiles.set(f.graphIri, f.rel);
  }
  return { quads, sourceFiles, prefixes, warnings, shapes, shapesFrom };
}
