// The features a build runs, in this order: their pages join the model, their
// outputs run after the render, their alternates go into pages' <head>. A
// feature is a value (extensions.ts, Feature); turning one off is taking it
// out of this list.
import type { Feature } from './extensions.ts';
import { sitemap } from './sitemap.ts';
import { linkedData } from './linked-data/index.ts';
import { search } from './search/index.ts';

export const FEATURES: readonly Feature[] = [sitemap, linkedData, search];

export const pageBuilders = FEATURES.flatMap((f) => f.pageBuilders ?? []);
export const outputs = FEATURES.flatMap((f) => f.outputs ?? []);
export const rdfAlternateProviders = FEATURES.flatMap((f) => f.rdfAlternates ?? []);
