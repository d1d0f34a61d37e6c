// Docusaurus docs as their editors wrote them: the address from the file,
// `id` and `slug`; the title from the opening `#` heading; partials never
// pages; file links (`Other.md#anchor`) turned into the target page's address,
// and a file link to no file an error at its line and column.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listContentAssets } from '../../generator/load/content-assets.ts';
import { contentTitle, docKey, isPartial, withoutTitleLine } from '../../generator/markdown/docusaurus-address.ts';
import { resolveFileLinks, type LinkedDocument } from '../../generator/markdown/file-links.ts';
import { parseMarkdownFile } from '../../generator/load/markdown.ts';

describe('doc addresses', () => {
  it('come from the path, with id naming the last part and slug overriding the whole', () => {
    expect(docKey('tools/CLI.md')).toBe('/docs/tools/CLI');
    expect(docKey('tools/CLI.md', { id: 'cli' })).toBe('/docs/tools/cli');
    expect(docKey('tools/index.mdx', { id: 'whatever' })).toBe('/docs/tools');
    expect(docKey('tools/a.fr.md', { id: 'b' })).toBe('/docs/tools/b');
    expect(docKey('tools/a.md', { slug: '/elsewhere/x' })).toBe('/docs/elsewhere/x');
    expect(docKey('tools/a.md', { slug: 'beside' })).toBe('/docs/tools/beside');
    expect(docKey('tools/a.md', { slug: '/' })).toBe('/docs');
  });

  it('partials are files or folders whose name starts with _', () => {
    expect(isPartial('tools/_note.md')).toBe(true);
    expect(isPartial('_shared/x.md')).toBe(true);
    expect(isPartial('tools/note.md')).toBe(false);
  });
});

describe('title from the first heading', () => {
  it('is the opening # heading, after imports and blank lines; not a later one', () => {
    expect(contentTitle("import X from '@theme/Tabs';\n\n# Hello *world*\n\nText")).toEqual({ title: 'Hello *world*', line: 2 });
    expect(contentTitle('Intro\n\n# Later')).toBeUndefined();
    expect(withoutTitleLine('a\n# T\nb', 1)).toBe('a\n\nb');
  });

  it('makes a page without front matter or without title valid, and the heading is not kept in the body', () => {
    const parsed = parseMarkdownFile('# The title\n\nBody text\n', 'content/docs/x.md');
    expect(parsed.frontMatter.title).toBe('The title');
    expect(parsed.body).not.toContain('# The title');
    expect(parsed.bodyLine).toBe(1);
    const withFields = parseMarkdownFile('---\nid: x\n---\n\n# Heading title\n', 'content/docs/x.md');
    expect(withFields.frontMatter.title).toBe('Heading title');
  });

  it('with neither title nor heading, is the file name, as in Docusaurus, with a warning at line 1', () => {
    const parsed = parseMarkdownFile('Just text\n', 'content/docs/global/test_accounts.md');
    expect(parsed.frontMatter.title).toBe('test_accounts');
    const title = parsed.problems.filter((p) => /no title/.test(p.message));
    expect(title.map((p) => [p.severity, p.position?.line])).toEqual([['warning', 1]]);
    expect(title[0].message).toMatch(/^the page has no title, so it is called "test_accounts" after its file/);
  });
});

describe('file links', () => {
  const doc = (file: string, key: string, body: string): LinkedDocument => ({ kind: 'doc', file, key, body, bodyLine: 4 });

  it('become the target page address, anchor kept, relative and @site forms alike; code is left alone', () => {
    const a = doc(
      'content/docs/t/a.md',
      '/docs/t/a',
      'See [B](B.md#part), [C](../c.mdx) and [again](./B.md).\n\n```md\n[code](B.md)\n```\n`[inline](B.md)` ![i](@site/static/img/x.png)\n[ref]: @site/docs/c.mdx',
    );
    const b = doc('content/docs/t/B.md', '/docs/t/bee', '');
    const c = doc('content/docs/c.mdx', '/docs/c', '');
    expect(resolveFileLinks([a, b, c], 'content/docs')).toEqual([]);
    expect(a.body).toBe(
      'See [B](/docs/t/bee#part), [C](/docs/c) and [again](/docs/t/bee).\n\n```md\n[code](B.md)\n```\n`[inline](B.md)` ![i](/img/x.png)\n[ref]: /docs/c',
    );
  });

  it('written as <a href="B.md"> are file links too, a missing one placed at its address', () => {
    const a = doc('content/docs/t/a.md', '/docs/t/a', '<a class="x" href="B.md#part">B</a> <a href="Bee.md">?</a>');
    const b = doc('content/docs/t/B.md', '/docs/t/bee', '');
    const problems = resolveFileLinks([a, b], 'content/docs');
    expect(a.body).toBe('<a class="x" href="/docs/t/bee#part">B</a> <a href="Bee.md">?</a>');
    expect(problems.map((p) => [p.position, p.message.match(/did you mean \S+/)?.[0]])).toEqual([
      [{ file: 'content/docs/t/a.md', line: 4, column: 46 }, 'did you mean B.md?'],
    ]);
  });

  it('to no file is an error at its line and column, with the nearest file name', () => {
    const a = doc('content/docs/t/a.md', '/docs/t/a', 'Intro\n\nSee [B](Bee.md).');
    const b = doc('content/docs/t/B.md', '/docs/t/b', '');
    const [p, ...rest] = resolveFileLinks([a, b], 'content/docs');
    expect(rest).toEqual([]);
    expect(p.severity).toBe('error');
    expect(p.position).toEqual({ file: 'content/docs/t/a.md', line: 6, column: 9 });
    expect(p.message).toMatch(/Bee\.md.*did you mean B\.md\?/);
  });

  it('to an image or file beside the Markdown become its address under /docs/; a missing one is an error with the nearest file', () => {
    const body =
      'A ![flow](./img/flow.png "Flow") and ![x](../assets/x%20y.svg).\n\n[slides](files/talk.pdf#page=2) ![gone](./img/flwo.png)';
    const a = doc('content/docs/t/a.md', '/docs/t/a', body);
    const assets = new Set(['content/docs/t/img/flow.png', 'content/docs/assets/x y.svg', 'content/docs/t/files/talk.pdf']);
    const problems = resolveFileLinks([a], 'content/docs', assets);
    expect(a.body).toBe(
      'A ![flow](/docs/t/img/flow.png "Flow") and ![x](/docs/assets/x y.svg).\n\n[slides](/docs/t/files/talk.pdf#page=2) ![gone](./img/flwo.png)',
    );
    expect(problems.map((p) => [p.message, p.position])).toEqual([
      [
        'broken link to ./img/flwo.png in content/docs/t/a.md: there is no file content/docs/t/img/flwo.png: did you mean flow.png?',
        { file: 'content/docs/t/a.md', line: 6, column: 41 },
      ],
    ]);
  });

  it('<img src> is resolved and checked as a Markdown image: beside the page, @site/static, a missing one with the nearest file', () => {
    const body =
      '<img src="./img/flow.png" alt="Flow" />\n<p><img alt="Logo" src=\'@site/static/img/logo.svg\' /></p>\n<img src="img/flwo.png" />';
    const a = doc('content/docs/t/a.md', '/docs/t/a', body);
    const problems = resolveFileLinks([a], 'content/docs', new Set(['content/docs/t/img/flow.png']));
    expect(a.body).toBe(
      '<img src="/docs/t/img/flow.png" alt="Flow" />\n<p><img alt="Logo" src=\'/img/logo.svg\' /></p>\n<img src="img/flwo.png" />',
    );
    expect(problems.map((p) => [p.message, p.position])).toEqual([
      [
        'broken link to img/flwo.png in content/docs/t/a.md: there is no file content/docs/t/img/flwo.png: did you mean flow.png?',
        { file: 'content/docs/t/a.md', line: 6, column: 11 },
      ],
    ]);
  });

  it('to a download beside the Markdown (JSON, CSV, text, YAML, office files) are assets too; _category_ files are not', async () => {
    const a = doc('content/docs/t/a.md', '/docs/t/a', '[collection](../assets/postman/postman_collection.json)');
    const problems = resolveFileLinks([a], 'content/docs', new Set(['content/docs/assets/postman/postman_collection.json']));
    expect(problems).toEqual([]);
    expect(a.body).toBe('[collection](/docs/assets/postman/postman_collection.json)');
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'assets-'));
    await fs.writeFile(path.join(dir, 'data.json'), '{}');
    await fs.writeFile(path.join(dir, '_category_.json'), '{}');
    expect(listContentAssets(dir).map((f) => f.sitePath)).toEqual(['/docs/data.json']);
    await fs.rm(dir, { recursive: true });
  });
});
