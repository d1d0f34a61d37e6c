// The SPARQL page in real Chromium, over a build of the fixture site served
// with the site's Content-Security-Policy: example queries run in the browser
// on the site's own graph, syntax errors are shown where they are without
// touching the editor, results download as CSV and JSON, a query can go to an
// endpoint instead, and no other page loads the engine or the graph.
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DataFactory } from 'n3';
import { build, type BuildState } from '../../generator/build.ts';
import { createStaticServer } from '../../generator/serve.ts';
import { startSparqlEndpoint, type SparqlEndpoint } from '../../generator/linked-data/sparql-endpoint.ts';
import { fixtureSite, sitePolicy } from '../helpers.ts';
import { contentSecurityPolicy } from '../../generator/content-security-policy.ts';
import { realSite } from '../real-site.ts';
import { launchBrowser } from './browser.ts';

const { namedNode } = DataFactory;
const SKOS = 'http://www.w3.org/2004/02/skos/core#';

let browser: Browser;
let origin: string;
let server: http.Server;
let endpoint: SparqlEndpoint;
let state: BuildState;
let frenchLabels: number;
let siteDir: string;
let outDir: string;

/** Forwards /sparql on the site's own origin to the endpoint, so the page's connect-src 'self' allows it. */
function proxyTo(target: () => string) {
  return async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/sparql') return false;
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const answer = await fetch(target() + url.search, {
      method: req.method,
      headers: { 'content-type': req.headers['content-type'] ?? '', accept: req.headers.accept ?? '*/*' },
      body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
    });
    res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'text/plain' });
    res.end(Buffer.from(await answer.arrayBuffer()));
    return true;
  };
}

beforeAll(async () => {
  const site = await fixtureSite();
  siteDir = site.dir;
  outDir = site.config.outDir;
  ({ state } = await build(site.config));
  const glossary = namedNode(`${site.config.siteUrl}/id/scheme/glossary`);
  frenchLabels = state.store
    .getSubjects(namedNode(SKOS + 'inScheme'), glossary, null)
    .filter((c) =>
      state.store.getObjects(c, namedNode(SKOS + 'prefLabel'), null).some((l) => (l as { language?: string }).language === 'fr'),
    ).length;
  // the build's store keeps one named graph per data file, like a triplestore loaded file by file
  endpoint = await startSparqlEndpoint({ store: state.store, quiet: true, unionDefaultGraph: true });
  server = createStaticServer({ root: site.config.outDir, port: 0, policy: sitePolicy(site.dir), intercept: proxyTo(() => endpoint.url) });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  server?.close();
  await endpoint?.close();
  if (siteDir) await fs.rm(siteDir, { recursive: true, force: true });
});

async function open(path: string): Promise<{ page: Page; requests: string[] }> {
  const page = await browser.newPage({ acceptDownloads: true });
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(origin + path);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { page, requests };
}

async function runAndWait(page: Page) {
  await page.click('[data-sparql-run]');
  // done when the button is enabled again and a status, an error or results are shown
  await page.waitForFunction(
    () => {
      const button = document.querySelector<HTMLButtonElement>('[data-sparql-run]')!;
      const status = document.querySelector('[data-sparql-status]')!.textContent!;
      const error = !document.querySelector<HTMLElement>('[data-sparql-error]')!.hidden;
      return !button.disabled && (error || (status !== '' && !/…$/.test(status)));
    },
    undefined,
    { timeout: 60_000 },
  );
}

describe('the SPARQL page', () => {
  it('runs an example query in the browser and shows the expected number of rows', async () => {
    const { page, requests } = await open('/fr/docs/tools/sparql/yasgui');
    await page.waitForSelector('[data-sparql-app][data-mounted]:not([hidden])');
    expect(await page.isHidden('.sparql-nojs')).toBe(true);
    await page.selectOption('[data-sparql-examples]', 'french-labels');
    await runAndWait(page);
    expect(await page.isHidden('[data-sparql-error]')).toBe(true);
    expect(Number(await page.getAttribute('[data-sparql-app]', 'data-result-count'))).toBe(frenchLabels);
    expect(await page.$$eval('.sparql-table tbody tr', (rows) => rows.length)).toBe(frenchLabels);
    expect(await page.textContent('[data-sparql-status]')).toMatch(new RegExp(`^${frenchLabels} résultats en \\d+ ms$`));
    // French labels, marked as French
    expect(await page.$$eval('.sparql-table tbody td span[lang="fr"]', (s) => s.map((x) => x.textContent))).toContain('Triplet');
    expect(requests).toContain('/data/site-graph.ttl');
    await page.close();
  });

  it('shows a syntax error with its line and column, keeps the editor text and points at the error', async () => {
    const { page } = await open('/docs/tools/sparql/yasgui');
    await page.waitForSelector('[data-sparql-app][data-mounted]');
    const broken = 'SELECT ?term WHERE {\n  ?term ?p ?o\n  FILTER(?o = )\n}';
    await page.fill('[data-sparql-editor]', broken);
    await runAndWait(page);
    expect(await page.isVisible('[data-sparql-error]')).toBe(true);
    expect(await page.textContent('[data-sparql-error] strong')).toBe('Syntax error at line 3, column 15');
    expect(await page.textContent('.sparql-excerpt')).toBe('  FILTER(?o = )\n              ^');
    expect(await page.textContent('.sparql-error-detail')).toContain('Found “)”');
    expect(await page.inputValue('[data-sparql-editor]')).toBe(broken);
    const selection = await page.$eval('[data-sparql-editor]', (t) => {
      const area = t as HTMLTextAreaElement;
      return area.value.slice(area.selectionStart, area.selectionEnd);
    });
    expect(selection).toBe(')');
    // a fixed query clears the error
    await page.fill('[data-sparql-editor]', broken.replace('?o = )', '?o = ?o)'));
    await runAndWait(page);
    expect(await page.isHidden('[data-sparql-error]')).toBe(true);
    await page.close();
  });

  it('downloads the results as SPARQL CSV and JSON', async () => {
    const { page } = await open('/docs/tools/sparql/yasgui');
    await page.waitForSelector('[data-sparql-app][data-mounted]');
    expect(await page.isDisabled('[data-sparql-download="csv"]')).toBe(true);
    await page.selectOption('[data-sparql-examples]', 'french-labels');
    await runAndWait(page);
    const [csv] = await Promise.all([page.waitForEvent('download'), page.click('[data-sparql-download="csv"]')]);
    expect(csv.suggestedFilename()).toBe('query-results.csv');
    const lines = (await fs.readFile((await csv.path())!, 'utf8')).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('term,label');
    expect(lines).toHaveLength(frenchLabels + 1);
    const [json] = await Promise.all([page.waitForEvent('download'), page.click('[data-sparql-download="json"]')]);
    const results = JSON.parse(await fs.readFile((await json.path())!, 'utf8'));
    expect(results.head.vars).toEqual(['term', 'label']);
    expect(results.results.bindings).toHaveLength(frenchLabels);
    expect(results.results.bindings.every((b: { label: { 'xml:lang': string } }) => b.label['xml:lang'] === 'fr')).toBe(true);
    await page.close();
  });

  it('sends the query to an endpoint instead when asked, and says clearly when one cannot be reached', async () => {
    const { page, requests } = await open('/docs/tools/sparql/yasgui');
    await page.waitForSelector('[data-sparql-app][data-mounted]');
    expect(await page.isDisabled('[data-sparql-endpoint]')).toBe(true);
    await page.check('input[name="sparql-source"][value="remote"]');
    await page.fill('[data-sparql-endpoint]', `${origin}/sparql`);
    await page.selectOption('[data-sparql-examples]', 'french-labels');
    const answered = endpoint.queries();
    await runAndWait(page);
    expect(endpoint.queries()).toBe(answered + 1);
    expect(Number(await page.getAttribute('[data-sparql-app]', 'data-result-count'))).toBe(frenchLabels);
    // the engine and the graph were never needed
    expect(requests).not.toContain('/data/site-graph.ttl');
    // another origin is refused by the site's security policy: the page says so
    await page.fill('[data-sparql-endpoint]', endpoint.url);
    await runAndWait(page);
    expect(await page.textContent('[data-sparql-error]')).toContain('security policy does not allow connecting to that endpoint');
    await page.fill('[data-sparql-endpoint]', 'javascript:alert(1)');
    await runAndWait(page);
    expect(await page.textContent('[data-sparql-error]')).toContain('starting with http:// or https://');
    // a syntax error the endpoint reports is shown with its position too
    await page.fill('[data-sparql-endpoint]', `${origin}/sparql`);
    await page.fill('[data-sparql-editor]', 'SELECT * WHERE { ?s ?p }');
    await runAndWait(page);
    expect(await page.textContent('[data-sparql-error] strong')).toBe('Syntax error at line 1');
    expect(await page.textContent('.sparql-error-detail')).toContain('Parse error');
    expect(await page.inputValue('[data-sparql-editor]')).toBe('SELECT * WHERE { ?s ?p }');
    await page.close();
  });

  it('mounts after a client-side navigation to it', async () => {
    const { page } = await open('/docs/learn-lod/basics');
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/docs/tools/sparql/yasgui"]')!.click());
    await page.waitForSelector('[data-sparql-app][data-mounted]:not([hidden])');
    expect(new URL(page.url()).pathname).toBe('/docs/tools/sparql/yasgui');
    await page.close();
  });
});

const HEAVY_COUNT = 'SELECT (COUNT(*) AS ?n) WHERE { ?a ?p ?b . ?c ?q ?d . ?e ?r ?f }';
const CROSS_JOIN = 'SELECT * WHERE { ?a ?p ?b . ?c ?q ?d . ?e ?r ?f } LIMIT 10000';

/**
 * The tasks of the pages' main threads in a Chromium trace, busiest first (the five busiest): processor time
 * (the thread's own time, which neither CPU throttling's pauses nor other processes count in) and clock time, in ms.
 */
function mainThreadTasks(trace: Buffer): { cpu: number; wall: number }[] {
  type Event = { name: string; ph: string; pid: number; tid: number; dur?: number; tdur?: number; args?: { name?: string } };
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: Event[] }).traceEvents;
  const main = new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  return events
    .filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && e.tdur !== undefined && main.has(`${e.pid}:${e.tid}`))
    .map((e) => ({ cpu: Math.round(e.tdur! / 1000), wall: Math.round(e.dur! / 1000) }))
    .sort((a, b) => b.cpu - a.cpu)
    .slice(0, 5);
}

/** Runs a first small query so the graph is loaded, then types the given one. */
async function warmUp(page: Page, query: string) {
  await page.waitForSelector('[data-sparql-app][data-mounted]');
  await page.fill('[data-sparql-editor]', 'ASK { ?s ?p ?o }');
  await runAndWait(page);
  await page.fill('[data-sparql-editor]', query);
}

describe('the SPARQL page cannot freeze or run away', () => {
  it('Cancel stops a query that would never finish; the next query runs', async () => {
    const { page } = await open('/docs/tools/sparql/yasgui');
    await warmUp(page, HEAVY_COUNT);
    expect(await page.isDisabled('[data-sparql-cancel]')).toBe(true);
    await page.click('[data-sparql-run]');
    await page.waitForFunction(() => document.querySelector('[data-sparql-status]')!.textContent === 'Running the query…');
    await page.waitForTimeout(500);
    const t0 = Date.now();
    await page.click('[data-sparql-cancel]');
    // the query would never finish: a stop within seconds is the cancel's doing. The bound is loose on
    // purpose: the suite runs this beside the reflow crawl of every page, and a 1 s bound failed there once
    await page.waitForSelector('[data-sparql-app][data-stopped="cancel"]', { timeout: 5_000 });
    expect(Date.now() - t0).toBeLessThan(4_000);
    expect(await page.textContent('[data-sparql-status]')).toBe('Query cancelled; 0 rows had arrived.');
    expect(await page.isEnabled('[data-sparql-run]')).toBe(true);
    expect(await page.isDisabled('[data-sparql-cancel]')).toBe(true);
    // a new worker takes over: an ordinary query answers
    await page.selectOption('[data-sparql-examples]', 'french-labels');
    await runAndWait(page);
    expect(Number(await page.getAttribute('[data-sparql-app]', 'data-result-count'))).toBe(frenchLabels);
    await page.close();
  });

  it('a query is stopped at the time limit, said in the page’s language', async () => {
    const { page } = await open('/fr/docs/tools/sparql/yasgui');
    await warmUp(page, HEAVY_COUNT);
    expect(await page.inputValue('[data-sparql-time-limit]')).toBe('30');
    await page.fill('[data-sparql-time-limit]', '2');
    const t0 = Date.now();
    await page.click('[data-sparql-run]');
    await page.waitForSelector('[data-sparql-app][data-stopped="timeout"]', { timeout: 10_000 });
    const took = Date.now() - t0;
    expect(took).toBeGreaterThanOrEqual(1_900);
    expect(took).toBeLessThan(4_000);
    expect(await page.textContent('[data-sparql-status]')).toBe(
      'Arrêtée après 2\u00a0s (la durée maximale)\u202f; 0 lignes étaient arrivées. Augmentez la durée ou restreignez la requête.',
    );
    expect(await page.isEnabled('[data-sparql-run]')).toBe(true);
    await page.close();
  });

  // A timing test that holds on a loaded machine, without retries. Three measures while the query runs and
  // then while "Show more" draws: the delay of each click (what a person feels); the long tasks by the clock
  // (PerformanceObserver 'longtask', bounded only against a freeze); and, from a Chromium trace, the processor
  // time of every task on the page's main thread. Clock times count the moments another process held the
  // processor: with a load of 12 on two cores, a task with 7 ms of script took 210 ms by the clock, so a tight
  // bound on them would fail by chance, and slowing the page down (CPU throttling) only multiplies that noise.
  // Processor time does not count those moments, so its bound is the tight one: the page's drawing works in
  // slices of about 8 ms, and no task may use 80 ms. The old page drew rows a hundred per frame and "Show more"
  // in one piece: a task of 540 ms of processor time (1.7 s by the clock at 2x slowdown), and frames of 90 ms.
  it('stays responsive over the real site’s graph: clicks are handled within 200 ms while a heavy query runs', async () => {
    // the real site's graph, where the issue measured a 3.5 s freeze with this very query
    const real = await realSite();
    const realServer = createStaticServer({ root: real.outDir, port: 0, policy: sitePolicy() });
    await new Promise<void>((r) => realServer.listen(0, '127.0.0.1', r));
    const page = await browser.newPage();
    try {
      await page.goto(`http://127.0.0.1:${(realServer.address() as AddressInfo).port}/docs/tools/sparql/yasgui`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await warmUp(page, CROSS_JOIN);
      await browser.startTracing(page, { categories: ['toplevel'] });
      await page.evaluate(() => {
        const w = window as unknown as { longTasks: number[]; clickDelays: number[]; frames: string[] };
        w.longTasks = [];
        w.clickDelays = [];
        w.frames = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.longTasks.push(Math.round(e.duration));
        }).observe({ type: 'longtask' });
        // what the long frames held (scripts, then style, layout and paint), for a failure's message
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & {
            renderStart: number;
            scripts: { invoker: string; duration: number }[];
          })[]) {
            const scripts = e.scripts.map((s) => `${s.invoker} ${Math.round(s.duration)}`).join(' + ');
            const render = e.renderStart ? Math.round(e.startTime + e.duration - e.renderStart) : 0;
            w.frames.push(`${Math.round(e.duration)} ms [${scripts || 'no script'}; rendering ${render}]`);
          }
        }).observe({ type: 'long-animation-frame' });
        document.addEventListener('click', (e) => w.clickDelays.push(Math.round(performance.now() - e.timeStamp)), { capture: true });
      });
      const heading = await page.locator('#examples').boundingBox();
      /** A person clicks around the page (on the "Example queries" heading) until `done` holds. */
      const clickUntil = async (done: () => boolean) => {
        let clicks = 0;
        while (!(await page.evaluate(done)) && clicks < 300) {
          await page.mouse.click(heading!.x + 5, heading!.y + heading!.height / 2);
          clicks++;
          await page.waitForTimeout(40);
        }
        return clicks;
      };
      await page.click('[data-sparql-run]');
      const clicks = await clickUntil(() => document.querySelector('[data-sparql-app]')!.hasAttribute('data-result-count'));
      expect(clicks, 'clicks while the query ran').toBeGreaterThanOrEqual(3);
      expect(Number(await page.getAttribute('[data-sparql-app]', 'data-result-count'))).toBe(10_000);
      // "Show more" draws the next rows while the person goes on clicking
      await page.click('[data-sparql-more]');
      const more = await clickUntil(() => document.querySelectorAll('.sparql-table tbody tr').length === 1_000);
      await page.waitForFunction(() => document.querySelectorAll('.sparql-table tbody tr').length === 1_000);
      const { longTasks, clickDelays, frames } = await page.evaluate(() => {
        const w = window as unknown as { longTasks: number[]; clickDelays: number[]; frames: string[] };
        return { longTasks: w.longTasks, clickDelays: w.clickDelays, frames: w.frames };
      });
      const busiest = mainThreadTasks(await browser.stopTracing());
      // every click reached its handler (Run and Show more too)
      expect(clickDelays.length).toBe(clicks + more + 2);
      const figures =
        `click delays ${clickDelays.join(', ')}; long tasks ${longTasks.join(', ') || 'none'}; ` +
        `long frames ${frames.filter((f) => parseInt(f) >= 80).join(', ')}; ` +
        `processor time of the busiest tasks ${busiest.map((t) => `${t.cpu} (${t.wall} by the clock)`).join(', ')}`;
      console.log(`responsiveness: ${figures}`);
      expect(busiest.length, 'tasks traced on the main thread').toBeGreaterThan(0);
      // Nine clicks in ten within 200 ms by the clock; the slowest one is bounded loosely, as a long task is
      // below: in the project's CI one click waited 518 ms in a frame of 522 ms that held 6 ms of script and
      // 1 ms of rendering, while the busiest traced task used 17 ms of processor time: the machine was busy.
      const sorted = [...clickDelays].sort((a, b) => a - b);
      expect(sorted[Math.floor(0.9 * (sorted.length - 1))], figures).toBeLessThan(200);
      expect(Math.max(...clickDelays), figures).toBeLessThan(1_000);
      // A long task by the clock is bounded loosely: in the project's CI a frame took 248 ms by the clock (243 ms
      // of it "rendering") while the busiest traced task used 33 ms of processor time; the time was another
      // process's. The old page's freeze (3.5 s) would still fail here; the tight bound is on processor time.
      expect(Math.max(0, ...longTasks), figures).toBeLessThan(1_000);
      expect(busiest[0].cpu, figures).toBeLessThan(80);
    } finally {
      await page.close();
      realServer.close();
    }
  });

  it('draws a large result progressively, capped, with Show more; downloads hold every row', async () => {
    const { page } = await open('/docs/tools/sparql/yasgui');
    await warmUp(page, CROSS_JOIN);
    await runAndWait(page);
    expect(Number(await page.getAttribute('[data-sparql-app]', 'data-result-count'))).toBe(10_000);
    expect(await page.$$eval('.sparql-table tbody tr', (r) => r.length)).toBe(500);
    expect(await page.textContent('.sparql-note p')).toBe('Showing the first 500 of 10000 rows; the downloads hold them all.');
    await page.click('[data-sparql-more]');
    // drawn slice by slice like the first rows, up to the next cap
    await page.waitForFunction(() => document.querySelectorAll('.sparql-table tbody tr').length >= 1_000);
    await page.waitForTimeout(200);
    expect(await page.$$eval('.sparql-table tbody tr', (r) => r.length)).toBe(1_000);
    expect(await page.textContent('.sparql-note p')).toBe('Showing the first 1000 of 10000 rows; the downloads hold them all.');
    const [csv] = await Promise.all([page.waitForEvent('download'), page.click('[data-sparql-download="csv"]')]);
    expect((await fs.readFile((await csv.path())!, 'utf8')).split('\r\n').filter(Boolean)).toHaveLength(10_001);
    await page.close();
  });

  it('says a parser error entirely in French on the French page', async () => {
    const { page } = await open('/fr/docs/tools/sparql/yasgui');
    await page.waitForSelector('[data-sparql-app][data-mounted]');
    await page.fill('[data-sparql-editor]', 'SELECT * WHERE { ?s foo:bar ?o }');
    await runAndWait(page);
    const visible = await page.$eval('[data-sparql-error]', (box) =>
      [...box.querySelectorAll('strong, .sparql-error-detail, summary')].map((n) => n.textContent).join(' | '),
    );
    expect(visible).toBe(
      'Erreur de syntaxe | La requête emploie le préfixe «\u202ffoo:\u202f» sans le déclarer\u00a0: ajoutez une ligne PREFIX pour lui.',
    );
    await page.close();
  });

  it('may query the public endpoint (in the policy’s connect-src) and says when an endpoint refuses other websites', async () => {
    const policy = (await fetch(origin + '/docs/tools/sparql/yasgui')).headers.get('content-security-policy')!;
    expect(/connect-src ([^;]+)/.exec(policy)![1].trim()).toBe("'self' https://fuseki.lincsproject.ca");
    // an endpoint that answers but sends no CORS header, on an origin the policy allows
    const refusing = http.createServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'Content-Type': 'application/sparql-results+json' });
      res.end('{"head":{"vars":[]},"results":{"bindings":[]}}');
    });
    await new Promise<void>((r) => refusing.listen(0, '127.0.0.1', r));
    const refusingUrl = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}/sparql`;
    // the same site, served with the policy of a site configured with that endpoint too: its origin in connect-src
    const configured = createStaticServer({
      root: outDir,
      port: 0,
      policy: contentSecurityPolicy(['https://fuseki.lincsproject.ca/lincs/sparql', refusingUrl]),
    });
    await new Promise<void>((r) => configured.listen(0, '127.0.0.1', r));
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${(configured.address() as AddressInfo).port}/fr/docs/tools/sparql/yasgui`);
      await page.waitForSelector('[data-sparql-app][data-mounted]');
      expect(await page.inputValue('[data-sparql-endpoint]')).toBe('https://fuseki.lincsproject.ca/lincs/sparql');
      await page.check('input[name="sparql-source"][value="remote"]');
      await page.fill('[data-sparql-endpoint]', refusingUrl);
      await runAndWait(page);
      expect(await page.textContent('[data-sparql-error]')).toBe(
        'Le point d’accès a répondu, mais il n’accepte pas les requêtes envoyées depuis d’autres sites (CORS). Interrogez-le depuis sa propre page ou avec un client SPARQL.',
      );
      await page.close();
    } finally {
      await new Promise((r) => configured.close(r));
      await new Promise((r) => refusing.close(r));
    }
  });
});

describe('other pages', () => {
  it('load neither the query engine nor the graph', async () => {
    const marker = 'urn:comunica:default';
    const scriptsOf = async (requests: string[]) => {
      const js = requests.filter((r) => r.endsWith('.js'));
      return Promise.all(js.map(async (p) => ({ p, code: await (await fetch(origin + p)).text() })));
    };
    const sparql = await open('/docs/tools/sparql/yasgui');
    await sparql.page.waitForSelector('[data-sparql-app][data-mounted]');
    await runAndWait(sparql.page);
    // the marker is in what the SPARQL page loads, so its absence elsewhere means something
    expect((await scriptsOf(sparql.requests)).some((s) => s.code.includes(marker))).toBe(true);
    await sparql.page.close();
    for (const path of ['/docs/learn-lod/basics', '/fr/docs/terms/triple', '/']) {
      const { page, requests } = await open(path);
      await page.waitForLoadState('networkidle');
      expect(requests, path).not.toContain('/data/site-graph.ttl');
      const loaded = await scriptsOf(requests);
      expect(
        loaded.filter((s) => s.code.includes(marker)).map((s) => s.p),
        path,
      ).toEqual([]);
      await page.close();
    }
  });
});
