// Messages an editor can act on, at the unit level: every Turtle syntax
// error of a file in one reading (the rest of the file still read), the
// spot where a forgotten ";" belongs, an undeclared prefix with the one that
// was meant, a front matter that is never closed pointed at where "---"
// belongs, YAML errors at their real line, and "did you mean" for page addresses.
import { describe, expect, it } from 'vitest';
import { parseTurtleRecovering } from '../../generator/load/turtle-recovery.ts';
import { parseMarkdownFile } from '../../generator/load/markdown.ts';
import { UserError, dropEchoes, type Problem } from '../../generator/errors.ts';
import { nearestRoute } from '../../generator/validate/suggest.ts';

const TTL = [
  '@prefix ex: <http://example.org/> .', // 1
  'ex:a ex:p "one"', // 2: the ";" is missing
  '    ex:q "two" .', // 3
  'ex:b ex:p exx:c .', // 4: undeclared prefix
  'ex:d ex:p "three"', // 5: the "." is missing
  'ex:e ex:p "four" .', // 6
  '',
].join('\n');

describe('Turtle syntax errors', () => {
  const r = parseTurtleRecovering(TTL, 'data/x.ttl');

  it('reports every error of the file in one reading', () => {
    expect(r.problems.map((p) => [p.position?.line, p.position?.column])).toEqual([
      [2, 16],
      [4, 11],
      [5, 18],
    ]);
  });

  it('points at the spot where the punctuation belongs and says what was expected', () => {
    const expected = /after a value comes ";" \(another property of the same subject\), "," \(another value\) or "\."/;
    expect(r.problems[0].message).toMatch(expected);
  });

  it('names the undeclared prefix and the declared one that was meant', () => {
    expect(r.problems[1].message).toBe('Turtle syntax error: the prefix "exx:" is not declared in this file: did you mean ex:?');
  });

  it('keeps every statement it can read, and what a broken statement said before its error', () => {
    const said = r.quads.map((q) => `${q.subject.value.slice(19)} ${q.object.value}`);
    expect(said).toEqual(['a one', 'd three', 'e four']);
  });

  it('a later check on the lines of a broken statement is dropped as its echo, others are kept', () => {
    const echo: Problem = { severity: 'error', stage: 'validate', message: 'ex:a lacks ex:q', position: { file: 'data/x.ttl', line: 2 } };
    const other: Problem = { severity: 'error', stage: 'validate', message: 'ex:e is wrong', position: { file: 'data/x.ttl', line: 6 } };
    expect(dropEchoes([...r.problems, echo, other])).toEqual([...r.problems, other]);
  });
});

function frontMatterError(text: string): UserError {
  try {
    parseMarkdownFile(text, 'content/docs/x.md');
  } catch (e) {
    if (e instanceof UserError) return e;
    throw e;
  }
  throw new Error('no error');
}

describe('front matter', () => {
  it('a missing closing --- is reported at the first line of text, in plain words', () => {
    const e = frontMatterError('---\ntitle: A page\ndescription: About it\n\nThe text begins here.\nIt says: many things.\n\n- a list\n');
    expect(e.position).toEqual({ file: 'content/docs/x.md', line: 5, column: 1 });
    expect(e.message).toMatch(/not closed: add a line holding only --- after its last field \(line 3\)/);
  });

  it('a YAML error is at its own line and column, with what to do', () => {
    const e = frontMatterError('---\ntitle: A page\ndescription: Note: this breaks\n---\nText\n');
    expect(e.position).toEqual({ file: 'content/docs/x.md', line: 3, column: 18 });
    expect(e.message).toMatch(/put the whole value in quotes/);
  });

  it('an unknown field suggests the field that was meant', () => {
    const r = parseMarkdownFile('---\ntitle: A page\ndescription: About it\nsidebar_postion: 3\n---\nText\n', 'content/docs/x.md');
    expect(r.problems.map((p) => [p.message, p.position?.line])).toEqual([
      ['unknown front-matter field "sidebar_postion": did you mean sidebar_position?', 4],
    ]);
  });
});

describe('link targets', () => {
  const routes = ['/docs/terms/triple', '/docs/terms/literal', '/docs/tools/leaf-writer', '/blog/why-lincs'];
  it('suggests the page of the same folder with the nearest name, then the nearest address', () => {
    expect(nearestRoute('/docs/terms/tripel', routes)).toBe('/docs/terms/triple');
    expect(nearestRoute('/docs/tool/leaf-writer', routes)).toBe('/docs/tools/leaf-writer');
    expect(nearestRoute('/docs/nothing-like-it', routes)).toBeUndefined();
  });
});
