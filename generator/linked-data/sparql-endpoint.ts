// A small SPARQL 1.1 protocol endpoint around Comunica over an in-memory
// store, on 127.0.0.1 only. It lets the build's remote-source mode be tried
// and tested against a real endpoint without a triplestore:
//
//   npx tsx generator/linked-data/sparql-endpoint.ts --data data --port 3030
//   SPARQL_ENDPOINT=http://127.0.0.1:3030/sparql npm run build
//
// Protocol: GET /sparql?query=…, POST form-encoded `query=…`, or POST with
// `Content-Type: application/sparql-query`. Results are negotiated with
// Accept (SPARQL JSON by default; N-Triples for CONSTRUCT and DESCRIBE).
// Read only: updates are refused.
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { QueryEngine } from '@comunica/query-sparql';
import { Parser, Store } from 'n3';
import { createStore } from '../../src/shared/rdf-store.ts';
import { makeConfig } from '../config.ts';
import { parseAccept, qualityOf } from './negotiate.ts';

export interface SparqlEndpoint {
  /** the query URL, e.g. http://127.0.0.1:3030/sparql */
  url: string;
  /** queries answered so far */
  queries: () => number;
  close: () => Promise<void>;
}

/**
 * Reads every Turtle file of a folder (not the SHACL shapes) into one default
 * graph, as a simple triplestore load would. Relative IRIs resolve against
 * `baseUrl` + the file name, as they do when the build loads the files.
 */
export async function loadTurtleFolder(dir: string, baseUrl?: string): Promise<Store> {
  const store = createStore();
  const names = (await fs.readdir(dir)).filter((n) => n.endsWith('.ttl') && n !== 'shapes.ttl').sort();
  for (const name of names) {
    const parser = new Parser({ format: 'text/turtle', baseIRI: baseUrl ? baseUrl + name : undefined });
    store.addQuads(parser.parse(await fs.readFile(path.join(dir, name), 'utf8')));
  }
  return store;
}

const RESULT_TYPES = {
  bindings: ['application/sparql-results+json', 'application/sparql-results+xml', 'text/csv', 'text/tab-separated-values'],
  boolean: ['application/sparql-results+json', 'application/sparql-results+xml'],
  quads: ['application/n-triples', 'text/turtle', 'application/n-quads'],
} as const;

/** The type the client rates highest (RFC 9110 q-values, as negotiate.ts reads them); of equals, the first offered. */
export function negotiate(accept: string | undefined, offered: readonly string[]): string {
  const ranges = parseAccept(accept);
  let chosen = offered[0];
  let chosenQ = 0;
  for (const type of offered) {
    const q = qualityOf(type, ranges);
    if (q > chosenQ) [chosen, chosenQ] = [type, q];
  }
  return chosen;
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function queryOf(req: http.IncomingMessage, url: URL): Promise<string | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return url.searchParams.get('query') ?? undefined;
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim();
  const body = await readBody(req);
  if (type === 'application/sparql-query') return body;
  if (type === 'application/x-www-form-urlencoded') return new URLSearchParams(body).get('query') ?? undefined;
  return undefined;
}

export interface EndpointOptions {
  store: Store;
  port?: number;
  quiet?: boolean;
  /** answer default-graph patterns from all named graphs, as triplestores can be configured to (Fuseki's unionDefaultGraph) */
  unionDefaultGraph?: boolean;
}

export async function startSparqlEndpoint(options: EndpointOptions): Promise<SparqlEndpoint> {
  const engine = new QueryEngine();
  const context = { sources: [options.store], unionDefaultGraph: !!options.unionDefaultGraph };
  let answered = 0;
  const cors = { 'Access-Control-Allow-Origin': '*' };
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'OPTIONS') {
      res
        .writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'GET, POST', 'Access-Control-Allow-Headers': 'Content-Type, Accept' })
        .end();
      return;
    }
    if (url.pathname !== '/sparql') {
      res.writeHead(404, { ...cors, 'Content-Type': 'text/plain; charset=utf-8' }).end('Queries are answered at /sparql\n');
      return;
    }
    if (!['GET', 'HEAD', 'POST'].includes(req.method ?? '')) {
      res.writeHead(405, { ...cors, Allow: 'GET, POST' }).end();
      return;
    }
    let query: string | undefined;
    try {
      query = await queryOf(req, url);
    } catch {
      query = undefined;
    }
    if (!query) {
      res
        .writeHead(400, { ...cors, 'Content-Type': 'text/plain; charset=utf-8' })
        .end('No query: send ?query=… or a form-encoded or application/sparql-query POST body\n');
      return;
    }
    try {
      const result = await engine.query(query, context);
      if (result.resultType === 'void') {
        res.writeHead(403, { ...cors, 'Content-Type': 'text/plain; charset=utf-8' }).end('This endpoint is read only\n');
        return;
      }
      const type = negotiate(req.headers.accept, RESULT_TYPES[result.resultType]);
      const { data } = await engine.resultToString(result, type);
      const body = await new Promise<string>((resolve, reject) => {
        let text = '';
        data.on('data', (c: Buffer | string) => (text += c.toString()));
        data.on('end', () => resolve(text));
        data.on('error', reject);
      });
      answered++;
      res.writeHead(200, { ...cors, 'Content-Type': `${type}; charset=utf-8`, Vary: 'Accept' });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (e) {
      // a query the parser rejects is the client's mistake; anything else is ours
      const message = (e as Error).message;
      const status = /Parse error|Lexical error|Unknown prefix|Unsupported|not supported/i.test(message) ? 400 : 500;
      if (!options.quiet) console.error(`sparql endpoint: ${status}: ${message.split('\n')[0]}`);
      res.writeHead(status, { ...cors, 'Content-Type': 'text/plain; charset=utf-8' }).end(message + '\n');
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sparql`,
    queries: () => answered,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function main() {
  const args = process.argv.slice(2);
  const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const dir = path.resolve(flag('--data') ?? 'data');
  // the build names a data file's graph (and resolves its relative IRIs) {site}/data/{file}
  const siteUrl = makeConfig().siteUrl; // SITE_URL, else site.config.json's siteUrl, as the build reads it
  const store = await loadTurtleFolder(dir, `${siteUrl}/${path.basename(dir)}/`);
  const endpoint = await startSparqlEndpoint({ store, port: Number(flag('--port') ?? 3030) });
  console.log(`SPARQL endpoint over ${store.size} triples of ${dir} at ${endpoint.url}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main();
