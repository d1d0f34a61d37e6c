// The W3C Turtle test suite's 94 negative syntax tests (RDF 1.1, copied in
// tests/fixtures/w3c-turtle-negative/): each file must be refused, and every
// problem must say where, file:line:column, as an editor's mistakes are told.
// n3 gives a column only for parser errors; lexer errors (a malformed IRI, a
// bad escape, "_::a") name just the line, and the loader finds the column.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UserError } from '../../generator/errors.ts';
import { parseTurtle } from '../../generator/load/turtle.ts';
import { parseTurtleRecovering } from '../../generator/load/turtle-recovery.ts';
import { ROOT } from '../helpers.ts';

const DIR = path.join(ROOT, 'tests/fixtures/w3c-turtle-negative');
const files = fs.readdirSync(DIR).filter((f) => f.endsWith('.ttl'));
const base = (f: string) => `http://www.w3.org/2013/TurtleTests/${f}`;

describe('the W3C negative Turtle syntax tests', () => {
  it('are all there', () => expect(files.length).toBe(94));

  it.each(files)('%s is refused, each problem with its line and column', (f) => {
    const text = fs.readFileSync(path.join(DIR, f), 'utf8');
    const lines = text.split('\n');
    const { problems } = parseTurtleRecovering(text, f, base(f));
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) {
      expect(p.position).toEqual({ file: f, line: expect.any(Number), column: expect.any(Number) });
      // a place in the file: a line it has, at most one past that line's end
      expect(p.position!.line).toBeLessThanOrEqual(lines.length);
      expect(p.position!.column).toBeLessThanOrEqual(lines[p.position!.line! - 1].length + 1);
    }
    // the single-error parser (shapes.ttl) says the same
    let error: unknown;
    try {
      parseTurtle(text, f, 'urn:g', base(f));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).position).toEqual({ file: f, line: expect.any(Number), column: expect.any(Number) });
  });
});
