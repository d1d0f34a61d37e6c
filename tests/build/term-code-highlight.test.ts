// Code on the glossary's term pages as a reader sees it (issue 42): a name
// such as term:anne-of-green-gables or a tag such as @en-CA is coloured as one
// word, not cut where its hyphen is. Over the real site's build.
import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { realSite } from '../real-site.ts';

const site = await realSite();

/** The coloured runs of each highlighted code block of a page, line by line. */
function codeRuns(html: string): string[][] {
  const lines: string[][] = [];
  for (const block of html.matchAll(/<pre class="shiki[\s\S]*?<\/pre>/g))
    for (const line of block[0].matchAll(/<span class="line">([\s\S]*?)<\/span>(?=<span class="line">|\n|<\/code>)/g))
      lines.push([...line[1].matchAll(/<span[^>]*>([^<]*)<\/span>/g)].map((m) => m[1]));
  return lines;
}

describe('code on term pages', () => {
  it('colours hyphenated names and language tags as one word', () => {
    const terms = site.pages.filter((p) => p.kind === 'term');
    let blocks = 0;
    const cut: string[] = [];
    for (const term of terms) {
      const file = path.join(site.outDir, term.path, 'index.html');
      if (!fs.existsSync(file)) continue;
      for (const runs of codeRuns(fs.readFileSync(file, 'utf8'))) {
        blocks++;
        runs.forEach((run, i) => {
          // a run that goes on a word the run before it ended: the word was cut in two
          if (i > 0 && /[\p{L}\p{N}]$/u.test(runs[i - 1]) && /^[-.][\p{L}\p{N}]/u.test(run))
            cut.push(`${term.path}: ${runs[i - 1]}|${run}`);
        });
      }
    }
    expect(blocks).toBeGreaterThan(0);
    expect(cut).toEqual([]);
  });
});
