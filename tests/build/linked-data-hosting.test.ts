// The site's IRIs behind the three servers they are served by: the project's
// own (`npm run serve`), Debian's nginx with the generated snippets and
// Debian's Apache with the generated .htaccess (web-servers.ts starts each on
// 127.0.0.1 with the real site built by the global setup). Each is asked
// with the Accept headers real clients send and a generated batch compared
// with negotiate.ts, then by the clients themselves: raptor (`rapper -g`),
// Python rdflib and a Comunica link-traversal query whose answers must equal
// the same query over the dump. _headers and _redirects (static hosts) are
// parsed and checked against the route table.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { realSite } from '../real-site.ts';
import { HOSTING_PATHS } from '../../generator/linked-data/hosting.ts';
import { RDF_REPRESENTATIONS, negotiate } from '../../generator/linked-data/negotiate.ts';
import { startApache, startNginx, startServe, type WebServer } from './web-servers.ts';
import { dumpAnswers, traversalAnswers, traversalQueries } from './traversal.ts';

const run = promisify(execFile);
const site = await realSite();
const read = (p: string) => fs.readFile(path.join(site.outDir, p), 'utf8');

/**
 * The Accept table: what each client sends by default (recorded from the
 * installed clients; Jena's from its WebContent.java) and what it must get.
 * The rule: an RDF client gets RDF, in the format it rates highest; a browser,
 * curl and no header get the page.
 */
const CLIENTS: [client: string, accept: string | undefined, suffix: string][] = [
  ['Firefox', 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8', ''],
  ['Chromium', 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8', ''],
  ['curl', '*/*', ''],
  ['no Accept', undefined, ''],
  [
    'raptor (rapper -g)',
    'application/rdf+xml, text/rdf;q=0.6, application/n-triples, text/plain;q=0.1, text/turtle, application/x-turtle, ' +
      'application/turtle, text/n3;q=0.3, text/rdf+n3;q=0.3, application/rdf+n3;q=0.3, application/x-trig, application/rss;q=0.8, ' +
      'application/rss+xml;q=0.8, text/rss;q=0.8, application/xml;q=0.3, text/xml;q=0.3, application/atom+xml;q=0.3, ' +
      'text/html;q=0.2, application/xhtml+xml;q=0.4, text/html;q=0.6, application/xhtml+xml;q=0.8, application/json;q=0.1, ' +
      'text/json;q=0.1, text/x-nquads, */*;q=0.1',
    // RDF/XML and Turtle both at 1: the server's order
    '.ttl',
  ],
  ['rdflib (parse)', 'application/rdf+xml,text/rdf+n3;q=0.9,application/xhtml+xml;q=0.5, */*;q=0.1', '.rdf'],
  ['rdflib (format=turtle)', 'text/turtle,application/x-turtle, */*;q=0.1', '.ttl'],
  ['rdflib (format=json-ld)', 'application/ld+json, application/json;q=0.9, */*;q=0.1', '.jsonld'],
  [
    'Jena riot / RDFDataMgr',
    'text/turtle,application/n-triples;q=0.9,application/rdf+xml;q=0.7,application/trig,application/n-quads;q=0.9,' +
      'application/ld+json;q=0.8,*/*;q=0.5',
    '.ttl',
  ],
  ['Jena (graph)', 'text/turtle,application/n-triples;q=0.9,application/ld+json;q=0.8,application/rdf+xml;q=0.7,*/*;q=0.3', '.ttl'],
  [
    'Comunica',
    'application/n-quads,application/trig;q=0.95,application/ld+json;q=0.9,application/n-triples;q=0.8,text/turtle;q=0.6,' +
      'application/rdf+xml;q=0.5,text/n3;q=0.35,application/xml;q=0.3,image/svg+xml;q=0.3,text/xml;q=0.3,text/html;q=0.2,' +
      'application/xhtml+xml;q=0.18,application/json;q=0.135,text/shaclc;q=0.1,text/shaclc-ext;q=0.05',
    '.jsonld',
  ],
  ['Turtle only', 'text/turtle', '.ttl'],
  ['old Turtle name', 'application/x-turtle', '.ttl'],
  ['JSON-LD', 'application/ld+json', '.jsonld'],
  ['JSON', 'application/json', '.jsonld'],
  ['N-Triples', 'application/n-triples', '.nt'],
  ['old N-Triples name', 'text/plain', '.nt'],
  ['RDF/XML', 'application/rdf+xml', '.rdf'],
  ['Turtle refused', 'text/turtle;q=0, application/ld+json', '.jsonld'],
  ['HTML rated low', 'text/html;q=0.1, text/turtle;q=0.5', '.ttl'],
  ['HTML rated lower by a thousandth', 'text/turtle;q=0.3, text/html;q=0.299', '.ttl'],
  ['equal q: the server’s order', 'application/n-triples;q=0.5, text/turtle;q=0.5', '.ttl'],
  ['a type range above its own type', 'text/*;q=0.9, text/turtle;q=0.2, application/ld+json;q=0.5', ''],
  ['nothing offered', 'image/png', ''],
];

/** A deterministic batch of Accept headers: ranges the choice depends on, others, q-values well and badly written. */
function generatedHeaders(count: number): string[] {
  let seed = 43;
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const names = [
    'text/html', 'application/xhtml+xml', 'text/turtle', 'application/x-turtle', 'application/ld+json', 'application/json',
    'application/rdf+xml', 'application/xml', 'text/xml', 'application/n-triples', 'text/plain', 'text/*', 'application/*',
    '*/*', 'image/png', 'TEXT/Turtle', 'application/n-quads', 'text/turtles',
  ]; // prettier-ignore
  const qs = ['', ';q=1', ';q=0', ';q=0.5', ';q=0.50', ';q=0.123', ';q=0.1234', ';q=.7', ';q=1.0', ';q=2', ';q=0.0.1', ';q=x',
    ';level=1;q=0.4', ';q=0.3;level=1', ' ; q = 0.6 ', ';q=0.9;q=0.1', ';charset=utf-8']; // prettier-ignore
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const parts = [];
    for (let n = 1 + rand(5); n > 0; n--) parts.push(names[rand(names.length)] + qs[rand(qs.length)]);
    out.push(parts.join(rand(2) ? ',' : ', '));
  }
  return out;
}

const servers: WebServer[] = [];
beforeAll(async () => {
  servers.push(...(await Promise.all([startServe(site.outDir), startNginx(site.outDir), startApache(site.outDir)])));
}, 60_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

const server = (name: WebServer['name']) => servers.find((s) => s.name === name)!;

/** What a server answers at an address: status, the path it redirects to, the media type it serves (after a 303). */
async function ask(origin: string, urlPath: string, accept: string | undefined) {
  const headers: Record<string, string> = accept === undefined ? {} : { Accept: accept };
  const first = await fetch(origin + urlPath, { headers, redirect: 'manual' });
  await first.arrayBuffer();
  const location = first.headers.get('location');
  const target = location ? new URL(location, origin + urlPath) : undefined;
  let type = first.headers.get('content-type') ?? '';
  if (first.status === 303 && target) {
    const second = await fetch(target, { headers });
    await second.arrayBuffer();
    type = second.headers.get('content-type') ?? '';
  }
  return { status: first.status, target, type, headers: first.headers };
}

for (const name of ['serve', 'nginx', 'apache'] as const) {
  describe(`${name}: content negotiation`, () => {
    it('answers the Accept table: RDF clients get RDF in the format they rate highest, browsers the page', async () => {
      const { origin } = server(name);
      for (const iriPath of ['/id/term/triple', '/vocab', '/id/organization/lincs']) {
        for (const [client, accept, suffix] of CLIENTS) {
          const got = await ask(origin, iriPath, accept);
          const what = `${name} ${iriPath} ${client}`;
          expect(got.headers.get('vary'), what).toMatch(/\bAccept\b/);
          expect(got.headers.get('access-control-allow-origin'), what).toBe('*');
          if (suffix) {
            expect(got.status, what).toBe(303);
            expect(got.target?.origin, what).toBe(origin);
            expect(got.target?.pathname, what).toBe(iriPath + suffix);
            expect(got.type, what).toBe(`${RDF_REPRESENTATIONS.find((r) => r.suffix === suffix)!.mediaType}; charset=utf-8`);
          } else {
            expect(got.status, what).toBe(200);
            expect(got.type, what).toBe('text/html; charset=utf-8');
            expect(got.headers.get('link'), what).toContain(`<${iriPath}.ttl>; rel="alternate"; type="text/turtle"`);
            expect(got.headers.get('link'), what).toContain(`<${iriPath}.nt>; rel="alternate"; type="application/n-triples"`);
          }
        }
      }
    });

    it('chooses exactly as negotiate.ts for 400 generated Accept headers', async () => {
      const { origin } = server(name);
      const differ: string[] = [];
      for (const accept of generatedHeaders(400)) {
        const expected = negotiate('/id/term/triple', accept);
        const got = await ask(origin, '/id/term/triple', accept);
        const want = expected?.kind === 'redirect' ? `303 ${expected.location}` : '200';
        const have = got.status === 303 ? `303 ${got.target?.pathname}` : String(got.status);
        if (want !== have) differ.push(`${accept} → ${have}, negotiate.ts: ${want}`);
      }
      expect(differ).toEqual([]);
    });

    it('answers canonical addresses 200 and redirects their trailing-slash forms (301, same host)', async () => {
      const { origin } = server(name);
      for (const page of ['/fr/blog', '/fr/docs/tools', '/docs', '/id/term/triple', '/vocab']) {
        const direct = await ask(origin, page, undefined);
        expect(direct.status, `${name} ${page}`).toBe(200);
        const slash = await ask(origin, page + '/', undefined);
        expect(slash.status, `${name} ${page}/`).toBe(301);
        expect(slash.target?.origin).toBe(origin);
        expect(slash.target?.pathname).toBe(page);
        const query = await ask(origin, page + '/?x=1', undefined);
        expect(query.target?.search, `${name} ${page}/?x=1`).toBe('?x=1');
      }
      for (const home of ['/', '/fr/']) expect((await ask(origin, home, undefined)).status, `${name} ${home}`).toBe(200);
      // never to another host, whatever the path looks like
      for (const evil of ['//evil.example/', '/%2F%2Fevil.example/', '/%5Cevil.example/']) {
        const got = await ask(origin, evil, undefined);
        if (got.target) expect(got.target.origin, `${name} ${evil}`).toBe(origin);
      }
    });

    it('redirects /.well-known/void and leaves unknown entities and pages alone', async () => {
      const { origin } = server(name);
      const v = await ask(origin, '/.well-known/void', undefined);
      expect(v.status).toBe(303);
      expect(v.target?.pathname).toBe('/data/void.ttl');
      expect((await ask(origin, '/id/term/no-such-term', 'text/turtle')).status).toBe(404);
      expect((await ask(origin, '/docs/terms/triple', 'text/turtle')).status).toBe(200);
    });
  });

  describe(`${name}: real RDF clients`, () => {
    /** A sample of the site's entities: up to four of each kind, and the vocabulary. */
    async function sampleIris(): Promise<string[]> {
      const out = ['/vocab'];
      for (const kind of (await fs.readdir(path.join(site.outDir, 'id'), { withFileTypes: true })).filter((d) => d.isDirectory())) {
        const names = (await fs.readdir(path.join(site.outDir, 'id', kind.name))).filter((f) => f.endsWith('.ttl')).sort();
        for (const f of names.slice(0, 4)) out.push(`/id/${kind.name}/${f.slice(0, -4)}`);
      }
      return out;
    }

    it('rapper -g reads every sampled entity IRI as RDF about it', async () => {
      const { origin } = server(name);
      const iris = await sampleIris();
      expect(iris.length).toBeGreaterThan(30);
      const failed: string[] = [];
      for (const p of iris) {
        const { stdout } = await run('rapper', ['-q', '-g', '-o', 'ntriples', origin + p], { timeout: 30_000 }).catch((e) => ({
          stdout: String(e.stdout ?? ''),
        }));
        const subject = p === '/vocab' ? `<${site.siteUrl}/vocab#` : `<${site.siteUrl}${p}> `;
        if (!stdout.split('\n').some((line) => line.startsWith(subject))) failed.push(p);
      }
      expect(failed).toEqual([]);
    });

    it('rdflib dereferences every sampled entity IRI with its default Accept', async () => {
      const { origin } = server(name);
      const iris = await sampleIris();
      // prints, for each address, how many statements the graph read there makes about its IRI
      const script = `import sys, json
from rdflib import Graph, URIRef
origin, site, out = sys.argv[1], sys.argv[2], {}
for p in sys.argv[3:]:
    g = Graph()
    g.parse(origin + p)
    out[p] = len(list(g.predicate_objects(URIRef(site + (p if p != "/vocab" else "/vocab#origin")))))
print(json.dumps(out))`;
      const { stdout } = await run('/usr/bin/python3', ['-c', script, origin, site.siteUrl, ...iris], { timeout: 120_000 });
      const counts = JSON.parse(stdout) as Record<string, number>;
      expect(Object.entries(counts).filter(([, n]) => n < 2)).toEqual([]);
    });

    it('Comunica link traversal, from an entity IRI, answers as the same query over the dump', async () => {
      const queries = traversalQueries(site.siteUrl);
      const expected = await dumpAnswers(site.outDir, queries);
      for (const rows of expected) expect(rows.length).toBeGreaterThan(0);
      const got = await traversalAnswers(server(name).origin, site.siteUrl, queries);
      for (let i = 0; i < queries.length; i++) expect(got[i], `${name}: ${queries[i].name}`).toEqual(expected[i]);
    }, 120_000);
  });
}

describe('the generated configurations', () => {
  it('list exactly the entities that have files, from the route table', async () => {
    const nginxHttp = await read(HOSTING_PATHS.nginxHttp);
    const htaccess = await read(HOSTING_PATHS.htaccess);
    const ttl = (await fs.readdir(path.join(site.outDir, 'id/term'))).filter((f) => f.endsWith('.ttl'));
    expect(ttl.length).toBeGreaterThan(50);
    for (const f of ttl) {
      expect(nginxHttp).toContain(`"/id/term/${f.slice(0, -4)}" "/id/term/${f.slice(0, -4)}";`);
      expect(htaccess).toMatch(new RegExp(`[:|]${f.slice(0, -4).replace(/[.-]/g, '\\$&')}[|)]`));
    }
  });
});

describe('_headers and _redirects (Netlify, Cloudflare Pages)', () => {
  function parseHeaders(text: string): Map<string, Record<string, string>> {
    const rules = new Map<string, Record<string, string>>();
    let current: Record<string, string> | undefined;
    for (const line of text.split('\n')) {
      if (!line.trim() || line.startsWith('#')) continue;
      if (!/^\s/.test(line)) {
        expect(line).toMatch(/^\/\S*$/);
        rules.set(line, (current = {}));
      } else {
        const m = /^\s+([\w-]+):\s*(.+)$/.exec(line);
        expect(m, line).toBeTruthy();
        current![m![1]] = m![2];
      }
    }
    return rules;
  }

  it('give every RDF file its media type and CORS, and every IRI page Link headers to its RDF', async () => {
    const rules = parseHeaders(await read(HOSTING_PATHS.headers));
    const ttl = (await fs.readdir(path.join(site.outDir, 'id/term'))).filter((f) => f.endsWith('.ttl'));
    for (const f of ttl) {
      const base = `/id/term/${f.slice(0, -4)}`;
      for (const r of RDF_REPRESENTATIONS) {
        expect(rules.get(base + r.suffix), base + r.suffix).toEqual({
          'Content-Type': `${r.mediaType}; charset=utf-8`,
          'Access-Control-Allow-Origin': '*',
        });
        await expect(fs.stat(path.join(site.outDir, base + r.suffix))).resolves.toBeTruthy();
      }
      expect(rules.get(base)?.Link).toContain(`<${base}.ttl>; rel="alternate"; type="text/turtle"`);
    }
    expect(rules.get('/vocab')?.Link).toContain('</vocab.jsonld>; rel="alternate"; type="application/ld+json"');
    expect(rules.get('/data/site-graph.nt')?.['Content-Type']).toBe('application/n-triples; charset=utf-8');
  });

  it('redirect /.well-known/void with a status these hosts accept', async () => {
    const lines = (await read(HOSTING_PATHS.redirects)).split('\n').filter((l) => l.trim() && !l.startsWith('#'));
    expect(lines.map((l) => l.split(/\s+/))).toEqual([['/.well-known/void', '/data/void.ttl', '303']]);
  });
});
