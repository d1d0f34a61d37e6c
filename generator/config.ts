// Site configuration: where the inputs are, where the output goes, and the few
// settings a site owner may change. Everything has a default so `npm start`
// works on a fresh clone; tests and the benchmark pass their own folders.
import path from 'node:path';

export interface ChromeSettings {
  /** show the light/dark switch */
  colorModeSwitch: boolean;
  /** follow the visitor's system preference when no choice is stored */
  respectSystemColorMode: boolean;
  /** hide the navbar when scrolling down */
  hideNavbarOnScroll: boolean;
  /** announcement bar; change `id` to show a dismissed bar again */
  announcement?: { id: string; en: string; fr: string };
}

export interface SiteConfig {
  /** absolute site address without trailing slash; entity IRIs live under it */
  siteUrl: string;
  rootDir: string;
  dataDir: string;
  contentDir: string;
  staticDir: string;
  outDir: string;
  /** production leaves drafts out; dev shows them with a banner */
  production: boolean;
  /** where the query stage reads the graph: the loaded files, or a SPARQL endpoint */
  sparqlEndpoint?: string;
  /** the address the contact form posts to; without it only a mailto link is offered */
  contactFormAction?: string;
  /** the address messages go to; also used for the mailto fallback */
  contactEmail?: string;
  chrome: ChromeSettings;
  /** build the browser bundle (tests of the HTML alone can skip it) */
  bundleClient: boolean;
  /** where generator/run.mjs keeps what depends only on the generator's version (the client bundle) */
  toolCacheDir?: string;
  /** build the search index */
  searchIndex: boolean;
  /** print progress */
  quiet: boolean;
}

export const DEFAULT_SITE_URL = 'https://portal.lincsproject.ca';

export function makeConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  const rootDir = overrides.rootDir ?? process.cwd();
  return {
    siteUrl: process.env.SITE_URL ?? DEFAULT_SITE_URL,
    rootDir,
    dataDir: path.join(rootDir, 'data'),
    contentDir: path.join(rootDir, 'content'),
    staticDir: path.join(rootDir, 'static'),
    outDir: path.join(rootDir, 'out'),
    production: true,
    sparqlEndpoint: process.env.SPARQL_ENDPOINT || undefined,
    contactFormAction: process.env.CONTACT_FORM_ACTION || undefined,
    contactEmail: process.env.CONTACT_EMAIL || undefined,
    chrome: {
      colorModeSwitch: true,
      respectSystemColorMode: false,
      hideNavbarOnScroll: false,
      announcement: {
        id: 'bilingual-2026',
        en: 'The portal is now bilingual: switch to French from the language menu.',
        fr: 'Le portail est maintenant bilingue : passez à l’anglais depuis le menu des langues.',
      },
    },
    bundleClient: true,
    toolCacheDir: process.env.LOD_PORTAL_TOOL_CACHE || undefined,
    searchIndex: true,
    quiet: false,
    ...overrides,
  };
}
