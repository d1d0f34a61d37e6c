// The model stage returns data only (issue 22): no string or template in
// generator/model/ holds HTML markup and no regular expression reads HTML
// back; markup lives in React components under src/components/. The SPARQL
// page's model (query-page.ts) is moved by its own change and is left out.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.ts';

const MODEL = path.join(ROOT, 'generator/model');
const NOT_YET = new Set(['query-page.ts']);
// an opening or closing tag: `<p>`, `<a href`, `</li>`, `<br/>`
const TAG = /<\/?[a-zA-Z][\w-]*(?:[\s>]|\/>)/;
// a regular expression that reads markup: a tag or an attribute
const READS_HTML = /<|\b(?:href|src|class|data-[\w-]+)=/;

/** Every string, template part and regular expression of a source file holding something like a tag, with its line. */
function markupIn(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isRegularExpressionLiteral(node)) {
      const raw = node.getText(source);
      if ((ts.isRegularExpressionLiteral(node) ? READS_HTML : TAG).test(raw))
        found.push(`${path.basename(file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${raw.slice(0, 80)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the model stage', () => {
  it('finds markup the way this test looks for it', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'model-probe-')), 'x.ts');
    fs.writeFileSync(file, 'const a = `<li class="x">${b}</li>`;\nconst r = /href="([^"]+)"/g;\nconst m = new Map<string, number>();\n');
    try {
      // the template (line 1) and the regular expression (line 2), not the type arguments (line 3)
      expect(new Set(markupIn(file).map((f) => f.split(':')[1]))).toEqual(new Set(['1', '2']));
    } finally {
      fs.rmSync(path.dirname(file), { recursive: true });
    }
  });

  it('assembles no HTML in strings', () => {
    const files = fs.readdirSync(MODEL).filter((f) => f.endsWith('.ts') && !NOT_YET.has(f));
    expect(files.length).toBeGreaterThan(5);
    expect(files.flatMap((f) => markupIn(path.join(MODEL, f)))).toEqual([]);
  });
});
