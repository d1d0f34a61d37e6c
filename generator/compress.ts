// Response compression for the static server, as a good host does it: brotli
// or gzip (whichever the browser accepts, brotli first) for text formats, with
// `Vary: Accept-Encoding`. A compressed file is kept in memory while the file
// is unchanged, so each is compressed once.
import zlib from 'node:zlib';
import type http from 'node:http';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|ld\+json|xml|rdf\+xml|n-triples|sparql-query)|image\/svg\+xml)/;
/** below this, compression saves less than the headers it adds */
const MIN_BYTES = 1024;
const MAX_CACHED = 64 * 1024 * 1024;

type Encoding = 'br' | 'gzip';
const cache = new Map<string, Buffer>();
let cachedBytes = 0;

/** The encoding to use for this request and type, if any. */
export function chooseEncoding(acceptEncoding: string | undefined, type: string, size: number): Encoding | undefined {
  if (size < MIN_BYTES || !COMPRESSIBLE.test(type)) return undefined;
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((p) => p.trim().split(';'))
    .filter(([, q]) => !q || parseFloat(q.split('=')[1] ?? '1') > 0)
    .map(([name]) => name.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

// Brotli quality 6, as nginx's brotli module defaults to: on a 21 KB page it takes ~3 ms and gives 5,321
// bytes, where quality 9 took ~220 ms for 5,312 (and ~480 ms for the 210 KB React chunk): the first visit
// to each page of `npm run serve` waited for it, and a crawl of the site spent most of its CPU there.
const BROTLI_QUALITY = 6;

function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : zlib.gzipSync(body, { level: 9 });
}

/** The response's Vary header: what the caller varies on (Accept, for linked data) and Accept-Encoding. */
function vary(headers: Record<string, string>): string {
  return headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding';
}

/**
 * Sends `body` compressed when the browser accepts it. `key` identifies this
 * version of the content (path, size and modification time) for the memory
 * cache; without a key (a transformed page) it is compressed each time.
 */
export function sendBody(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: Buffer,
  key?: string,
): void {
  const type = headers['Content-Type'] ?? '';
  const encoding = chooseEncoding(req.headers['accept-encoding'] as string | undefined, type, body.length);
  if (!encoding) {
    res.writeHead(status, {
      ...headers,
      'Content-Length': String(body.length),
      ...(COMPRESSIBLE.test(type) ? { Vary: vary(headers) } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  const cacheKey = key ? `${encoding}\0${key}` : undefined;
  let out = cacheKey ? cache.get(cacheKey) : undefined;
  if (!out) {
    out = compress(body, encoding);
    if (cacheKey && cachedBytes + out.length <= MAX_CACHED) {
      cache.set(cacheKey, out);
      cachedBytes += out.length;
    }
  }
  res.writeHead(status, { ...headers, 'Content-Encoding': encoding, 'Content-Length': String(out.length), Vary: vary(headers) });
  res.end(req.method === 'HEAD' ? undefined : out);
}
