// An editor brings a real Docusaurus docs/ folder as it is: Jest's (MIT,
// tests/fixtures/docusaurus-jest, 37 pages and a partial nobody here wrote),
// copied unchanged into content/docs/ with the images it shows in static/.
// Prettier's (MIT, tests/fixtures/docusaurus-prettier, 24 pages with file
// links, admonitions, tabs and HTML links) too, below: it needs nothing
// outside docs/, so `check` must find nothing at all.
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
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { ROOT } from '../helpers.ts';
import { article, checkedSite, errorsOf, expectComponents, expectOneBrokenLink, leaked, unresolved } from './docusaurus-helpers.ts';

const JEST = path.join(ROOT, 'tests/fixtures/docusaurus-jest');
const PRETTIER = path.join(ROOT, 'tests/fixtures/docusaurus-prettier');

/** Each doc file's built page (partials and `skip` aside), by the address its id gives (`index`: the docs root). */
async function builtPages(project: string, out: string, skip: string[] = []): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const name of await fs.readdir(path.join(project, 'docs'))) {
    if (name.startsWith('_') || skip.includes(name)) continue;
    const id = /^id:\s*(\S+)/m.exec(await fs.readFile(path.join(project, 'docs', name), 'utf8'))![1];
    const address = id === 'index' ? '/docs' : `/docs/${id}`;
    pages.set(address, await fs.readFile(path.join(out, address, 'index.html'), 'utf8'));
  }
  return pages;
}

/**
 * Addresses of Jest's website outside docs/: its blog, its help page, its versioned docs, and the one
 * page of older versions that TutorialReactNative.md still links to (`tutorial-react`, relative).
 */
const OUTSIDE = /broken link to (\/blog\/|\/help\b|\/docs\/\d+\.x\/|tutorial-react#)/;

describe('a real Docusaurus docs folder, copied unchanged', () => {
  const c = checkedSite(JEST);

  it('check reports only the third-party component and the links to Jest’s site outside docs/, each positioned', () => {
    const errors = errorsOf(c.problems);
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
    await expectOneBrokenLink(c, 'content/docs/CLI.md', 'Configuration.md)', 'Configuraton.md)');
  }, 300_000);

  describe('built, once the owner redirects the addresses outside docs/', () => {
    let pages: Map<string, string>;

    beforeAll(async () => {
      const redirects = [
        ...new Set(errorsOf(c.problems).flatMap((e) => (OUTSIDE.exec(e.message) ? [/broken link to (\S+)/.exec(e.message)![1]] : []))),
      ]
        .map((href) => (href.startsWith('/') ? href : `/docs/${href}`).split('#')[0])
        .map((from) => ({ from, to: '/docs/getting-started' }));
      const file = path.join(c.site.dir, 'content/redirects.json');
      await fs.writeFile(file, JSON.stringify({ redirects: [...new Map(redirects.map((r) => [r.from, r])).values()] }));
      await fs.rm(path.join(c.site.dir, 'content/docs/Architecture.md'));
      await build(c.site.config);
      pages = await builtPages(JEST, c.site.config.outDir, ['Architecture.md']);
    }, 600_000);

    it('builds every page at the address its id gives', () => {
      expect(pages.size).toBe(36);
    });

    it('every link and image of every page reaches a file of the output; an anchor it lacks is one check warned of', async () => {
      const { missing, anchors } = await unresolved(c.site.config.outDir, pages);
      expect(missing).toEqual([]);
      // Jest's own stale anchors (`configuration#testenvironment-string` after its heading changed)
      const warned = c.problems.filter((p) => p.severity === 'warning').map((p) => /missing anchor #(\S+)/.exec(p.message)?.[1]);
      expect(anchors.filter((a) => !warned.includes(a))).toEqual([]);
    });

    it('no page’s main text shows <, import or {/*', () => {
      expect(leaked(pages)).toEqual([]);
    });

    it('admonitions, details, the inline table of contents and the partial are the components', () => {
      expect(pages.get('/docs/cli')).toMatch(
        /<div class="admonition admonition-warning" role="note"><p class="admonition-title">Caution<\/p>/,
      );
      expect(pages.get('/docs/configuration')).toMatch(/<details class="details"><summary>/);
      expect(pages.get('/docs/cli')).toMatch(/<div class="toc-inline"><ul><li><a href="#/);
      // the partial _TypeScriptExamplesNote.md is drawn where its element stands, its own file link resolved
      expect(pages.get('/docs/expect')).toMatch(
        /admonition-info[\s\S]*The TypeScript examples from this page[\s\S]*href="\/docs\/getting-started#using-typescript"/,
      );
    });
  });
});

describe('Prettier’s docs folder, copied unchanged: nothing outside docs/, so nothing to report', () => {
  const c = checkedSite(PRETTIER);

  it('check reports no error (file links, tabs, admonitions, HTML links and anchors, its index.md at /docs)', () => {
    expect(errorsOf(c.problems).map((e) => e.message)).toEqual([]);
  });

  it('one broken file link gives exactly one error, at its line and column, with the file meant', async () => {
    await expectOneBrokenLink(c, 'content/docs/api.md', 'options.md#parser)', 'optons.md#parser)');
  }, 300_000);

  describe('built', () => {
    let pages: Map<string, string>;
    const sources = new Map<string, string>();

    beforeAll(async () => {
      await build(c.site.config);
      pages = await builtPages(PRETTIER, c.site.config.outDir);
      for (const name of await fs.readdir(path.join(PRETTIER, 'docs'))) {
        const text = await fs.readFile(path.join(PRETTIER, 'docs', name), 'utf8');
        const id = /^id:\s*(\S+)/m.exec(text)![1];
        sources.set(id === 'index' ? '/docs' : `/docs/${id}`, text);
      }
    }, 600_000);

    it('builds a page for every file, the index at /docs', () => {
      expect([...pages.keys()].sort()).toEqual([...sources.keys()].sort());
      expect(pages.get('/docs')).toMatch(/<h1[^>]*>What is Prettier\?<\/h1>/);
    });

    it('every link and image of every page reaches a file of the output, and its anchor', async () => {
      const { missing, anchors, checked } = await unresolved(c.site.config.outDir, pages);
      expect(missing).toEqual([]);
      expect(anchors).toEqual([]);
      expect(checked).toBeGreaterThan(pages.size);
    });

    it('no page’s main text shows <, import or {/*', () => {
      expect(leaked(pages)).toEqual([]);
    });

    it('every admonition, tab set and tab of the source is drawn as the component, on its page', () => {
      expectComponents(pages, sources);
      expect(pages.get('/docs/install')).toMatch(/data-group-id="package-manager"/);
    });

    it('HTML links keep their address, not their classes; <a name> is an anchor', () => {
      const enterprise = article(pages.get('/docs/for-enterprise')!);
      expect(enterprise).toContain('<a href="https://tidelift.com/subscription/request-a-demo?');
      expect(enterprise).not.toContain('button--primary');
      expect(article(pages.get('/docs/options')!)).toContain('<a id="filepath"></a>');
    });
  });
});
