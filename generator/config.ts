// Site configuration: where the inputs are, where the output goes, and the few
// settings a site owner may change. Everything has a default so `npm start`
// works on a fresh clone; tests and the benchmark pass their own folders.
import fs from 'node:fs';
import path from 'node:path';
import type { EndpointSettings } from './triplestore/client.ts';
import { strings } from '../src/i18n/features.ts';
import { UserError } from './errors.ts';
import { defaultBuildCacheDir } from './cache/content-cache.ts';
import { configShapeProblem } from './config-shape.ts';

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
  /** where visitors can reach the project when no form or email is configured (a public page) */
  contactWebsite?: string;
  /** the project's public profiles, listed in the footer */
  socialLinks: { label: string; href: string }[];
  chrome: ChromeSettings;
  /** build the browser bundle (tests of the HTML alone can skip it) */
  bundleClient: boolean;
  /** where generator/run.mjs keeps what depends only on the generator's version (the client bundle) */
  toolCacheDir?: string;
  /**
   * where the build keeps stage results between builds (generator/cache/); undefined: no cache
   * (`--no-cache`, LOD_BUILD_CACHE=off)
   */
  buildCacheDir?: string;
  /**
   * the public SPARQL endpoints the query page offers (the first pre-filled) and the
   * Content-Security-Policy lets it reach: site.config.json `sparql.publicEndpoints`
   */
  publicEndpoints: readonly string[];
  /** static files that may replace a generated file (site.config.json `static.overrides`) */
  staticOverrides: string[];
  /** dot-files and dot-folders of static/ that are published (site.config.json `static.dotFiles`) */
  staticDotFiles: string[];
}

export const DEFAULT_SITE_URL = 'https://portal.lincsproject.ca';

/** LINCS's public endpoint, when the configuration names none. */
const DEFAULT_PUBLIC_ENDPOINTS = ['https://fuseki.lincsproject.ca/lincs/sparql'];

/** The name of the site configuration file, at the repository root. */
export const SITE_CONFIG_FILE = 'site.config.json';

/** What `site.config.json` may hold (every field optional; keys starting with `_` are notes). */
export interface SiteConfigFile {
  siteUrl?: string;
  contact?: { formAction?: string; email?: string; website?: string };
  social?: { label: string; href: string }[];
  sparql?: { publicEndpoints?: string[] };
  announcement?: { id: string; en: string; fr: string } | null;
  /** static/: files that may replace a generated one (`/robots.txt`), dot-files and dot-folders to publish (`/.well-known/`) */
  static?: { overrides?: string[]; dotFiles?: string[] };
}

/**
 * Reads `site.config.json` from the root; a missing file means the defaults. A
 * broken one (not JSON, a key of the wrong type or shape, an unknown key) is a
 * user error naming the file, the key and its line: a wrong shape used to be
 * taken as "nothing set" without a word. A byte-order mark is skipped.
 */
export function readSiteConfigFile(rootDir: string): SiteConfigFile {
  const file = path.join(rootDir, SITE_CONFIG_FILE);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new UserError(`cannot read the file: ${(e as Error).message}`, { file: SITE_CONFIG_FILE });
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new UserError(`not valid JSON (${(e as Error).message})`, { file: SITE_CONFIG_FILE });
  }
  const problem = configShapeProblem(data);
  if (problem) throw new UserError(problem.message, { file: SITE_CONFIG_FILE, line: lineOfKey(text, problem.key) });
  return data as SiteConfigFile;
}

function lineOfKey(text: string, key: string): number | undefined {
  const name = key
    .replace(/\[\d+\]/g, '')
    .split('.')
    .pop();
  if (!name) return undefined;
  const at = text.indexOf(`"${name}"`);
  return at < 0 ? undefined : text.slice(0, at).split('\n').length;
}
/** shown until site.config.json says otherwise; the text is in src/i18n/announcement.{en,fr}.json */
const DEFAULT_ANNOUNCEMENT = {
  id: 'bilingual-2026',
  en: strings('announcement', 'en').text,
  fr: strings('announcement', 'fr').text,
};

/** Whether the graph is still to be fetched from the endpoint: build() does it once, before any thread reads it (load/graph-source.ts). */
export function graphToFetch<C extends Pick<SiteConfig, 'sparql' | 'graphSnapshot'>>(
  config: C,
): config is C & { sparql: EndpointSettings } {
  return !!config.sparql && !config.graphSnapshot;
}

export function makeConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  const rootDir = overrides.rootDir ?? process.cwd();
  const file = readSiteConfigFile(rootDir);
  const announcement = file.announcement === null ? undefined : (file.announcement ?? DEFAULT_ANNOUNCEMENT);
  return {
    siteUrl: process.env.SITE_URL || file.siteUrl || DEFAULT_SITE_URL,
    rootDir,
    dataDir: path.join(rootDir, 'data'),
    contentDir: path.join(rootDir, 'content'),
    staticDir: path.join(rootDir, 'static'),
    outDir: path.join(rootDir, 'out'),
    production: true,
    sparql: endpointSettings(process.env),
    contactFormAction: process.env.CONTACT_FORM_ACTION || file.contact?.formAction || undefined,
    contactEmail: process.env.CONTACT_EMAIL || file.contact?.email || undefined,
    contactWebsite: file.contact?.website || undefined,
    socialLinks: file.social ?? [],
    chrome: {
      colorModeSwitch: true,
      respectSystemColorMode: false,
      hideNavbarOnScroll: false,
      announcement,
    },
    bundleClient: true,
    toolCacheDir: process.env.LOD_PORTAL_TOOL_CACHE || undefined,
    buildCacheDir: defaultBuildCacheDir(rootDir),
    publicEndpoints: publicEndpoints(file),
    staticOverrides: file.static?.overrides ?? [],
    staticDotFiles: file.static?.dotFiles ?? [],
    ...overrides,
  };
}

/** the file's endpoints (its check lets an empty string through, as for every address), or LINCS's */
function publicEndpoints(file: SiteConfigFile): string[] {
  const listed = (file.sparql?.publicEndpoints ?? []).filter((e) => e !== '');
  return listed.length ? listed : DEFAULT_PUBLIC_ENDPOINTS;
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
