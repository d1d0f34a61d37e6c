// The editors' guide (EDITORS-GUIDE.md) is tested from its own text: every
// example it gives is applied to a copy of the real site exactly as written,
// so a wrong example (a misspelled facet, a missing twin, a page it forgot)
// fails here before an editor meets it.
//
// Convention (documented at the end of the guide): a code block's info
// string names its target, ```turtle file=data/tools.ttl append``` (added to
// the end of an existing file), ```md file=content/…/index.md``` (a new file),
// ```json file=content/redirects.json add-to=redirects``` (one entry added
// to that list). Tasks are the `## N. …` sections; `Needs: task N` makes a
// task start from another's result; `Check it at:` lists the addresses that
// must exist once the task is done.
import fs from 'node:fs/promises';
import fsSync from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { Parser } from 'n3';
import { describe, expect, it } from 'vitest';
import { analyse, build } from '../../generator/build.ts';
import { ValidationFailed, formatProblem } from '../../generator/errors.ts';
import { htmlPathFor } from '../../generator/write/index.ts';
import { ROOT } from '../helpers.ts';
import { realSiteCopy } from '../site-copy.ts';

const GUIDE_FILE = 'EDITORS-GUIDE.md';
const guide = fsSync.readFileSync(path.join(ROOT, GUIDE_FILE), 'utf8');

interface Block {
  lang: string;
  file: string;
  mode: 'create' | 'append' | 'add-to';
  /** the list a JSON block is added to */
  list?: string;
  code: string;
  /** line of the guide where the block starts, for messages */
  line: number;
}

interface Task {
  number: number;
  title: string;
  blocks: Block[];
  needs: number[];
  checks: string[];
}

/** Splits the guide into tasks and their examples. */
function parseGuide(text: string): { tasks: Task[]; stray: Block[] } {
  const lines = text.split('\n');
  const tasks: Task[] = [];
  const stray: Block[] = [];
  let current: Task | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const heading = /^## (?:(\d+)\. )?(.*)$/.exec(line);
    if (heading) {
      current = heading[1] ? { number: Number(heading[1]), title: heading[2], blocks: [], needs: [], checks: [] } : undefined;
      if (current) tasks.push(current);
      continue;
    }
    const fence = /^```(\S*)(.*)$/.exec(line);
    if (fence) {
      const start = i;
      const body: string[] = [];
      for (i++; i < lines.length && lines[i] !== '```'; i++) body.push(lines[i]);
      const file = /\bfile=(\S+)/.exec(fence[2])?.[1];
      if (!file) continue;
      const list = /\badd-to=(\S+)/.exec(fence[2])?.[1];
      const block: Block = {
        lang: fence[1],
        file,
        mode: list ? 'add-to' : /\bappend\b/.test(fence[2]) ? 'append' : 'create',
        list,
        code: body.join('\n') + '\n',
        line: start + 1,
      };
      (current ? current.blocks : stray).push(block);
      continue;
    }
    if (!current) continue;
    const needs = /^Needs: (.*)$/.exec(line);
    if (needs) current.needs.push(...[...needs[1].matchAll(/task (\d+)/g)].map((m) => Number(m[1])));
    const checks = /^Check it at: (.*)$/.exec(line);
    if (checks) current.checks.push(...[...checks[1].matchAll(/`(\/[^`]*)`/g)].map((m) => m[1]));
  }
  return { tasks, stray };
}

const { tasks, stray } = parseGuide(guide);
const byNumber = new Map(tasks.map((t) => [t.number, t]));

/** A task and the tasks it needs, in the order an editor would do them. */
function withNeeds(task: Task, seen = new Set<number>()): Task[] {
  if (seen.has(task.number)) return [];
  seen.add(task.number);
  const before = task.needs.flatMap((n) => {
    const t = byNumber.get(n);
    if (!t) throw new Error(`${GUIDE_FILE}: task ${task.number} needs task ${n}, which the guide does not have`);
    return withNeeds(t, seen);
  });
  return [...before, task];
}

/** Applies one example to the site copy in `dir`, as an editor following the guide would. */
async function apply(dir: string, block: Block): Promise<void> {
  const where = `${GUIDE_FILE}:${block.line}`;
  if (path.isAbsolute(block.file) || block.file.split('/').includes('..') || !/^(data|content|static)\//.test(block.file)) {
    throw new Error(`${where}: the example's file=${block.file} must be a path under data/, content/ or static/`);
  }
  const target = path.join(dir, block.file);
  const exists = fsSync.existsSync(target);
  if (block.mode === 'create') {
    if (exists) throw new Error(`${where}: the example creates ${block.file}, which the site already has: choose another example`);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, block.code);
    return;
  }
  if (!exists) throw new Error(`${where}: the example adds to ${block.file}, which does not exist`);
  const text = await fs.readFile(target, 'utf8');
  if (block.mode === 'append') {
    await fs.writeFile(target, `${text}${text.endsWith('\n') ? '' : '\n'}\n${block.code}`);
    return;
  }
  const data = JSON.parse(text) as Record<string, unknown>;
  const list = data[block.list!];
  if (!Array.isArray(list)) throw new Error(`${where}: ${block.file} has no list "${block.list}"`);
  list.push(JSON.parse(block.code));
  await fs.writeFile(target, JSON.stringify(data, null, 2) + '\n');
}

/** The names (schema:name, skos:prefLabel) of the entities a Turtle example describes, per language. */
function namesIn(block: Block, targetText: string): { en: string[]; fr: string[] } {
  const prefixLines = targetText
    .split('\n')
    .filter((l) => /^@prefix\s/.test(l))
    .join('\n');
  const quads = new Parser({ format: 'text/turtle' }).parse(`${prefixLines}\n${block.code}`);
  const out = { en: [] as string[], fr: [] as string[] };
  for (const q of quads) {
    if (q.predicate.value !== 'https://schema.org/name' && q.predicate.value !== 'http://www.w3.org/2004/02/skos/core#prefLabel') continue;
    if (q.object.termType !== 'Literal') continue;
    const lang = (q.object as { language: string }).language;
    if (lang === 'en' || lang === '') out.en.push(q.object.value);
    if (lang === 'fr' || lang === '') out.fr.push(q.object.value);
  }
  return out;
}

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');

describe(`the editors' guide (${GUIDE_FILE})`, () => {
  it('has a task with examples for each kind of content, and no example outside a task', () => {
    for (const kind of [
      /glossary term/i,
      /documentation page/i,
      /blog tag/i,
      /blog post/i,
      /\btool\b/i,
      /\bdataset\b/i,
      /\bevent\b/i,
      /\bredirect\b/i,
    ]) {
      const task = tasks.find((t) => kind.test(t.title));
      expect(task, `no task titled like ${kind}`).toBeDefined();
      expect(task!.blocks.length, `task "${task!.title}" has no example`).toBeGreaterThan(0);
      expect(task!.checks.length, `task "${task!.title}" has no "Check it at:" line`).toBeGreaterThan(0);
    }
    expect(stray.map((b) => `${GUIDE_FILE}:${b.line} ${b.file}`)).toEqual([]);
  });

  it('pairs every page it creates with its French twin', () => {
    for (const task of tasks) {
      const created = task.blocks.filter((b) => b.mode === 'create' && b.file.endsWith('.md')).map((b) => b.file);
      for (const f of created.filter((f) => !f.endsWith('.fr.md')))
        expect(created, `task "${task.title}"`).toContain(f.replace(/\.md$/, '.fr.md'));
    }
  });

  for (const task of tasks) {
    it(`task ${task.number} (${task.title}): its examples pass \`npm run check\` on a copy of the real site`, async () => {
      const site = await realSiteCopy();
      try {
        const steps = withNeeds(task);
        for (const t of steps) for (const b of t.blocks) await apply(site.dir, b);
        const { problems, model } = await analyse(site.config);
        const errors = problems.filter((p) => p.severity === 'error');
        expect(errors.map(formatProblem)).toEqual([]);
        expect(model, 'validation stopped before the last stage').toBeDefined();
        // an example must not bring warnings either: none on a file it touched
        const touched = new Set(steps.flatMap((t) => t.blocks.map((b) => b.file)));
        expect(problems.filter((p) => p.severity === 'warning' && p.position && touched.has(p.position.file)).map(formatProblem)).toEqual(
          [],
        );
      } finally {
        await site.remove();
      }
    }, 300_000);
  }

  it('with every task applied, one build has each page the guide points to, showing what the examples added', async () => {
    const site = await realSiteCopy();
    try {
      const before = new Map<string, string>();
      for (const task of tasks) {
        for (const b of task.blocks) {
          if (b.mode !== 'create' && !before.has(b.file)) before.set(b.file, await fs.readFile(path.join(site.dir, b.file), 'utf8'));
          await apply(site.dir, b);
        }
      }
      const config = { ...site.config, bundleClient: false };
      const built = await build(config).catch((e: unknown) => {
        if (e instanceof ValidationFailed)
          throw new Error(
            `the build failed:\n${e.problems
              .filter((p) => p.severity === 'error')
              .map(formatProblem)
              .join('\n')}`,
          );
        throw e;
      });
      const { state } = built;
      const page = async (p: string) => decode(await fs.readFile(path.join(config.outDir, htmlPathFor(p)), 'utf8'));
      for (const task of tasks) {
        const label = `task ${task.number} (${task.title})`;
        for (const p of task.checks) {
          expect(state.table.byPath.has(p), `${label}: no page at ${p}`).toBe(true);
          expect(fsSync.existsSync(path.join(config.outDir, htmlPathFor(p))), `${label}: ${p} was not written`).toBe(true);
        }
        const checked = { en: task.checks.filter((p) => !p.startsWith('/fr/')), fr: task.checks.filter((p) => p.startsWith('/fr/')) };
        const shownOn = async (locale: 'en' | 'fr', text: string) => {
          for (const p of checked[locale]) if ((await page(p)).includes(text)) return true;
          return false;
        };
        for (const b of task.blocks) {
          if (b.lang === 'turtle') {
            // each entity the example describes is shown, by name, in each language
            const names = namesIn(b, before.get(b.file)!);
            for (const locale of ['en', 'fr'] as const) {
              for (const name of names[locale])
                expect(await shownOn(locale, name), `${label}: "${name}" is on none of ${checked[locale].join(', ')}`).toBe(true);
            }
          } else if (b.mode === 'create' && b.file.endsWith('.md')) {
            const title = matter(b.code).data.title as string;
            const locale = b.file.endsWith('.fr.md') ? 'fr' : 'en';
            expect(
              await shownOn(locale, title),
              `${label}: the title "${title}" of ${b.file} is on none of ${checked[locale].join(', ')}`,
            ).toBe(true);
          } else if (b.mode === 'add-to' && b.list === 'redirects') {
            const r = JSON.parse(b.code) as { from: string; to: string };
            for (const prefix of ['', '/fr']) {
              const html = await page(prefix + r.from);
              expect(html, `${label}: ${prefix + r.from} does not send visitors on`).toContain(
                `http-equiv="refresh" content="0; url=${prefix + r.to}"`,
              );
            }
          }
        }
      }
    } finally {
      await site.remove();
    }
  }, 600_000);
});
