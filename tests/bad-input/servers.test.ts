// Bad requests to `npm run serve` (the same server `dev` uses): one row per
// request, with the status and what the answer must (not) hold. The served
// folder is a small built site with a few traps laid in it: a symbolic link
// to /etc/passwd and a sibling folder whose name starts like the root's.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../generator/serve.ts';
import { sitePolicy } from '../helpers.ts';

interface RequestRow {
  name: string;
  method?: string;
  /** sent exactly as written (no normalisation by a client library) */
  path: string;
  status: number | number[];
  /** request headers; a function is given the answer to a plain GET of the same path first (its ETag, its date) */
  headers?: Record<string, string> | ((first: Answer) => Record<string, string>);
  /** checks of the answer */
  expect?: (r: { status: number; headers: http.IncomingHttpHeaders; body: string }) => void;
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };
const PAGE = '<!doctype html><html lang="en"><title>Basics</title></html>';
const ranged = (range: string, status: number, body?: string, contentRange?: string): RequestRow => ({
  name: `Range: ${range} is answered ${status}`,
  path: '/docs/learn-lod/basics',
  headers: { range },
  status,
  expect: (r) => {
    if (body !== undefined) expect(r.body).toBe(body);
    if (contentRange) expect(r.headers['content-range']).toBe(contentRange);
  },
});

const offSite = (r: { headers: http.IncomingHttpHeaders }) => {
  const location = r.headers.location ?? '';
  expect(location).toMatch(/^\/(?![/\\])/);
  expect(location).not.toMatch(/^\/+(%2f|%5c)/i);
};
const noPasswd = (r: { body: string }) => expect(r.body).not.toMatch(/root:.*:0:0:/);

const ROWS: RequestRow[] = [
  // 3. open redirect: a redirect location is always a single-slash site path
  {
    name: '/%2fevil.example/x.html does not redirect to //evil.example',
    path: '/%2fevil.example/x.html',
    status: 301,
    expect: (r) => {
      offSite(r);
      expect(r.headers.location).toBe('/evil.example/x');
    },
  },
  { name: '/%5cevil.example/x.html does not redirect to /\\evil.example', path: '/%5cevil.example/x.html', status: 301, expect: offSite },
  { name: '/%2F%2Fevil.example/x.html does not redirect off-site', path: '/%2F%2Fevil.example/x.html', status: 301, expect: offSite },
  { name: '/%5c%5cevil.example/x.html does not redirect off-site', path: '/%5c%5cevil.example/x.html', status: 301, expect: offSite },
  {
    name: '//evil.example/x.html (raw) does not redirect off-site',
    path: '//evil.example/x.html',
    status: [301, 404],
    expect: (r) => r.status === 301 && offSite(r),
  },
  {
    name: '/%2f%2fevil.example/index.html does not redirect off-site',
    path: '/%2f%2fevil.example/index.html',
    status: 301,
    expect: offSite,
  },
  {
    name: '/docs/learn-lod/basics.html redirects to the clean path',
    path: '/docs/learn-lod/basics.html?x=1',
    status: 301,
    expect: (r) => expect(r.headers.location).toBe('/docs/learn-lod/basics?x=1'),
  },
  // 11. bad percent-escapes: 400
  { name: 'a bad percent-escape (%zz) is 400', path: '/docs/%zz', status: 400 },
  { name: 'a truncated percent-escape (%E0%A4%A) is 400', path: '/docs/%E0%A4%A', status: 400 },
  { name: 'an encoded NUL is 400', path: '/docs/learn-lod/basics%00.html', status: 400 },
  // 11. methods: 405 with Allow
  {
    name: 'OPTIONS is 405 with Allow: GET, HEAD',
    method: 'OPTIONS',
    path: '/',
    status: 405,
    expect: (r) => expect(r.headers.allow).toBe('GET, HEAD'),
  },
  {
    name: 'POST is 405 with Allow: GET, HEAD',
    method: 'POST',
    path: '/',
    status: 405,
    expect: (r) => expect(r.headers.allow).toBe('GET, HEAD'),
  },
  {
    name: 'DELETE is 405 with Allow: GET, HEAD',
    method: 'DELETE',
    path: '/docs/learn-lod/basics',
    status: 405,
    expect: (r) => expect(r.headers.allow).toBe('GET, HEAD'),
  },
  {
    name: 'PUT is 405 with Allow: GET, HEAD',
    method: 'PUT',
    path: '/x',
    status: 405,
    expect: (r) => expect(r.headers.allow).toBe('GET, HEAD'),
  },
  {
    name: 'HEAD is answered, without a body',
    method: 'HEAD',
    path: '/docs/learn-lod/basics',
    status: 200,
    expect: (r) => expect(r.body).toBe(''),
  },
  // 4. path traversal and symbolic links: never out of the served folder
  { name: '/../../../../etc/passwd (raw) stays inside', path: '/../../../../etc/passwd', status: [400, 404], expect: noPasswd },
  {
    name: '/%2e%2e/%2e%2e/%2e%2e/etc/passwd stays inside',
    path: '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    status: [400, 404],
    expect: noPasswd,
  },
  { name: '/..%2f..%2f..%2fetc/passwd stays inside', path: '/..%2f..%2f..%2f..%2fetc/passwd', status: [400, 404], expect: noPasswd },
  { name: 'a symlink in the served folder to /etc/passwd is not followed', path: '/passwd.txt', status: 404, expect: noPasswd },
  {
    name: 'a sibling folder whose name starts like the root is not served',
    path: '/../out-sibling/secret.txt',
    status: [400, 404],
    expect: (r) => expect(r.body).not.toContain('sibling secret'),
  },
  {
    name: '/%2e%2e/out-sibling/secret.txt is not served',
    path: '/%2e%2e/out-sibling/secret.txt',
    status: [400, 404],
    expect: (r) => expect(r.body).not.toContain('sibling secret'),
  },
  { name: 'a page is served', path: '/docs/learn-lod/basics', status: 200, expect: (r) => expect(r.body).toContain('<html') },
  // 8. caching and partial requests, as a host answers them
  {
    name: 'a file is sent with a strong ETag, Last-Modified and Accept-Ranges',
    path: '/docs/learn-lod/basics',
    status: 200,
    expect: (r) => {
      expect(r.headers.etag).toMatch(/^"[^"]+"$/);
      expect(new Date(r.headers['last-modified']!).getTime()).not.toBeNaN();
      expect(r.headers['accept-ranges']).toBe('bytes');
    },
  },
  {
    name: 'If-None-Match with the current ETag is 304 without a body',
    path: '/docs/learn-lod/basics',
    headers: (first) => ({ 'if-none-match': first.headers.etag ?? 'none' }),
    status: 304,
    expect: (r) => expect(r.body).toBe(''),
  },
  { name: 'If-None-Match: * is 304', path: '/docs/learn-lod/basics', headers: { 'if-none-match': '*' }, status: 304 },
  {
    name: 'If-None-Match with a weak form of the ETag is 304',
    path: '/docs/learn-lod/basics',
    headers: (first) => ({ 'if-none-match': `"other", W/${first.headers.etag ?? 'none'}` }),
    status: 304,
  },
  {
    name: 'If-None-Match with another ETag is 200 with the body and the current ETag',
    path: '/docs/learn-lod/basics',
    headers: { 'if-none-match': '"not-this-one"' },
    status: 200,
    expect: (r) => {
      expect(r.body).toBe(PAGE);
      expect(r.headers.etag).toMatch(/^"[^"]+"$/);
    },
  },
  {
    name: 'If-Modified-Since at Last-Modified is 304',
    path: '/docs/learn-lod/basics',
    headers: (first) => ({ 'if-modified-since': first.headers['last-modified'] ?? 'never' }),
    status: 304,
  },
  {
    name: 'If-Modified-Since long before is 200 with the body and Last-Modified',
    path: '/docs/learn-lod/basics',
    headers: { 'if-modified-since': 'Mon, 01 Jan 2001 00:00:00 GMT' },
    status: 200,
    expect: (r) => {
      expect(r.body).toBe(PAGE);
      expect(r.headers['last-modified']).toBeDefined();
    },
  },
  ranged('bytes=0-8', 206, PAGE.slice(0, 9), `bytes 0-8/${PAGE.length}`),
  ranged('bytes=-7', 206, PAGE.slice(-7), `bytes ${PAGE.length - 7}-${PAGE.length - 1}/${PAGE.length}`),
  ranged('bytes=15-', 206, PAGE.slice(15), `bytes 15-${PAGE.length - 1}/${PAGE.length}`),
  ranged('bytes=5-100000', 206, PAGE.slice(5), `bytes 5-${PAGE.length - 1}/${PAGE.length}`),
  ranged('bytes=100000-', 416, undefined, `bytes */${PAGE.length}`),
  {
    ...ranged('bytes=0-1,5-6 (several ranges: the whole file)', 200, PAGE),
    expect: (r) => {
      expect(r.body).toBe(PAGE);
      expect(r.headers['accept-ranges']).toBe('bytes');
    },
  },
  {
    name: 'If-Range with an old ETag sends the whole file, with its current ETag',
    path: '/docs/learn-lod/basics',
    headers: { range: 'bytes=0-8', 'if-range': '"an-old-version"' },
    status: 200,
    expect: (r) => {
      expect(r.body).toBe(PAGE);
      expect(r.headers.etag).toMatch(/^"[^"]+"$/);
    },
  },
  {
    name: 'If-Range with the current ETag sends the range',
    path: '/docs/learn-lod/basics',
    headers: (first) => ({ range: 'bytes=0-8', 'if-range': first.headers.etag ?? 'none' }),
    status: 206,
    expect: (r) => expect(r.body).toBe(PAGE.slice(0, 9)),
  },
];

let dir: string;
let server: http.Server;
let port: number;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lod-serve-'));
  const out = path.join(dir, 'out');
  await fs.mkdir(path.join(out, 'docs/learn-lod/basics'), { recursive: true });
  await fs.writeFile(path.join(out, 'docs/learn-lod/basics/index.html'), PAGE);
  await fs.writeFile(path.join(out, '404.html'), '<!doctype html><html lang="en"><title>Not found</title></html>');
  await fs.symlink('/etc/passwd', path.join(out, 'passwd.txt'));
  await fs.mkdir(path.join(dir, 'out-sibling'));
  await fs.writeFile(path.join(dir, 'out-sibling/secret.txt'), 'sibling secret');
  server = createStaticServer({ root: out, port: 0, policy: sitePolicy() });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  await fs.rm(dir, { recursive: true, force: true });
});

function send(method: string, rawPath: string, headers: Record<string, string> = {}): Promise<Answer & { raw: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({ status: res.statusCode!, headers: res.headers, body: raw.toString('utf8'), raw });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a rebuild is never served stale', () => {
  it('a page rebuilt with the same size and time is served new, compressed or not', async () => {
    const file = path.join(dir, 'out/docs/stale/index.html');
    const version = (n: number) =>
      `<!doctype html><html lang="en"><title>Version ${n}</title>${'<p>Linked open data.</p>'.repeat(200)}</html>`;
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, version(1));
    const when = new Date('2026-01-01T00:00:00Z');
    await fs.utimes(file, when, when);
    const gzip = { 'accept-encoding': 'gzip' };
    const first = await send('GET', '/docs/stale', gzip);
    expect(zlib.gunzipSync(first.raw).toString()).toContain('Version 1');
    // the next build writes the same number of bytes, and the copy keeps the time (as rsync -t or a cache restore do)
    await fs.writeFile(file, version(2));
    await fs.utimes(file, when, when);
    const after = await send('GET', '/docs/stale', gzip);
    expect(zlib.gunzipSync(after.raw).toString()).toContain('Version 2');
    expect((await send('GET', '/docs/stale')).body).toContain('Version 2');
    // the old validator no longer matches
    expect((await send('GET', '/docs/stale', { 'if-none-match': first.headers.etag ?? '"x"' })).status).toBe(200);
  });
});

describe('bad requests to the static server', () => {
  for (const row of ROWS) {
    it(`${row.method ?? 'GET'} ${row.path}: ${row.name}`, async () => {
      const headers = typeof row.headers === 'function' ? row.headers(await send('GET', row.path)) : row.headers;
      const r = await send(row.method ?? 'GET', row.path, headers);
      expect([row.status].flat()).toContain(r.status);
      row.expect?.(r);
    });
  }
});
