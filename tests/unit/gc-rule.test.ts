// When the render collects the main thread's heap (pipeline/gc.ts): never on a
// small site, after each eighth of a large one, never closer than 2,000 pages.
import { describe, expect, it } from 'vitest';
import { isLargeSite, pagesBetweenCollections } from '../../generator/pipeline/gc.ts';

describe('pagesBetweenCollections', () => {
  it('never collects during the render of a small site', () => {
    expect(isLargeSite(786)).toBe(false);
    expect(pagesBetweenCollections(786)).toBe(Infinity);
  });

  it('collects at most eight times, and never twice within 2,000 pages', () => {
    for (const pages of [3000, 3518, 13978, 16000, 40000, 250000]) {
      const every = pagesBetweenCollections(pages);
      const collections = Math.floor((pages - 1) / every);
      expect(collections, `${pages} pages`).toBeLessThanOrEqual(7);
      expect(every, `${pages} pages`).toBeGreaterThanOrEqual(2000);
    }
    expect(pagesBetweenCollections(40000)).toBe(5000);
  });
});
