// Conditional and partial requests for the static server (RFC 9110 §13–14),
// as a host answers them: a strong ETag made from the bytes served (so a file
// rebuilt with the same size and time is never taken for the old one),
// Last-Modified, `304 Not Modified` for If-None-Match / If-Modified-Since,
// and one byte range (`Range: bytes=a-b`, `bytes=a-`, `bytes=-n`) as a 206;
// several ranges are answered whole, as the RFC allows.
import crypto from 'node:crypto';
import type http from 'node:http';

/** A strong validator of these exact bytes. */
export function etagOf(body: Buffer): string {
  return `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** Whether the client's copy is current: If-None-Match decides when sent, else If-Modified-Since (to the second). */
export function notModified(req: http.IncomingMessage, etag: string, lastModified?: Date): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
  }
  const since = req.headers['if-modified-since'];
  if (!since || !lastModified) return false;
  const at = Date.parse(since);
  return !Number.isNaN(at) && Math.floor(lastModified.getTime() / 1000) <= Math.floor(at / 1000);
}

/**
 * The one byte range asked for, `unsatisfiable`, or undefined to send the whole
 * body (no Range, several ranges, another unit, or an If-Range that no longer matches).
 */
export function byteRange(
  req: http.IncomingMessage,
  size: number,
  etag: string,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const header = req.headers.range;
  if (!header) return undefined;
  const ifRange = req.headers['if-range'] as string | undefined;
  if (ifRange !== undefined && ifRange.trim() !== etag) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (m[1] === '') {
    // the last n bytes
    const n = Number(m[2]);
    if (n === 0) return 'unsatisfiable';
    start = Math.max(0, size - n);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
    if (m[2] !== '' && Number(m[2]) < start) return undefined;
  }
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
