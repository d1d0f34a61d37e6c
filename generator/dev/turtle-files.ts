// The dev server's graph, kept per Turtle file: a save re-parses that file
// only, and the store is refilled from every file's quads in the same
// canonical order a full build uses (so pages come out byte for byte the same).
// `version` changes only when some file's text did: the query results, the
// validation and every page that read the graph are kept while it stays.
import path from 'node:path';
import type { Quad } from 'n3';
import type { SiteConfig } from '../config.ts';
import { listFiles, readUtf8 } from '../load/files.ts';
import { SHAPES_FILE, graphIriFor, parseTurtle } from '../load/turtle.ts';
import { loadGraph, storeOf, type SourcedGraph } from '../load/graph-source.ts';

interface ParsedFile {
  text: string;
  graphIri: string;
  quads: Quad[];
  prefixes: Record<string, string>;
}

export class TurtleFiles {
  private files = new Map<string, ParsedFile>();
  private graph?: SourcedGraph;
  /** bumped whenever the graph changed */
  version = 0;
  /** files re-parsed by the last load (project-relative) */
  parsed: string[] = [];

  constructor(private readonly config: SiteConfig) {}

  /** The current graph; re-parses the files whose text changed. Throws the first syntax error. */
  async load(): Promise<SourcedGraph> {
    const { config } = this;
    if (config.sparql) {
      // an endpoint is read once per dev session
      if (!this.graph) {
        this.graph = await loadGraph(config);
        this.version++;
      }
      return this.graph;
    }
    const names = await listFiles(config.dataDir, (n) => n.endsWith('.ttl') && n !== SHAPES_FILE, config.rootDir);
    const next = new Map<string, ParsedFile>();
    this.parsed = [];
    for (const full of names) {
      const rel = path.relative(config.rootDir, full);
      const text = await readUtf8(full, rel);
      const known = this.files.get(rel);
      if (known && known.text === text) {
        next.set(rel, known);
        continue;
      }
      const graphIri = graphIriFor(config.siteUrl, path.relative(path.dirname(config.dataDir), full));
      const { quads, prefixes } = parseTurtle(text, rel, graphIri, graphIri);
      next.set(rel, { text, graphIri, quads, prefixes });
      this.parsed.push(rel);
    }
    const same = this.graph && next.size === this.files.size && [...next.keys()].every((k) => this.files.get(k) === next.get(k));
    this.files = next;
    if (same) return this.graph!;
    this.graph = this.assemble();
    this.version++;
    return this.graph;
  }

  /** As loadTurtle does: quads of every file in one store, prefixes merged (first declaration wins). */
  private assemble(): SourcedGraph {
    const all: Quad[] = [];
    const sourceFiles = new Map<string, string>();
    const prefixes: Record<string, string> = {};
    const warnings: SourcedGraph['warnings'] = [];
    for (const [rel, f] of this.files) {
      if (f.quads.length === 0) warnings.push({ file: rel, message: 'the file holds no triples' });
      for (const q of f.quads) all.push(q);
      sourceFiles.set(f.graphIri, rel);
      for (const [p, iri] of Object.entries(f.prefixes)) if (!(p in prefixes)) prefixes[p] = iri;
    }
    const store = storeOf(all);
    const where = `files in ${path.relative(this.config.rootDir, this.config.dataDir) || '.'}/`;
    return { store, sourceFiles, prefixes, warnings, origin: { kind: 'files', where, triples: store.size, graphs: sourceFiles.size } };
  }
}
