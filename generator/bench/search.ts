// The search part of `npm run bench`, run on a built site: our FlexSearch
// index beside Pagefind run over the same output. Pagefind is only ever run
// here, into a folder beside the output: it is never part of the site build.
//
// Measured, per locale:
// - index bytes (raw and gzip), and the search JavaScript a visitor loads;
// - time to first result on a cold cache: our navbar modal (Ctrl+K, type,
//   first result shown) and Pagefind's default UI (script loaded, query typed,
//   first result shown), unthrottled and on an emulated slow network; with the
//   bytes that first query downloaded;
// - query latency p50/p95 over a fixed list of 200 queries (100 per locale,
//   full words and as-you-type prefixes): search plus the title and excerpt of
//   the first 8 results, through each engine's own JavaScript API.
// A benchmark, not a test: it asserts nothing.
//
//   npx tsx generator/bench/search.ts OUT_DIR     (a site already built)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import * as esbuild from 'esbuild';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createStaticServer } from '../serve.ts';
import { contentSecurityPolicy } from '../content-security-policy.ts';
import { makeConfig } from '../config.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LOCALES = ['en', 'fr'] as const;
type Locale = (typeof LOCALES)[number];

/** Base queries: single words and pairs a visitor of this site types; each is also run as a prefix (as typed). */
const BASE_QUERIES: Record<Locale, string[]> = {
  en: [
    'ontology',
    'entity matching',
    'sparql',
    'linked data',
    'triple',
    'reconciliation',
    'cidoc crm',
    'voyant',
    'openrefine',
    'researchspace',
    'application profile',
    'dataset',
    'metadata',
    'vocabulary',
    'conversion',
    'transformation',
    'authority',
    'identifier',
    'namespace',
    'uri',
    'graph',
    'workflow',
    'mapping',
    'x3ml',
    'leaf writer',
    'annotation',
    'person',
    'place',
    'event',
    'organization',
    'license',
    'privacy',
    'contact',
    'newsletter',
    'conference',
    'grant',
    'team',
    'partners',
    'publish',
    'clean data',
    'validate',
    'export',
    'query',
    'endpoint',
    'turtle',
    'json-ld',
    'schema',
    'glossary',
    'semantic web',
    'humanities',
  ],
  fr: [
    'ontologie',
    'alignement des entités',
    'sparql',
    'données liées',
    'triplet',
    'réconciliation',
    'cidoc crm',
    'voyant',
    'openrefine',
    'researchspace',
    "profil d'application",
    'jeu de données',
    'métadonnées',
    'vocabulaire',
    'conversion',
    'transformation',
    'autorité',
    'identifiant',
    'espace de noms',
    'uri',
    'graphe',
    'processus',
    'correspondance',
    'x3ml',
    'leaf writer',
    'annotation',
    'personne',
    'lieu',
    'événement',
    'organisme',
    'licence',
    'confidentialité',
    'nous joindre',
    'infolettre',
    'colloque',
    'subvention',
    'équipe',
    'partenaires',
    'publier',
    'nettoyer les données',
    'valider',
    'exporter',
    'requête',
    "point d'accès",
    'turtle',
    'json-ld',
    'schéma',
    'glossaire',
    'web sémantique',
    'sciences humaines',
  ],
};

/** 100 queries per locale: each base query, then the same cut short as while typing it. */
export function benchQueries(locale: Locale): string[] {
  const typed = (q: string) => q.slice(0, Math.max(3, Math.ceil(q.length * 0.6)));
  return [...BASE_QUERIES[locale], ...BASE_QUERIES[locale].map(typed)];
}

/** Where each locale's queries run: a doc page of that locale. */
const START_PAGE: Record<Locale, string> = { en: '/docs/learn-lod', fr: '/fr/docs/learn-lod' };
const COLD_QUERY: Record<Locale, string> = { en: 'ontology', fr: 'ontologie' };
const COLD_RUNS = 5;
/** An emulated slow connection (Chrome's "Fast 3G" profile: 150 ms, 1.6 Mbit/s down). */
const SLOW = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

const gz = (b: Buffer | Uint8Array) => zlib.gzipSync(b, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

function sizes(files: string[]) {
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const b = fs.readFileSync(f);
    raw += b.length;
    gzip += gz(b);
  }
  return { raw, gzip, files: files.length };
}

function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

const median = (v: number[]) => percentile(v, 50);

/** Our search code: the search trigger's chunk and every chunk it imports, statically or on use (modal, page, FlexSearch). */
function searchChunks(outDir: string): string[] {
  const dir = path.join(outDir, 'assets');
  const start = fs.readdirSync(dir).find((f) => f.startsWith('chunk-trigger-'));
  const seen = new Set<string>();
  const queue = start ? [start] : [];
  while (queue.length) {
    const name = queue.shift()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const code = fs.readFileSync(path.join(dir, name), 'utf8');
    for (const m of code.matchAll(/(?:from|import\(?)\s*"\.\/([^"]+\.js)"/g)) queue.push(m[1]);
  }
  return [...seen].map((n) => path.join(dir, n));
}

/** Pagefind over the built pages (docs and blog, content area only), into a folder outside the site. */
function runPagefind(outDir: string, pagefindDir: string): { ok: boolean; seconds: number } {
  const started = Date.now();
  const bin = path.join(ROOT, 'node_modules/.bin/pagefind');
  const args = ['--site', outDir, '--output-path', pagefindDir, '--glob', '{docs,blog,fr/docs,fr/blog}/**/*.html'];
  args.push('--root-selector', 'main');
  args.push('--exclude-selectors', 'nav, .toc, .breadcrumbs, .pagination-nav, .doc-sidebar', '--quiet');
  const r = spawnSync(bin, args, { encoding: 'utf8' });
  if (r.status !== 0) console.error(r.stdout, r.stderr);
  return { ok: r.status === 0, seconds: (Date.now() - started) / 1000 };
}

/**
 * The built site as a host would serve it: text compressed with gzip (as any
 * CDN does), Pagefind's bundle at /pagefind/, and the bench's own bundle of
 * our search engine at /__bench/engine.js (for the API-level latency runs).
 */
/** Bytes the server sent for search (our index and chunks, Pagefind's bundle), whoever asked: the page or a worker. */
const served = { bytes: 0 };

async function serve(outDir: string, pagefindDir: string, engineJs: Uint8Array): Promise<{ origin: string; server: http.Server }> {
  const cache = new Map<string, Buffer>();
  const server = createStaticServer({
    root: outDir,
    port: 0,
    policy: contentSecurityPolicy(makeConfig({ rootDir: ROOT }).publicEndpoints),
    intercept: (req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const headers = { 'Cache-Control': 'no-cache' };
      if (url.pathname === '/__bench/engine.js') {
        res.writeHead(200, { ...headers, 'Content-Type': 'text/javascript', 'Content-Encoding': 'gzip' });
        res.end(zlib.gzipSync(engineJs));
        return true;
      }
      let file: string | undefined;
      if (url.pathname.startsWith('/pagefind/')) file = path.join(pagefindDir, url.pathname.slice('/pagefind/'.length));
      else if (/\.(json|js|css)$/.test(url.pathname)) file = path.join(outDir, url.pathname);
      if (!file || !fs.existsSync(file) || !fs.statSync(file).isFile()) return false;
      const ext = path.extname(file);
      const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
      const type = types[ext] ?? 'application/octet-stream';
      // Pagefind's .pf_* and .pagefind files are compressed already; it unpacks them itself
      const precompressed = /\.(pf_\w+|pagefind)$/.test(file);
      let body = cache.get(file);
      if (!body) cache.set(file, (body = precompressed ? fs.readFileSync(file) : zlib.gzipSync(fs.readFileSync(file))));
      res.writeHead(200, { ...headers, 'Content-Type': type, ...(precompressed ? {} : { 'Content-Encoding': 'gzip' }) });
      res.end(body);
      if (/^\/(search-index|pagefind|assets)\//.test(url.pathname)) served.bytes += body.length;
      return true;
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function bundleEngine(): Promise<Uint8Array> {
  const r = await esbuild.build({
    entryPoints: [path.join(ROOT, 'src/client/search/engine.ts')],
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    target: 'es2020',
    logLevel: 'silent',
  });
  return r.outputFiles[0].contents;
}

/**
 * A fresh page of the site. `noIdle`: the browser never reports idle time, so
 * the search modal's island is not prefetched before the measured keystroke
 * (the worst case: the island, React and FlexSearch all load after it).
 */
async function newPage(
  browser: Browser,
  origin: string,
  url: string,
  slow: boolean,
  noIdle = false,
): Promise<{ context: BrowserContext; page: Page }> {
  // Pagefind compiles WebAssembly, which the site's CSP (script-src 'self') forbids: bypassed for both engines alike
  const context = await browser.newContext({ bypassCSP: true });
  // as source text: a function compiled by tsx would carry helpers that do not exist in the page
  if (noIdle) await context.addInitScript({ content: 'window.requestIdleCallback = () => 0;' });
  const page = await context.newPage();
  if (slow) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW);
  }
  await page.goto(origin + url);
  await page.waitForSelector('html[data-hydrated="true"][data-search="ready"]');
  // what the page itself loaded is not search's cost
  served.bytes = 0;
  return { context, page };
}

// The in-page code is kept as plain JavaScript source: functions compiled by
// tsx carry helpers (__name) that do not exist in the page.
function inPage<T>(page: Page, source: string, arg: unknown): Promise<T> {
  return page.evaluate(`(${source})(${JSON.stringify(arg)})`) as Promise<T>;
}

const WAIT_FOR = `function waitFor(test) {
  const until = performance.now() + 60000;
  return new Promise((resolve, reject) => {
    const look = () => {
      const v = test();
      if (v) resolve(v); else if (performance.now() > until) reject(new Error('timed out')); else requestAnimationFrame(look);
    };
    look();
  });
}`;

/**
 * Ours: Ctrl+K opens the modal, the query is typed, until the first result is
 * shown. The page is kept from prefetching the modal's island on idle, so its
 * code (React, the component, FlexSearch) loads after the keystroke, unless a
 * run says it is prefetched.
 */
function coldOurs(page: Page, query: string): Promise<number> {
  return inPage(
    page,
    `async (q) => {
    ${WAIT_FOR}
    const t0 = performance.now();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true }));
    const input = await waitFor(() => document.querySelector('dialog.search-modal[open] input'));
    // typed as a keyboard would: through the native setter, so React's input sees a change
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, q);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => document.querySelector('dialog.search-modal [role="option"]'));
    return performance.now() - t0;
  }`,
    query,
  );
}

/** Pagefind: its default UI script is loaded, created, the query typed, until the first result is shown. */
function coldPagefind(page: Page, query: string): Promise<number> {
  return inPage(
    page,
    `async (q) => {
    ${WAIT_FOR}
    const t0 = performance.now();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/pagefind/pagefind-ui.css';
    document.head.append(link);
    await new Promise((resolve, reject) => {
      const s = document.createElement('script');
      s.src = '/pagefind/pagefind-ui.js';
      s.onload = resolve;
      s.onerror = reject;
      document.head.append(s);
    });
    const box = document.createElement('div');
    document.body.prepend(box);
    // no debounce, as ours has none
    new window.PagefindUI({ element: box, showImages: false, debounceTimeoutMs: 0 });
    const input = box.querySelector('input');
    input.value = q;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => box.querySelector('.pagefind-ui__result-link')?.textContent);
    return performance.now() - t0;
  }`,
    query,
  );
}

/** Each query through the engine's API: search, then title and excerpt of the first 8 results. Times in ms. */
function latencies(page: Page, engine: 'ours' | 'pagefind', locale: Locale, queries: string[]): Promise<number[]> {
  return inPage(
    page,
    `async ({ engine, locale, queries }) => {
    const times = [];
    if (engine === 'ours') {
      const { SearchEngine } = await import('/__bench/engine.js');
      const e = new SearchEngine(locale);
      await e.loadMeta();
      for (const q of queries) {
        const t0 = performance.now();
        await e.hits(await e.search(q), 0, 8);
        times.push(performance.now() - t0);
      }
    } else {
      const pf = await import('/pagefind/pagefind.js');
      await pf.init();
      for (const q of queries) {
        const t0 = performance.now();
        const r = await pf.search(q);
        await Promise.all(r.results.slice(0, 8).map((x) => x.data()));
        times.push(performance.now() - t0);
      }
    }
    return times;
  }`,
    { engine, locale, queries },
  );
}

/** Query latencies of one engine in one locale, on a fresh page. */
async function latencyRun(
  browser: Browser,
  origin: string,
  engine: 'ours' | 'pagefind',
  locale: Locale,
  queries: string[],
): Promise<number[]> {
  const { context, page } = await newPage(browser, origin, START_PAGE[locale], false);
  const times = await latencies(page, engine, locale, queries);
  await context.close();
  return times;
}

/** Median time to the first result and bytes downloaded for it, over COLD_RUNS fresh pages. */
async function coldRuns(
  browser: Browser,
  origin: string,
  locale: Locale,
  ours: boolean,
  run: (page: Page, q: string) => Promise<number>,
  slow: boolean,
  prefetched = false,
): Promise<{ time: number; bytes: number }> {
  const times: number[] = [];
  const bytes: number[] = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    const { context, page } = await newPage(browser, origin, START_PAGE[locale], slow, ours && !prefetched);
    // prefetched: the island has come in on idle, as it does a moment after a page loads
    if (prefetched) await page.waitForLoadState('networkidle');
    times.push(await run(page, COLD_QUERY[locale]));
    bytes.push(served.bytes);
    await context.close();
  }
  return { time: median(times), bytes: median(bytes) };
}

/** The cells of the cold-start rows, two (ours, Pagefind) per locale, filled in locale order. */
interface ColdRows {
  coldRow: string[];
  coldSlowRow: string[];
  coldBytesRow: string[];
  idleRow: string[];
}

/**
 * The first result in a fresh browser for each engine, on a fast link and on emulated Fast 3G, and for ours
 * also with the island prefetched on idle (Pagefind has no such step); Pagefind's cells stay "–" when it failed.
 */
async function measureColdStarts(browser: Browser, origin: string, locale: Locale, pagefindOk: boolean, rows: ColdRows): Promise<void> {
  const { coldRow, coldSlowRow, coldBytesRow, idleRow } = rows;
  for (const [engine, run] of [
    ['ours', coldOurs],
    ['pagefind', coldPagefind],
  ] as const) {
    if (engine === 'pagefind' && !pagefindOk) {
      for (const row of [coldRow, coldSlowRow, coldBytesRow, idleRow]) row.push('–');
      continue;
    }
    for (const slow of [false, true]) {
      const { time, bytes } = await coldRuns(browser, origin, locale, engine === 'ours', run, slow);
      (slow ? coldSlowRow : coldRow).push(ms(time));
      if (!slow) coldBytesRow.push(kb(bytes));
    }
    const idle = engine === 'ours' ? await coldRuns(browser, origin, locale, true, run, false, true) : undefined;
    idleRow.push(idle ? ms(idle.time) : '–');
  }
}

/** Prints rows as aligned columns, each as wide as its widest cell. */
function printTable(rows: string[][]): void {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows) console.log('  ' + r.map((c, i) => c.padEnd(widths[i])).join('  '));
}

export async function benchSearch(outDir: string): Promise<void> {
  console.log('\nsearch: our FlexSearch index beside Pagefind over the same output');
  if (!fs.existsSync(path.join(outDir, 'search-index'))) {
    console.log('  no search index in the output: skipped');
    return;
  }
  const pagefindDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pagefind-'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  let server: { origin: string; server: http.Server } | undefined;
  try {
    const pf = runPagefind(outDir, pagefindDir);
    console.log(pf.ok ? `  Pagefind 1.5 indexed the output in ${pf.seconds.toFixed(2)} s` : '  Pagefind failed: its columns are empty');
    const pfFiles = filesUnder(pagefindDir);
    const ourJs = sizes(searchChunks(outDir));
    const pfUi = (f: string) => /^pagefind(-ui)?\.(js|css)$/.test(path.basename(f)) || path.basename(f) === 'pagefind-worker.js';
    const pfJs = sizes(pfFiles.filter(pfUi));
    console.log(
      `  search JavaScript: ours ${kb(ourJs.gzip)} gzip (${ourJs.files} files, loaded on first use); ` +
        `Pagefind ${kb(pfJs.gzip)} gzip (pagefind.js, its worker, default UI JS and CSS) + WebAssembly per locale`,
    );

    server = await serve(outDir, pagefindDir, await bundleEngine());
    const rows: string[][] = [['', 'ours en', 'Pagefind en', 'ours fr', 'Pagefind fr']];
    const cell: Record<string, string[]> = {};
    const put = (label: string, values: string[]) => {
      cell[label] = values;
    };
    const [bytesRow, coldRow, coldSlowRow, coldBytesRow, idleRow, p50Row, p95Row]: string[][] = [[], [], [], [], [], [], []];
    for (const locale of LOCALES) {
      const ours = sizes(filesUnder(path.join(outDir, 'search-index', locale)));
      const mine = (f: string) => [`${locale}_`, `pagefind.${locale}_`].some((p) => path.basename(f).startsWith(p));
      const theirs = sizes(pfFiles.filter((f) => mine(f) || path.basename(f) === `wasm.${locale}.pagefind`));
      const theirsText = pf.ok ? `${kb(theirs.raw)} / ${kb(theirs.gzip)} (${theirs.files} files)` : '–';
      bytesRow.push(`${kb(ours.raw)} / ${kb(ours.gzip)} (${ours.files} files)`, theirsText);
      await measureColdStarts(browser, server.origin, locale, pf.ok, { coldRow, coldSlowRow, coldBytesRow, idleRow });
      const queries = benchQueries(locale);
      for (const engine of ['ours', 'pagefind'] as const) {
        if (engine === 'pagefind' && !pf.ok) {
          p50Row.push('–');
          p95Row.push('–');
          continue;
        }
        const times = await latencyRun(browser, server.origin, engine, locale, queries);
        p50Row.push(ms(percentile(times, 50)));
        p95Row.push(`${ms(percentile(times, 95))} (max ${ms(Math.max(...times))})`);
      }
    }
    put('index bytes raw / gzip', bytesRow);
    put(`first result, cold cache (median of ${COLD_RUNS})`, coldRow);
    put('  … on emulated Fast 3G', coldSlowRow);
    put('  bytes downloaded for it (gzip)', coldBytesRow);
    put('  … island prefetched on idle', idleRow);
    put('query latency p50 (100 queries)', p50Row);
    put('query latency p95', p95Row);
    for (const [label, values] of Object.entries(cell)) rows.push([label, ...values]);
    printTable(rows);
    const example = benchQueries('fr')[BASE_QUERIES.fr.length + 1];
    console.log(
      `  queries: ${BASE_QUERIES.en.length} words or pairs per locale, each also cut short as typed (e.g. "${example}"); ` +
        `cold runs query "${COLD_QUERY.en}" / "${COLD_QUERY.fr}" from ${START_PAGE.en}`,
    );
  } finally {
    await browser.close();
    server?.server.close();
    fs.rmSync(pagefindDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: tsx generator/bench/search.ts OUT_DIR');
    process.exit(2);
  }
  benchSearch(path.resolve(dir)).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
