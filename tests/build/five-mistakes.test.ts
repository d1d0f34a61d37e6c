// Five mistakes at once, as an editor makes them, on a copy of the real site:
// a Turtle syntax error in one file, a misspelled related term in another, a
// misspelled tag and a misspelled author in a post's front matter, and a link
// to a page that does not exist. One `npm run check` (the command line, run
// as an editor runs it) must report all five, sorted by file then line, each
// with file:line:column, the line itself with a caret under the column, and
// "did you mean …?" with the right name. `npm run -s check -- --json` prints
// nothing but JSON, a Turtle syntax error included; `npm run build` reports
// the same problems and leaves the previous output byte-identical.
//
// The mistakes are made on whatever the site holds (the first post with tags
// and authors, the first related term...), never on named content, so that
// editors' additions do not break the test.
import fs from 'node:fs/promises';
import fsSync from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.ts';
import { realSiteCopy } from '../site-copy.ts';
import { snapshot } from '../bad-input/run.ts';

interface Mistake {
  what: string;
  file: string;
  line: number;
  column: number;
  /** a part of the message that says what is wrong and, where it applies, what was meant */
  says: RegExp;
}

let site: Awaited<ReturnType<typeof realSiteCopy>>;
const mistakes: Mistake[] = [];

/** Runs an npm script in the copy, as an editor would in the project folder. */
function npm(...args: string[]) {
  const env = { ...process.env, NODE_ENV: 'production' };
  return spawnSync('npm', ['run', '-s', ...args], { cwd: site.dir, encoding: 'utf8', env, timeout: 400_000 });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

async function edit(rel: string, change: (lines: string[]) => Omit<Mistake, 'file'>): Promise<void> {
  const file = path.join(site.dir, rel);
  const lines = (await fs.readFile(file, 'utf8')).split('\n');
  const mistake = change(lines);
  await fs.writeFile(file, lines.join('\n'));
  mistakes.push({ ...mistake, file: rel });
}

/** The index of the first line matching, failing clearly when the site no longer has one. */
function find(lines: string[], pattern: RegExp, what: string): number {
  const i = lines.findIndex((l) => pattern.test(l));
  if (i < 0) throw new Error(`no line for ${what}: the test needs one`);
  return i;
}

/** A misspelling of `name` (its last letter doubled) that names nothing of `known`. */
function misspell(name: string, known: Iterable<string>): string {
  const typo = name + name[name.length - 1];
  if ([...known].includes(typo)) throw new Error(`${typo} exists`);
  return typo;
}

async function dataFiles(): Promise<string[]> {
  const names = await fs.readdir(path.join(site.dir, 'data'));
  return names
    .filter((f) => f.endsWith('.ttl') && f !== 'shapes.ttl')
    .sort()
    .map((f) => `data/${f}`);
}

async function makeMistakes(): Promise<void> {
  const turtle = await dataFiles();
  const allTurtle = (await Promise.all(turtle.map((f) => fs.readFile(path.join(site.dir, f), 'utf8')))).join('\n');
  // 1. Turtle syntax: the ";" after a value forgotten, in the first data file that has one
  const syntaxFile = turtle.find((f) => /^\s+\S+ "[^"]*"(@\w+)? ;$/m.test(fsSync.readFileSync(path.join(site.dir, f), 'utf8')))!;
  await edit(syntaxFile, (lines) => {
    const i = find(lines, /^\s+\S+ "[^"]*"(@\w+)? ;$/, 'a value followed by ";"');
    lines[i] = lines[i].slice(0, -2);
    return { what: 'Turtle syntax', line: i + 1, column: lines[i].length + 1, says: /Turtle syntax error: .*after a value comes ";"/ };
  });
  // 2. a related term misspelled, in another data file
  const hasRelated = (f: string) => /skos:related term:[\w-]+/.test(fsSync.readFileSync(path.join(site.dir, f), 'utf8'));
  const relatedFile = turtle.find((f) => f !== syntaxFile && hasRelated(f))!;
  const terms = [...allTurtle.matchAll(/^term:([\w-]+) a skos:Concept/gm)].map((m) => m[1]);
  await edit(relatedFile, (lines) => {
    const i = find(lines, /skos:related term:[\w-]+/, 'a skos:related term');
    const m = /skos:related (term:([\w-]+))/.exec(lines[i])!;
    const typo = misspell(m[2], terms);
    const column = m.index + 'skos:related '.length + 1;
    lines[i] = lines[i].replace(m[1], `term:${typo}`);
    const says = new RegExp(`term:${escape(typo)} \\(did you mean term:${escape(m[2])}\\?\\)`);
    return { what: 'unknown term', line: i + 1, column, says };
  });
  // 3–5. a post's tag, author and a link to a page
  const blog = (await fs.readdir(path.join(site.dir, 'content/blog'))).filter((f) => /^\d{4}-\d\d-\d\d-.*(?<!\.fr)\.md$/.test(f)).sort();
  const people = [...allTurtle.matchAll(/^person:([\w-]+) a schema:Person/gm)].map((m) => m[1]);
  const tags = [...allTurtle.matchAll(/^tag:([\w-]+) a skos:Concept/gm)].map((m) => m[1]);
  const post = blog.find((f) => {
    const text = fsSync.readFileSync(path.join(site.dir, 'content/blog', f), 'utf8');
    return /^tags: \[[\w-]+/m.test(text) && /^authors: \[[\w-]+/m.test(text) && /\]\(\/docs\/terms\/[\w-]+\)/.test(text);
  })!;
  await edit(`content/blog/${post}`, (lines) => {
    const i = find(lines, /^tags: \[[\w-]+/, 'tags');
    const tag = /^tags: \[([\w-]+)/.exec(lines[i])![1];
    lines[i] = lines[i].replace(`[${tag}`, `[${misspell(tag, tags)}`);
    return { what: 'tag', line: i + 1, column: 8, says: new RegExp(`unknown tag "${escape(tag)}.": did you mean "${escape(tag)}"\\?`) };
  });
  await edit(`content/blog/${post}`, (lines) => {
    const i = find(lines, /^authors: \[[\w-]+/, 'authors');
    const author = /^authors: \[([\w-]+)/.exec(lines[i])![1];
    lines[i] = lines[i].replace(`[${author}`, `[${misspell(author, people)}`);
    const says = new RegExp(`unknown author "${escape(author)}.": did you mean "${escape(author)}"\\?`);
    return { what: 'author', line: i + 1, column: 11, says };
  });
  await edit(`content/blog/${post}`, (lines) => {
    const i = find(lines, /\]\(\/docs\/terms\/[\w-]+\)/, 'a link to a term page');
    const m = /\]\((\/docs\/terms\/([\w-]+))\)/.exec(lines[i])!;
    const typo = `/docs/terms/${misspell(m[2], terms)}`;
    lines[i] = lines[i].replace(`](${m[1]})`, `](${typo})`);
    const says = new RegExp(`broken link to ${escape(typo)} .*did you mean ${escape(m[1])}\\?`);
    return { what: 'link', line: i + 1, column: m.index + 3, says };
  });
}

/** The copy runs the project's own scripts: the generator and its packages are linked in, the settings copied. */
async function linkProject(): Promise<void> {
  for (const f of ['generator', 'src', 'node_modules']) await fs.symlink(path.join(ROOT, f), path.join(site.dir, f));
  for (const f of ['package.json', 'tsconfig.json', 'site.config.json']) await fs.copyFile(path.join(ROOT, f), path.join(site.dir, f));
}

/** The `error: …` blocks of a report: the heading line and the code frame under it. */
function errorBlocks(text: string): { head: string; frame: string[] }[] {
  const blocks: { head: string; frame: string[] }[] = [];
  for (const line of text.split('\n')) {
    if (/^(error|warning): /.test(line)) blocks.push({ head: line, frame: [] });
    else if (blocks.length && /^\s+(\d+ )?\|/.test(line)) blocks[blocks.length - 1].frame.push(line);
  }
  return blocks.filter((b) => b.head.startsWith('error: '));
}

describe('five mistakes at once', () => {
  let checked: ReturnType<typeof npm>;

  beforeAll(async () => {
    site = await realSiteCopy();
    await linkProject();
    await makeMistakes();
    checked = npm('check');
  }, 600_000);

  afterAll(async () => {
    // the links are removed, never what they lead to
    await site?.remove();
  });

  it('one `npm run check` reports all five, sorted by file then line, each with file:line:column, a code frame and the suggestion', () => {
    expect(checked.status, checked.stderr).toBe(1);
    const blocks = errorBlocks(checked.stdout);
    const expected = [...mistakes].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
    expect(
      blocks.map((b) => b.head),
      checked.stdout,
    ).toHaveLength(5);
    expected.forEach((m, i) => {
      const { head, frame } = blocks[i];
      expect(head, m.what).toContain(`error: ${m.file}:${m.line}:${m.column}: `);
      expect(head, m.what).toMatch(m.says);
      // the line as written (cut around the column when long), then a caret under the column
      const source = fsSync.readFileSync(path.join(site.dir, m.file), 'utf8').split('\n')[m.line - 1];
      const gutter = `  ${m.line} | `;
      expect(frame[0].startsWith(gutter), m.what).toBe(true);
      if (source.length <= 120) expect(frame[0], m.what).toBe(gutter + source);
      expect(frame[0][frame[1].indexOf('^')], m.what).toBe(source[m.column - 1]);
    });
    expect(checked.stdout + checked.stderr).not.toMatch(/\n\s+at /);
  });

  it('`npm run -s check -- --json` prints only JSON, with the same five problems', () => {
    const json = npm('check', '--', '--json');
    expect(json.status).toBe(1);
    type Reported = { severity: string; message: string; position?: { file: string; line?: number; column?: number } };
    const report = JSON.parse(json.stdout) as { errors: number; problems: Reported[] };
    expect(report.errors).toBe(5);
    for (const m of mistakes) {
      const found = report.problems.find((p) => p.position?.file === m.file && p.position.line === m.line);
      expect(found?.position, m.what).toEqual({ file: m.file, line: m.line, column: m.column });
      expect(found?.message, m.what).toMatch(m.says);
    }
  });

  it('`check --json` is JSON too when a data file cannot be read at all (not UTF-8)', async () => {
    const file = path.join(site.dir, 'data/latin1.ttl');
    await fs.writeFile(file, Buffer.from([0x23, 0x20, 0xe9, 0x0a]));
    try {
      const json = npm('check', '--', '--json');
      const report = JSON.parse(json.stdout) as { errors: number; problems: { message: string; position?: { file: string } }[] };
      expect(report.errors).toBe(6);
      expect(report.problems.some((p) => p.position?.file === 'data/latin1.ttl' && /not valid UTF-8/.test(p.message))).toBe(true);
    } finally {
      await fs.rm(file);
    }
  });

  it('`npm run build` reports the same problems and leaves the previous output byte-identical', async () => {
    // a previous output, as a former build left it
    const out = path.join(site.dir, 'out');
    await fs.mkdir(path.join(out, 'docs'), { recursive: true });
    await fs.writeFile(path.join(out, 'index.html'), '<!doctype html><title>before</title>');
    await fs.writeFile(path.join(out, 'docs/index.html'), '<!doctype html><title>docs before</title>');
    const before = snapshot(out);
    const built = npm('build');
    expect(built.status).toBe(1);
    expect(snapshot(out)).toEqual(before);
    expect(errorBlocks(built.stderr).map((b) => b.head)).toEqual(errorBlocks(checked.stdout).map((b) => b.head));
    expect(fsSync.readdirSync(site.dir).filter((f) => f.startsWith('.'))).toEqual([]);
  });
});
