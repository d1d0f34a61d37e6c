// The dev server: the site in memory (site.ts), served on 127.0.0.1 with the
// static server's rules, rebuilt when a file of data/, content/ or static/ is
// saved, and a live channel (server-sent events) telling the open pages what
// changed (src/client/dev/live.ts decides: swap the page area, swap the
// stylesheet, or load again). Nothing is written to disk: not out/, not any
// folder. A failed rebuild keeps the last good site served and sends its
// problems, with file:line:column, to the pages' overlay.
import { listenFailure } from '../port.ts';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type http from 'node:http';
import * as esbuild from 'esbuild';
import { PROJECT_ROOT } from '../root.ts';
import type { SiteConfig } from '../config.ts';
import { createStaticServer } from '../serve.ts';
import { contentSecurityPolicy } from '../content-security-policy.ts';
import { watchTree } from '../watch-tree.ts';
import type { Problem } from '../errors.ts';
import { DevSite, type RebuildSummary } from './site.ts';
import { changeCoalescer, type ChangeKind } from './changes.ts';
import { problemsOf, shownProblems, type ProblemReport } from './problems.ts';

const BOOT = crypto.randomUUID();

/**
 * What a request answers before any build succeeded (a site started with a
 * mistake): a page that loads the live script, so the overlay lists the
 * problems at once and the page loads itself once they are fixed.
 */
function withLiveScript(html: string): string {
  const script = '<script src="/__dev/client.js"></script>';
  if (html.includes('</body>')) return html.replace('</body>', `${script}</body>`);
  return `<!doctype html><html><head><meta charset="utf-8"><title>npm run dev</title></head><body>${script}</body></html>`;
}

/** The page script, bundled from its TypeScript source once per process. */
async function liveClient(): Promise<string> {
  const out = await esbuild.build({
    entryPoints: [path.join(PROJECT_ROOT, 'src/client/dev/live.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    logLevel: 'silent',
  });
  return out.outputFiles[0].text;
}

function summaryLine(s: RebuildSummary): string {
  const stages = s.stages.map((x) => `${x.stage} ${x.ms} ms`).join(', ');
  return (
    `rebuilt in ${s.ms} ms: ${s.rendered} pages rendered, ${s.changedPages.length} changed, ${s.markdownRendered} Markdown renders, ` +
    `queries ${s.queried ? `run: ${s.queries.join(', ') || 'none'}` : 'reused'} (${stages})`
  );
}

/** The file for a site path: a page or another made file, a static file, or an output made on demand. */
function reader(site: DevSite) {
  return async (pathname: string): Promise<{ file: string; body: Buffer } | undefined> => {
    const candidates = pathname.endsWith('/') ? [pathname + 'index.html'] : [pathname, pathname + '/index.html'];
    for (const c of candidates) {
      const made = site.files.get(c);
      if (made !== undefined) return { file: c, body: Buffer.from(made) };
      const copied = site.staticFiles.get(c);
      if (copied) return { file: c, body: await fs.promises.readFile(copied.source) };
    }
    for (const c of candidates) {
      const out = await site.output(c);
      if (out !== undefined) return { file: c, body: Buffer.from(out) };
    }
    return undefined;
  };
}

export async function serveDev(config: SiteConfig, port: number): Promise<void> {
  const site = new DevSite(config);
  const client = await liveClient();
  const clients = new Set<http.ServerResponse>();
  let report: ProblemReport = { problems: [], served: false };
  const message = (event: string, data: string) => `event: ${event}\ndata: ${data.split('\n').join('\ndata: ')}\n\n`;
  const send = (event: string, data: string) => {
    for (const c of clients) c.write(message(event, data));
  };
  // what a benchmark waits for between two saves: no rebuild or validation under way
  let busy: Promise<void> = Promise.resolve();
  const run = (kinds: Set<ChangeKind>) => (busy = rebuild(kinds));
  const rebuild = async (kinds: Set<ChangeKind>) => {
    let problems: Problem[] = [];
    try {
      if (kinds.has('static')) site.staticChanged();
      if (kinds.has('bundle')) await site.rebundle();
      const summary = await site.rebuild();
      console.log(summaryLine(summary));
      const pages = summary.changedPages.map((p) => p.replace(/index\.html$/, '').replace(/\.html$/, ''));
      send('update', JSON.stringify({ pages, css: summary.css, scripts: summary.scripts || kinds.has('static') }));
    } catch (e) {
      problems = problemsOf(e);
    }
    // the SHACL of a changed graph, after its pages are served: check's list has its problems too
    const validating = performance.now();
    const graphProblems = await site.validate().catch(problemsOf);
    if (graphProblems) console.log(`graph validated in ${Math.round(performance.now() - validating)} ms`);
    report = { problems: shownProblems([...problems, ...(graphProblems ?? [])]), served: site.files.size > 0 };
    for (const p of report.problems) console.error(p.frame ? `${p.text}\n${p.frame}` : p.text);
    send('problems', JSON.stringify(report));
  };
  await run(new Set());
  const server = createStaticServer({
    root: config.outDir,
    port,
    policy: contentSecurityPolicy(config.publicEndpoints),
    read: reader(site),
    transformHtml: withLiveScript,
    intercept: (req, res) => {
      if (req.url === '/__dev/client.js') {
        res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(client);
        return true;
      }
      if (req.url === '/__dev/idle') {
        void busy.then(() => {
          res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
          res.end('idle\n');
        });
        return true;
      }
      if (req.url !== '/__dev/events') return false;
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      res.write(message('hello', BOOT));
      clients.add(res);
      if (report.problems.length) res.write(message('problems', JSON.stringify(report)));
      req.on('close', () => clients.delete(res));
      return true;
    },
  });
  const started = `Dev server at http://127.0.0.1:${port}/ (drafts shown; served from memory; pages update on save)`;
  server.on('error', (e) => listenFailure(e, port));
  server.listen(port, '127.0.0.1', () => console.log(started));
  const schedule = changeCoalescer(run);
  // folder by folder, so atomic saves (a file replaced by rename) keep being seen: see watch-tree.ts
  const watch = (dir: string, kind: ChangeKind) => fs.existsSync(dir) && watchTree(dir, () => schedule(kind));
  watch(config.dataDir, 'content');
  watch(config.contentDir, 'content');
  watch(config.staticDir, 'static');
  watch(path.join(PROJECT_ROOT, 'src/client'), 'bundle');
  watch(path.join(PROJECT_ROOT, 'src/styles'), 'bundle');
}
