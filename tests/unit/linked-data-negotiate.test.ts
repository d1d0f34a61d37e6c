// Content negotiation as a pure function: q-values, specificity, wildcards,
// the server's order among equals, and which paths negotiate at all.
import { describe, it, expect } from 'vitest';
import {
  chooseRepresentation,
  linkedDataHeaders,
  negotiablePath,
  negotiate,
  parseAccept,
  qThousandths,
  qualityOf,
  withoutTrailingSlash,
} from '../../generator/linked-data/negotiate.ts';

const pick = (accept: string | undefined) => chooseRepresentation(accept)?.mediaType;

describe('parseAccept and qualityOf', () => {
  it('reads q-values, clamps them, skips malformed ranges', () => {
    const ranges = parseAccept('text/turtle;q=0.5, application/ld+json;q=7, nonsense, */*;q=0.1, */turtle');
    expect(ranges.map((r) => `${r.type}/${r.subtype}=${r.q}`)).toEqual(['text/turtle=0.5', 'application/ld+json=1', '*/*=0.1']);
  });
  it('the most specific matching range decides, even when a wildcard has a higher q', () => {
    const ranges = parseAccept('text/*;q=0.9, text/turtle;q=0.2, */*');
    expect(qualityOf('text/turtle', ranges)).toBe(0.2);
    expect(qualityOf('text/html', ranges)).toBe(0.9);
    expect(qualityOf('application/rdf+xml', ranges)).toBe(1);
  });
  it('no header accepts everything', () => {
    expect(qualityOf('text/turtle', parseAccept(undefined))).toBe(1);
  });
});

describe('chooseRepresentation', () => {
  it('gives browsers, */* and no header the HTML page', () => {
    expect(pick('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBe('text/html');
    expect(pick('*/*')).toBe('text/html');
    expect(pick(undefined)).toBe('text/html');
    expect(pick('')).toBe('text/html');
  });
  it('gives RDF clients the format they rate highest', () => {
    expect(pick('text/turtle')).toBe('text/turtle');
    expect(pick('application/ld+json')).toBe('application/ld+json');
    expect(pick('application/n-triples')).toBe('application/n-triples');
    expect(pick('application/rdf+xml')).toBe('application/rdf+xml');
    // rdflib's default
    expect(pick('application/rdf+xml,text/rdf+n3;q=0.9,application/xhtml+xml;q=0.5, */*;q=0.1')).toBe('application/rdf+xml');
    expect(pick('text/html;q=0.5, text/turtle')).toBe('text/turtle');
    expect(pick('text/turtle;q=0.4, application/ld+json;q=0.8')).toBe('application/ld+json');
  });
  it('q=0 refuses a type; nothing acceptable is undefined', () => {
    expect(pick('text/turtle;q=0, */*;q=0.5')).toBe('text/html');
    expect(pick('text/html;q=0, */*')).toBe('text/turtle');
    expect(pick('image/png')).toBeUndefined();
  });
  it('breaks ties by the server’s order', () => {
    expect(pick('application/ld+json, text/turtle')).toBe('text/turtle');
  });
});

describe('negotiate', () => {
  it('redirects entity IRIs and /vocab with 303 and Vary', () => {
    expect(negotiate('/id/term/triple', 'text/turtle')).toEqual({
      kind: 'redirect',
      status: 303,
      location: '/id/term/triple.ttl',
      vary: true,
    });
    expect(negotiate('/id/term/triple/', 'application/rdf+xml')).toEqual({
      kind: 'redirect',
      status: 303,
      location: '/id/term/triple.rdf',
      vary: true,
    });
    expect(negotiate('/vocab', 'application/ld+json')).toEqual({ kind: 'redirect', status: 303, location: '/vocab.jsonld', vary: true });
    expect(negotiate('/id/term/triple', 'text/html')).toEqual({ kind: 'page', vary: true });
  });
  it('leaves files, pages and odd paths alone', () => {
    for (const p of [
      '/id/term/triple.ttl',
      '/id/term/triple.jsonld',
      '/docs/terms/triple',
      '/id/term',
      '/id/term/a/b',
      '/id/../etc/passwd',
      '/vocab/origin',
      '/fr/vocab',
      '/id/Term/x',
    ])
      expect(negotiate(p, 'text/turtle'), p).toBeUndefined();
    expect(negotiablePath('/id/term/triple')).toBe('/id/term/triple');
  });
  it('sends /.well-known/void to the VoID file', () => {
    expect(negotiate('/.well-known/void', undefined)).toMatchObject({ kind: 'redirect', location: '/data/void.ttl' });
  });
  it('adds CORS to RDF files and Vary to negotiated addresses only', () => {
    expect(linkedDataHeaders('/id/term/triple.ttl', undefined)).toEqual({ 'Access-Control-Allow-Origin': '*' });
    expect(linkedDataHeaders('/docs/x', undefined)).toEqual({});
    expect(linkedDataHeaders('/id/term/triple', negotiate('/id/term/triple', '*/*'))).toEqual({
      Vary: 'Accept',
      'Access-Control-Allow-Origin': '*',
    });
  });
});

describe('q-values as the web servers read them', () => {
  it('counts thousandths: further digits ignored, above 1 is 1, not a number is 0', () => {
    const cases: [string, number][] = [['1', 1000], ['1.0', 1000], ['2', 1000], ['0', 0], ['.', 0], ['0.5', 500], ['.5', 500],
      ['0.123', 123], ['0.1239', 123], ['00.05', 50], ['0.0.1', 0], ['1.2.3', 0]]; // prettier-ignore
    for (const [q, n] of cases) expect(qThousandths(q), q).toBe(n);
  });
  it('takes a range named twice at its first mention (raptor names text/html at 0.2, then 0.6)', () => {
    expect(qualityOf('text/html', parseAccept('text/html;q=0.2, application/xhtml+xml;q=0.4, text/html;q=0.6'))).toBe(0.2);
    expect(qualityOf('text/turtle', parseAccept('text/turtle;q=0.3;q=0.9'))).toBe(0.3);
    expect(qualityOf('text/turtle', parseAccept('text/turtle;q=x'))).toBe(1);
  });
});

describe('withoutTrailingSlash', () => {
  it('gives the canonical address of a slashed one, never / or /fr/ or another host', () => {
    expect(withoutTrailingSlash('/fr/blog/')).toBe('/fr/blog');
    expect(withoutTrailingSlash('/docs/tools//')).toBe('/docs/tools');
    expect(withoutTrailingSlash('/fr/blog')).toBeUndefined();
    for (const p of ['/', '/fr/', '//evil.example/', '///x/']) expect(withoutTrailingSlash(p), p).toBeUndefined();
  });
});
