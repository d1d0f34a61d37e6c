// A small static server for the built site on 127.0.0.1: serves files,
// normalises `.html` and `/index.html` away with a redirect, answers unknown
// paths with the not-found page and status 404 (the French one under /fr/).
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import { normalizePath } from '../src/shared/paths.ts';
import { isInside } from './write/confine.ts';
import { siteRedirectLocation } from './route/redirect-location.ts';
import { alternateLinks, linkedDataHeaders, negotiablePath, negotiate, withoutTrailingSlash } from './linked-data/negotiate.ts';
import { sendBody } from './compress.ts';
import { byteRange, etagOf, notModified } from './conditional.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.ttl': 'text/turtle; charset=utf-8',
  '.nt': 'application/n-triples; charset=utf-8',
  '.jsonld': 'application/ld+json; charset=utf-8',
  '.rdf': 'application/rdf+xml; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.rq': 'application/sparql-query; charset=utf-8',
};

export interface ServeOptions {
  root: string;
  port: number;
  host?: string;
  /** the Content-Security-Policy sent with every answer: contentSecurityPolicy() of the site's endpoints */
  policy: string;
  /** hook for tests and the dev server: can answer a request itself */
  intercept?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean | Promise<boolean>;
  /** the dev server adds its live-reload script to every page */
  transformHtml?: (html: string) => string;
  /** the dev server serves its pages from memory: the file for a site path (`file` names its type), instead of `root` */
  read?: (pathname: string) => Promise<{ file: string; body: Buffer } | undefined>;
}

const fileIfExists = async (p: string) => ((await fs.stat(p).catch(() => undefined))?.isFile() ? p : undefined);

/** Methods the server answers; anything else gets 405 with this Allow header. */
export const ALLOWED_METHODS = 'GET, HEAD';

/** The request's path, decoded, and its query; `undefined` for a malformed request (bad percent-escape, NUL). */
export function requestPath(rawUrl: string): { pathname: string; search: string } | undefined {
  if (!rawUrl.startsWith('/')) return undefined;
  const q = rawUrl.indexOf('?');
  const rawPath = q >= 0 ? rawUrl.slice(0, q) : rawUrl;
  const search = q >= 0 ? rawUrl.slice(q) : '';
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath.split('#')[0]);
  } catch {
    return undefined;
  }
  if (/[\u0000-\u001f\u007f]/.test(pathname)) return undefined;
  return { pathname, search };
}

/**
 * The file for a site path inside `root` (or its index.html), or undefined.
 * Both the path and the file it really is (after symbolic links) must stay
 * inside the served folder: a link in out/ to /etc/passwd is never followed.
 */
async function resolveFile(root: string, pathname: string): Promise<string | undefined> {
  const resolved = path.resolve(root, '.' + pathname);
  if (!isInside(root, resolved)) return undefined;
  const file = (await fileIfExists(resolved)) ?? (await fileIfExists(path.join(resolved, 'index.html')));
  if (!file) return undefined;
  let real: string;
  let realRoot: string;
  try {
    [real, realRoot] = await Promise.all([fs.realpath(file), fs.realpath(root)]);
  } catch {
    return undefined;
  }
  return isInside(realRoot, real) ? file : undefined;
}

/**
 * Reads what a request asks for while a build may be changing the output
 * folder (see write/index.ts: out → out.old, out.tmp → out; with the build
 * cache, changed files moved in and the others deleted). Meanwhile the folder
 * is briefly absent, or a file found a moment ago is gone: wait for the new
 * folder rather than answering 404 or 500. Up to ~2 s.
 */
async function readDuringSwap(root: string, pathname: string): Promise<{ file: string; body: Buffer } | undefined> {
  for (let attempt = 0; ; attempt++) {
    const file = await resolveFile(root, pathname);
    if (file) {
      try {
        return { file, body: await fs.readFile(file) };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT' || attempt >= 100) throw e;
      }
    } else if (await fs.stat(root).catch(() => undefined)) {
      // the folder may have come back between the two looks: one more look decides
      const again = await resolveFile(root, pathname);
      if (!again) return undefined;
      continue;
    } else if (attempt >= 100) return undefined;
    await new Promise((r) => setTimeout(r, 20));
  }
}

interface Found {
  file: string;
  body: Buffer;
  pathname: string;
  headers: Record<string, string>;
  transformHtml?: (html: string) => string;
  /** read from the served folder (not a dev server's memory): it has a modification time */
  fromDisk: boolean;
}

/** A found file: 304 when the client's copy is current, 206 for one byte range, else 200 (compressed when accepted). */
async function sendFile(req: http.IncomingMessage, res: http.ServerResponse, found: Found): Promise<void> {
  const { file, pathname, headers } = found;
  let body: Buffer = found.body;
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const transformed = !!found.transformHtml && file.endsWith('.html');
  if (transformed) body = Buffer.from(found.transformHtml!(body.toString('utf8')));
  // hashed assets never change under their name; everything else is revalidated
  const cache = pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
  // the validator is made from the bytes served, never from the file's size and time:
  // a rebuild that swaps the folder between the read and a look at the file cannot pair new names with old bytes
  const etag = etagOf(body);
  const stat = !found.fromDisk ? undefined : await fs.stat(file).catch(() => undefined);
  const sent = { ...headers, 'Content-Type': type, 'Cache-Control': cache, ETag: etag, 'Accept-Ranges': 'bytes' };
  if (stat && !transformed) Object.assign(sent, { 'Last-Modified': stat.mtime.toUTCString() });
  if (notModified(req, etag, transformed ? undefined : stat?.mtime)) {
    res.writeHead(304, sent);
    res.end();
    return;
  }
  const range = byteRange(req, body.length, etag);
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...sent, 'Content-Range': `bytes */${body.length}` });
    res.end();
    return;
  }
  if (range) {
    const part = body.subarray(range.start, range.end + 1);
    res.writeHead(206, {
      ...sent,
      'Content-Range': `bytes ${range.start}-${range.end}/${body.length}`,
      'Content-Length': String(part.length),
    });
    res.end(req.method === 'HEAD' ? undefined : part);
    return;
  }
  // the compressed copy is kept under the bytes' own validator: never an older version's
  sendBody(req, res, 200, sent, body, etag);
}

/** The not-found page's own addresses: /404, /fr/404 and their files. */
const NOT_FOUND_PAGE = /^(\/fr)?\/404(\.html|\/index\.html|\/)?$/;

export function createStaticServer(options: ServeOptions): http.Server {
  const root = path.resolve(options.root);
  const read = options.read ?? ((pathname: string) => readDuringSwap(root, pathname));
  const served = (pathname: string) => (options.read ? options.read(pathname) : resolveFile(root, pathname));
  // a query string passes on to a redirect's target only when it is plain ASCII
  const query = (search: string) => (/^[\x21-\x7e]*$/.test(search) ? search : '');
  return http.createServer(async (req, res) => {
    try {
      // a hook (the dev server's live reload, a test's proxy) answers first, whatever the method
      if (options.intercept && (await options.intercept(req, res))) return;
      // only reading is allowed: the site is static
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: ALLOWED_METHODS, 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Method not allowed\n');
        return;
      }
      const parsed = requestPath(req.url ?? '/');
      if (!parsed) {
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Bad request\n');
        return;
      }
      const { pathname, search } = parsed;
      // a page's canonical address has no trailing slash: /fr/blog/ → 301 /fr/blog, on this site only
      const canonical = withoutTrailingSlash(pathname);
      if (canonical && (await served(canonical))) {
        res.writeHead(301, { Location: siteRedirectLocation(encodeURI(canonical)) + query(search) });
        res.end();
        return;
      }
      // linked data: an entity IRI or the vocabulary answers by Accept (303 to the file an RDF client asked for)
      const negotiated = negotiate(pathname, req.headers.accept);
      if (negotiated?.kind === 'redirect' && (await served(negotiated.location))) {
        res.writeHead(303, { Location: siteRedirectLocation(negotiated.location), ...linkedDataHeaders(pathname, negotiated) });
        res.end();
        return;
      }
      // `.html` and `/index.html` suffixes are normalised away, as on the real site,
      // to a single-slash path on this site (never //host: see redirect-location.ts)
      if (/(\/index)?\.html$/.test(pathname) && !pathname.endsWith('/404.html')) {
        res.writeHead(301, { Location: siteRedirectLocation(encodeURI(normalizePath(pathname))) + query(search) });
        res.end();
        return;
      }
      // the not-found page at its own address is still an answer that nothing is there
      const found = NOT_FOUND_PAGE.test(pathname) ? undefined : await read(pathname);
      const headers: Record<string, string> = {
        'Content-Security-Policy': options.policy,
        'X-Content-Type-Options': 'nosniff',
        ...linkedDataHeaders(pathname, negotiated),
      };
      // the page at an IRI names its RDF files, for clients that read headers rather than ask by Accept
      if (found && negotiated?.kind === 'page') headers.Link = alternateLinks(negotiablePath(pathname)!);
      if (found) return sendFile(req, res, { ...found, pathname, headers, transformHtml: options.transformHtml, fromDisk: !options.read });
      const notFound =
        (pathname === '/fr' || pathname.startsWith('/fr/') ? await read('/fr/404.html') : undefined) ?? (await read('/404.html'));
      res.writeHead(404, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
      const page = notFound ? notFound.body.toString('utf8') : 'Not found';
      res.end(req.method === 'HEAD' ? undefined : options.transformHtml ? options.transformHtml(page) : page);
    } catch (e) {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Server error');
      console.error(e);
    }
  });
}
