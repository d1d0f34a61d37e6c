// The whole-graph dumps are written in pieces (serialise.ts): each format's
// pieces, joined, must be the document the one-string writers make, on a
// graph large enough to be cut in several pieces, and a file handed to the
// writer in pieces must land whole, with its size counted in bytes.
import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataFactory, Writer, type Quad } from 'n3';
import { parseWith } from '../rdf-parsers.ts';
import { tripleKey } from '../../generator/linked-data/ntriples-order.ts';
import { quadsToJsonLd } from '../../generator/linked-data/jsonld.ts';
import { jsonLdPieces, ntriplesPieces, prefixesFor, rdfXmlPieces, turtlePieces } from '../../generator/linked-data/serialise.ts';
import { OutputWriter } from '../../generator/write/index.ts';

const { namedNode, literal, quad, blankNode } = DataFactory;
const SITE = 'https://example.org';
const S = 'https://schema.org/';

/** 3,000 subjects of four triples (a blank node every tenth): several pieces in every format. */
function largeGraph(): Quad[] {
  const quads: Quad[] = [];
  for (let i = 0; i < 3000; i++) {
    const s = namedNode(`${SITE}/id/term/t${i}`);
    quads.push(quad(s, namedNode(S + 'name'), literal(`Terme n° ${i} — « élan » ’`, 'fr')));
    quads.push(quad(s, namedNode(S + 'name'), literal(`Term ${i} "quoted" <b>`, 'en')));
    quads.push(quad(s, namedNode(S + 'position'), literal(String(i), namedNode('http://www.w3.org/2001/XMLSchema#integer'))));
    if (i % 10 === 0) {
      quads.push(quad(s, namedNode(S + 'about'), blankNode(`b${i}`)));
      quads.push(quad(blankNode(`b${i}`), namedNode(S + 'text'), literal(`line one\nline two ${i}`)));
    } else quads.push(quad(s, namedNode(S + 'sameAs'), namedNode(`${SITE}/id/term/t${i - 1}`)));
  }
  return quads;
}

function n3Whole(options: ConstructorParameters<typeof Writer>[0], quads: Quad[]): Promise<string> {
  const writer = new Writer(options);
  writer.addQuads(quads);
  return new Promise((resolve, reject) => writer.end((error, result) => (error ? reject(error) : resolve(result))));
}

/** the triples, blank nodes unnamed (a parser names them afresh) */
const keysOf = (quads: Iterable<Quad>) => [...quads].map((q) => tripleKey(q).replace(/_:[^\s]+/g, '_:')).sort();

describe('a dump written in pieces', () => {
  const quads = largeGraph();
  const prefixes = prefixesFor(SITE, quads);

  it('Turtle: the pieces joined are what n3 writes as one string', async () => {
    const pieces = [...turtlePieces(quads, prefixes)];
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(await n3Whole({ format: 'Turtle', prefixes }, quads));
  });

  it('N-Triples: the pieces joined are what n3 writes as one string', async () => {
    const pieces = [...ntriplesPieces(quads)];
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(await n3Whole({ format: 'N-Triples' }, quads));
  });

  it('JSON-LD: the pieces joined are the compacted document as JSON.stringify indents it', async () => {
    const pieces = [...(await jsonLdPieces(quads, SITE))];
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(JSON.stringify(await quadsToJsonLd(quads, SITE), null, 1) + '\n');
  });

  it('JSON-LD: a graph of one node or none is written as one piece, as before', async () => {
    for (const few of [quads.slice(0, 3), []]) {
      const text = [...(await jsonLdPieces(few, SITE))].join('');
      expect(text).toBe(JSON.stringify(await quadsToJsonLd(few, SITE), null, 1) + '\n');
    }
  });

  it('RDF/XML: the pieces joined read back to the same triples, every namespace declared in the root', async () => {
    const pieces = [...rdfXmlPieces(quads, prefixes)];
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces[0]).toContain('xmlns:schema="https://schema.org/"');
    const text = pieces.join('');
    expect(keysOf(await parseWith('application/rdf+xml', text))).toEqual(keysOf(quads));
    // an empty graph is still a document
    expect(keysOf(await parseWith('application/rdf+xml', [...rdfXmlPieces([], prefixes)].join('')))).toEqual([]);
  });

  it('lands whole in the output folder, its size counted in bytes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pieces-'));
    try {
      const writer = new OutputWriter(path.join(dir, 'out'));
      await writer.start();
      const text = [...turtlePieces(quads, prefixes)].join('');
      writer.write({ path: '/dump.ttl', content: turtlePieces(quads, prefixes) });
      const counts = await writer.commit();
      expect(fs.readFileSync(path.join(dir, 'out/dump.ttl'), 'utf8')).toBe(text);
      const { size, mtimeMs } = fs.statSync(path.join(dir, 'out/dump.ttl'));
      expect(counts).toEqual({ files: 1, rewritten: 1, bytes: Buffer.byteLength(text), placed: [['/dump.ttl', size, mtimeMs]] });
      expect(Buffer.byteLength(text)).toBeGreaterThan(text.length);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
