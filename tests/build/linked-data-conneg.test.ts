// Entity and vocabulary IRIs that real RDF clients can follow, on the real
// site built by the global setup and served by the project's own server:
// Debian's Python rdflib dereferences them with its default Accept header
// and with the Accept it sends for Turtle and JSON-LD, and gets the entity's
// triples each time; the negotiation table is checked with plain requests.
import { execFile } from 'node:child_process';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { realSite } from '../real-site.ts';
import { createStaticServer } from '../../generator/serve.ts';
import { sitePolicy } from '../helpers.ts';

const run = promisify(execFile);
const site = await realSite();
let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = createStaticServer({ root: site.outDir, port: 0, policy: sitePolicy() });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server?.close(r));
});

// rdflib parses what it gets by the response's Content-Type (or the format
// it is told); the script prints every triple whose subject is the IRI asked about
const SCRIPT = `
import json, sys
from rdflib import Graph, URIRef
url, fmt, subject = sys.argv[1], sys.argv[2], sys.argv[3]
g = Graph()
g.parse(url) if fmt == "default" else g.parse(url, format=fmt)
print(json.dumps({"total": len(g), "own": sorted(str(p) + " " + str(o) for (s, p, o) in g if s == URIRef(subject))}))
`;

async function rdflibParse(path: string, format: string, subject: string): Promise<{ total: number; own: string[] }> {
  const { stdout } = await run('/usr/bin/python3', ['-c', SCRIPT, origin + path, format, subject], { timeout: 60_000 });
  return JSON.parse(stdout);
}

describe('rdflib dereferences the site’s IRIs', () => {
  for (const format of ['default', 'turtle', 'json-ld', 'xml', 'nt']) {
    it(`an entity IRI, format ${format}`, async () => {
      const iri = `${site.siteUrl}/id/term/triple`;
      const got = await rdflibParse('/id/term/triple', format, iri);
      expect(got.own).toContain('http://www.w3.org/1999/02/22-rdf-syntax-ns#type http://www.w3.org/2004/02/skos/core#Concept');
      expect(got.own).toContain('http://www.w3.org/2004/02/skos/core#prefLabel Triple');
      expect(got.own).toContain('http://www.w3.org/2004/02/skos/core#prefLabel Triplet');
    });
  }
  for (const format of ['default', 'turtle', 'json-ld']) {
    it(`a vocabulary term IRI (/vocab#origin), format ${format}`, async () => {
      const iri = `${site.siteUrl}/vocab#origin`;
      const got = await rdflibParse('/vocab#origin', format, iri);
      expect(got.own).toContain('http://www.w3.org/1999/02/22-rdf-syntax-ns#type http://www.w3.org/2002/07/owl#ObjectProperty');
      expect(got.own).toContain('http://www.w3.org/2000/01/rdf-schema#label origin');
      expect(got.own).toContain('http://www.w3.org/2000/01/rdf-schema#label origine');
    });
  }
});

/** The negotiation table: Accept → status, Content-Type (after following a 303), Vary. */
async function ask(path: string, accept: string | undefined) {
  const headers: Record<string, string> = accept === undefined ? {} : { Accept: accept };
  const first = await fetch(origin + path, { headers, redirect: 'manual' });
  await first.arrayBuffer();
  const location = first.headers.get('location') ?? undefined;
  let type = first.headers.get('content-type') ?? '';
  if (first.status === 303 && location) {
    const second = await fetch(origin + location, { headers });
    await second.arrayBuffer();
    type = second.headers.get('content-type') ?? '';
  }
  return {
    status: first.status,
    location,
    type: type.split(';')[0],
    vary: first.headers.get('vary'),
    cors: first.headers.get('access-control-allow-origin'),
  };
}

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
export const TABLE: [accept: string | undefined, suffix: string, type: string][] = [
  [BROWSER, '', 'text/html'],
  ['*/*', '', 'text/html'],
  [undefined, '', 'text/html'],
  ['text/turtle', '.ttl', 'text/turtle'],
  ['application/x-turtle', '.ttl', 'text/turtle'],
  ['application/ld+json', '.jsonld', 'application/ld+json'],
  ['application/json', '.jsonld', 'application/ld+json'],
  ['application/n-triples', '.nt', 'application/n-triples'],
  ['application/rdf+xml', '.rdf', 'application/rdf+xml'],
  ['application/rdf+xml,text/rdf+n3;q=0.9,application/xhtml+xml;q=0.5, */*;q=0.1', '.rdf', 'application/rdf+xml'],
  ['text/html;q=0.5, text/turtle', '.ttl', 'text/turtle'],
  ['text/turtle;q=0.4, application/ld+json;q=0.8, text/html;q=0.1', '.jsonld', 'application/ld+json'],
  ['text/turtle;q=0, */*', '', 'text/html'],
  ['image/png', '', 'text/html'],
];

describe('content negotiation on `npm run serve`', () => {
  for (const [path, what] of [
    ['/id/term/triple', 'an entity'],
    ['/vocab', 'the vocabulary'],
  ] as const) {
    it(`${what}: 303 to the representation the Accept header prefers, with Vary: Accept; HTML for browsers and */*`, async () => {
      for (const [accept, suffix, type] of TABLE) {
        const got = await ask(path, accept);
        expect(got.type, `${accept}`).toBe(type);
        expect(got.vary?.split(/,\s*/), `${accept}`).toContain('Accept');
        if (suffix) {
          expect(got.status, `${accept}`).toBe(303);
          expect(got.location).toBe(path + suffix);
          expect(got.cors).toBe('*');
        } else expect(got.status, `${accept}`).toBe(200);
      }
    });
  }

  it('serves the RDF files themselves with their media type and CORS', async () => {
    for (const [file, type] of [
      ['/id/term/triple.ttl', 'text/turtle'],
      ['/id/term/triple.rdf', 'application/rdf+xml'],
      ['/id/term/triple.nt', 'application/n-triples'],
      ['/vocab.jsonld', 'application/ld+json'],
      ['/data/site-graph.ttl', 'text/turtle'],
    ]) {
      const r = await fetch(origin + file);
      await r.arrayBuffer();
      expect(r.status, file).toBe(200);
      expect(r.headers.get('content-type')?.split(';')[0], file).toBe(type);
      expect(r.headers.get('access-control-allow-origin'), file).toBe('*');
    }
  });

  it('sends /.well-known/void to the VoID description', async () => {
    const got = await ask('/.well-known/void', 'text/turtle');
    expect(got.status).toBe(303);
    expect(got.location).toBe('/data/void.ttl');
    expect(got.type).toBe('text/turtle');
  });

  it('negotiates nothing else: pages and unknown entities keep their usual answers', async () => {
    expect((await ask('/docs/terms/triple', 'text/turtle')).status).toBe(200);
    expect((await ask('/id/term/no-such-term', 'text/turtle')).status).toBe(404);
  });
});
