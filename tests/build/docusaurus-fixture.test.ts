// An editor brings a real Docusaurus docs/ folder as it is: Jest's (MIT,
// tests/fixtures/docusaurus-jest, 37 pages and a partial nobody here wrote),
// copied unchanged into content/docs/ with the images it shows in static/.
//
// `check` must find exactly what is wrong for this site and nothing else: the
// one third-party component (Architecture.md's <LiteYouTubeEmbed>, with its
// import) and the links to parts of Jest's website that are not in docs/ (its
// blog, its help page, its versioned docs, a page only older versions have),
// each at its file, line and column.
// No error for `id:`, file links, imports of @theme components, <TOCInline>,
// <details>, admonitions or the partial.
//
// Then the site owner does what moving the folder asks outside it (a
// redirect for each of those addresses) and leaves Architecture.md behind:
// the site builds; every link and image of every page reaches a file of the
// output; no page's main text shows `<`, `import` or `{/*`; admonitions,
// details, the inline table of contents and the partial are drawn as the
// components. And one broken file link gives exactly one positioned error.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyse, build } from '../../generator/build.ts';
import { makeConfig, type SiteConfig } from '../../generator/config.ts';
import type { Problem } from '../../generator/errors.ts';
import { fixtureSite, ROOT } from '../helpers.ts';

const JEST = path.join(ROOT, 'tests/fixtures/docusaurus-jest');

async function jestSite(): Promise<{ dir: string; config: SiteConfig }> {
  const { dir } = await fixtureSite();
  await fs.cp(path.join(JEST, 'docs'), path.join(dir, 'content/docs'), { recursive: true });
  await fs.cp(path.join(ROOT, 'static'), path.join(dir, 'static'), { recursive: true });
  await fs.cp(path.join(JEST, 'static'), path.join(dir, 'static'), { recursive: true });
  const config = makeConfig({
    rootDir: dir,
    dataDir: path.join(dir, 'data'),
    contentDir: path.join(dir, 'content'),
    staticDir: path.join(dir, 'static'),
    outDir: path.join(dir, 'out'),
    quiet: true,
  });
  return { dir, config };
}

const errorsOf = (problems: Problem[]) => problems.filter((p) => p.severity === 'error');
/**
 * Addresses of Jest's website outside docs/: its blog, its help page, its versioned docs, and the one
 * page of older versions that TutorialReactNative.md still links to (`tutorial-react`, relative).
 */
const OUTSIDE = /broken link to (\/blog\/|\/help\b|\/docs\/\d+\.x\/|tutorial-react#)/;

describe('a real Docusaurus docs folder, copied unchanged', () => {
  let site: { dir: string; config: SiteConfig };
  let problems: Problem[];

  beforeAll(async () => {
    site = await jestSite();
    problems = (await analyse(site.config)).problems;
  }, 300_000);
  afterAll(() => fs.rm(site.dir, { recursive: true, force: true }));

  it('check reports only the third-party component and the links to Jest’s site outside docs/, each positioned', () => {
    const errors = errorsOf(problems);
    const component = errors.filter((e) => /LiteYouTubeEmbed/.test(e.message));
    const outside = errors.filter((e) => OUTSIDE.test(e.message));
    expect(errors.filter((e) => !component.includes(e) && !outside.includes(e)).map((e) => e.message)).toEqual([]);
    expect(component.map((e) => [e.position?.file, e.position?.line])).toEqual([
      ['content/docs/Architecture.md', 6],
      ['content/docs/Architecture.md', 10],
      ['content/docs/Architecture.md', 14],
    ]);
    expect(outside.length).toBeGreaterThan(0);
    for (const e of [...component, ...outside]) expect(e.position?.column, e.message).toBeGreaterThan(0);
  });

  it('one broken file link gives exactly one error, at its line and column, with the file meant', async () => {
    const file = path.join(site.dir, 'content/docs/CLI.md');
    const text = await fs.readFile(file, 'utf8');
    const lines = text.split('\n');
    const line = lines.findIndex((l) => l.includes('](Configuration.md)'));
    expect(line).toBeGreaterThan(0);
    await fs.writeFile(file, text.replace('](Configuration.md)', '](Configuraton.md)'));
    try {
      const after = errorsOf((await analyse(site.config)).problems);
      const added = after.filter((e) => !errorsOf(problems).some((b) => b.message === e.message));
      expect(added.map((e) => e.message)).toEqual([expect.stringMatching(/Configuraton\.md.*did you mean Configuration\.md\?/)]);
      expect(added[0].position).toEqual({
        file: 'content/docs/CLI.md',
        line: line + 1,
        column: lines[line].indexOf('](Configuration.md)') + 3,
      });
    } finally {
      await fs.writeFile(file, text);
    }
  }, 300_000);

  describe('built, once the owner redirects the addresses outside docs/', () => {
    let out: string;
    const pages = new Map<string, string>();

    beforeAll(async () => {
      const redirects = [
        ...new Set(errorsOf(problems).flatMap((e) => (OUTSIDE.exec(e.message) ? [/broken link to (\S+)/.exec(e.message)![1]] : []))),
      ]
        .map((href) => (href.startsWith('/') ? href : `/docs/${href}`).split('#')[0])
        .map((from) => ({ from, to: '/docs/getting-started' }));
      const file = path.join(site.dir, 'content/redirects.json');
      await fs.writeFile(file, JSON.stringify({ redirects: [...new Map(redirects.map((r) => [r.from, r])).values()] }));
      await fs.rm(path.join(site.dir, 'content/docs/Architecture.md'));
      await build(site.config);
      out = site.config.outDir;
      for (const name of await fs.readdir(path.join(JEST, 'docs'))) {
        if (name.startsWith('_') || name === 'Architecture.md') continue;
        const id = /^id:\s*(\S+)/m.exec(await fs.readFile(path.join(JEST, 'docs', name), 'utf8'))![1];
        pages.set(id, await fs.readFile(path.join(out, 'docs', id, 'index.html'), 'utf8'));
      }
    }, 600_000);

    const article = (html: string) => /<article class="doc-article"[^>]*>([\s\S]*?)<\/article>/.exec(html)![1];

    it('builds every page at the address its id gives', () => {
      expect(pages.size).toBe(36);
    });

    it('every link and image of every page reaches a file of the output', async () => {
      const missing: string[] = [];
      for (const [id, html] of pages) {
        for (const m of article(html).matchAll(/\s(?:href|src)="([^"#?]*)[^"]*"/g)) {
          const href = m[1].replace(/&amp;/g, '&');
          if (!href || /^[a-z]+:/i.test(href)) continue;
          const target = decodeURI(new URL(href, `https://site.test/docs/${id}`).pathname);
          const candidates = [path.join(out, target), path.join(out, target, 'index.html')];
          const found = await Promise.all(
            candidates.map((c) =>
              fs.stat(c).then(
                (s) => s.isFile(),
                () => false,
              ),
            ),
          );
          if (!found.some(Boolean)) missing.push(`${id}: ${m[1]}`);
        }
      }
      expect(missing).toEqual([]);
    });

    it('no page’s main text shows <, import or {/*', () => {
      for (const [id, html] of pages) {
        // the inline table of contents repeats the headings' text, code included (`jest <regexForTestFiles>`)
        const text = article(html)
          .replace(/<div class="toc-inline">[\s\S]*?<\/div>/g, ' ')
          .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
          .replace(/<code>[\s\S]*?<\/code>/g, ' ')
          .replace(/<[^>]+>/g, ' ');
        // `array&lt;string&gt;` written as entities in a heading is text, as in Docusaurus; an element shown as text is not
        const leaked = /&lt;\/?(?:[A-Z]|(?:details|summary|kbd|br|sub|sup|mark|div|span|img|a|p|b|strong|em)\b)|<|^\s*import\s|\{\/\*/gm;
        const shown = [...text.matchAll(leaked)].map((m) => `${id}: …${text.slice(m.index - 40, m.index + 40)}…`);
        expect(shown).toEqual([]);
      }
    });

    it('admonitions, details, the inline table of contents and the partial are the components', () => {
      expect(pages.get('cli')).toMatch(/<div class="admonition admonition-warning" role="note"><p class="admonition-title">Caution<\/p>/);
      expect(pages.get('configuration')).toMatch(/<details class="details"><summary>/);
      expect(pages.get('cli')).toMatch(/<div class="toc-inline"><ul><li><a href="#/);
      // the partial _TypeScriptExamplesNote.md is drawn where its element stands, its own file link resolved
      expect(pages.get('expect')).toMatch(
        /admonition-info[\s\S]*The TypeScript examples from this page[\s\S]*href="\/docs\/getting-started#using-typescript"/,
      );
    });
  });
});
