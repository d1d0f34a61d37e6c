// The front matter is cut out of a page and read as YAML alone, and its lines
// are read up to the closing delimiter only: for every page written in YAML
// both must give exactly what gray-matter (read here before) and a split of
// the whole page give. gray-matter stays a dev dependency for this reference
// and for the probe below, which shows why it was dropped: it evaluates
// `---js` front matter.
import { describe, expect, it } from 'vitest';
import matter from 'gray-matter';
import { frontMatterBlock, parseMarkdownFile } from '../../generator/load/markdown.ts';
import { frontMatterFields, frontMatterLines } from '../../generator/load/front-matter.ts';
import { UserError } from '../../generator/errors.ts';

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
      expect(frontMatterFields(block, 'page.md')).toEqual(want.data);
      if (body !== undefined) expect(body).toBe(want.content);
      expect(frontMatterLines(text)).toEqual(want.lines);
    });
  }

  it('reads no more than the front matter when it is closed', () => {
    const text = PAGES['a rule in the body'];
    expect(frontMatterBlock(text).block).toBe('---\ntitle: x\n---');
  });

  it('keeps the whole page when it cannot be cut', () => {
    for (const name of ['never closed', 'four dashes', 'no front matter']) {
      expect(frontMatterBlock(PAGES[name])).toEqual({ block: PAGES[name] });
    }
  });
});

describe('front matter never runs code', () => {
  const probe = (lang: string) =>
    `---${lang}\n{ title: (globalThis.__frontMatterProbe = (globalThis.__frontMatterProbe || 0) + 1, 'x') }\n---\nBody\n`;
  const g = globalThis as { __frontMatterProbe?: number };

  it('gray-matter, read here before, evaluates a ---js block (the hole this closes)', () => {
    g.__frontMatterProbe = 0;
    matter(probe('js'), {});
    expect(g.__frontMatterProbe).toBe(1);
  });

  for (const lang of ['js', 'javascript', ' js', 'coffee', 'json', 'toml']) {
    it(`"---${lang}" is an error at line 1 and nothing is evaluated`, () => {
      g.__frontMatterProbe = 0;
      let error: unknown;
      try {
        parseMarkdownFile(probe(lang), 'content/docs/probe.md');
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(UserError);
      expect((error as UserError).message).toMatch(/front matter is YAML/);
      expect((error as UserError).position).toMatchObject({ file: 'content/docs/probe.md', line: 1, column: 4 + lang.search(/\S/) });
      expect(g.__frontMatterProbe).toBe(0);
    });
  }

  it('YAML tags that construct functions or other types are refused, not built', () => {
    for (const value of ['!!js/function "function () { return 1 }"', '!!js/regexp /x/', '!!binary aGVsbG8=', '!!set { a }']) {
      expect(() => parseMarkdownFile(`---\ntitle: ${value}\n---\nBody\n`, 'p.md')).toThrow(UserError);
    }
  });

  it('---yaml is YAML', () => {
    expect(parseMarkdownFile('---yaml\ntitle: Oui\n---\nBody\n', 'p.md').frontMatter.title).toBe('Oui');
  });
});
