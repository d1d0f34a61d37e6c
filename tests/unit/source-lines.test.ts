// No line of the generator's or the site's source is over 140 characters, URLs
// included (ESLint's max-len lets a URL through; this does not), so every file
// reads in a side-by-side diff without wrapping.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MAX = 140;

describe('source lines', () => {
  it(`are at most ${MAX} characters in generator/ and src/`, () => {
    const files = execFileSync('git', ['ls-files', 'generator', 'src'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(ts|tsx|mjs)$/.test(f));
    expect(files.length).toBeGreaterThan(50);
    const long: string[] = [];
    for (const file of files) {
      const lines = fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n');
      lines.forEach((line, i) => {
        // characters, not bytes: French text and arrows count once
        if ([...line].length > MAX) long.push(`${file}:${i + 1} (${[...line].length})`);
      });
    }
    expect(long).toEqual([]);
  });
});
