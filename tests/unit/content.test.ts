// Every code block in the content parses as its language: Turtle with n3,
// SPARQL with sparqljs. Teaching pages must not teach broken syntax.
import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { Parser } from 'n3';
import sparqljs from 'sparqljs';
import { listFiles } from '../../generator/load/files.ts';
import { ROOT } from '../helpers.ts';

const BLOCK = /^```(\w+)[^\n]*\n([\s\S]*?)^```/gm;

describe('code blocks in content/', async () => {
  const files = await listFiles(path.join(ROOT, 'content'), (n) => n.endsWith('.md'));
  it('finds content to check', () => {
    expect(files.length).toBeGreaterThan(50);
  });
  it('parses every turtle and sparql block', () => {
    const failures: string[] = [];
    let checked = 0;
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(BLOCK)) {
        const [, lang, code] = m;
        const line = text.slice(0, m.index).split('\n').length;
        const where = `${path.relative(ROOT, file)}:${line}`;
        try {
          if (lang === 'turtle' || lang === 'ttl') {
            new Parser({ format: 'text/turtle' }).parse(code);
            checked++;
          } else if (lang === 'sparql') {
            new sparqljs.Parser().parse(code);
            checked++;
          }
        } catch (e) {
          failures.push(`${where} (${lang}): ${(e as Error).message.split('\n')[0]}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });
});
