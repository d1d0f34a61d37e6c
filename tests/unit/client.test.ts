// Pure parts of the client runtime.
import { describe, it, expect } from 'vitest';
import { prefetchAllowed } from '../../src/client/prefetch.ts';
import { matches, fold } from '../../src/shared/catalogue-filter.ts';

describe('prefetch', () => {
  it('is off on 2g connections and with data-saver, on otherwise', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

describe('catalogue matching', () => {
  const values = { level: ['beginner'], function: ['cleaning', 'reconciling'] };
  it('combines values of one facet with OR and facets with AND', () => {
    expect(matches(values, 'openrefine', { q: '', facets: { function: ['converting', 'cleaning'] } })).toBe(true);
    expect(matches(values, 'openrefine', { q: '', facets: { function: ['cleaning'], level: ['expert'] } })).toBe(false);
  });
  it('searches words with accents ignored', () => {
    expect(matches(values, fold('Écoles et œuvres'), { q: 'ecoles oeuvres', facets: {} })).toBe(true);
    expect(matches(values, fold('Écoles'), { q: 'musique', facets: {} })).toBe(false);
  });
});
