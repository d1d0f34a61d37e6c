// Images and files beside a Docusaurus page's Markdown (`./img/x.png`,
// `../assets/y.svg`), as an editor copies a docs folder: the build copies them
// to the output under /docs/ and the pages' links point there, in English and
// French alike; check finds a missing one at its line with the nearest name.
// In the same build, a folder whose _category_.yml asks for a generated index
// gets a page at its address listing its pages, linked from the sidebar.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyse, build } from '../../generator/build.ts';
import type { SiteConfig } from '../../generator/config.ts';
import { fixtureSite, readOut } from '../helpers.ts';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>';

let site: { dir: string; config: SiteConfig };

beforeAll(async () => {
  site = await fixtureSite();
  const docs = path.join(site.dir, 'content/docs');
  await fs.mkdir(path.join(docs, 'learn-lod/img'), { recursive: true });
  await fs.mkdir(path.join(docs, 'assets'), { recursive: true });
  await fs.writeFile(path.join(docs, 'learn-lod/img/flow.png'), PNG);
  await fs.writeFile(path.join(docs, 'assets/shape.svg'), SVG);
  for (const name of ['basics.md', 'basics.fr.md']) {
    await fs.appendFile(path.join(docs, 'learn-lod', name), '\n![A flow](./img/flow.png)\n\n![A shape](../assets/shape.svg)\n');
  }
  await fs.mkdir(path.join(docs, 'learn-lod/guides'), { recursive: true });
  await fs.writeFile(path.join(docs, 'learn-lod/guides/first.md'), '# First guide\n\nText of the first guide.\n');
  await fs.writeFile(
    path.join(docs, 'learn-lod/guides/_category_.yml'),
    'label: Guides\nlink:\n  type: generated-index\n  description: Every guide.\n',
  );
  await build(site.config);
}, 300_000);

afterAll(() => fs.rm(site.dir, { recursive: true, force: true }));

describe('images beside the Markdown', () => {
  it('are copied to the output and the English and French pages show them from there', async () => {
    expect(await fs.readFile(path.join(site.config.outDir, 'docs/learn-lod/img/flow.png'))).toEqual(PNG);
    expect(await fs.readFile(path.join(site.config.outDir, 'docs/assets/shape.svg'), 'utf8')).toBe(SVG);
    for (const page of ['docs/learn-lod/basics/index.html', 'fr/docs/learn-lod/basics/index.html']) {
      const html = await readOut(site.config, page);
      expect(html).toContain('src="/docs/learn-lod/img/flow.png"');
      expect(html).toContain('src="/docs/assets/shape.svg"');
    }
  });

  it('a generated index is a page at the address of its folder, listing its pages, and the sidebar category links to it', async () => {
    const html = await readOut(site.config, 'docs/learn-lod/guides/index.html');
    expect(html).toMatch(/<h1[^>]*>Guides<\/h1>/);
    expect(html).toContain('Every guide.');
    expect(html).toContain('<a href="/docs/learn-lod/guides/first">First guide</a>');
    const basics = await readOut(site.config, 'docs/learn-lod/basics/index.html');
    expect(basics).toMatch(/<a href="\/docs\/learn-lod\/guides" class="sidebar-link"[^>]*>Guides<\/a>/);
  });

  it('a missing one is an error at its line and column with the nearest file', async () => {
    const file = path.join(site.dir, 'content/docs/learn-lod/second.md');
    await fs.appendFile(file, '\nSee ![the flow](../learn-lod/img/flw.png).\n');
    const lines = (await fs.readFile(file, 'utf8')).split('\n');
    const line = lines.findIndex((l) => l.includes('flw.png')) + 1;
    const errors = (await analyse(site.config)).problems.filter((p) => p.severity === 'error');
    expect(errors.map((e) => [e.message, e.position])).toEqual([
      [
        'broken link to ../learn-lod/img/flw.png in content/docs/learn-lod/second.md: there is no file content/docs/learn-lod/img/flw.png: did you mean flow.png?',
        { file: 'content/docs/learn-lod/second.md', line, column: 17 },
      ],
    ]);
  });
});
