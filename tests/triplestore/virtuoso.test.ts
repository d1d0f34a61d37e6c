// The site built from a real triplestore: Debian's Virtuoso, started here on
// 127.0.0.1 with a throw-away database, loaded with data/*.ttl (one named
// graph per file) and a result cap of 500 rows, far below the site's 3,500+
// triples, so every graph needs several pages.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { endpointSettings, makeConfig, type SiteConfig } from '../../generator/config.ts';
import { UserError } from '../../generator/errors.ts';
import { graphIriFor } from '../../generator/load/turtle.ts';
import { loadFolder, startVirtuoso, virtuosoAvailable, type Virtuoso } from '../../generator/triplestore/virtuoso.ts';
import { fetchGraph } from '../../generator/triplestore/fetch-graph.ts';
import { formatOutcome } from '../../generator/report.ts';
import { ROOT } from '../helpers.ts';

const CAP = 500;
const SITE = 'https://portal.lincsproject.ca';
const SHAPES_GRAPH = `${SITE}/graphs/rules`;

/** every file under `root`, relative, sorted */
function walk(root: string, rel = ''): string[] {
  return fs
    .readdirSync(path.join(root, rel), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(root, path.join(rel, e.name)) : [path.join(rel, e.name)]))
    .sort();
}

/** one hash of a folder's every path and byte: "untouched" means the same hash */
function folderHash(root: string): string {
  const h = crypto.createHash('sha256');
  for (const f of walk(root)) h.update(f).update(fs.readFileSync(path.join(root, f)));
  return h.digest('hex');
}

const describeIf = virtuosoAvailable() ? describe : describe.skip;
if (!virtuosoAvailable() && process.env.CI) throw new Error('Virtuoso is not installed: .ci/run installs virtuoso-opensource');

describeIf('a build from Virtuoso', () => {
  let v: Virtuoso;
  let tmp: string;
  let local: SiteConfig;
  let localTriples = 0;
  const fromEndpoint = (outDir: string, env: Record<string, string> = {}): SiteConfig =>
    // data/ points nowhere: a build from the endpoint must not need it
    makeConfig({
      rootDir: ROOT,
      dataDir: path.join(tmp, 'no-data-here'),
      outDir,
      sparql: endpointSettings({ SPARQL_ENDPOINT: v.endpoint, ...env }),
    });

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lod-vt-test-'));
    v = await startVirtuoso({ maxRows: CAP });
    // the shapes in a graph not named …/shapes.ttl: known by what they hold, never published as data
    await loadFolder(v, path.join(ROOT, 'data'), (rel) => (rel.endsWith('shapes.ttl') ? SHAPES_GRAPH : graphIriFor(SITE, rel)));
    local = makeConfig({ rootDir: ROOT, outDir: path.join(tmp, 'local') });
    localTriples = (await build(local)).report.triples;
  });
  afterAll(async () => {
    await v?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('writes the same files, byte for byte, as the build from the Turtle files, reading no local data, in pages under the cap', async () => {
    const config = fromEndpoint(path.join(tmp, 'endpoint'));
    const { report } = await build(config);
    expect(report.graph.kind).toBe('endpoint');
    expect(report.graph.where).toContain(v.endpoint);
    expect(report.triples).toBeGreaterThan(CAP);
    // the graph list, then per graph a count and its pages: some graph needed more than one
    expect(report.graph.requests).toBeGreaterThan(1 + 2 * report.graph.graphs);
    expect(report.triples).toBe(localTriples);
    // the report names the graphs read and the one that held the shapes
    expect(report.graph.shapes).toEqual([`<${SHAPES_GRAPH}>`]);
    expect(report.graph.read).toContain(`<${graphIriFor(SITE, 'data/vocab.ttl')}>`);
    expect(formatOutcome(report)).toContain(`; shapes from <${SHAPES_GRAPH}>`);
    expect(formatOutcome(report)).toContain('data/ not read');
    const a = walk(local.outDir);
    expect(walk(config.outDir)).toEqual(a);
    const differing = a.filter((f) => !fs.readFileSync(path.join(local.outDir, f)).equals(fs.readFileSync(path.join(config.outDir, f))));
    expect(differing).toEqual([]);
    // every related-term link of the local build is there
    const related = (root: string) =>
      (fs.readFileSync(path.join(root, 'docs/terms/triple/index.html'), 'utf8').match(/href="\/docs\/terms\/[^"]+"/g) ?? []).length;
    expect(related(config.outDir)).toBeGreaterThan(0);
    expect(related(config.outDir)).toBe(related(local.outDir));
  });

  it('writes the same files when the whole site sits in one graph read as the default graph (as Oxigraph and Fuseki keep it)', async () => {
    // one graph for every data file: no order may come from the file a statement was in
    const one = 'urn:x-lod-test:one-graph';
    for (const name of fs.readdirSync(path.join(ROOT, 'data')).filter((n) => n.endsWith('.ttl') && n !== 'shapes.ttl')) {
      // relative IRIs resolve against the file's own address, as they do in the file build
      await v.loadTurtle(path.join(ROOT, 'data', name), one, graphIriFor(SITE, `data/${name}`));
    }
    // the shapes then come from data/shapes.ttl, the only file read
    const shapesOnly = path.join(tmp, 'shapes-only');
    fs.mkdirSync(shapesOnly);
    fs.copyFileSync(path.join(ROOT, 'data/shapes.ttl'), path.join(shapesOnly, 'shapes.ttl'));
    const config = { ...fromEndpoint(path.join(tmp, 'one-graph'), { SPARQL_DEFAULT_GRAPH: one }), dataDir: shapesOnly };
    const { report } = await build(config);
    expect(report.graph.graphs).toBe(1);
    expect(report.triples).toBe(localTriples);
    const a = walk(local.outDir);
    expect(walk(config.outDir)).toEqual(a);
    const differing = a.filter((f) => !fs.readFileSync(path.join(local.outDir, f)).equals(fs.readFileSync(path.join(config.outDir, f))));
    expect(differing).toEqual([]);
  });

  it('fails, naming the query and the cap, when paging is switched off and the endpoint cuts an answer; the previous output stays', async () => {
    const out = path.join(tmp, 'paging-off');
    fs.cpSync(local.outDir, out, { recursive: true });
    const before = folderHash(out);
    const failure = await build(fromEndpoint(out, { SPARQL_PAGING: 'off' })).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(UserError);
    expect((failure as Error).message).toMatch(
      new RegExp(`SPARQL endpoint ${v.endpoint}, graph <[^>]+>: the endpoint cut the answer at ${CAP} rows`),
    );
    expect(folderHash(out)).toBe(before);
  });

  it('reads only the graphs named in SPARQL_GRAPHS, or the default graph named by SPARQL_DEFAULT_GRAPH', async () => {
    const tools = graphIriFor(SITE, 'data/tools.ttl');
    const vocab = graphIriFor(SITE, 'data/vocab.ttl');
    const named = await fetchGraph(endpointSettings({ SPARQL_ENDPOINT: v.endpoint, SPARQL_GRAPHS: `${tools} ${vocab}` })!, SITE);
    expect(named.graphs).toEqual([tools, vocab]);
    expect(new Set(named.quads.map((q) => q.graph.value))).toEqual(new Set([tools, vocab]));
    // Fuseki and Oxigraph keep data in the default graph: default-graph-uri makes Virtuoso do the same with one graph
    const byDefault = await fetchGraph(endpointSettings({ SPARQL_ENDPOINT: v.endpoint, SPARQL_DEFAULT_GRAPH: tools })!, SITE);
    expect(byDefault.graphs).toEqual([tools]);
    expect(byDefault.quads.length).toBe(named.quads.filter((q) => q.graph.value === tools).length);
    // `default`: the store's own default graph, which on Virtuoso is the union of every graph
    const union = await fetchGraph(
      endpointSettings({ SPARQL_ENDPOINT: v.endpoint, SPARQL_DEFAULT_GRAPH: 'default', SPARQL_PAGE_SIZE: '5000' })!,
      SITE,
    );
    expect(union.graphs).toEqual([`${v.endpoint}#default-graph`]);
    expect(union.quads.length).toBeGreaterThan(named.quads.length);
  });

  it('shows a label changed only in the endpoint everywhere the label appears', async () => {
    const graph = graphIriFor(SITE, 'data/glossary-b.ttl');
    const term = `${SITE}/id/term/triple`;
    const old = '"Triple"@en';
    // the term's English label, where it lives
    const where = await v.sql(`SPARQL SELECT ?g WHERE { GRAPH ?g { <${term}> <http://www.w3.org/2004/02/skos/core#prefLabel> ${old} } };`);
    const g = /https:\/\/\S+\.ttl/.exec(where)?.[0] ?? graph;
    await v.sql(
      `SPARQL WITH <${g}> DELETE { <${term}> <http://www.w3.org/2004/02/skos/core#prefLabel> ${old} } INSERT { <${term}> <http://www.w3.org/2004/02/skos/core#prefLabel> "Triple statement"@en } WHERE { };`,
    );
    try {
      const config = fromEndpoint(path.join(tmp, 'changed'));
      await build(config);
      const read = (p: string) => fs.readFileSync(path.join(config.outDir, p), 'utf8');
      const page = read('docs/terms/triple/index.html');
      expect(page).toMatch(/<title>Triple statement[^<]*<\/title>/);
      expect(page).toMatch(/<h1[^>]*>Triple statement<\/h1>/);
      const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page)![1];
      expect(jsonLd).toContain('"Triple statement"');
      expect(jsonLd).not.toMatch(/"@value":"Triple"/);
      expect(read('id/term/triple.ttl')).toContain('"Triple statement"@en');
      expect(read('id/term/triple.jsonld')).toContain('Triple statement');
      expect(read('data/site-graph.ttl')).toContain('"Triple statement"@en');
      expect(read('data/site-graph.nt')).toContain(`<${term}> <http://www.w3.org/2004/02/skos/core#prefLabel> "Triple statement"@en .`);
      expect(read('data/site-graph.nt')).not.toContain(`<${term}> <http://www.w3.org/2004/02/skos/core#prefLabel> "Triple"@en .`);
    } finally {
      await v.sql(
        `SPARQL WITH <${g}> DELETE { <${term}> <http://www.w3.org/2004/02/skos/core#prefLabel> "Triple statement"@en } INSERT { <${term}> <http://www.w3.org/2004/02/skos/core#prefLabel> ${old} } WHERE { };`,
      );
    }
  });
});

describe('an endpoint that fails', () => {
  let tmp: string;
  let previous: string;
  const servers: http.Server[] = [];

  async function server(handler: http.RequestListener): Promise<string> {
    const s = http.createServer(handler);
    servers.push(s);
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(s.address() as AddressInfo).port}/sparql`;
  }

  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lod-down-'));
    // a previous output the failed builds must leave alone
    previous = path.join(tmp, 'out');
    fs.mkdirSync(path.join(previous, 'docs'), { recursive: true });
    fs.writeFileSync(path.join(previous, 'index.html'), '<!doctype html><title>previous</title>');
    fs.writeFileSync(path.join(previous, 'docs/page.html'), 'kept');
  });
  afterAll(() => {
    for (const s of servers) {
      s.closeAllConnections();
      s.close();
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  async function failure(url: string, env: Record<string, string> = {}) {
    const before = folderHash(previous);
    const config = makeConfig({
      rootDir: ROOT,
      outDir: previous,
      sparql: endpointSettings({ SPARQL_ENDPOINT: url, SPARQL_RETRIES: '1', SPARQL_TIMEOUT: '1', ...env }),
    });
    const started = Date.now();
    const e = await build(config).then(
      () => undefined,
      (x: unknown) => x,
    );
    expect(folderHash(previous)).toBe(before);
    expect(e).toBeInstanceOf(UserError);
    return { message: (e as Error).message, ms: Date.now() - started };
  }

  it('down: says it could not connect, after its retries', async () => {
    const url = await server(() => undefined);
    await new Promise<void>((r) => servers.pop()!.close(() => r()));
    const { message } = await failure(url);
    expect(message).toMatch(
      new RegExp(`^SPARQL endpoint ${url}, the list of the site.s named graphs: could not connect \\(ECONNREFUSED\\), after 2 tries`),
    );
  });

  it('slow: gives up at the time limit, naming the query', async () => {
    const url = await server(() => undefined); // never answers
    const { message, ms } = await failure(url);
    expect(message).toMatch(/no answer within 1 s, after 2 tries\nquery: SELECT DISTINCT \?g/);
    expect(ms).toBeLessThan(10_000);
  });

  it('500: retries with backoff, then gives the status', async () => {
    let calls = 0;
    const url = await server((_req, res) => {
      calls++;
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Virtuoso 42000 Error SR.: out of memory');
    });
    const { message } = await failure(url, { SPARQL_RETRIES: '2' });
    expect(calls).toBe(3);
    expect(message).toMatch(/HTTP 500 \(Virtuoso 42000 Error SR\.: out of memory\), after 3 tries/);
  });

  it('recovers when a retry succeeds', async () => {
    let calls = 0;
    const url = await server((_req, res) => {
      calls++;
      if (calls === 1) return res.writeHead(503).end();
      // no site graph at all: the build stops, but after the retry worked
      res.writeHead(200, { 'Content-Type': 'application/sparql-results+json' }).end('{"head":{"vars":["g"]},"results":{"bindings":[]}}');
    });
    const { message } = await failure(url);
    expect(calls).toBe(2);
    expect(message).toMatch(/no named graph starts with https:\/\/portal\.lincsproject\.ca\//);
  });

  it('sends SPARQL_USER and SPARQL_PASSWORD as basic auth, and says so when they are refused', async () => {
    const url = await server((req, res) => {
      if (req.headers.authorization !== `Basic ${Buffer.from('editor:s3cret').toString('base64')}`) return res.writeHead(401).end();
      res.writeHead(200, { 'Content-Type': 'application/sparql-results+json' }).end('{"head":{"vars":["g"]},"results":{"bindings":[]}}');
    });
    expect((await failure(url)).message).toMatch(/HTTP 401: the endpoint refused the credentials \(set SPARQL_USER and SPARQL_PASSWORD\)/);
    expect((await failure(url, { SPARQL_USER: 'editor', SPARQL_PASSWORD: 's3cret' })).message).toMatch(/no named graph starts with/);
  });

  it('the command line prints the one-line error, no stack trace, exit code 1', async () => {
    const url = await server((_req, res) => res.writeHead(500).end());
    // not spawnSync: this process's server must keep answering meanwhile
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'generator/cli.ts'), 'build', '--out', previous], {
      cwd: ROOT,
      env: { ...process.env, SPARQL_ENDPOINT: url, SPARQL_RETRIES: '0', SPARQL_TIMEOUT: '5' },
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    const status = await new Promise<number | null>((r) => child.on('close', r));
    const run = { status, stderr };
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`error: SPARQL endpoint ${url}, the list of the site’s named graphs: HTTP 500`);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });
});
