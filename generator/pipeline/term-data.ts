// The term-of-the-day list (/data/terms.json and /fr/data/terms.json), in the
// order the server-side pick uses, for the client to draw from.
import type { Records } from '../../src/shared/model/types.ts';
import { LOCALES } from '../../src/shared/model/types.ts';
import { localizePath } from '../../src/shared/paths.ts';
import { glossaryTerms, termKey } from '../model/terms.ts';
import type { WholeFile } from '../write/index.ts';

export function termDataFiles(concepts: Records['concepts']): WholeFile[] {
  const terms = glossaryTerms(concepts).sort((a, b) => (a.slug < b.slug ? -1 : 1));
  return LOCALES.map((locale) => ({
    path: localizePath('/data/terms', locale) + '.json',
    content: JSON.stringify(
      terms.map((c) => ({
        slug: c.slug,
        label: c.label[locale],
        definition: c.definition[locale],
        href: localizePath(termKey(c.slug), locale),
      })),
    ),
  }));
}
