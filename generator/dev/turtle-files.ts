// The dev server's graph, kept per Turtle file: a save re-parses that file
// only, and the store is refilled from every file's quads in the same
// canonical order a full build uses (so pages come out byte for byte the same).
// `version` changes only when some file's text did: the query results, the
// validation and every page that read the graph are kept while it stays.
import path from 'node:path';
import { DataFactory, type Quad } from 'n3';
import type { Touched } from '../pipeline/load.ts';
import type { SiteConfig } from '../config.ts';
import { listFiles, readUtf8 } from '../load/files.ts';
import { SHAPES_FILE, graphIriFor, mergeTurtleFiles, parseTurtle, type ParsedTurtleFile } from '../load/turtle.ts';
import { filesOrigin, loadGraph, storeOf, type SourcedGraph } from '../load/graph-source.ts';

const RDF_TYPE = DataFactory.namedNode('http://www.w3.org/1999/02/22-rdf-syntax-ns#type');

type ParsedFile = ParsedTurtleFile & { text: string };

export class TurtleFiles {
  private files = new Map<string, ParsedFile>();
  private graph?: SourcedGraph;
  /** bumped whenever the graph changed */
  version = 0;
  /** what the last change of the graph touched (pipeline/query.ts re-runs those kinds' queries only) */
  touched?: Touched;
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
      next.set(rel, { rel, text, graphIri, quads, prefixes });
      this.parsed.push(rel);
    }
    const same = this.graph && next.size === this.files.size && [...next.keys()].every((k) => this.files.get(k) === next.get(k));
    const before = { graph: this.graph, files: this.files };
    this.files = next;
    if (same) return this.graph!;
    this.graph = this.assemble();
    this.touched = before.graph && { since: before.graph, classes: this.touchedClasses(before.files, before.graph) };
    this.version++;
    return this.graph;
  }

  /**
   * The classes (in the graph before or after) of every subject whose
   * statements a changed, added or removed file held: the queries of other
   * kinds of entity give the same answers.
   */
  private touchedClasses(was: Map<string, ParsedFile>, before: SourcedGraph): Set<string> {
    const subjects = new Map<string, Quad['subject']>();
    for (const rel of new Set([...was.keys(), ...this.files.keys()])) {
      const [old, now] = [was.get(rel), this.files.get(rel)];
      if (old === now) continue;
      for (const q of [...(old?.quads ?? []), ...(now?.quads ?? [])]) subjects.set(q.subject.id, q.subject);
    }
    const classes = new Set<string>();
    for (const s of subjects.values()) {
      for (const store of [before.store, this.graph!.store]) for (const c of store.getObjects(s, RDF_TYPE, null)) classes.add(c.value);
    }
    return classes;
  }

  /** As loadTurtle does (mergeTurtleFiles): quads of every file in one store. */
  private assemble(): SourcedGraph {
    const { quads, ...graph } = mergeTurtleFiles(this.files.values());
    const store = storeOf(quads);
    return { store, ...graph, origin: filesOrigin(this.config, { store, ...graph }) };
  }
}
