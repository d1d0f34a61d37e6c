// A docs folder's _category_.json / _category_.yml, as Docusaurus reads it:
// the sidebar category's label, position, collapsed state and linked doc; a
// malformed file or field is an error at its line, a misspelt field says
// which it meant, and YAML is data only.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UserError } from '../../generator/errors.ts';
import { generatedIndexes, loadCategories, readCategory, resolveCategoryLinks } from '../../generator/load/categories.ts';
import { loadMarkdown } from '../../generator/load/markdown.ts';
import { buildFolderSidebar } from '../../generator/model/sidebars.ts';
import type { SidebarCategory } from '../../src/shared/model/types.ts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Sidebar } from '../../src/components/Sidebar.tsx';

function errorOf(text: string, file: string): UserError {
  try {
    readCategory(text, file, '/docs/tools/guides');
  } catch (e) {
    if (e instanceof UserError) return e;
    throw e;
  }
  throw new Error('no error');
}

describe('_category_ files', () => {
  it('reads label, position, collapsed and link from JSON and from YAML alike', () => {
    const json = readCategory(
      '{\n  "label": "Guides",\n  "position": 2,\n  "collapsed": false,\n  "link": {"type": "doc", "id": "intro"}\n}',
      'c.json',
      '/docs/x',
    );
    const yml = readCategory('label: Guides\nposition: 2\ncollapsed: false\nlink:\n  type: doc\n  id: intro\n', 'c.yml', '/docs/x');
    for (const c of [json, yml])
      expect(c).toMatchObject({ label: 'Guides', position: 2, collapsed: false, link: { type: 'doc', id: 'intro' } });
    // fields without an effect here are accepted
    expect(
      readCategory('{"label": "A", "className": "red", "customProps": {"x": 1}, "collapsible": true}', 'c.json', '/docs/x').label,
    ).toBe('A');
  });

  it('gives each malformed file or field an error at its line and column', () => {
    const badJson = errorOf('{\n  "label": "Guides",\n  "position": 2,,\n}', 'content/docs/tools/guides/_category_.json');
    expect(badJson.message).toMatch(/^not valid JSON/);
    expect(badJson.position).toMatchObject({ file: 'content/docs/tools/guides/_category_.json', line: 3 });
    const badYaml = errorOf('label: Guides\nposition: [2\n', 'g/_category_.yml');
    expect(badYaml.message).toMatch(/^not valid YAML/);
    expect(badYaml.position?.line).toBeGreaterThanOrEqual(2);
    const type = errorOf('{\n  "label": "Guides",\n  "position": "second"\n}', 'c.json');
    expect(type.message).toBe('"position" should be a number, not "second"');
    expect(type.position).toEqual({ file: 'c.json', line: 3, column: 3 });
    const typo = errorOf('label: Guides\npostion: 2\n', 'c.yml');
    expect(typo.message).toMatch(/unknown field "postion"; did you mean position\?/);
    expect(typo.position).toEqual({ file: 'c.yml', line: 2, column: 1 });
    expect(errorOf('link:\n  type: page\n', 'c.yml').message).toMatch(/"link" should be/);
  });

  it('reads YAML as data: a tag that would construct code is an error', () => {
    expect(errorOf('label: !!js/function "function () { return 1 }"\n', 'c.yml').message).toMatch(/^not valid YAML/);
  });

  it('resolves a linked doc by its id and names a missing one with "did you mean"', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'lod-category-'));
    try {
      const docs = path.join(root, 'content/docs/tools/guides');
      await fs.mkdir(docs, { recursive: true });
      await fs.writeFile(path.join(docs, 'overview.md'), '---\nid: start\n---\n# Overview\n\nText.\n');
      await fs.writeFile(
        path.join(docs, '_category_.json'),
        '{\n  "label": "Guides",\n  "link": {"type": "doc", "id": "tools/guides/start"}\n}\n',
      );
      const docsDir = path.join(root, 'content/docs');
      const { documents } = await loadMarkdown(path.join(root, 'content'), root);
      const { categories, problems } = await loadCategories(docsDir, root);
      expect(problems).toEqual([]);
      expect(resolveCategoryLinks(categories, documents, docsDir, root)).toEqual([]);
      expect(categories[0]).toMatchObject({ folder: '/docs/tools/guides', linkKey: '/docs/tools/guides/start' });
      await fs.writeFile(path.join(docs, '_category_.yml'), 'link:\n  type: doc\n  id: tools/guides/strat\n');
      await fs.rm(path.join(docs, '_category_.json'));
      const again = await loadCategories(docsDir, root);
      const missing = resolveCategoryLinks(again.categories, documents, docsDir, root);
      expect(missing.map((p) => [p.message, p.position])).toEqual([
        [
          '"link" names the doc "tools/guides/strat", which does not exist: did you mean "tools/guides/start"?',
          { file: 'content/docs/tools/guides/_category_.yml', line: 1, column: 1 },
        ],
      ]);
      // a generated index: a page at the folder's address listing its pages, with the link's title and description
      await fs.writeFile(path.join(docs, 'more.md'), '---\nsidebar_position: 1\n---\n# More [and] less\n');
      await fs.writeFile(
        path.join(docs, '_category_.yml'),
        'label: Guides\nlink:\n  type: generated-index\n  description: All the guides.\n',
      );
      const withMore = (await loadMarkdown(path.join(root, 'content'), root)).documents;
      const generated = (await loadCategories(docsDir, root)).categories;
      expect(resolveCategoryLinks(generated, withMore, docsDir, root)).toEqual([]);
      const [index, ...others] = generatedIndexes(generated, withMore);
      expect(others).toEqual([]);
      expect(index).toMatchObject({ key: '/docs/tools/guides', frontMatter: { title: 'Guides', description: 'All the guides.' } });
      expect(index.body).toBe(
        'All the guides.\n\n- [More \\[and\\] less](/docs/tools/guides/more)\n- [Overview](/docs/tools/guides/start)\n',
      );
      expect(generatedIndexes(generated, [...withMore, { ...withMore[0], key: '/docs/tools/guides' }])).toEqual([]);
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });

  it('gives the sidebar category its label, position, open state and linked doc', () => {
    const entries = [
      { key: '/docs/tools/alpha', label: 'Alpha', position: 1 },
      { key: '/docs/tools/guides/start', label: 'Overview', position: 1 },
      { key: '/docs/tools/guides/more', label: 'More', position: 2 },
      { key: '/docs/tools/zeta/one', label: 'One' },
    ];
    const categories = new Map([
      [
        '/docs/tools/guides',
        {
          folder: '/docs/tools/guides',
          file: 'g',
          label: 'Guides',
          position: 0,
          collapsed: false as const,
          linkKey: '/docs/tools/guides/start',
        },
      ],
    ]);
    const plain = buildFolderSidebar('tools', 'toolsSidebar', 'Tools', entries, 'en');
    expect(plain.items.map((i) => i.label)).toEqual(['Alpha', 'guides', 'zeta']);
    const sidebar = buildFolderSidebar('tools', 'toolsSidebar', 'Tools', entries, 'en', categories);
    expect(sidebar.items.map((i) => i.label)).toEqual(['Guides', 'Alpha', 'zeta']);
    const guides = sidebar.items[0] as SidebarCategory;
    expect(guides).toMatchObject({ href: '/docs/tools/guides/start', key: '/docs/tools/guides/start', collapsed: false });
    // the linked doc is the category's own page, not also an item under it
    expect(guides.items.map((i) => i.label)).toEqual(['More']);
    expect((sidebar.items[2] as SidebarCategory).collapsed).toBeUndefined();
    // drawn open on a page outside it; the other category stays closed there
    const html = renderToStaticMarkup(createElement(Sidebar, { sidebar, currentKey: '/docs/tools/alpha', locale: 'en' }));
    expect(html.match(/<details[^>]*>/g)).toEqual(['<details open="">', '<details>']);
  });
});
