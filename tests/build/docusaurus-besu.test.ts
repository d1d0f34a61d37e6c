// An editor brings a real Docusaurus docs folder as it is: Besu's (Apache-2.0,
// tests/fixtures/docusaurus-besu, 138 pages in nested folders nobody here
// wrote, for Docusaurus 3 with its broken-link check set to fail the build),
// copied unchanged into content/docs/; the 86 files of its assets/ (images, 22 MB) stand in by name
// (assets.txt). Nothing of it lies outside the folder: every file link,
// relative image and download resolves inside it.
//
// `check` finds one error, Besu's own: a `:::tip` never closed, which on
// Besu's site swallows the rest of its page. Nothing for its ~1,490 file links,
// the @theme imports, the Markdown files imported as components (which are
// pages too), a page with no title, a sentence that starts a line with
// "import", HTML tables and paragraphs, or a download link to a JSON file.
// Built, once the owner has closed it: every page at its address; every link and image of every page reaches
// a file of the output; no main text shows `<`, an import or `{/*`;
// admonitions, tabs, details and tables are the components. One broken file
// link adds exactly one positioned error with the file meant.
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { ROOT } from '../helpers.ts';
import { article, checkedSite, errorsOf, expectComponents, expectOneBrokenLink, isFile, leaked, unresolved } from './docusaurus-helpers.ts';

const BESU = path.join(ROOT, 'tests/fixtures/docusaurus-besu');
const SUBCOMMANDS = 'content/docs/private-networks/reference/cli/subcommands.md';

/** The Markdown files of the fixture's docs/, relative to it. */
async function sources(): Promise<string[]> {
  const all = await fs.readdir(path.join(BESU, 'docs'), { recursive: true });
  return all.filter((f) => /\.mdx?$/.test(f)).map((f) => f.split(path.sep).join('/'));
}

/** A source file with each Markdown file it imports put where its element stands (`<Postman />`), as the page shows it. */
async function withImports(file: string): Promise<string> {
  let text = await fs.readFile(path.join(BESU, 'docs', file), 'utf8');
  for (const [, name, from] of text.matchAll(/^import (\w+) from '(\.[^']+\.mdx?)';?$/gm)) {
    const imported = await fs.readFile(path.join(BESU, 'docs', path.dirname(file), from), 'utf8');
    text = text.replaceAll(`<${name} />`, imported);
  }
  return text;
}

describe('Besu’s docs folder, copied unchanged: 138 pages in nested folders', () => {
  const c = checkedSite(BESU);

  it('check reports one error, Besu’s own unclosed :::tip, at its line', () => {
    expect(errorsOf(c.problems).map((e) => [e.message, e.position])).toEqual([
      ['this :::tip is never closed: add a line with ::: where it ends', { file: SUBCOMMANDS, line: 160, column: 1 }],
    ]);
  });

  it('one broken file link gives exactly one error, at its line and column, with the file meant', async () => {
    await expectOneBrokenLink(
      c,
      'content/docs/public-networks/concepts/genesis-file.md',
      '../reference/cli/options.md#network',
      '../reference/cli/optons.md#network',
    );
  }, 300_000);

  describe('built', () => {
    const pages = new Map<string, string>();
    const source = new Map<string, string>();

    beforeAll(async () => {
      // what `check` asks of the owner: the tip closed where its JSON schema ends, as Besu meant
      const file = path.join(c.site.dir, SUBCOMMANDS);
      const text = await fs.readFile(file, 'utf8');
      await fs.writeFile(file, text.replace(/(:::tip JSON schema for `IBFT_EXTRA_DATA`[\s\S]*?\n```json\n[\s\S]*?\n```\n)/, '$1\n:::\n'));
      await build(c.site.config);
      const out = path.join(c.site.config.outDir, 'docs');
      // Besu's pages and the index pages of its folders (_category_.json), not those of the site it was copied into
      const folders = await fs.readdir(path.join(BESU, 'docs'));
      for (const file of await fs.readdir(out, { recursive: true })) {
        if (path.basename(file) !== 'index.html' || !folders.includes(file.split(path.sep)[0])) continue;
        const address = `/docs/${path.dirname(file).split(path.sep).join('/')}`;
        const html = await fs.readFile(path.join(out, file), 'utf8');
        if (html.includes('class="doc-article"')) pages.set(address, html);
      }
      for (const file of await sources()) {
        const address = `/docs/${file.replace(/(\/index)?\.mdx?$/, '')}`;
        source.set(address, await withImports(file));
      }
    }, 600_000);

    it('builds a page for every Markdown file, at the address its path gives', async () => {
      expect((await sources()).length).toBeGreaterThanOrEqual(138);
      expect([...source.keys()].filter((address) => !pages.has(address))).toEqual([]);
    });

    it('every link and image of every page reaches a file of the output, and its anchor', async () => {
      const { missing, anchors, checked } = await unresolved(c.site.config.outDir, pages);
      expect(missing).toEqual([]);
      expect(anchors).toEqual([]);
      expect(checked).toBeGreaterThan(1000);
      expect(await isFile(path.join(c.site.config.outDir, 'docs/assets/postman/postman_collection.json'))).toBe(true);
    });

    it('no page’s main text shows <, import or {/*', () => {
      expect(leaked(pages)).toEqual([]);
    });

    it('every admonition, tab set, tab and details of a page is drawn as the component; imported files are drawn in place', () => {
      expectComponents(pages, source);
      expect(article(pages.get('/docs/private-networks/tutorials/quickstart')!)).toMatch(/Run in Postman/);
    });

    it('an HTML table is the table, cells as Markdown, spans kept; a centred image paragraph is the image', () => {
      const runners = article(pages.get('/docs/public-networks/tutorials/aws-node-runners')!);
      expect(runners).toMatch(/<div class="table-wrap" tabindex="0"><table><thead><tr><th>Pillar<\/th>/);
      expect(runners).toMatch(/<td rowspan="10"><b>Security<\/b><\/td>/i);
      expect(runners).toContain('(<code>42069</code>)');
      expect(article(pages.get('/docs/public-networks/concepts/data-storage-formats')!)).toMatch(
        /<p><img src="\/docs\/assets\/images\/Bonsai_tries.png" alt="Bonsai_tries"[^>]*><\/p>/,
      );
    });
  });
});
