// Highlighting must not depend on how busy the machine is: a build's pages
// are compared byte for byte (endpoint against files, dev against build).
import { describe, it, expect, vi, afterEach } from 'vitest';
import path from 'node:path';
import { marked } from 'marked';
import { dualThemeHtml, getHighlighter, highlight, HIGHLIGHT_LANGUAGES, supportedName } from '../../generator/markdown/highlight.ts';
import { loadPairedThemes, pairedHtml, pairThemes } from '../../generator/markdown/paired-themes.ts';
import { PROJECT_ROOT } from '../../generator/root.ts';
import { loadMarkdown } from '../../generator/load/markdown.ts';

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

// The two themes come from one tokenization (paired-themes.ts): the HTML must
// be what Shiki's dual-theme mode writes, tokenizing once per theme.
describe('both colour themes from one tokenization', () => {
  /** every fenced block of the site's Markdown, as the build loads it and marked reads it */
  async function siteCodeBlocks(): Promise<{ lang: string; code: string }[]> {
    const { documents } = await loadMarkdown(path.join(PROJECT_ROOT, 'content'), PROJECT_ROOT);
    const blocks = new Map<string, { lang: string; code: string }>();
    for (const d of documents)
      marked.walkTokens(marked.lexer(d.body), (t) => {
        if (t.type === 'code' && t.lang) blocks.set(`${t.lang}\n${t.text}`, { lang: t.lang, code: t.text });
      });
    return [...blocks.values()];
  }

  // what the site's blocks may not have: every language, font styles (Markdown's bold, italics,
  // strike-through, links), whitespace alone between tokens, tabs, blank and trailing-space lines
  const SAMPLES: Record<(typeof HIGHLIGHT_LANGUAGES)[number], string> = {
    turtle: '@prefix ex: <http://example.org/> .\n\nex:a\tex:b "c"@fr ,  """d\n e""" ;\n    ex:n 1.5e3 .  \n',
    sparql:
      'PREFIX skos: <http://www.w3.org/2004/02/skos/core#>\nSELECT ?c (COUNT(*) AS ?n) WHERE {\n  ?c skos:prefLabel ?l . FILTER(lang(?l) = "fr")\n} GROUP BY ?c\n',
    python:
      'from rdflib import Graph\n\n\ndef load(url: str) -> Graph:\n    """Parse."""\n    return Graph().parse(url, format="turtle")  # ok\n',
    cypher: 'MATCH (p:Person)-[:KNOWS]->(q) WHERE p.name = "Ada" RETURN q LIMIT 5',
    json: '{\n  "@context": {"@vocab": "https://schema.org/"},\n  "name": "x", "n": [1, true, null]\n}',
    xml: '<?xml version="1.0"?>\n<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\n  <!-- c -->\n  <a b="c">&amp;</a>\n</rdf:RDF>',
    bash: 'curl -H "Accept: text/turtle" https://example.org/id/x | rapper -i turtle - \\\n  && echo "$HOME" # done\n',
    yaml: 'title: Exemple\ntags: [a, b]\n# comment\nnested:\n  key: "value" # trailing\n',
    javascript: 'const g = await fetch(`/id/${slug}.jsonld`).then((r) => r.json()); // why\n/* block */ class A extends B {}',
    typescript: 'export interface P<T> { x?: T; readonly y: number }\nlet v = <const>["a"];',
    html: '<!doctype html>\n<a href="/x" class=y>z</a><script>let a = 1;</script><style>p{color:red}</style>',
    css: '@media (min-width: 40rem) {\n  .a > b::before { color: #fff !important; }\n}',
    markdown: '# Title\n\n**bold** _italic_ ~~gone~~ `code` [link](https://example.org)\n\n> quote\n\n- item\n\n    indented\n',
  };

  it('pairs the light and dark themes, so each block is tokenized once', async () => {
    const h = await getHighlighter(HIGHLIGHT_LANGUAGES);
    expect(pairThemes(h.getTheme('github-light'), h.getTheme('github-dark'))).toBeDefined();
  });

  it('writes, for every code block of the site and a sample of every language, the HTML of Shiki’s dual-theme mode', async () => {
    const h = await getHighlighter(HIGHLIGHT_LANGUAGES);
    const blocks = [...(await siteCodeBlocks()), ...Object.entries(SAMPLES).map(([lang, code]) => ({ lang, code }))];
    // the languages the site highlights (a block in another one is shown plain)
    const known = blocks.flatMap(({ lang, code }) => (supportedName(lang) ? [{ name: supportedName(lang)!, code }] : []));
    expect(known.length).toBeGreaterThan(Object.keys(SAMPLES).length);
    const paired = (await loadPairedThemes(h, 'github-light', 'github-dark'))!;
    for (const { name, code } of known) {
      expect(pairedHtml(h, paired, code, name), `${name}: ${code.slice(0, 60)}`).toBe(dualThemeHtml(h, code, name));
    }
  });

  it('does not pair themes whose rules differ (each is then tokenized on its own)', async () => {
    const h = await getHighlighter([]);
    const light = h.getTheme('github-light');
    const dark = h.getTheme('github-dark');
    const renamed = { ...dark, settings: dark.settings.map((r, i) => (i === 3 ? { ...r, scope: 'other.scope' } : r)) };
    const unstyled = {
      ...dark,
      settings: dark.settings.map((r, i) => (i === 5 ? { ...r, settings: { ...r.settings, fontStyle: 'bold' } } : r)),
    };
    expect(pairThemes(light, renamed)).toBeUndefined();
    expect(pairThemes(light, unstyled)).toBeUndefined();
    expect(pairThemes(light, { ...dark, settings: dark.settings.slice(1) })).toBeUndefined();
  });
});
