// Licences are IRIs: the common ways people write a Creative Commons licence
// name map to its IRI, for the validator's "did you mean".
import { describe, it, expect } from 'vitest';
import { creativeCommonsIri } from '../../generator/validate/licence.ts';

describe('creativeCommonsIri', () => {
  it('reads the common spellings of the Creative Commons licences', () => {
    const cases: [string, string | undefined][] = [
      ['CC BY 4.0', 'https://creativecommons.org/licenses/by/4.0/'],
      ['CC-BY-4.0', 'https://creativecommons.org/licenses/by/4.0/'],
      ['cc by-sa 4.0', 'https://creativecommons.org/licenses/by-sa/4.0/'],
      ['Creative Commons Attribution-NonCommercial-ShareAlike 4.0 International', 'https://creativecommons.org/licenses/by-nc-sa/4.0/'],
      ['CC BY-NC-ND 3.0', 'https://creativecommons.org/licenses/by-nc-nd/3.0/'],
      ['Creative Commons Attribution', 'https://creativecommons.org/licenses/by/4.0/'],
      ['CC0', 'https://creativecommons.org/publicdomain/zero/1.0/'],
      ['CC0 1.0 Universal', 'https://creativecommons.org/publicdomain/zero/1.0/'],
      ['MIT', undefined],
      ['all rights reserved', undefined],
    ];
    for (const [name, iri] of cases) expect(creativeCommonsIri(name), name).toBe(iri);
  });
});
