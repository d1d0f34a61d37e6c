// `npm run build` with nothing to do (generator/cache/up-to-date.ts): the
// command line, run as `npm run build` runs it, on a copy of the fixture site.
// A table of steps, each an edit (or none) and what the next build must do:
// skip, leaving every output file as it was (bytes and modification times),
// or build, writing what the edit asks for. The output folder is the one
// thing a skip trusts besides the inputs, so each way of touching it is a row.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputsKey, pruneStamps } from '../../generator/cache/up-to-date.ts';
import { makeConfig } from '../../generator/config.ts';
import { fileTree, fixtureSite, ROOT } from '../helpers.ts';

interface Step {
  name: string;
  /** the change made before the build (none: the build right after the previous one) */
  edit?: (site: string, out: string) => void;
  args?: string[];
  env?: NodeJS.ProcessEnv;
  expect: 'skip' | 'build' | 'fail';
  /** checked on the output folder after the build */
  then?: (out: string) => void;
}

const doc = (site: string) => path.join(site, 'content/docs/learn-lod/basics.md');
const html = (out: string) => fs.readFileSync(path.join(out, 'docs/learn-lod/basics/index.html'), 'utf8');

const STEPS: Step[] = [
  { name: 'the first build', expect: 'build' },
  { name: 'the same build again', expect: 'skip' },
  { name: 'once more (a skip leaves the stamp as it was)', expect: 'skip' },
  { name: '--force', args: ['--force'], expect: 'build' },
  { name: 'after --force, nothing changed', expect: 'skip' },
  {
    name: 'a sentence added to a Markdown page',
    edit: (site) => fs.appendFileSync(doc(site), '\nA sentence added by the up-to-date test.\n'),
    expect: 'build',
    then: (out) => expect(html(out)).toContain('A sentence added by the up-to-date test.'),
  },
  { name: 'after that build', expect: 'skip' },
  {
    name: 'an output page edited by hand',
    edit: (_, out) => fs.appendFileSync(path.join(out, 'docs/learn-lod/basics/index.html'), '<!-- edited -->'),
    expect: 'build',
    then: (out) => expect(html(out)).not.toContain('<!-- edited -->'),
  },
  {
    name: 'an output file deleted',
    edit: (_, out) => fs.rmSync(path.join(out, 'docs/learn-lod/basics/index.html')),
    expect: 'build',
    then: (out) => expect(fs.existsSync(path.join(out, 'docs/learn-lod/basics/index.html'))).toBe(true),
  },
  {
    name: 'a stray file added to the output',
    edit: (_, out) => fs.writeFileSync(path.join(out, 'stray.txt'), 'not written by the build'),
    expect: 'build',
    then: (out) => expect(fs.existsSync(path.join(out, 'stray.txt'))).toBe(false),
  },
  {
    name: 'an output file rewritten with the same bytes (a new modification time)',
    edit: (_, out) => {
      const file = path.join(out, 'index.html');
      fs.writeFileSync(file, fs.readFileSync(file));
      const later = new Date(Date.now() + 5_000);
      fs.utimesSync(file, later, later);
    },
    expect: 'build',
  },
  {
    name: 'a comment added to a Turtle file',
    edit: (site) => fs.appendFileSync(path.join(site, 'data/glossary.ttl'), '\n# a comment\n'),
    expect: 'build',
  },
  {
    name: 'a file added to static/',
    edit: (site) => fs.writeFileSync(path.join(site, 'static/notes.txt'), 'notes'),
    expect: 'build',
    then: (out) => expect(fs.readFileSync(path.join(out, 'notes.txt'), 'utf8')).toBe('notes'),
  },
  {
    name: 'site.config.json changed',
    edit: (site) => fs.writeFileSync(path.join(site, 'site.config.json'), JSON.stringify({ announcement: null })),
    expect: 'build',
  },
  { name: 'another output folder (its own stamp)', args: ['--out', 'out-2'], expect: 'build' },
  { name: 'that folder again', args: ['--out', 'out-2'], expect: 'skip' },
  { name: 'the first folder, untouched by the other', expect: 'skip' },
  { name: 'REPORT_TIMELINE asks for a build', env: { REPORT_TIMELINE: '1' }, expect: 'build' },
  {
    name: 'a broken Turtle file: the build fails and the output stays',
    edit: (site) => fs.appendFileSync(path.join(site, 'data/glossary.ttl'), '\nthis is not turtle .\n'),
    expect: 'fail',
  },
  {
    name: 'the break undone: the output is that of these inputs again',
    edit: (site) => {
      const file = path.join(site, 'data/glossary.ttl');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('\nthis is not turtle .\n', ''));
    },
    expect: 'skip',
  },
  { name: '--no-cache never skips', args: ['--no-cache'], expect: 'build' },
  { name: 'after it, with the cache: it left no stamp for the files it wrote', expect: 'build' },
  { name: 'and then nothing to do', expect: 'skip' },
];

/** Every file of a folder (tests/helpers.ts fileTree) with its bytes and modification time. */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = await fileTree(dir);
  return new Map([...files].map(([p, bytes]) => [p, `${fs.statSync(path.join(dir, p)).mtimeMs} ${bytes.toString('base64')}`]));
}

describe('a build with nothing to do', () => {
  let site: string;
  beforeAll(async () => {
    site = (await fixtureSite()).dir;
  });
  afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

  const run = (step: Step) => {
    const args = step.args ?? [];
    const outArg = args.includes('--out') ? [] : ['--out', 'out'];
    return spawnSync(process.execPath, [path.join(ROOT, 'generator/run.mjs'), 'build', ...outArg, ...args], {
      cwd: site,
      encoding: 'utf8',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOD_BUILD_CACHE: '',
        LOD_BUILD_CACHE_DIR: path.join(site, 'cache'),
        REPORT_TIMELINE: '',
        REPORT_MEMORY: '',
        ...step.env,
      },
    });
  };

  it('skips exactly when no input changed and the output is as the last build left it', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const step of STEPS) {
      const outName = step.args?.includes('--out') ? step.args[step.args.indexOf('--out') + 1] : 'out';
      const out = path.join(site, outName);
      step.edit?.(site, out);
      const before = fs.existsSync(out) ? await snapshot(out) : undefined;
      const r = run(step);
      const outcome =
        r.status !== 0 ? 'fail' : /^Up to date in \d/m.test(r.stdout) ? 'skip' : /^Built in \d/m.test(r.stdout) ? 'build' : '?';
      outcomes.push(`${step.name}: ${outcome}`);
      expected.push(`${step.name}: ${step.expect}`);
      if (outcome !== step.expect) continue;
      if (outcome === 'skip' || outcome === 'fail') {
        // not one byte or modification time changed
        expect(await snapshot(out), step.name).toEqual(before);
        if (outcome === 'fail') expect(r.stderr, step.name).not.toMatch(/\n\s+at /);
      }
      if (outcome === 'skip') {
        // the figures of the build that wrote the folder, and no timings of a build that did not run
        expect(r.stdout).toMatch(/^Pages: \d+ \(en: /m);
        expect(r.stdout).toMatch(/^Output: \d+ files/m);
        expect(r.stdout).not.toMatch(/^(Queries|Cache):/m);
      }
      step.then?.(out);
    }
    expect(outcomes).toEqual(expected);
  }, 300_000);
});

describe('the inputs key', () => {
  let site: string;
  beforeAll(async () => {
    site = (await fixtureSite()).dir;
  });
  afterAll(() => fs.rmSync(site, { recursive: true, force: true }));
  const config = () => makeConfig({ rootDir: site, buildCacheDir: path.join(site, 'cache') });

  it('follows the day, since the term of the day and the events’ status do', () => {
    const day = new Date('2026-11-24T12:00:00Z');
    expect(inputsKey(config(), day)).toBe(inputsKey(config(), new Date('2026-11-24T23:59:00Z')));
    expect(inputsKey(config(), day)).not.toBe(inputsKey(config(), new Date('2026-11-25T00:00:01Z')));
  });

  it('is the same again once an edit is undone, and none for an endpoint, no cache, or a symbolic link', () => {
    const before = inputsKey(config());
    const file = doc(site);
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, text + ' ');
    expect(inputsKey(config())).not.toBe(before);
    fs.writeFileSync(file, text);
    expect(inputsKey(config())).toBe(before);
    expect(inputsKey({ ...config(), sparql: { url: 'http://127.0.0.1:1/sparql' } as never })).toBeUndefined();
    expect(inputsKey({ ...config(), buildCacheDir: undefined })).toBeUndefined();
    fs.symlinkSync(file, path.join(site, 'content/docs/learn-lod/linked.md'));
    expect(inputsKey(config())).toBeUndefined();
  });
});

describe('the stamps', () => {
  it('keeps those of the folders built last, one per folder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lod-stamps-'));
    try {
      for (let i = 0; i < 12; i++) {
        const file = path.join(dir, `${i}.json`);
        fs.writeFileSync(file, '{}');
        fs.utimesSync(file, new Date(1_000_000 + i * 1000), new Date(1_000_000 + i * 1000));
      }
      fs.writeFileSync(path.join(dir, 'stray.tmp'), '');
      pruneStamps(dir, 8);
      expect(fs.readdirSync(dir).sort()).toEqual([
        '10.json',
        '11.json',
        '4.json',
        '5.json',
        '6.json',
        '7.json',
        '8.json',
        '9.json',
        'stray.tmp',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
