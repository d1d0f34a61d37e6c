// A second, independent RDF parser for tests that check what the build wrote:
// the streaming parsers of @rdfjs/formats, by media type.
import { Readable } from 'node:stream';
import type { Quad } from 'n3';
import { parsers } from '@rdfjs/formats';

export async function parseWith(mediaType: string, text: string): Promise<Quad[]> {
  const stream = parsers.import(mediaType, Readable.from([text]));
  if (!stream) throw new Error(`no parser for ${mediaType}`);
  return new Promise((resolve, reject) => {
    const quads: Quad[] = [];
    stream.on('data', (q: Quad) => quads.push(q));
    stream.on('end', () => resolve(quads));
    stream.on('error', reject);
  });
}
