// French typography of what a reader sees: the text of every built /fr/ page,
// where UI strings are joined by components to each other and to data
// (« Étiquettes » and its colon, a list title built around a tag's name). The
// sources are checked by tests/unit/site-truth.test.ts; this checks the joins.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFrenchHtml } from '../../generator/validate/french-typography.ts';
import { realSite } from '../real-site.ts';

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return htmlFiles(full);
    return e.name.endsWith('.html') ? [full] : [];
  });
}

describe('French typography of rendered pages', () => {
  it('sees a colon a component joins to a UI string, and leaves code and English alone', () => {
    const html =
      '<p class="post-tags"><span class="visually-hidden">Étiquettes: </span><a class="tag">Recherche</a></p>' +
      '<h1>Billets étiquetés « Recherche »</h1><p>Le préfixe <code>schema:</code> et <span lang="en">Tags: x</span>.</p>';
    const issues = checkFrenchHtml(html);
    expect(issues.map((i) => [i.rule, i.context])).toEqual([
      ['space-before-colon', 'Étiquettes: Recherche'],
      ['guillemet-open', 'Billets étiquetés « Recherche »'],
      ['guillemet-close', 'Billets étiquetés « Recherche »'],
    ]);
  });

  it('finds no mistake in the text of any French page of the real site', async () => {
    const site = await realSite();
    const found = htmlFiles(path.join(site.outDir, 'fr')).flatMap((file) =>
      checkFrenchHtml(fs.readFileSync(file, 'utf8')).map((i) => `${path.relative(site.outDir, file)}: ${i.rule}: ${i.context}`),
    );
    expect(found).toEqual([]);
  }, 600_000);
});
