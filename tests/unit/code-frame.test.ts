// Problems print with the line they point at and a caret, sorted by file and
// position, so an editor reads every mistake of a file together.
import { describe, it, expect } from 'vitest';
import { codeFrame, sortProblems } from '../../generator/code-frame.ts';
import type { Problem } from '../../generator/errors.ts';

const files: Record<string, string> = {
  '/site/data/tools.ttl': 'tool:x a schema:SoftwareApplication ;\n    schema:educationalLevel facet:intermediat ;\n',
  '/site/content/long.md': `${'a'.repeat(300)}X${'b'.repeat(300)}\n`,
};
const read = (f: string) => files[f];

describe('codeFrame', () => {
  it('shows the line with its number and a caret under the column', () => {
    expect(codeFrame({ file: 'data/tools.ttl', line: 2, column: 29 }, '/site', read)).toBe(
      '  2 |     schema:educationalLevel facet:intermediat ;\n    |                             ^',
    );
  });

  it('cuts a long line around the column and keeps the caret on it', () => {
    const frame = codeFrame({ file: 'content/long.md', line: 1, column: 301 }, '/site', read);
    const [code, caret] = frame.split('\n');
    expect(code.length).toBeLessThan(140);
    expect(code[caret.indexOf('^')]).toBe('X');
  });

  it('shows nothing without a line, for an unreadable file or an endpoint graph', () => {
    expect(codeFrame({ file: 'data/tools.ttl' }, '/site', read)).toBe('');
    expect(codeFrame({ file: 'data/missing.ttl', line: 1 }, '/site', read)).toBe('');
    expect(codeFrame({ file: '<https://example.org/graph>', line: 1 }, '/site', read)).toBe('');
  });
});

describe('sortProblems', () => {
  it('orders by file, line and column, and keeps problems without a position last in their order', () => {
    const p = (file: string | undefined, line?: number, column?: number): Problem => ({
      severity: 'error',
      stage: 's',
      message: `${file}:${line}:${column}`,
      position: file ? { file, line, column } : undefined,
    });
    const sorted = sortProblems([
      p(undefined),
      p('data/b.ttl', 3),
      p('content/a.md', 9, 2),
      p('data/b.ttl', 1, 5),
      p('content/a.md', 9, 1),
      p(undefined, 1),
    ]);
    expect(sorted.map((x) => x.message)).toEqual([
      'content/a.md:9:1',
      'content/a.md:9:2',
      'data/b.ttl:1:5',
      'data/b.ttl:3:undefined',
      'undefined:undefined:undefined',
      'undefined:1:undefined',
    ]);
  });
});
