// `npm run dev` on the fixture site: a Markdown edit rebuilds without
// re-running the SPARQL queries and reloads the page; a Turtle error is shown
// as an overlay message naming file, line and column while the last good build
// stays served.
import fs from 'node:fs/promises';
import path from 'node:path';
import net from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { CLI_ENV, cliArgs, fixtureSite } from '../helpers.ts';

let child: ChildProcess;
let output = '';
let origin: string;
let dir: string;
const events: { event: string; data: string; at: number }[] = [];
const stopListening = new AbortController();

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function until<T>(f: () => T | undefined, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = f();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out; dev output:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  const site = await fixtureSite();
  dir = site.dir;
  // a draft, and a production output that dev must leave alone
  await fs.writeFile(
    path.join(dir, 'content/docs/learn-lod/draft-notes.md'),
    '---\ntitle: Draft notes\ndescription: Not published yet.\ndraft: true\n---\n\nThese notes are a draft.\n',
  );
  await fs.mkdir(path.join(dir, 'out'), { recursive: true });
  await fs.writeFile(path.join(dir, 'out/index.html'), 'the production build');
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, cliArgs('dev', '--port', String(port)), {
    cwd: dir,
    env: CLI_ENV,
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  // the first build runs before the server listens: ~20 s on a busy machine
  await until(() => output.includes('Dev server at'), 120_000);
  // listen to the live-reload channel as the page script does
  const res = await fetch(`${origin}/__dev/events`, { signal: stopListening.signal });
  const reader = res.body!.getReader();
  // the stream ends with an error when the dev server is stopped after the tests: that is expected
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += new TextDecoder().decode(value);
      let i;
      while ((i = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = [...block.matchAll(/^data: (.*)$/gm)].map((m) => m[1]).join('\n');
        if (event) events.push({ event, data, at: Date.now() });
      }
    }
  })().catch(() => undefined);
}, 150_000);

afterAll(() => {
  stopListening.abort();
  child?.kill();
});

describe('npm run dev', () => {
  it('shows drafts, and never writes them into out/ (the folder serve and deploys publish)', async () => {
    const res = await fetch(`${origin}/docs/learn-lod/draft-notes`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('These notes are a draft.');
    expect(await fs.readdir(path.join(dir, 'out'))).toEqual(['index.html']);
    expect(await fs.readFile(path.join(dir, 'out/index.html'), 'utf8')).toBe('the production build');
  });

  it('serves pages with the live-reload script', async () => {
    const html = await (await fetch(`${origin}/docs/learn-lod/basics`)).text();
    expect(html).toContain('<script src="/__dev/client.js"></script>');
  });

  it('rebuilds a Markdown edit without re-running SPARQL queries and reloads', async () => {
    const before = events.length;
    const logStart = output.length;
    const saved = Date.now();
    await fs.appendFile(path.join(dir, 'content/docs/learn-lod/second.md'), '\nA sentence added while the dev server runs.\n');
    const reload = await until(() => events.slice(before).find((e) => e.event === 'update'));
    console.log(`save to reload: ${reload.at - saved} ms`);
    const html = await (await fetch(`${origin}/docs/learn-lod/second`)).text();
    expect(html).toContain('A sentence added while the dev server runs.');
    // the query stage reused the cached records
    const log = output.slice(logStart);
    expect(log).toMatch(/queries reused/);
  });

  it('shows a Turtle error with file, line and column and keeps the last good build', async () => {
    const before = events.length;
    await fs.writeFile(path.join(dir, 'data/broken.ttl'), '@prefix ex: <http://example.org/> .\nex:a ex:b "open\n');
    const report = await until(() => events.slice(before).find((e) => e.event === 'problems' && e.data.includes('error')));
    expect(report.data).toMatch(/data\/broken\.ttl:2:\d+: Turtle syntax error/);
    const html = await (await fetch(`${origin}/docs/learn-lod/second`)).text();
    expect(html).toContain('A sentence added while the dev server runs.');
    // fixing the file reloads again
    const again = events.length;
    await fs.rm(path.join(dir, 'data/broken.ttl'));
    await until(() => events.slice(again).find((e) => e.event === 'update'));
  });

  it('shows drafts with a banner', async () => {
    await fs.writeFile(
      path.join(dir, 'content/docs/learn-lod/draft-page.md'),
      '---\ntitle: Draft page\ndescription: Not ready.\ndraft: true\n---\nWork in progress on a real topic.\n',
    );
    const before = events.length;
    await until(() => events.slice(before).find((e) => e.event === 'update'));
    const html = await (await fetch(`${origin}/docs/learn-lod/draft-page`)).text();
    expect(html).toContain('banner-draft');
  });

  it('keeps seeing a file replaced by rename (an atomic save), and edited in place after, three times in a row', async () => {
    const file = path.join(dir, 'content/docs/learn-lod/second.md');
    const saved = async (change: () => Promise<void>, expected: string) => {
      const before = events.length;
      await change();
      await until(() => events.slice(before).find((e) => e.event === 'update'));
      const html = await (await fetch(`${origin}/docs/learn-lod/second`)).text();
      expect(html).toContain(expected);
    };
    for (let i = 1; i <= 3; i++) {
      // as editors and git do: write a new file beside it, then rename it over the old one
      await saved(async () => {
        const text = (await fs.readFile(file, 'utf8')).replace(/\n(Atomic save|Edit in place) \d+\.\n/g, '') + `\nAtomic save ${i}.\n`;
        const temp = path.join(dir, `content/docs/learn-lod/.second.md.${i}.tmp`);
        await fs.writeFile(temp, text);
        await fs.rename(temp, file);
      }, `Atomic save ${i}.`);
      // then a plain write to the file that replaced the old one
      await saved(() => fs.appendFile(file, `\nEdit in place ${i}.\n`), `Edit in place ${i}.`);
    }
  });

  it('answers every request during rebuilds (the output swap) with the old or the new page, never an error', async () => {
    const statuses: number[] = [];
    let stop = false;
    const pages = ['/docs/learn-lod/second', '/docs/learn-lod/basics', '/fr/docs/learn-lod/basics', '/', '/docs/terms/triple', '/fr/'];
    // sixteen clients asking again as soon as they are answered
    const clients = Array.from({ length: 16 }, async (_, k) => {
      while (!stop) {
        const res = await fetch(origin + pages[k % pages.length]);
        await res.arrayBuffer();
        statuses.push(res.status);
      }
    });
    for (let i = 0; i < 3; i++) {
      const before = events.length;
      await fs.appendFile(path.join(dir, 'content/docs/learn-lod/basics.md'), `\nA sentence added under load, ${i}.\n`);
      await until(() => events.slice(before).find((e) => e.event === 'update'));
    }
    await new Promise((r) => setTimeout(r, 200));
    stop = true;
    await Promise.all(clients);
    expect(statuses.length).toBeGreaterThan(50);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  it('never redirects off-site (/%2fevil.example/x.html)', async () => {
    const res = await fetch(`${origin}/%2fevil.example/x.html`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/evil.example/x');
  });

  it('answers 405 with Allow: GET, HEAD to other methods', async () => {
    const res = await fetch(`${origin}/docs/learn-lod/second`, { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});
