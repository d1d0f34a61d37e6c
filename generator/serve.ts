// A small static server for the built site on 127.0.0.1: serves files,
// normalises `.html` and `/index.html` away with a redirect, answers unknown
// paths with the not-found page and status 404 (the French one under /fr/).
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import { normalizePath } from '../src/paths.ts';
import { sendBody } from './compress.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon',
  '.ttl': 'text/turtle; charset=utf-8', '.nt': 'application/n-triples; charset=utf-8', '.jsonld': 'application/ld+json; charset=utf-8',
  '.rdf': 'application/rdf+xml; charset=utf-8', '.xml': 'application/xml; charset=utf-8', '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2', '.rq': 'application/sparql-query; charset=utf-8',
};

export const CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self' mailto:; frame-ancestors 'none'";

export interface ServeOptions {
  root: string;
  port: number;
  host?: string;
  /** hook for tests and the dev server: can answer a request itself */
  intercept?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean | Promise<boolean>;
  /** the dev server adds its live-reload script to every page */
  transformHtml?: (html: string) => string;
}

async function fileIfExists(p: string): Promise<string | undefined> {
  try {
    const s = await fs.stat(p);
    return s.isFile() ? p : undefined;
  } catch {
    return undefined;
  }
}

export function createStaticServer(options: ServeOptions): http.Server {
  const root = path.resolve(options.root);
  return http.createServer(async (req, res) => {
    try {
      if (options.intercept && (await options.intercept(req, res))) return;
      const url = new URL(req.url ?? '/', 'http://localhost');
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        pathname = '/';
      }
      // `.html` and `/index.html` suffixes are normalised away, as on the real site
      if (/(\/index)?\.html$/.test(pathname) && !pathname.endsWith('/404.html')) {
        res.writeHead(301, { Location: normalizePath(pathname) + url.search });
        res.end();
        return;
      }
      const resolved = path.resolve(root, '.' + pathname);
      if (!resolved.startsWith(root)) {
        res.writeHead(400).end();
        return;
      }
      const file = (await fileIfExists(resolved)) ?? (await fileIfExists(path.join(resolved, 'index.html')));
      const headers: Record<string, string> = { 'Content-Security-Policy': CONTENT_SECURITY_POLICY, 'X-Content-Type-Options': 'nosniff' };
      if (file) {
        let body: Buffer = await fs.readFile(file);
        const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
        const transformed = !!options.transformHtml && file.endsWith('.html');
        if (transformed) body = Buffer.from(options.transformHtml!(body.toString('utf8')));
        // hashed assets never change under their name; everything else is revalidated
        const cache = pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
        const stat = await fs.stat(file);
        sendBody(req, res, 200, { ...headers, 'Content-Type': type, 'Cache-Control': cache }, body, transformed ? undefined : `${file}\0${stat.size}\0${stat.mtimeMs}`);
        return;
      }
      const notFound = (pathname === '/fr' || pathname.startsWith('/fr/') ? await fileIfExists(path.join(root, 'fr/404.html')) : undefined) ?? (await fileIfExists(path.join(root, '404.html')));
      res.writeHead(404, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
      const page = notFound ? (await fs.readFile(notFound)).toString('utf8') : 'Not found';
      res.end(options.transformHtml ? options.transformHtml(page) : page);
    } catch (e) {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Server error');
      console.error(e);
    }
  });
}
