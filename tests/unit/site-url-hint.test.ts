// A wrong SITE_URL: one line, printed first, says where the data's entities
// are and which graphs were read, before the errors it causes.
import { describe, it, expect } from 'vitest';
import { DataFactory, Store } from 'n3';
import { siteUrlMismatch } from '../../generator/validate/site-url.ts';
import { sortProblems } from '../../generator/code-frame.ts';

const { namedNode, literal, quad } = DataFactory;
const store = (base: string, n: number) =>
  new Store(
    Array.from({ length: n }, (_, i) =>
      quad(namedNode(`${base}/id/term/t${i}`), namedNode('http://www.w3.org/2004/02/skos/core#prefLabel'), literal(`T${i}`)),
    ),
  );

describe('siteUrlMismatch', () => {
  it('names the address the entities are under and the graphs read, and sorts before every other problem', () => {
    const got = siteUrlMismatch(store('https://portal.example', 12), 'https://other.example', ['data/a.ttl', 'data/b.ttl']);
    expect(got?.message).toBe(
      'SITE_URL is https://other.example, but 12 entity IRIs of the data are under https://portal.example/id/ ' +
        '(0 under https://other.example/id/): set SITE_URL=https://portal.example, or check the graphs read (data/a.ttl, data/b.ttl)',
    );
    const others = [{ severity: 'error' as const, stage: 'validate', message: 'x', position: { file: 'a.ttl', line: 1 } }];
    expect(sortProblems([...others, got!])[0]).toBe(got);
  });
  it('says nothing when SITE_URL is where the entities are, even with a stray graph elsewhere', () => {
    const s = store('https://portal.example', 12);
    s.addQuads(store('https://stray.example', 3).getQuads(null, null, null, null));
    expect(siteUrlMismatch(s, 'https://portal.example', ['data/a.ttl'])).toBeUndefined();
  });
});
