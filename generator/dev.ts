// `npm run dev`: build with drafts, serve, rebuild on change and reload the
// open pages. Edits to content/ or data/ rebuild in this process, reusing the
// validated graph and the query results when no Turtle file changed; edits to
// src/ (components, styles, client) rebuild in a fresh process so the new code
// is used. A failed rebuild keeps the last good build served and shows the
// error, with file, line and column, as an overlay in the page.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { PROJECT_ROOT } from './root.ts';
import type http from 'node:http';
import type { SiteConfig } from './config.ts';
import { build, type BuildCache } from './build.ts';
import { formatReport, formatProblems } from './report.ts';
import { createStaticServer } from './serve.ts';
import { watchTree } from './watch-tree.ts';
import { UserError, ValidationFailed, formatUserError } from './errors.ts';

// the launcher recompiles the generator when a source file changed
const RUN = path.join(PROJECT_ROOT, 'generator/run.mjs');

const CLIENT = `(() => {
  const es = new EventSource('/__dev/events');
  let overlay;
  const show = (text) => {
    if (!overlay) {
      overlay = document.createElement('div');
      overlay.id = 'dev-error-overlay';
      overlay.setAttribute('role', 'alert');
      overlay.style.cssText = 'position:fixed;inset:auto 1rem 1rem 1rem;z-index:9999;max-height:50vh;overflow:auto;background:#2b0b0b;color:#ffd7d7;border:2px solid #ff6b6b;border-radius:6px;padding:1rem;font:14px/1.5 ui-monospace,monospace;white-space:pre-wrap';
      document.body.append(overlay);
    }
    overlay.textContent = 'Build failed; showing the last good build.\\n\\n' + text;
  };
  es.addEventListener('reload', () => location.reload());
  es.addEventListener('error-report', (e) => show(e.data));
})();
`;

export async function dev(config: SiteConfig, port: number): Promise<void> {
  const cache: BuildCache = {};
  const clients = new Set<http.ServerResponse>();
  let lastError: string | undefined;
  const send = (event: string, data: string) => {
    for (const c of clients) c.write(`event: ${event}\ndata: ${data.split('\n').join('\ndata: ')}\n\n`);
  };
  const failed = (e: unknown): string => {
    if (e instanceof UserError) return formatUserError(e);
    if (e instanceof ValidationFailed) return formatProblems(e.problems.filter((p) => p.severity === 'error'));
    return e instanceof Error ? (e.stack ?? e.message) : String(e);
  };

  const inProcess = async () => {
    const started = performance.now();
    try {
      const { report } = await build(config, cache);
      console.log(formatReport(report));
      return undefined;
    } catch (e) {
      return failed(e);
    } finally {
      console.log(`rebuilt in ${Math.round(performance.now() - started)} ms`);
    }
  };
  // new component or client code needs a new process: modules, once loaded, stay as they were
  const freshProcess = () =>
    new Promise<string | undefined>((resolve) => {
      const child = spawn(process.execPath, [RUN, 'build', '--drafts', '--out', config.outDir, '--data', config.dataDir, '--content', config.contentDir], { cwd: config.rootDir, stdio: ['ignore', 'inherit', 'pipe'], env: process.env });
      let err = '';
      child.stderr.on('data', (d) => (err += d));
      child.on('close', (code) => resolve(code === 0 ? undefined : err.trim()));
    });

  const run = async (kind: 'content' | 'code') => {
    lastError = kind === 'code' ? await freshProcess() : await inProcess();
    if (lastError) {
      console.error(lastError);
      send('error-report', lastError);
    } else send('reload', String(Date.now()));
  };

  await run('content');
  const server = createStaticServer({
    root: config.outDir,
    port,
    transformHtml: (html) => html.replace('</body>', '<script src="/__dev/client.js"></script></body>'),
    intercept: (req, res) => {
      if (req.url === '/__dev/client.js') {
        res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(CLIENT);
        return true;
      }
      if (req.url === '/__dev/events') {
        res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
        res.write(': connected\n\n');
        clients.add(res);
        if (lastError) res.write(`event: error-report\ndata: ${lastError.split('\n').join('\ndata: ')}\n\n`);
        req.on('close', () => clients.delete(res));
        return true;
      }
      return false;
    },
  });
  server.listen(port, '127.0.0.1', () => console.log(`Dev server at http://127.0.0.1:${port}/ (drafts shown; pages reload on save)`));

  let timer: NodeJS.Timeout | undefined;
  let pending: 'content' | 'code' | undefined;
  let running = false;
  const schedule = (kind: 'content' | 'code') => {
    pending = pending === 'code' || kind === 'code' ? 'code' : 'content';
    clearTimeout(timer);
    timer = setTimeout(async () => {
      if (running) return schedule(pending!);
      running = true;
      const next = pending!;
      pending = undefined;
      await run(next);
      running = false;
    }, 80);
  };
  // folder by folder, so atomic saves (a file replaced by rename) keep being seen: see watch-tree.ts
  const watch = (dir: string, kind: 'content' | 'code') => {
    if (fs.existsSync(dir)) watchTree(dir, () => schedule(kind));
  };
  watch(config.dataDir, 'content');
  watch(config.contentDir, 'content');
  watch(config.staticDir, 'content');
  watch(path.join(config.rootDir, 'src'), 'code');
}
