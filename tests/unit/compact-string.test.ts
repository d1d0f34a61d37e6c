// Rendered Markdown is held one byte per character when its characters fit
// in Latin-1, whatever the pieces it was built from (generator/markdown/compact-string.ts).
import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { compactString } from '../../generator/markdown/compact-string.ts';
import { getHighlighter } from '../../generator/markdown/highlight.ts';
import { createMarkdownRenderer } from '../../generator/markdown/render.ts';

/** How V8 holds the string: v8.serialize tags a one-byte string '"' (0x22) and a two-byte one 'c' (0x63), after a version header. */
function bytesPerChar(text: string): 1 | 2 {
  const b = v8.serialize(text);
  // a two-byte string may be preceded by one padding byte (0x00) to align it
  const tag = b[2] === 0 ? b[3] : b[2];
  if (tag === 0x22) return 1;
  if (tag === 0x63) return 2;
  throw new Error(`unexpected serialisation tag ${tag}`);
}

/** The same characters, held two bytes per character: a slice of a string that has one character outside Latin-1. */
const twoByte = (text: string) => ('\u2019' + text).slice(1);

describe('compactString', () => {
  it('holds Latin-1 text one byte per character, with the same characters', () => {
    const text = twoByte('Données liées, café « crème » et 100 °C.');
    expect(bytesPerChar(text)).toBe(2);
    const compact = compactString(text);
    expect(compact).toBe(text);
    expect(bytesPerChar(compact)).toBe(1);
  });

  it('leaves text with a character outside Latin-1 as it is', () => {
    for (const text of ['L’ontologie', 'un tiret — cadratin', 'espace\u202Ffine', 'emoji 🙂']) {
      expect(compactString(text)).toBe(text);
      expect(bytesPerChar(compactString(text))).toBe(2);
    }
  });
});

describe('a Markdown render', () => {
  it('is held one byte per character when its Markdown is Latin-1, even from two-byte pieces', async () => {
    const render = createMarkdownRenderer(await getHighlighter(), { en: { note: 'Note' }, fr: { note: 'Remarque' } });
    const markdown = twoByte('## Un titre é\n\nUn paragraphe avec un [lien](/docs/x).\n\n<!-- truncate -->\n\n### Suite\n\nLa suite.');
    expect(bytesPerChar(markdown)).toBe(2);
    const out = render(markdown, 'fr');
    expect(out.html).toContain('<h2 id="un-titre-é">');
    expect(out.truncated).toBe(true);
    expect(bytesPerChar(out.html)).toBe(1);
    expect(bytesPerChar(out.summaryHtml)).toBe(1);
    expect(bytesPerChar(out.text)).toBe(1);
  });

  it('keeps a typographic apostrophe', async () => {
    const render = createMarkdownRenderer(await getHighlighter(), { en: { note: 'Note' }, fr: { note: 'Remarque' } });
    const out = render('L’ontologie décrit les classes.', 'fr');
    expect(out.html).toBe('<p>L’ontologie décrit les classes.</p>\n');
    expect(out.text).toContain('L’ontologie');
  });
});
