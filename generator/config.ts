// Site configuration: where the inputs are, where the output goes, and the few
// settings a site owner may change. Everything has a default so `npm start`
// works on a fresh clone; tests and the benchmark pass their own folders.
import path from 'node:path';
import type { EndpointSettings } from './triplestore/client.ts';
import { UserError } from './errors.ts';

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
  /** where the graph comes from: absent, the Turtle files of dataDir; set, a SPARQL endpoint (generator/load/graph-source.ts) */
  sparql?: EndpointSettings;
  /** set by the build for its threads: the endpoint's graph, fetched once (a folder) */
  graphSnapshot?: string;
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
    sparql: endpointSettings(process.env),
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

const list = (v: string | undefined) => (v ?? '').split(/[\s,]+/).filter(Boolean);

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new UserError(`${name} must be a number, not "${raw}"`);
  return n;
}

/**
 * The SPARQL endpoint settings, from the environment (see the README):
 * SPARQL_ENDPOINT, SPARQL_GRAPHS, SPARQL_DEFAULT_GRAPH, SPARQL_USER,
 * SPARQL_PASSWORD, SPARQL_TIMEOUT (seconds), SPARQL_RETRIES,
 * SPARQL_PAGE_SIZE, SPARQL_PAGING=off (tests only).
 */
export function endpointSettings(env: NodeJS.ProcessEnv): EndpointSettings | undefined {
  const url = env.SPARQL_ENDPOINT?.trim();
  if (!url) return undefined;
  return {
    url,
    graphs: list(env.SPARQL_GRAPHS),
    defaultGraph: env.SPARQL_DEFAULT_GRAPH?.trim() || undefined,
    // a page of 1,000 rows fits under every common cap (Virtuoso 10,000; many public endpoints 1,000 or more)
    pageSize: Math.max(1, positive(env, 'SPARQL_PAGE_SIZE', 1000)),
    paging: env.SPARQL_PAGING !== 'off',
    timeoutMs: positive(env, 'SPARQL_TIMEOUT', 60) * 1000,
    retries: Math.floor(positive(env, 'SPARQL_RETRIES', 3)),
    user: env.SPARQL_USER || undefined,
    password: env.SPARQL_PASSWORD || undefined,
  };
}
