// `npm run bench -- --dev-loop [--runs 10] [--no-hugo] [--json FILE]`: the
// editing loop, measured as an editor lives it. `npm run dev` serves a copy of
// the real site; Chromium shows the page an edit concerns; the time is from
// the file's save to the new text being on screen (polled every animation
// frame in the page), median of `runs` for each kind of edit: a Markdown body,
// a front-matter title, a Turtle label (a glossary term's page), a new page
// (its link appearing in the sidebar). In the same run, `hugo server` serves
// a Markdown site of the same size (the bench corpus at scale 1, converted by
// shared/bench/anchor-hugo) and gets the same edits; for the Turtle label,
// Hugo edits the term page's title, which is where its converter puts it.
// A benchmark, not a test: it asserts nothing, and prints the table.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { writeCorpus } from './corpus.ts';
import { defaultHugoDir, hugoInstalled, makeHugoSite } from './hugo.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const KINDS = ['Markdown body', 'front-matter title', 'Turtle label', 'new page'] as const;
type Kind = (typeof KINDS)[number];

/** One kind of edit on one site: the page to look at, and the n-th edit with the text that proves it landed. */
interface EditKind {
  url: string;
  apply: (n: number) => { write: () => void; visible: string };
}

interface Server {
  origin: string;
  /** resolves once the server has no work under way (ours: /__dev/idle) */
  idle?: () => Promise<unknown>;
  edits: Record<Kind, EditKind>;
  stop: () => void;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

function startProcess(
  command: string,
  args: string[],
  cwd: string,
  ready: RegExp,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${command} did not start:\n${output.slice(-2000)}`)), 300_000);
    const seen = (d: Buffer) => {
      output += d;
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.on('exit', () => reject(new Error(`${command} stopped:\n${output.slice(-2000)}`)));
  });
}

const appendLine = (file: string, line: string) => fs.appendFileSync(file, `\n${line}\n`);
const replaceIn = (file: string, from: RegExp, to: string) => fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(from, to));

/** A copy of the real site under `npm run dev`, and where each kind of edit happens in it. */
async function ourServer(work: string): Promise<Server> {
  const dir = path.join(work, 'site');
  for (const d of ['data', 'content', 'static']) fs.cpSync(path.join(ROOT, d), path.join(dir, d), { recursive: true });
  const port = await freePort();
  const args = [path.join(ROOT, 'generator/run.mjs'), 'dev', '--port', String(port)];
  const child = await startProcess(process.execPath, args, dir, /Dev server at/, { ...process.env, NODE_ENV: 'production' });
  const doc = path.join(dir, 'content/docs/learn-lod/sparql-cookbook.md');
  const glossary = path.join(dir, 'data/glossary-a.ttl');
  const term = /term:([a-z0-9-]+) a skos:Concept/.exec(fs.readFileSync(glossary, 'utf8'))![1];
  // the term's first label, its English one
  const label = new RegExp(`(term:${term} a skos:Concept[^]*?skos:prefLabel ")[^"]*(")`);
  const edits: Record<Kind, EditKind> = {
    'Markdown body': {
      url: '/docs/learn-lod/sparql-cookbook',
      apply: (n) => ({ visible: `Body marker ${n}.`, write: () => fs.appendFileSync(doc, `\nBody marker ${n}.\n`) }),
    },
    'front-matter title': {
      url: '/docs/learn-lod/sparql-cookbook',
      apply: (n) => ({ visible: `Cookbook ${n}`, write: () => replaceIn(doc, /^title: .*$/m, `title: SPARQL Cookbook ${n}`) }),
    },
    'Turtle label': {
      url: `/docs/terms/${term}`,
      apply: (n) => ({ visible: `Label ${n}`, write: () => replaceIn(glossary, label, `$1Label ${n}$2`) }),
    },
    'new page': {
      url: '/docs/learn-lod/sparql-cookbook',
      apply: (n) => ({
        visible: `New bench page ${n}`,
        write: () =>
          fs.writeFileSync(
            path.join(dir, `content/docs/learn-lod/bench-new-${n}.md`),
            `---\ntitle: New bench page ${n}\ndescription: A page the bench adds.\n---\n\nA new page.\n`,
          ),
      }),
    },
  };
  const origin = `http://127.0.0.1:${port}`;
  return { origin, edits, idle: () => fetch(`${origin}/__dev/idle`).then((r) => r.text()), stop: () => child.kill() };
}

/** `hugo server` on the bench corpus at scale 1 converted to Hugo, with the same kinds of edit. */
async function hugoServer(work: string): Promise<Server> {
  const corpus = path.join(work, 'corpus');
  const site = path.join(work, 'hugo');
  await writeCorpus(corpus, { scale: 1 }, ROOT);
  const made = makeHugoSite(defaultHugoDir(ROOT), corpus, site, ROOT);
  if (!made.ok) throw new Error(made.message);
  const port = await freePort();
  const args = ['server', '--bind', '127.0.0.1', '--port', String(port), '--quiet'];
  const child = await startProcess('hugo', args, site, /Web Server is available|Press Ctrl\+C/, {
    ...process.env,
    HUGO_CACHEDIR: path.join(work, 'hugo-cache'),
  });
  const section = path.join(site, 'content/docs/learn-lod');
  const pick = (dir: string) =>
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.md') && !f.endsWith('.fr.md') && !f.startsWith('_') && !/glossary|lexicon/.test(f))
      .sort()[0];
  const doc = path.join(section, pick(section));
  const slugOf = (f: string) => path.basename(f, '.md');
  const termFile = path.join(site, 'content/docs/terms', pick(path.join(site, 'content/docs/terms')));
  const docUrl = `/docs/learn-lod/${slugOf(doc)}/`;
  const termUrl = `/docs/terms/${slugOf(termFile)}/`;
  const setTitle = (file: string, title: string) => replaceIn(file, /^\{"title":"[^"]*"/, `{"title":${JSON.stringify(title)}`);
  const edits: Record<Kind, EditKind> = {
    'Markdown body': { url: docUrl, apply: (n) => ({ visible: `Body marker ${n}.`, write: () => appendLine(doc, `Body marker ${n}.`) }) },
    'front-matter title': { url: docUrl, apply: (n) => ({ visible: `Title ${n}`, write: () => setTitle(doc, `Page Title ${n}`) }) },
    'Turtle label': { url: termUrl, apply: (n) => ({ visible: `Label ${n}`, write: () => setTitle(termFile, `Label ${n}`) }) },
    'new page': {
      url: docUrl,
      apply: (n) => ({
        visible: `New bench page ${n}`,
        write: () =>
          fs.writeFileSync(
            path.join(section, `bench-new-${n}.md`),
            `${JSON.stringify({ title: `New bench page ${n}`, weight: 99, sidebar_index: 99 })}\n\nA new page.\n`,
          ),
      }),
    },
  };
  return { origin: `http://127.0.0.1:${port}`, edits, stop: () => child.kill() };
}

/** Save → visible, in milliseconds, for `runs` edits of one kind. */
async function measure(page: Page, server: Server, kind: Kind, runs: number, offset: number): Promise<number[]> {
  const edit = server.edits[kind];
  await page.goto(server.origin + edit.url, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const { write, visible } = edit.apply(offset + i);
    const saved = performance.now();
    write();
    await page.waitForFunction((text) => document.body?.textContent?.includes(text), visible, { polling: 'raf', timeout: 120_000 });
    times.push(performance.now() - saved);
    // let a trailing reload, rebuild or validation finish before the next save
    await page.waitForTimeout(700);
    await server.idle?.();
  }
  return times;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export async function runDevLoopBench(argv: string[]): Promise<void> {
  const value = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const runs = Math.max(1, Number(value('--runs') ?? 10));
  const withHugo = !argv.includes('--no-hugo') && hugoInstalled();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lod-dev-loop-'));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const servers: Server[] = [];
  const results: Record<string, Record<Kind, number[]>> = {};
  try {
    servers.push(await ourServer(work));
    if (withHugo) servers.push(await hugoServer(work));
    const names = ['ours', 'hugo'];
    const page = await browser.newPage();
    for (const [k, kind] of KINDS.entries()) {
      // the two servers take turns, kind by kind, so both see the same load
      for (const [s, server] of servers.entries()) {
        (results[names[s]] ??= {} as Record<Kind, number[]>)[kind] = await measure(page, server, kind, runs, k * 100);
      }
    }
  } finally {
    await browser.close();
    for (const s of servers) s.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
  printTable(results, runs);
  const json = value('--json');
  if (json) fs.writeFileSync(json, JSON.stringify(results, null, 2));
}

function printTable(results: Record<string, Record<Kind, number[]>>, runs: number): void {
  console.log(`\nDev loop: save → new text on screen in Chromium, median of ${runs} (ms; min–max)`);
  console.log(['edit', 'ours', 'hugo server', 'ours / hugo', 'target'].join(' | '));
  const targets: Record<Kind, string> = {
    'Markdown body': '≤ 300 ms, ≤ 2× Hugo',
    'front-matter title': '≤ 2× Hugo',
    'Turtle label': '≤ 1 s, ≤ 2× Hugo',
    'new page': '≤ 2× Hugo',
  };
  for (const kind of KINDS) {
    const range = (xs: number[]) => `${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))}`;
    const cell = (xs?: number[]) => (xs ? `${Math.round(median(xs))} (${range(xs)})` : '–');
    const ours = results.ours?.[kind];
    const hugo = results.hugo?.[kind];
    const ratio = ours && hugo ? (median(ours) / median(hugo)).toFixed(2) : '–';
    console.log([kind, cell(ours), cell(hugo), ratio, targets[kind]].join(' | '));
  }
}
