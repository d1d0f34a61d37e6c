// The host configurations the build writes, on the real site built by the
// global setup. nginx: Debian's nginx is started here on 127.0.0.1 with a
// throw-away prefix, including the two generated snippets, and asked with
// the same Accept headers as `npm run serve` (and by rdflib). Apache's
// .htaccess is read rule by rule and run on the same requests (no Apache on
// this machine); _headers and _redirects are parsed and checked against the
// route table.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { realSite } from '../real-site.ts';
import { HOSTING_PATHS } from '../../generator/linked-data/hosting.ts';
import { RDF_REPRESENTATIONS } from '../../generator/linked-data/negotiate.ts';

const site = await realSite();
const read = (p: string) => fs.readFile(path.join(site.outDir, p), 'utf8');
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const RDFLIB = 'application/rdf+xml,text/rdf+n3;q=0.9,application/xhtml+xml;q=0.5, */*;q=0.1';

/**
 * What the regular-expression hosts (nginx, Apache) answer. They differ from
 * `npm run serve` only where q-values would reorder formats: there, HTML
 * whenever text/html is acceptable, else the first acceptable RDF format in
 * the server's order.
 */
const TABLE: [accept: string | undefined, suffix: string][] = [
  [BROWSER, ''],
  ['*/*', ''],
  [undefined, ''],
  ['text/turtle', '.ttl'],
  ['application/x-turtle', '.ttl'],
  ['application/ld+json', '.jsonld'],
  ['application/json', '.jsonld'],
  ['application/n-triples', '.nt'],
  ['application/rdf+xml', '.rdf'],
  [RDFLIB, '.rdf'],
  ['text/turtle,application/x-turtle, */*;q=0.1', '.ttl'],
  ['application/ld+json, application/json;q=0.9, */*;q=0.1', '.jsonld'],
  ['text/turtle;q=0, application/ld+json', '.jsonld'],
  ['text/turtle;q=0.0, */*', ''],
  ['image/png', ''],
];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

describe('nginx, with the generated snippets', () => {
  let prefix: string;
  let nginx: ChildProcess | undefined;
  let origin: string;

  beforeAll(async () => {
    prefix = await fs.mkdtemp(path.join(os.tmpdir(), 'lod-nginx-'));
    const port = await freePort();
    const out = site.outDir;
    const conf = `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi; uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  include ${out}${HOSTING_PATHS.nginxHttp};
  server {
    listen 127.0.0.1:${port};
    root ${out};
    absolute_redirect off;
    include ${out}${HOSTING_PATHS.nginxServer};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`;
    await fs.writeFile(path.join(prefix, 'nginx.conf'), conf);
    nginx = spawn('/usr/sbin/nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    nginx.stderr?.on('data', (d) => (stderr += d));
    origin = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      if (nginx.exitCode !== null) throw new Error(`nginx stopped: ${stderr}`);
      try {
        await fetch(origin + '/');
        break;
      } catch {
        if (i > 100) throw new Error(`nginx did not start: ${stderr}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });
  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const stopped = new Promise((r) => nginx!.once('exit', r));
      nginx.kill('SIGQUIT');
      await stopped;
    }
    if (prefix) await fs.rm(prefix, { recursive: true, force: true });
  });

  for (const iriPath of ['/id/term/triple', '/vocab']) {
    it(`negotiates ${iriPath}: 303 with Vary: Accept and CORS to the file, the page for browsers`, async () => {
      for (const [accept, suffix] of TABLE) {
        const r = await fetch(origin + iriPath, { headers: accept ? { Accept: accept } : {}, redirect: 'manual' });
        await r.arrayBuffer();
        expect(r.headers.get('vary'), `${accept}`).toBe('Accept');
        expect(r.headers.get('access-control-allow-origin'), `${accept}`).toBe('*');
        if (suffix) {
          expect(r.status, `${accept}`).toBe(303);
          expect(r.headers.get('location')).toBe(iriPath + suffix);
          const file = await fetch(origin + iriPath + suffix);
          await file.arrayBuffer();
          expect(file.headers.get('content-type')).toBe(
            `${RDF_REPRESENTATIONS.find((x) => x.suffix === suffix)!.mediaType}; charset=utf-8`,
          );
          expect(file.headers.get('access-control-allow-origin')).toBe('*');
        } else {
          expect(r.status, `${accept}`).toBe(200);
          expect(r.headers.get('content-type')).toMatch(/^text\/html/);
        }
      }
    });
  }

  it('lets rdflib dereference an entity IRI and a vocabulary term', async () => {
    const script = `import sys\nfrom rdflib import Graph, URIRef\ng = Graph()\ng.parse(sys.argv[1])\nprint(len(list(g.predicate_objects(URIRef(sys.argv[2])))))`;
    const run = promisify(execFile);
    for (const [p, iri] of [
      ['/id/term/triple', `${site.siteUrl}/id/term/triple`],
      ['/vocab#origin', `${site.siteUrl}/vocab#origin`],
    ]) {
      const { stdout } = await run('/usr/bin/python3', ['-c', script, origin + p, iri], { timeout: 60_000 });
      expect(Number(stdout), p).toBeGreaterThan(3);
    }
  });

  it('redirects /.well-known/void and leaves unknown entities and pages alone', async () => {
    const v = await fetch(origin + '/.well-known/void', { redirect: 'manual' });
    expect(v.status).toBe(303);
    expect(v.headers.get('location')).toBe('/data/void.ttl');
    expect((await fetch(origin + '/id/term/no-such-term', { headers: { Accept: 'text/turtle' }, redirect: 'manual' })).status).toBe(404);
    expect((await fetch(origin + '/docs/terms/triple', { headers: { Accept: 'text/turtle' }, redirect: 'manual' })).status).toBe(200);
  });
});

/** The few mod_rewrite features the generated .htaccess uses, run on one request. */
function apache(htaccess: string, urlPath: string, accept: string | undefined): { status: number; location?: string; env: Set<string> } {
  const env = new Set<string>();
  const rel = urlPath.slice(1);
  let conds: { pattern: RegExp; or: boolean }[] = [];
  for (const line of htaccess.split('\n')) {
    const cond = /^RewriteCond %\{HTTP_ACCEPT\} (\S+) \[([A-Z,]+)\]$/.exec(line);
    if (cond) {
      const flags = cond[2].split(',');
      conds.push({ pattern: new RegExp(cond[1], flags.includes('NC') ? 'i' : ''), or: flags.includes('OR') });
      continue;
    }
    const rule = /^RewriteRule (\S+) (\S+) \[([^\]]+)\]$/.exec(line);
    if (!rule) continue;
    const [, pattern, target, flagText] = rule;
    const flags = flagText.split(',');
    const m = new RegExp(pattern).exec(rel);
    // conditions: AND of OR-groups
    let ok = true;
    let group = false;
    for (let i = 0; i < conds.length; i++) {
      group = group || conds[i].pattern.test(accept ?? '');
      if (!conds[i].or) {
        ok = ok && group;
        group = false;
      }
    }
    conds = [];
    if (!m || !ok) continue;
    for (const f of flags) if (f.startsWith('E=')) env.add(f.slice(2).split(':')[0]);
    const redirect = flags.find((f) => f.startsWith('R='));
    if (redirect) return { status: Number(redirect.slice(2)), location: target.replace(/\$(\d)/g, (_, n) => m[Number(n)]), env };
    if (flags.includes('L')) break;
  }
  return { status: 200, env };
}

describe('Apache .htaccess (read and run rule by rule)', () => {
  it('negotiates every entity IRI and /vocab as nginx does, and marks them for Vary: Accept', async () => {
    const text = await read(HOSTING_PATHS.htaccess);
    expect(text).toContain('Header always merge Vary Accept env=LOD_NEGOTIABLE');
    for (const r of RDF_REPRESENTATIONS) expect(text).toContain(`AddType "${r.mediaType}; charset=utf-8" ${r.suffix}`);
    for (const p of ['/id/term/triple', '/vocab', '/id/tool/openrefine']) {
      for (const [accept, suffix] of TABLE) {
        const got = apache(text, p, accept);
        expect(got.env.has('LOD_NEGOTIABLE'), `${p} ${accept}`).toBe(true);
        if (suffix) expect(got, `${p} ${accept}`).toMatchObject({ status: 303, location: p + suffix });
        else expect(got.status, `${p} ${accept}`).toBe(200);
      }
    }
    expect(apache(text, '/docs/terms/triple', 'text/turtle')).toEqual({ status: 200, env: new Set() });
    expect(apache(text, '/id/term/no-such-term', 'text/turtle').status).toBe(200);
    expect(apache(text, '/.well-known/void', undefined)).toMatchObject({ status: 303, location: '/data/void.ttl' });
  });

  it('lists exactly the entities that have files, from the route table', async () => {
    const text = await read(HOSTING_PATHS.htaccess);
    const ttl = (await fs.readdir(path.join(site.outDir, 'id/term'))).filter((f) => f.endsWith('.ttl'));
    expect(ttl.length).toBeGreaterThan(50);
    for (const f of ttl) expect(apache(text, `/id/term/${f.slice(0, -4)}`, 'text/turtle').location).toBe(`/id/term/${f}`);
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
