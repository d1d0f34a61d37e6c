// The bad-input table, round three (issue 39): hostile input that ran code,
// crashed `build` after `check` had passed, shipped wrong output without a
// word, or met a failing machine. Same rows and runner as cases.ts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import fsSync from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { PREFIXES, page, term, type BuildRow, type RowSite } from './run.ts';

const DOC = 'content/docs/learn-lod';
const redirects = (list: { from: string; to: string }[]) => (s: RowSite) =>
  s.write('content/redirects.json', JSON.stringify({ redirects: list }));
const post =
  (name: string, extra: string, title = 'Post') =>
  (s: RowSite) =>
    s.write(`content/blog/${name}`, page(title, 'Text of the post.', extra));
/** No file of the output has this name (anywhere). */
const notPublished = (name: string) => async (s: RowSite) => {
  const all = await fs.readdir(s.config.outDir, { recursive: true });
  expect(all.filter((f) => path.basename(String(f)) === name)).toEqual([]);
};

// 1. front matter is data: a probe in every position an editor controls executes nothing
const probeFile = () => path.join(os.tmpdir(), `lod-probe-${process.pid}-${Math.random().toString(36).slice(2, 8)}`);
const probe = (where: string, opening = '---js'): BuildRow => {
  const marker = probeFile();
  return {
    name: `front matter "${opening}" in ${where} executes nothing and is a positioned error`,
    edit: (s) =>
      s.write(
        where,
        `${opening}\n{ title: (require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran'), 'Probe'), description: 'd' }\n---\nBody.\n`,
      ),
    outcome: 'error',
    message: new RegExp(`error: ${where.replace(/[.]/g, '\\.')}:1:4: front matter is YAML, and "---`),
    output: () => expect(fsSync.existsSync(marker), 'the probe ran').toBe(false),
  };
};

/** A folder's _category_.yml is YAML an editor writes too, read with the front matter's schema: a js tag is refused, never run. */
const categoryProbe = (): BuildRow => {
  const marker = probeFile();
  const where = `${DOC}/_category_.yml`;
  return {
    name: `a "!!js/function" in ${where} executes nothing and is a positioned error`,
    edit: (s) =>
      s.write(where, `label: !!js/function "function () { require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran') }"\nposition: 2\n`),
    outcome: 'error',
    message: /error: content\/docs\/learn-lod\/_category_\.yml:1:\d+: not valid YAML \(unknown tag !<tag:yaml\.org,2002:js\/function>\)/,
    output: () => expect(fsSync.existsSync(marker), 'the probe ran').toBe(false),
  };
};

export const FRONT_MATTER_CODE: BuildRow[] = [
  probe(`${DOC}/probe.md`),
  probe(`${DOC}/basics.fr.md`),
  probe('content/blog/2024-03-01-probe.md'),
  probe('content/blog/2024-03-01-probe.fr.md'),
  probe(`${DOC}/probe.md`, '---javascript'),
  probe('content/blog/2024-03-02-probe.md', '---coffee'),
  categoryProbe(),
];

// 2. check passed, then build died with a stack trace
const deep = (marker: string, n: number) => (s: RowSite) => s.write(`${DOC}/deep.md`, page('Deep', 'Text.\n\n' + marker.repeat(n) + 'x'));
export const STOPS: BuildRow[] = [
  {
    name: 'a post slug of 300 bytes (longer than a file name) is an error naming the file',
    edit: post('2024-03-01-long.md', `slug: ${'a'.repeat(300)}\n`),
    outcome: 'error',
    message: /error: content\/blog\/2024-03-01-long\.md: the address .* cannot be published: the name "a+…" is 300 bytes long/,
  },
  {
    name: 'a post slug of 130 "é" (260 bytes in UTF-8) is an error',
    edit: post('2024-03-01-long.md', `slug: ${'é'.repeat(130)}\n`),
    outcome: 'error',
    message: /error: content\/blog\/2024-03-01-long\.md: .* is 260 bytes long; a file name holds at most 255/,
  },
  {
    name: 'a redirect "from" with a 256-byte segment is an error',
    edit: redirects([{ from: '/old/' + 'b'.repeat(256), to: '/docs/learn-lod/basics' }]),
    outcome: 'error',
    message: /error: content\/redirects\.json: .* is 256 bytes long/,
  },
  {
    name: 'a post slug rss.xml (the feed is /blog/rss.xml) is an error',
    edit: post('2024-03-01-feed.md', 'slug: rss.xml\n'),
    outcome: 'error',
    message: /error: content\/blog\/2024-03-01-feed\.md: \/blog\/rss\.xml\/index\.html .*needs a folder \/blog\/rss\.xml/,
  },
  {
    name: 'a post slug atom.xml is an error',
    edit: post('2024-03-01-feed.md', 'slug: atom.xml\n'),
    outcome: 'error',
    message: /error: content\/blog\/2024-03-01-feed\.md: \/blog\/atom\.xml\/index\.html .*needs a folder/,
  },
  {
    name: 'a post slug feed.json (the JSON feed is /blog/feed.json) is an error',
    edit: post('2024-03-01-feed.md', 'slug: feed.json\n'),
    outcome: 'error',
    message: /error: content\/blog\/2024-03-01-feed\.md: \/blog\/feed\.json\/index\.html .*needs a folder/,
  },
  {
    name: 'a redirect from /sitemap.xml is an error',
    edit: redirects([{ from: '/sitemap.xml', to: '/docs/learn-lod/basics' }]),
    outcome: 'error',
    message: /error: content\/redirects\.json: \/sitemap\.xml\/index\.html .*needs a folder \/sitemap\.xml/,
  },
  {
    name: 'a redirect from /robots.txt is an error',
    edit: redirects([{ from: '/robots.txt', to: '/docs/learn-lod/basics' }]),
    outcome: 'error',
    message: /error: content\/redirects\.json: \/robots\.txt\/index\.html .*needs a folder/,
  },
  {
    name: 'a redirect from /img/logo.svg (a static file) is an error',
    edit: redirects([{ from: '/img/logo.svg', to: '/docs/learn-lod/basics' }]),
    outcome: 'error',
    message:
      /error: content\/redirects\.json: \/img\/logo\.svg\/index\.html .*needs a folder \/img\/logo\.svg, where static\/img\/logo\.svg/,
  },
  {
    name: 'a redirect from /_headers (a host configuration) is an error',
    edit: redirects([{ from: '/_headers', to: '/docs/learn-lod/basics' }]),
    outcome: 'error',
    message: /error: content\/redirects\.json: \/_headers\/index\.html .*needs a folder/,
  },
  {
    name: 'a redirect from /fr/blog/rss.xml is an error',
    edit: redirects([{ from: '/fr/blog/rss.xml', to: '/docs/learn-lod/basics' }]),
    outcome: 'error',
    message: /error: content\/redirects\.json: \/fr\/blog\/rss\.xml\/index\.html .*needs a folder/,
  },
  {
    name: 'a redirect from /data/terms.json is an error',
    edit: redirects([{ from: '/data/terms.json', to: '/docs/learn-lod/basics' }]),
    outcome: 'error',
    message: /error: content\/redirects\.json: \/data\/terms\.json\/index\.html .*needs a folder/,
  },
  {
    name: 'a redirect into /assets/ (the bundle) is an error',
    edit: redirects([{ from: '/assets/client.js', to: '/docs/learn-lod/basics' }]),
    outcome: 'error',
    message: /error: content\/redirects\.json: \/assets\/client\.js\/index\.html is inside \/assets\//,
  },
  {
    name: 'a static file whose name holds a control character (U+0001) is an error',
    edit: (s) => s.write('static/bad\u0001name.txt', 'x'),
    outcome: 'error',
    message: /error: static\/bad\u0001name\.txt: this file cannot be published: .*control character \(U\+0001\)/,
  },
  {
    name: 'a static file whose name holds a line feed is an error',
    edit: (s) => s.write('static/img/two\nlines.svg', '<svg/>'),
    outcome: 'error',
    message: /error: static\/img\/two\nlines\.svg: this file cannot be published: .*control character \(U\+000A\)/,
  },
  {
    name: '10,000 nested RDF lists: a limit error naming the file',
    edit: (s) => s.write('data/x.ttl', term('x', 'skos:note ' + '('.repeat(10_000) + '"deep"' + ')'.repeat(10_000))),
    outcome: 'error',
    message: /error: data\/x\.ttl: term:x skos:note: blank nodes or lists nested \d+ deep; at most 1000/,
    timeoutMs: 120_000,
  },
  {
    name: '10,000 nested blank nodes: a limit error naming the file',
    edit: (s) =>
      s.write('data/x.ttl', term('x', 'skos:note ' + '[ rdfs:label "n" ; rdfs:seeAlso '.repeat(10_000) + '"deep"' + ' ]'.repeat(10_000))),
    outcome: 'error',
    message: /error: data\/x\.ttl: term:x skos:note: blank nodes or lists nested \d+ deep; at most 1000/,
    timeoutMs: 120_000,
  },
  {
    name: 'a 20 MB literal: a limit error naming entity, property and file',
    edit: (s) => s.write('data/x.ttl', term('x', `skos:scopeNote "${'long text '.repeat(2_000_000)}"@en`)),
    outcome: 'error',
    message: /error: data\/x\.ttl: term:x skos:scopeNote: the text is 19\.1 MB; a literal may hold at most 1 MB/,
    timeoutMs: 120_000,
  },
  {
    name: 'a 20 KB line of nested "- " list markers: a limit error with file and line',
    edit: deep('- ', 10_000),
    outcome: 'error',
    message: /^error: content\/docs\/learn-lod\/deep\.md:7: lists and quotes nested 10000 deep/,
  },
  {
    name: 'a 20 KB line of nested "* " list markers: the same error',
    edit: deep('* ', 10_000),
    outcome: 'error',
    message: /^error: content\/docs\/learn-lod\/deep\.md:7: lists and quotes nested 10000 deep/,
  },
  {
    name: 'a line of 7,000 nested "1. " list markers: the same error',
    edit: deep('1. ', 7_000),
    outcome: 'error',
    message: /^error: content\/docs\/learn-lod\/deep\.md:7: lists and quotes nested 7000 deep/,
  },
  {
    name: 'a line of 5,000 nested "> - " quotes and lists: the same error',
    edit: deep('> - ', 5_000),
    outcome: 'error',
    message: /^error: content\/docs\/learn-lod\/deep\.md:7: lists and quotes nested 10000 deep/,
  },
];

// 3. wrong output without an error
const staticOver = (rel: string, extra: Partial<BuildRow> = {}): BuildRow => ({
  name: `static/${rel} over the generated /${rel} is an error`,
  edit: (s) => s.write(`static/${rel}`, 'a hand-made file'),
  outcome: 'error',
  message: new RegExp(`error: static/${rel.replace(/[.]/g, '\\.')}: /${rel.replace(/[.]/g, '\\.')} would be written twice`),
  ...extra,
});
const badSlug = (label: string, slug: string, reason: RegExp): BuildRow => ({
  name: `a post slug with ${label} is an error`,
  edit: post('2024-03-01-odd.md', `slug: ${JSON.stringify(slug)}\n`),
  outcome: 'error',
  message: new RegExp(`error: content/blog/2024-03-01-odd\\.md: the address .* cannot be published: .*${reason.source}`),
});
const siteConfig = (settings: unknown) => (s: RowSite) => s.write('site.config.json', JSON.stringify(settings, null, 2));

export const SILENT: BuildRow[] = [
  staticOver('sitemap.xml'),
  staticOver('robots.txt'),
  staticOver('_headers'),
  staticOver('_redirects'),
  staticOver('blog/rss.xml'),
  staticOver('data/void.ttl'),
  {
    name: 'static/.htaccess listed as a dot-file, over the generated one, is an error',
    edit: (s) => s.write('static/.htaccess', 'Deny from all'),
    config: () => ({ staticDotFiles: ['/.htaccess'] }),
    outcome: 'error',
    message: /error: static\/\.htaccess: \/\.htaccess would be written twice/,
  },
  {
    name: 'a static file at the address of a page is an error',
    edit: (s) => s.write('static/docs/learn-lod/basics/index.html', '<p>stale copy</p>'),
    outcome: 'error',
    message: /error: static\/docs\/learn-lod\/basics\/index\.html: \/docs\/learn-lod\/basics\/index\.html would be written twice/,
  },
  {
    name: 'static/robots.txt listed in static.overrides replaces the generated one',
    edit: (s) => s.write('static/robots.txt', 'User-agent: *\nDisallow: /private/\n'),
    config: () => ({ staticOverrides: ['/robots.txt'] }),
    outcome: 'ok',
    output: async (s) => expect(await s.page('robots.txt')).toBe('User-agent: *\nDisallow: /private/\n'),
  },
  badSlug('"?"', 'what?', /holds "\?"/),
  badSlug('"#"', 'a#b', /holds "#"/),
  badSlug('"%"', '100%', /holds "%"/),
  badSlug('a double quote', 'say-"hi"', /holds "\\""/),
  badSlug('an apostrophe', "l'art", /holds "'"/),
  badSlug('a space', 'two words', /holds " "/),
  badSlug('a right-to-left override', 'abc\u202Egpj.exe', /invisible character \(U\+202E\)/),
  badSlug('a zero-width space', 'news\u200B', /invisible character \(U\+200B\)/),
  badSlug('a Windows-reserved name', 'con', /reserved by Windows/),
  {
    name: 'an empty slug is an error (it replaced the blog index)',
    edit: post('2024-03-01-empty.md', 'slug: ""\n'),
    outcome: 'error',
    message: /error: content\/blog\/2024-03-01-empty\.md: the address "\/blog\/" cannot be published: its last segment is empty/,
  },
  {
    name: 'a title with a right-to-left override is a warning with file and line',
    edit: (s) => s.write(`${DOC}/rtl.md`, page('Invoice \u202Efdp.exe', 'Text.')),
    outcome: 'warning',
    message: /warning: content\/docs\/learn-lod\/rtl\.md:2: front-matter field "title" holds an invisible character \(U\+202E\)/,
  },
  {
    name: 'a title with a zero-width joiner is a warning with file and line',
    edit: (s) => s.write(`${DOC}/zw.md`, page('Pay\u200Dpal', 'Text.')),
    outcome: 'warning',
    message: /warning: content\/docs\/learn-lod\/zw\.md:2: front-matter field "title" holds an invisible character \(U\+200D\)/,
  },
  {
    name: 'a description with a zero-width space is a warning',
    edit: (s) => s.write(`${DOC}/zw.md`, '---\ntitle: Zero\ndescription: "hidden\u200Btext"\n---\nBody\n'),
    outcome: 'warning',
    message: /warning: content\/docs\/learn-lod\/zw\.md:3: front-matter field "description" holds an invisible character \(U\+200B\)/,
  },
  {
    name: 'redirects.json whose "redirects" is an object is an error naming the key',
    edit: (s) => s.write('content/redirects.json', JSON.stringify({ redirects: { '/old': '/docs/learn-lod/basics' } })),
    outcome: 'error',
    message: /error: content\/redirects\.json: "redirects" should be a list/,
  },
  {
    name: 'redirects.json holding a bare list is an error',
    edit: (s) => s.write('content/redirects.json', JSON.stringify([{ from: '/old', to: '/docs/learn-lod/basics' }])),
    outcome: 'error',
    message: /error: content\/redirects\.json: "redirects" should be a list/,
  },
  {
    name: 'redirects.json with a misspelt key ("redirect") is an error',
    edit: (s) => s.write('content/redirects.json', JSON.stringify({ redirect: [{ from: '/old', to: '/docs/learn-lod/basics' }] })),
    outcome: 'error',
    message: /error: content\/redirects\.json: "redirects" should be a list/,
  },
  {
    name: 'site.config.json whose "social" is text is an error naming the key and line',
    edit: siteConfig({ social: 'https://lincsproject.ca/' }),
    outcome: 'error',
    message: /^error: site\.config\.json:2: "social" should be a list/,
  },
  {
    name: 'site.config.json with a misspelt key is an error with "did you mean"',
    edit: siteConfig({ anouncement: null }),
    outcome: 'error',
    message: /^error: site\.config\.json:2: unknown key "anouncement": did you mean announcement\?/,
  },
  {
    name: 'site.config.json whose contact.email is a number is an error naming the key',
    edit: siteConfig({ contact: { email: 42 } }),
    outcome: 'error',
    message: /^error: site\.config\.json:3: "contact\.email" is not an email address/,
  },
  {
    name: 'site.config.json whose "contact" is a list is an error',
    edit: siteConfig({ contact: ['info@example.org'] }),
    outcome: 'error',
    message: /^error: site\.config\.json:2: "contact" should be an object/,
  },
  {
    name: 'two pages whose names differ only in NFC and NFD are an error',
    edit: async (s) => {
      await s.write(`${DOC}/caf\u00e9.md`, page('Café', 'Composed.'));
      await s.write(`${DOC}/cafe\u0301.md`, page('Café', 'Decomposed.'));
    },
    outcome: 'error',
    message: /differ only in Unicode normalisation \(NFC and NFD\)/,
  },
  {
    name: 'two pages whose names differ only in case are an error',
    edit: (s) => s.write(`${DOC}/Basics.md`, page('Basics again', 'Upper case.')),
    outcome: 'error',
    message: /error: content\/docs\/learn-lod\/(B|b)asics\.md: .*differ only in case/,
  },
  {
    name: 'two static files whose names differ only in case are an error',
    edit: (s) => s.write('static/img/Logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'),
    outcome: 'error',
    message: /error: static\/img\/(L|l)ogo\.svg: .*differ only in case/,
  },
  {
    name: 'a page named con.md (reserved by Windows) is an error',
    edit: (s) => s.write(`${DOC}/con.md`, page('Con', 'Text.')),
    outcome: 'error',
    message: /error: content\/docs\/learn-lod\/con\.md: .*reserved by Windows/,
  },
  {
    name: 'a static file named aux.txt (reserved by Windows) is an error',
    edit: (s) => s.write('static/aux.txt', 'x'),
    outcome: 'error',
    message: /error: static\/aux\.txt: this file cannot be published: .*reserved by Windows/,
  },
  {
    name: 'static/.env is not published, with a warning',
    edit: (s) => s.write('static/.env', 'SECRET=hunter2\n'),
    outcome: 'warning',
    message: /warning: static\/\.env: not published/,
    output: notPublished('.env'),
  },
  {
    name: 'static/.git/config is not published',
    edit: (s) => s.write('static/.git/config', '[remote "origin"]\n\turl = https://token@example.org/repo\n'),
    outcome: 'warning',
    message: /warning: static\/\.git: not published/,
    output: notPublished('config'),
  },
  {
    name: 'static/img/.DS_Store is not published',
    edit: (s) => s.write('static/img/.DS_Store', 'Bud1'),
    outcome: 'warning',
    message: /warning: static\/img\/\.DS_Store: not published/,
    output: notPublished('.DS_Store'),
  },
];

// 4. the environment fails
/** Mounting a small file system needs root; elsewhere those rows are left out. */
export const CAN_MOUNT = (() => {
  if (process.getuid?.() !== 0) return false;
  const probeDir = fsSync.mkdtempSync(path.join(os.tmpdir(), 'lod-mount-'));
  const ok = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probeDir]).status === 0;
  if (ok) spawnSync('umount', [probeDir]);
  fsSync.rmSync(probeDir, { recursive: true, force: true });
  return ok;
})();

/** The output on a file system of its own holding the previous output: full but for `freeKB`, or made read-only. */
const onOwnDisk = (freeKB: number | 'read-only') => ({
  edit: async (s: RowSite) => {
    const disk = path.join(s.dir, 'disk');
    await fs.mkdir(disk);
    expect(spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', disk]).status).toBe(0);
    await fs.cp(s.config.outDir, path.join(disk, 'out'), { recursive: true });
    if (freeKB === 'read-only') expect(spawnSync('mount', ['-o', 'remount,ro', disk]).status).toBe(0);
    else {
      const { bavail, bsize } = fsSync.statfsSync(disk);
      await fs.writeFile(path.join(disk, 'filler'), Buffer.alloc(Math.max(0, bavail * bsize - freeKB * 1024)));
    }
  },
  config: (s: RowSite) => ({ outDir: path.join(s.dir, 'disk/out') }),
  cleanup: (s: RowSite) => spawnSync('umount', ['-l', path.join(s.dir, 'disk')]),
});

const fifo = (rel: string) => async (s: RowSite) => {
  await fs.mkdir(path.dirname(path.join(s.dir, rel)), { recursive: true });
  expect(spawnSync('mkfifo', [path.join(s.dir, rel)]).status).toBe(0);
};

export const ENVIRONMENT: BuildRow[] = [
  {
    name: 'a named pipe in content/ is an error naming it, not a hang',
    edit: fifo(`${DOC}/pipe.md`),
    outcome: 'error',
    message: /error: content\/docs\/learn-lod\/pipe\.md: this is not a regular file \(a named pipe/,
    timeoutMs: 60_000,
  },
  {
    name: 'a named pipe in data/ is an error naming it, not a hang',
    edit: fifo('data/pipe.ttl'),
    outcome: 'error',
    message: /error: data\/pipe\.ttl: this is not a regular file/,
    timeoutMs: 60_000,
  },
  {
    name: 'a Markdown link to a named pipe inside the project is an error, not a hang',
    edit: async (s) => {
      await fifo('notes/pipe')(s);
      await fs.symlink(path.join(s.dir, 'notes/pipe'), path.join(s.dir, DOC, 'pipe.md'));
    },
    outcome: 'error',
    message: /error: content\/docs\/learn-lod\/pipe\.md: this is not a regular file/,
    timeoutMs: 60_000,
  },
  {
    name: 'site.config.json with a byte-order mark is read',
    edit: (s) =>
      s.write('site.config.json', '\uFEFF' + JSON.stringify({ social: [{ label: 'Mastodon', href: 'https://example.social/@lincs' }] })),
    outcome: 'ok',
    output: async (s) => expect(await s.page('index.html')).toContain('https://example.social/@lincs'),
  },
  {
    name: 'site.config.json that is not JSON is one error naming the file',
    edit: (s) => s.write('site.config.json', '{ "social": [ }'),
    outcome: 'error',
    message: /^error: site\.config\.json: not valid JSON/,
  },
  {
    name: 'site.config.json whose announcement lacks its French text is an error naming the key',
    edit: siteConfig({ announcement: { id: 'x', en: 'Hello' } }),
    outcome: 'error',
    message: /^error: site\.config\.json:2: "announcement" needs id, en and fr/,
  },
  ...(CAN_MOUNT
    ? ([
        {
          name: 'a full disk: one error naming the file and the cause; the previous output is intact',
          ...onOwnDisk(256),
          outcome: 'error',
          buildOnly: true,
          message: /^error: .*disk\/out.*: cannot be written: the disk is full \(no space left on the device\) \(ENOSPC\)$/,
        },
        {
          name: 'a read-only output folder: one error naming it and the cause',
          ...onOwnDisk('read-only'),
          outcome: 'error',
          buildOnly: true,
          message: /^error: .*disk\/out: the output folder cannot be written: the file system is read-only \(EROFS\)$/,
        },
      ] satisfies BuildRow[])
    : []),
];

// 5. out/ is a symbolic link to the web root
const linkedOut = async (s: RowSite) => {
  const webRoot = path.join(s.dir, 'www');
  await fs.rename(s.config.outDir, webRoot);
  await fs.symlink(webRoot, s.config.outDir);
};

export const PUBLISH_LINK: BuildRow[] = [
  {
    name: 'out/ linked to the web root: the build publishes through the link and keeps it',
    edit: async (s) => {
      await linkedOut(s);
      await s.write(`${DOC}/fresh.md`, page('Fresh', 'A page added since the last build.'));
    },
    outcome: 'ok',
    output: async (s) => {
      expect((await fs.lstat(s.config.outDir)).isSymbolicLink()).toBe(true);
      expect(await fs.readFile(path.join(s.dir, 'www/docs/learn-lod/fresh/index.html'), 'utf8')).toContain('A page added since');
    },
  },
  {
    name: 'out/ linked to the web root, failed build: the link and the web root are as they were',
    edit: async (s) => {
      await linkedOut(s);
      await s.write(`${DOC}/broken.md`, page('Broken', '[gone](/docs/nowhere)'));
    },
    outcome: 'error',
    message: /broken link to \/docs\/nowhere/,
    output: async (s) => {
      expect((await fs.lstat(s.config.outDir)).isSymbolicLink()).toBe(true);
      expect(await fs.readlink(s.config.outDir)).toBe(path.join(s.dir, 'www'));
    },
  },
  {
    name: 'out/ linked to a web root not made yet: the build makes it and keeps the link',
    edit: async (s) => {
      await fs.rm(s.config.outDir, { recursive: true });
      await fs.symlink(path.join(s.dir, 'www'), s.config.outDir);
    },
    outcome: 'ok',
    output: async (s) => {
      expect((await fs.lstat(s.config.outDir)).isSymbolicLink()).toBe(true);
      expect(fsSync.existsSync(path.join(s.dir, 'www/docs/learn-lod/basics/index.html'))).toBe(true);
    },
  },
];

export { PREFIXES };
