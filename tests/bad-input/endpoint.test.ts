// A SPARQL endpoint that misbehaves (issue 39, point 7): one row per way,
// each a local server answering the client's real request, and the one line
// the build would print. A gzip bomb is refused at the size limit
// (MAX_ENDPOINT_ANSWER_BYTES) instead of being inflated whole into memory.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { select, type EndpointSettings } from '../../generator/triplestore/client.ts';
import { UserError } from '../../generator/errors.ts';

interface EndpointRow {
  name: string;
  answer: http.RequestListener;
  message: RegExp;
  /** how many requests the client may make (a retry cannot help some answers) */
  calls?: number;
}

const HEAD = '{"head":{"vars":["g"]},"results":{"bindings":[';
const TAIL = ']}}';

/** `megabytes` of JSON (mostly spaces between tokens), compressed: a few hundred KB on the wire. */
async function compressedBomb(megabytes: number, encoding: 'gzip' | 'deflate'): Promise<Buffer> {
  const z = encoding === 'gzip' ? zlib.createGzip({ level: 1 }) : zlib.createDeflate({ level: 1 });
  const out: Buffer[] = [];
  z.on('data', (d: Buffer) => out.push(d));
  const done = new Promise((r) => z.on('end', r));
  const spaces = Buffer.alloc(1024 * 1024, ' ');
  z.write(HEAD);
  for (let i = 0; i < megabytes; i++) if (!z.write(spaces)) await new Promise((r) => z.once('drain', r));
  z.end(TAIL);
  await done;
  return Buffer.concat(out);
}

const bomb = (megabytes: number, encoding: 'gzip' | 'deflate'): http.RequestListener => {
  let body: Promise<Buffer> | undefined;
  return async (_req, res) => {
    const bytes = await (body ??= compressedBomb(megabytes, encoding));
    res.writeHead(200, {
      'Content-Type': 'application/sparql-results+json',
      'Content-Encoding': encoding,
      'Content-Length': String(bytes.length),
    });
    res.end(bytes);
  };
};

const ROWS: EndpointRow[] = [
  {
    name: 'a gzip bomb (300 MB once inflated) is refused at the limit',
    answer: bomb(300, 'gzip'),
    message: /the answer is larger than 256 MB once decompressed \(the limit, MAX_ENDPOINT_ANSWER_BYTES/,
    calls: 1,
  },
  {
    name: 'a deflate bomb is refused at the limit',
    answer: bomb(300, 'deflate'),
    message: /the answer is larger than 256 MB once decompressed/,
    calls: 1,
  },
  {
    name: 'a web page answered 200 (a login page) is named as such, without retrying',
    answer: (_req, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Sign in</title>'),
    message: /the answer is a web page \(text\/html; charset=utf-8\), not SPARQL JSON results/,
    calls: 1,
  },
  {
    name: 'a 404 says the address may be wrong',
    answer: (_req, res) => res.writeHead(404).end('Not Found'),
    message: /HTTP 404, nothing answers at this address: is SPARQL_ENDPOINT the endpoint's own address/,
    calls: 1,
  },
  {
    name: 'a redirect loop is called a redirect loop, not a failed connection',
    answer: (req, res) => res.writeHead(302, { Location: req.url ?? '/sparql' }).end(),
    message: /the endpoint redirects again and again \(a redirect loop\)/,
  },
  {
    name: 'an answer cut off in the middle says so',
    answer: (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/sparql-results+json', 'Content-Length': '100000' });
      res.write(HEAD);
      setTimeout(() => res.destroy(), 50);
    },
    message: /the connection was closed in the middle of the answer/,
  },
  {
    name: 'an answer that is not JSON shows how it begins',
    answer: (_req, res) => res.writeHead(200, { 'Content-Type': 'application/sparql-results+json' }).end('garbage from a proxy'),
    message: /an answer that is not SPARQL JSON results \(.*it begins "garbage from a proxy"\)/,
  },
];

const servers: http.Server[] = [];
afterAll(() => {
  for (const s of servers) {
    s.closeAllConnections();
    s.close();
  }
});

async function endpoint(answer: http.RequestListener, count: { calls: number }): Promise<EndpointSettings> {
  const s = http.createServer((req, res) => {
    count.calls++;
    req.resume();
    answer(req, res);
  });
  servers.push(s);
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(s.address() as AddressInfo).port}/sparql`;
  return { url, timeoutMs: 60_000, retries: 1, pageSize: 1000, paging: true };
}

describe('an endpoint that misbehaves', () => {
  for (const row of ROWS) {
    it(
      row.name,
      async () => {
        const count = { calls: 0 };
        const settings = await endpoint(row.answer, count);
        const failure = await select(settings, 'SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } }', 'the graph list').then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(failure).toBeInstanceOf(UserError);
        expect((failure as Error).message).toMatch(row.message);
        expect((failure as Error).message).not.toMatch(/\n\s+at /);
        if (row.calls !== undefined) expect(count.calls).toBe(row.calls);
      },
      60_000,
    );
  }
});
