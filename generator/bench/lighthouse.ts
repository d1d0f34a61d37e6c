// `npm run bench -- --lighthouse`: Lighthouse (mobile defaults) on the real
// site as `npm run serve` serves it, on one page of each kind — home, the
// longest doc page without an island, the glossary, a term page, the blog
// list, the longest post, the tools catalogue and the search page with a
// query — in English and French (sixteen pages). Prints each page's
// four category scores and its FCP, LCP, TBT, CLS and Speed Index; with
// `--runs N` the median run of each page. A benchmark, not a test: it asserts
// nothing. Chromium comes from CHROME_PATH (default /usr/bin/chromium).
//
//   npm run bench -- --lighthouse [--out DIR] [--port 4399] [--runs 1] [--json FILE] [--pages /a,/fr/b]
// (`--pages`: only these addresses, instead of the sixteen)
import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface LighthouseRow {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
}

/**
 * The longest English page of a build under `section` whose HTML holds `marker` and no island (the glossary
 * and the catalogues are measured as pages of their own), so "a long doc page" is chosen, not guessed.
 */
function longestPage(outDir: string, section: string, marker: string, fallback: string): string {
  let best = { path: fallback, size: 0 };
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name === 'index.html') {
        const html = fs.readFileSync(p, 'utf8');
        if (!html.includes(marker) || html.includes('data-island=') || html.includes('http-equiv="refresh"')) continue;
        if (html.length > best.size) best = { path: '/' + path.relative(outDir, dir), size: html.length };
      }
    }
  };
  walk(path.join(outDir, section));
  return best.path;
}

/** One page of each kind, in English then French: home, doc, glossary, term, blog list, post, tools catalogue, search. */
export function benchPages(outDir: string): string[] {
  const doc = longestPage(outDir, 'docs', 'class="doc-article"', '/docs/create-lod/workflow-overview');
  const post = longestPage(outDir, 'blog', 'class="blog-post"', '/blog/a-year-of-microgrants');
  const kinds = [doc, '/docs/learn-lod/glossary', '/docs/terms/triple', '/blog', post, '/docs/tools'];
  return [
    ['/', ...kinds, '/search?q=ontology'],
    ['/fr/', ...kinds.map((k) => `/fr${k}`), '/fr/search?q=ontologie'],
  ].flat();
}

/** Starts `npm run serve` on the build and resolves once it listens. */
function startServer(outDir: string, port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'serve', '--', '--out', outDir], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const onData = (d: Buffer) => {
      output += d.toString();
      if (output.includes('Serving ')) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`npm run serve exited (${code}):\n${output}`)));
  });
}

function stopServer(child: ChildProcess) {
  // the npm process and the node server under it, which this script started
  if (child.pid) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}

async function audit(url: string, chromePath: string): Promise<Omit<LighthouseRow, 'page'>> {
  const { launch } = await import('chrome-launcher');
  const lighthouse = (await import('lighthouse')).default;
  const chrome = await launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result!.lhr;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(value('first-contentful-paint')),
      lcpMs: Math.round(value('largest-contentful-paint')),
      tbtMs: Math.round(value('total-blocking-time')),
      cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
      speedIndexMs: Math.round(value('speed-index')),
    };
  } finally {
    await chrome.kill();
  }
}

export function formatRows(rows: LighthouseRow[]): string {
  const head = ['page', 'perf', 'a11y', 'best', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms'];
  const lines = rows.map((r) =>
    [r.page, r.performance, r.accessibility, r.bestPractices, r.seo, r.fcpMs, r.lcpMs, r.tbtMs, r.cls.toFixed(3), r.speedIndexMs].map(
      String,
    ),
  );
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [fmt(head), ...lines.map(fmt)].join('\n');
}

export async function runLighthouseBench(argv: string[]): Promise<void> {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const outDir = path.resolve(value('--out') ?? path.join(ROOT, 'out'));
  const port = Number(value('--port') ?? 4399);
  const runs = Math.max(1, Number(value('--runs') ?? 1));
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(path.join(outDir, 'index.html'))) {
    console.error(`No built site in ${outDir}: run \`npm run build -- --out ${outDir}\` first, or pass --out DIR.`);
    process.exitCode = 1;
    return;
  }
  const server = await startServer(outDir, port);
  const rows: LighthouseRow[] = [];
  try {
    const only = value('--pages');
    for (const page of only ? only.split(',') : benchPages(outDir)) {
      const results: Omit<LighthouseRow, 'page'>[] = [];
      for (let i = 0; i < runs; i++) results.push(await audit(`http://127.0.0.1:${port}${page}`, chromePath));
      // the median run by performance score
      results.sort((a, b) => a.performance - b.performance);
      const row = { page, ...results[Math.floor(results.length / 2)] };
      rows.push(row);
      console.log(formatRows([row]).split('\n')[1]);
    }
  } finally {
    stopServer(server);
  }
  console.log('\n' + formatRows(rows));
  const json = value('--json');
  if (json) fs.writeFileSync(json, JSON.stringify(rows, null, 2));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) void runLighthouseBench(process.argv.slice(2));
