// Highlighting must not depend on how busy the machine is: a build's pages
// are compared byte for byte (endpoint against files, dev against build).
import { describe, it, expect, vi, afterEach } from 'vitest';
import { getHighlighter, highlight } from '../../generator/markdown/highlight.ts';

afterEach(() => vi.restoreAllMocks());

/** The snippet's HTML without its last line (a comment that only keeps highlight()'s cache from answering). */
const withoutLastLine = (html: string) =>
  html.replace(/\n?<span class="line">(?:(?!<span class="line">).)*<\/span><\/span>(?=<\/code>)/s, '');

describe('code highlighting', () => {
  it('gives the same colours when every line takes longer than Shiki’s per-line time limit', async () => {
    const h = await getHighlighter(['python', 'turtle']);
    const snippets: [string, string][] = [
      ['python', "import unicodedata\nreturn unicodedata.normalize('NFC', value)\n"],
      ['turtle', '<a> <b> "c"@en ; <d> """e""" .\n'],
    ];
    const calm = snippets.map(([lang, code]) => withoutLastLine(highlight(h, `${code}# calm`, lang)));
    // a machine so loaded that each clock reading is a second after the last: with Shiki's default
    // limit (500 ms a line) tokenizing stops early and the rest of the line keeps the open scope's colour
    let now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
    const busy = snippets.map(([lang, code]) => withoutLastLine(highlight(h, `${code}# busy`, lang)));
    vi.restoreAllMocks();
    expect(busy).toEqual(calm);
    expect(calm[0]).toContain('normalize');
  });
});
