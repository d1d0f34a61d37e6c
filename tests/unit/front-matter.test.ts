// The front matter is cut out of a page before gray-matter reads it, and its
// lines are read up to the closing delimiter only: both must give exactly
// what gray-matter and a split of the whole page give.
import { describe, expect, it } from 'vitest';
import matter from 'gray-matter';
import { frontMatterBlock } from '../../generator/load/markdown.ts';
import { frontMatterLines } from '../../generator/load/front-matter.ts';

const PAGES: Record<string, string> = {
  plain: '---\ntitle: Bonjour\ntags: [a, b]\n---\n\n# Titre\n\nTexte.\n',
  'no blank line after': '---\ntitle: x\n---\n# Titre\n',
  'CRLF line ends': '---\r\ntitle: x\r\ndescription: y\r\n---\r\n\r\nBody\r\n',
  'closing delimiter with trailing text': '---\ntitle: x\n--- trailing\nBody\n',
  'a rule in the body': '---\ntitle: x\n---\nBody\n\n---\n\nMore\n',
  'empty front matter': '---\n---\nBody\n',
  'comment-only front matter': '---\n# just a comment\n---\nBody\n',
  'language after the opening delimiter': '---yaml\ntitle: x\n---\nBody\n',
  'closing delimiter at the very end': '---\ntitle: x\n---',
  'never closed': '---\ntitle: x\ndescription: y\n',
  'four dashes': '----\ntitle: x\n----\nBody\n',
  'no front matter': '# Titre\n\nTexte.\n',
  'nested YAML': '---\ntitle: "Une: deux"\nauthors:\n  - ana\n  - ben\ndate: 2026-03-01\n---\nBody\n',
};

/** what the whole page gives: gray-matter's reading, and the lines as a split of the whole page cuts them */
function reference(text: string) {
  const whole = matter(text, {});
  const lines = text.split('\n');
  const end = lines.findIndex((l, i) => i > 0 && l.trimEnd() === '---');
  return {
    data: whole.data,
    content: whole.content,
    lines: lines.slice(0, end < 0 ? lines.length : end + 1).map((l) => l.replace(/\r$/, '')),
  };
}

describe('front matter read from its own lines', () => {
  for (const [name, text] of Object.entries(PAGES)) {
    it(`${name}: the same fields, body and lines as from the whole page`, () => {
      const want = reference(text);
      const { block, body } = frontMatterBlock(text);
      const got = matter(block, {});
      expect(got.data).toEqual(want.data);
      expect(body ?? got.content).toBe(want.content);
      expect(frontMatterLines(text)).toEqual(want.lines);
    });
  }

  it('hands gray-matter no more than the front matter when it is closed', () => {
    const text = PAGES['a rule in the body'];
    expect(frontMatterBlock(text).block).toBe('---\ntitle: x\n---');
  });

  it('gives the whole page to gray-matter when it would not cut it', () => {
    for (const name of ['never closed', 'four dashes', 'no front matter']) {
      expect(frontMatterBlock(PAGES[name])).toEqual({ block: PAGES[name] });
    }
  });
});
