// Reads the site's graph out of a SPARQL endpoint, whole, one named graph at a
// time, in pages: `ORDER BY` inside a sub-select and `LIMIT`/`OFFSET` outside
// it (Virtuoso refuses an ORDER BY with an OFFSET past its sort limit at the
// top level, but not this form). A page the endpoint cut (its
// `X-SPARQL-MaxRows` header) makes the pages smaller; a count per graph, asked
// first, proves nothing was dropped by an endpoint that caps without a word.
import { DataFactory, type Quad } from 'n3';
import { splitShapes } from '../load/shapes-graph.ts';
import { DEFAULT_GRAPH, EndpointError, select, type EndpointSettings, type Row } from './client.ts';

export interface FetchStats {
  rows: number;
  requests: number;
}

export interface FetchedGraph {
  /** data quads, in the graph they sit in at the endpoint */
  quads: Quad[];
  /** the SHACL shapes, when the endpoint holds them (a graph named …/shapes.ttl, or shapes in any graph) */
  shapes?: Quad[];
  /** graph IRIs read */
  graphs: string[];
  /** those that held shapes */
  shapeGraphs: string[];
  stats: FetchStats;
}

/** The graph of the SHACL shapes, by the same convention as the data folder's shapes.ttl. */
export function isShapesGraph(iri: string): boolean {
  return /\/shapes\.ttl$/.test(iri);
}

function iriRef(iri: string): string {
  if (/[\s<>"{}|\\^`]/.test(iri)) throw new Error(`not an IRI: ${iri}`);
  return `<${iri}>`;
}

function literal(s: string): string {
  return JSON.stringify(s);
}

class Pager {
  readonly stats: FetchStats = { rows: 0, requests: 0 };
  constructor(private readonly settings: EndpointSettings) {}

  /** Every row of `SELECT vars WHERE { where }`, page by page in a stable order. */
  async all(vars: string, where: string, orderBy: string, what: string): Promise<Row[]> {
    const rows: Row[] = [];
    await this.pages(vars, where, orderBy, what, (page) => void rows.push(...page));
    return rows;
  }

  /** The same, handing each page to `take` as it comes (nothing is kept here); resolves to the row count. */
  async pages(vars: string, where: string, orderBy: string, what: string, take: (rows: Row[]) => void): Promise<number> {
    const s = this.settings;
    if (!s.paging) {
      const answer = await this.ask(`SELECT ${vars} WHERE { ${where} }`, what);
      if (answer.maxRows !== undefined && answer.rows.length >= answer.maxRows) {
        throw new EndpointError(
          s,
          what,
          `the endpoint cut the answer at ${answer.maxRows} rows (its X-SPARQL-MaxRows cap) and paging is off; ` +
            "the site would miss data. Turn paging on (unset SPARQL_PAGING) or raise the endpoint's result cap.",
        );
      }
      take(answer.rows);
      return answer.rows.length;
    }
    let count = 0;
    let size = s.pageSize;
    for (;;) {
      const query = `SELECT ${vars} WHERE { { SELECT ${vars} WHERE { ${where} } ORDER BY ${orderBy} } } LIMIT ${size} OFFSET ${count}`;
      const answer = await this.ask(query, count ? `${what}, rows from ${count + 1}` : what);
      count += answer.rows.length;
      take(answer.rows);
      if (answer.maxRows !== undefined && answer.maxRows < size && answer.rows.length > 0) {
        // the endpoint answers at most maxRows: what came is a true prefix (ordered), go on in pages it answers whole
        size = answer.maxRows;
        continue;
      }
      if (answer.rows.length < size) return count;
    }
  }

  async ask(query: string, what: string) {
    this.stats.requests++;
    const answer = await select(this.settings, query, what);
    this.stats.rows += answer.rows.length;
    return answer;
  }
}

/** Which graphs to read: those configured, or every named graph under the site's address. */
async function graphList(pager: Pager, settings: EndpointSettings, siteUrl: string): Promise<(string | undefined)[]> {
  if (settings.graphs?.length) return settings.graphs;
  if (settings.defaultGraph) return [undefined];
  const rows = await pager.all(
    'DISTINCT ?g',
    `GRAPH ?g { ?s ?p ?o } FILTER(STRSTARTS(STR(?g), ${literal(`${siteUrl}/`)}))`,
    '?g',
    'the list of the site\u2019s named graphs',
  );
  return rows.map((r) => r.g.value).sort();
}

/** The name quads of an unnamed default graph are filed under (errors and provenance name it). */
export function defaultGraphLabel(settings: EndpointSettings): string {
  return settings.defaultGraph === DEFAULT_GRAPH ? `${settings.url}#default-graph` : settings.defaultGraph!;
}

/** Where fetched quads go, graph by graph and page by page. */
export interface QuadSink {
  data(quads: Quad[]): void;
  shapes(quads: Quad[]): void;
}

/**
 * Streams the site's graph out of the endpoint into `sink`, a page at a time,
 * so a large graph is never held here whole. Resolves to the graphs read and
 * the request counts.
 */
export async function streamGraph(
  settings: EndpointSettings,
  siteUrl: string,
  sink: QuadSink,
): Promise<{ graphs: string[]; stats: FetchStats }> {
  const pager = new Pager(settings);
  const graphs = await graphList(pager, settings, siteUrl);
  if (graphs.length === 0) {
    throw new EndpointError(
      settings,
      'the list of named graphs',
      `no named graph starts with ${siteUrl}/: load the site's Turtle into named graphs (see the README), ` +
        'or name the graphs in SPARQL_GRAPHS, or set SPARQL_DEFAULT_GRAPH',
    );
  }
  for (const g of graphs) {
    const pattern = g ? `GRAPH ${iriRef(g)} { ?s ?p ?o }` : '?s ?p ?o';
    const label = g ?? defaultGraphLabel(settings);
    const name = `graph <${label}>`;
    const [count] = (await pager.ask(`SELECT (COUNT(*) AS ?n) WHERE { ${pattern} }`, `the size of ${name}`)).rows;
    const expected = Number(count?.n?.value ?? NaN);
    const graph = DataFactory.namedNode(label);
    const shapes = isShapesGraph(label);
    const got = await pager.pages('?s ?p ?o', pattern, '?s ?p ?o', name, (rows) => {
      const quads = rows.map((r) => DataFactory.quad(r.s as Quad['subject'], r.p as Quad['predicate'], r.o as Quad['object'], graph));
      if (shapes) sink.shapes(quads);
      else sink.data(quads);
    });
    if (Number.isFinite(expected) && got !== expected) {
      throw new EndpointError(
        settings,
        name,
        `it holds ${expected} triples but its pages gave ${got}: ` +
          'the endpoint caps answers without saying so; set SPARQL_PAGE_SIZE below its cap',
      );
    }
  }
  return { graphs: graphs.map((g) => g ?? defaultGraphLabel(settings)), stats: pager.stats };
}

/**
 * Shapes are never data, whatever their graph is called: those found among
 * the data quads join those of a graph named …/shapes.ttl.
 */
export function withShapesApart(quads: Quad[], named: Quad[] | undefined): Pick<FetchedGraph, 'quads' | 'shapes' | 'shapeGraphs'> {
  const split = splitShapes(quads);
  const shapes = named || split.shapes.length ? [...(named ?? []), ...split.shapes] : undefined;
  return { quads: split.data, shapes, shapeGraphs: [...new Set((shapes ?? []).map((q) => q.graph.value))].sort() };
}

/** The whole graph in memory (checks, tests): streamGraph into arrays. */
export async function fetchGraph(settings: EndpointSettings, siteUrl: string): Promise<FetchedGraph> {
  const quads: Quad[] = [];
  let shapes: Quad[] | undefined;
  const streamed = await streamGraph(settings, siteUrl, {
    data: (q) => void quads.push(...q),
    shapes: (q) => void (shapes ??= []).push(...q),
  });
  const split = withShapesApart(quads, shapes);
  return { ...split, graphs: streamed.graphs, stats: streamed.stats };
}
