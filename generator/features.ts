// The features plugged into the build through generator/extensions.ts. Each
// feature module registers itself when imported; add one line per feature.
import './sitemap.ts';
import './linked-data/index.ts';
import './search/index.ts';
