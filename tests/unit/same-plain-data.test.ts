// The dev server keeps a page's last render only while the page, as the model
// made it again, equals its last version (generator/dev/page-renders.ts).
import { describe, it, expect } from 'vitest';
import { samePlainData } from '../../generator/dev/page-renders.ts';

describe('samePlainData', () => {
  it('finds equal what the model makes twice from the same input', () => {
    const make = () => ({ key: 'a', title: 'T', tags: ['x', 'y'], toc: [{ id: 'h', depth: 2 }], draft: false, date: null, n: 3 });
    expect(samePlainData(make(), make())).toBe(true);
    const shared = { html: '<p>long</p>'.repeat(1000) };
    expect(samePlainData({ body: shared }, { body: shared })).toBe(true);
  });

  it('finds every difference of value, type, length or key', () => {
    const pairs: [unknown, unknown][] = [
      [{ a: 1 }, { a: 2 }],
      [{ a: '1' }, { a: 1 }],
      [{ a: [1, 2] }, { a: [1, 2, 3] }],
      [{ a: [1] }, { a: { 0: 1 } }],
      [{ a: { 0: 1 } }, { a: [1] }],
      [{ a: undefined }, { b: undefined }],
      [{ a: 1 }, { a: 1, b: 2 }],
      [{ a: null }, { a: {} }],
      [{ a: { b: { c: 'x' } } }, { a: { b: { c: 'y' } } }],
      [[{ id: 'h' }], [{ id: 'i' }]],
    ];
    for (const [a, b] of pairs) {
      expect(samePlainData(a, b), JSON.stringify([a, b])).toBe(false);
      expect(samePlainData(b, a), JSON.stringify([b, a])).toBe(false);
    }
  });
});
