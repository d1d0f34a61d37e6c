// Docusaurus Markdown as Docusaurus shows it, one test per row of the README's
// feature table: admonitions (both title forms, nesting, every type with its
// label in both languages), code-block title, line highlighting and numbers,
// footnotes, details, the safe inline HTML, and the MDX components drawn by
// this project's components; and what is refused at its line and column:
// other imports, elements and expressions, fences and admonitions left open.
import { beforeAll, describe, expect, it } from 'vitest';
import { getHighlighter } from '../../generator/markdown/highlight.ts';
import { createMarkdownRenderer, type MarkdownRenderer } from '../../generator/markdown/render.ts';
import { checkMdx } from '../../generator/markdown/mdx.ts';
import { readLiteral } from '../../generator/markdown/mdx-literal.ts';
import { strings } from '../../src/i18n/features.ts';

let render: MarkdownRenderer;
beforeAll(async () => {
  const titles = { en: strings('admonitions', 'en'), fr: strings('admonitions', 'fr') } as never;
  render = createMarkdownRenderer(await getHighlighter(['js', 'bash']), titles);
}, 120_000);

const check = (body: string) => checkMdx(body, 'content/docs/x.md', 5);

describe('admonitions', () => {
  it('take a title in brackets or after the type, and nest with more colons outside', () => {
    const html = render('::::tip[Outer *title*]\n\n:::note Inner title\n\nBody\n\n:::\n\n::::\n', 'en').html;
    expect(html).toMatch(
      /admonition-tip[^>]*><p class="admonition-title">Outer title<\/p>[\s\S]*admonition-note[^>]*><p class="admonition-title">Inner title<\/p>/,
    );
    expect(html).not.toContain(':::');
  });

  it('every Docusaurus type has its own label in both languages; caution is not "Warning"', () => {
    const types = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary'];
    for (const locale of ['en', 'fr'] as const) {
      const labels = strings('admonitions', locale) as Record<string, string>;
      for (const t of types) {
        expect(labels[t], `${t} ${locale}`).toBeTruthy();
        expect(render(`:::${t}\n\nx\n\n:::`, locale).html).toContain(`<p class="admonition-title">${labels[t]}</p>`);
      }
    }
    expect(render(':::caution\n\nx\n\n:::', 'en').html).toContain('>Caution<');
  });

  it('left open is an error at the line where it opens; an unknown type suggests the right one', () => {
    const { problems } = check('Intro\n\n:::tip\n\nNever closed\n');
    expect(problems.map((p) => [p.position?.line, p.message])).toEqual([[7, expect.stringMatching(/:::tip is never closed/)]]);
    expect(check(':::tpi\n\nx\n\n:::').problems[0].message).toMatch(/did you mean.*tip/);
  });
});

describe('code blocks', () => {
  it('show their title, highlight {ranges} and magic-comment lines (comments removed), number lines', () => {
    const md = '```js title="src/a.js" {1} showLineNumbers\nconst a = 1;\n// highlight-next-line\nconst b = 2;\nconst c = 3;\n```';
    const r = render(md, 'en');
    expect(r.html).toContain('<div class="code-frame line-numbers"><div class="code-title">src/a.js</div>');
    expect(r.html.match(/class="line highlighted"/g)).toHaveLength(2);
    expect(r.html).not.toContain('highlight-next-line');
    expect(r.codeBlocks[0].code).toBe('const a = 1;\nconst b = 2;\nconst c = 3;');
    const range = render('```bash\n# highlight-start\necho 1\necho 2\n# highlight-end\necho 3\n```', 'en').html;
    expect(range.match(/class="line highlighted"/g)).toHaveLength(2);
    expect(range).not.toContain('highlight-start');
  });

  it('left open is an error at its opening line', () => {
    const { problems } = check('# T\n\n```js\nconst a = 1;\n\n## Swallowed heading\n');
    expect(problems.map((p) => [p.position?.line, p.message])).toEqual([[7, expect.stringMatching(/never closed/)]]);
  });
});

describe('footnotes, details and inline HTML', () => {
  it('footnotes link both ways, with their heading in the page language', () => {
    const r = render('Text[^1].\n\n[^1]: The note.', 'fr');
    expect(r.html).toContain('href="#footnote-1"');
    expect(r.html).toMatch(/<li id="footnote-1">\s*<p>The note\./);
    expect(r.html).toContain('>Notes</h2>');
  });

  it('<details> with its <summary> is the disclosure element, its body Markdown', () => {
    const html = render('<details>\n<summary>More **info**</summary>\n\nHidden [link](/docs/x).\n\n</details>', 'en').html;
    expect(html).toMatch(
      /<details class="details"><summary>More <strong>info<\/strong><\/summary><div class="details-body"><p>Hidden <a href="\/docs\/x">/,
    );
  });

  it('kbd, br, sub, sup, mark and their kin are HTML; attributes are dropped; anything else stays text', () => {
    const html = render(
      'Press <kbd>Ctrl</kbd>, H<sub>2</sub>O, x<sup>2</sup>, <mark class="x">m</mark><br/>end <img src=x onerror=alert(1)>',
      'en',
    ).html;
    expect(html).toContain('<kbd>Ctrl</kbd>');
    expect(html).toContain('H<sub>2</sub>O');
    expect(html).toContain('<sup>2</sup>');
    expect(html).toContain('<mark>m</mark><br>end');
    expect(html).not.toContain('<img');
    expect(check('x <iframe src=x> y').problems[0].message).toMatch(/<iframe> is not one of the HTML elements/);
    expect(check('x <img src=x alt="a"> y').problems[0].message).toMatch(/<img> has no src: write the address of the image in src="…"/);
  });

  it('an HTML table and paragraph are the elements, their cells Markdown as in MDX; only rowspan and colspan kept', () => {
    const md =
      '<p align="center">\n\n![Tries](/img/t.png)\n\n</p>\n\n<table>\n  <thead>\n    <tr>\n      <th>Pillar</th>\n    </tr>\n  </thead>\n' +
      '  <tbody>\n    <tr>\n      <td rowspan="2" align="center" onclick="x()"><b>Security</b></td>\n' +
      '      <td>Port (`42069`), see [docs](/docs/x)</td>\n    </tr>\n  </tbody>\n</table>\n';
    expect(check(md).problems).toEqual([]);
    const html = render(md, 'en').html;
    expect(html).toMatch(/<p><img src="\/img\/t.png" alt="Tries"[^>]*><\/p>/);
    expect(html).toContain('<div class="table-wrap" tabindex="0"><table><thead><tr><th>Pillar</th>');
    expect(html).toMatch(/<td rowspan="2"><b>Security<\/b><\/td>/i); // an HTML attribute name is case-insensitive
    expect(html).toContain('<td>Port (<code>42069</code>), see <a href="/docs/x">docs</a></td>');
    expect(html).not.toMatch(/align|onclick|&lt;/);
    // tags alone on their lines, one block: each is the element (`<br/>` then `<p align="center">`)
    const spaced = render('<br/>\n<p align="center">\n\n![Tries](/img/t.png)\n\n</p>\n<br/>\n', 'en').html;
    expect(spaced).toMatch(/^<br>\n<p>/);
    expect(spaced).not.toContain('&lt;');
  });
});

describe('HTML links', () => {
  it('<a href> is a link through the scheme allow-list, checked and placed; <a name> is an anchor; other attributes dropped', () => {
    const md =
      'Intro.\n\n<a class="button button--primary" href="https://x.test/?a=1&b=2" onclick="alert(1)">Learn more</a>\n' +
      '<a href="/docs/other#part">Other</a> <a href="javascript:alert(1)">Bad</a>\n\n<a name="file-path"></a>\n';
    const out = render(md, 'fr');
    expect(out.html).toContain('<a href="https://x.test/?a=1&amp;b=2" rel="noopener">Learn more</a>');
    expect(out.html).toContain('<a href="/fr/docs/other#part">Other</a>');
    expect(out.html).toContain('<a>Bad</a>');
    expect(out.html).toContain('<a id="file-path"></a>');
    expect(out.html).not.toMatch(/onclick|button|javascript/);
    expect(out.anchors).toContain('file-path');
    expect(out.links.map((l) => [l.href, l.line, l.column])).toEqual([
      ['https://x.test/?a=1&b=2', 3, 41],
      ['/docs/other#part', 4, 10],
      ['javascript:alert(1)', 4, 47],
    ]);
    expect(check(md).problems).toEqual([]);
  });
});

describe('MDX components, never run', () => {
  it('Tabs/TabItem are tabs with their groupId, queryString and default; @theme imports are dropped', () => {
    const md =
      "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n" +
      '<Tabs groupId="os" queryString>\n  <TabItem value="mac" label="macOS">\n\n  Mac **text**\n\n  </TabItem>\n' +
      '  <TabItem value="win" label="Windows" default>\n\nWin text\n\n  </TabItem>\n</Tabs>\n';
    const checked = check(md);
    expect(checked.problems).toEqual([]);
    expect(checked.body).not.toContain('import');
    const html = render(checked.body, 'en').html;
    expect(html).toContain('<div class="tabs-container" data-tabs="" data-group-id="os" data-query-string="os">');
    expect(html).toMatch(/role="tab"[^>]*aria-selected="false"[^>]*data-value="mac">macOS<\/button>/);
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*data-value="win">Windows<\/button>/);
    expect(html).toMatch(/data-value="mac" hidden=""><p>Mac <strong>text<\/strong><\/p>/);
    expect(html).not.toMatch(/&lt;|TabItem/);
  });

  it('TOCInline lists the page headings (toc.slice read, not run); CodeBlock, Details and Admonition are drawn', () => {
    const md =
      '<TOCInline toc={toc.slice(1)} />\n\n## One\n\n## Two\n\n### Two a\n\n' +
      '<CodeBlock language="js" title="b.js">{`const x = 1;`}</CodeBlock>\n\n' +
      '<Details summary="Open me">\n\nInside\n\n</Details>\n\n<Admonition type="danger" title="Careful">\n\nHot\n\n</Admonition>\n';
    expect(check(md).problems).toEqual([]);
    const html = render(md, 'en').html;
    expect(html).toContain(
      '<div class="toc-inline"><ul><li><a href="#two">Two</a><ul><li><a href="#two-a">Two a</a></li></ul></li></ul></div>',
    );
    expect(html).toContain('<div class="code-title">b.js</div>');
    expect(html).toMatch(/<summary>Open me<\/summary><div class="details-body"><p>Inside<\/p>/);
    expect(html).toMatch(/admonition-danger[^>]*><p class="admonition-title">Careful<\/p>/);
  });

  it('an import continuing a paragraph is text; a Markdown file imported by a relative path is a partial', () => {
    const md =
      "import Postman from '../global/postman.md';\n\nNode operators can optionally\nimport [history](/docs/h) from archives.\n\n<Postman />\n";
    const { problems, partials, body } = check(md);
    expect(problems).toEqual([]);
    expect(partials).toEqual([{ name: 'Postman', file: 'content/global/postman.md', line: 0 }]);
    expect(render(body, 'en').html).toContain('optionally\nimport <a href="/docs/h">history</a> from archives.');
  });

  it('an element left open is an error where it opens, and left out: the rest of the page is not its content', () => {
    const { problems, body } = check('<Tabs>\n\n<TabItem value="a">\n\nx\n\n</Tabs>\n\nSee <p align="center">\n\ntext\n');
    expect(problems.map((p) => [p.position?.line, p.position?.column, p.message])).toEqual([
      [7, 1, 'this <TabItem> is never closed: add </TabItem> where it ends (it is left out of the page)'],
      [13, 5, 'this <p> is never closed: add </p> where it ends (it is left out of the page)'],
    ]);
    expect(render(body, 'en').html).toMatch(/^<p>See\s*<\/p>\n<p>text<\/p>\n$/);
  });

  it('any other import, element or expression is an error at its line and column, and never shown', () => {
    const md =
      'import Chart from \'@site/src/Chart\';\n\nText {1 + 1} here.\n\n<Chart data={x} />\n\n<Tab value="a">x</Tab>\n\n{/* a comment */}\n';
    const { problems, body } = check(md);
    expect(problems.map((p) => [p.position?.line, p.position?.column, p.message.slice(0, 30)])).toEqual([
      [5, 1, "import of Chart from '@site/sr"],
      [7, 6, 'the expression {1 + 1} is neve'],
      [9, 1, '<Chart> is not a component thi'],
      [11, 1, '<Tab> is not a component this '],
    ]);
    expect(problems[3].message).toMatch(/did you mean.*Tabs/);
    expect(body).not.toContain('comment');
    const html = render(body, 'en').html;
    expect(html).not.toMatch(/Chart|&lt;|comment|import/);
  });
});

describe('Tabs values, read as data (mdx-literal.ts)', () => {
  const tabs = (values: string) =>
    `<Tabs\n  defaultValue="yarn"\n  groupId="pm"\n  queryString\n  values={${values}}>\n` +
    '<TabItem value="npm">\n\nA\n\n</TabItem>\n<TabItem value="yarn" label="Yarn 4">\n\nB\n\n</TabItem>\n</Tabs>\n';

  it('a values list over several lines gives the labels of the TabItems that have none; defaultValue, groupId, queryString', () => {
    const checked = check(tabs("[\n    { label: 'npm (Node)', value: \"npm\" },\n    { 'label': `Yarn`, value: 'yarn', },\n  ]"));
    expect(checked.problems).toEqual([]);
    const html = render(checked.body, 'en').html;
    expect(html).toContain('data-group-id="pm" data-query-string="pm"');
    expect(html).toMatch(/aria-selected="false"[^>]*data-value="npm">npm \(Node\)<\/button>/);
    // a TabItem's own label wins over values'
    expect(html).toMatch(/aria-selected="true"[^>]*data-value="yarn">Yarn 4<\/button>/);
    expect(html).not.toMatch(/values|\{|&lt;/);
  });

  it('on one line too', () => {
    const md = `<Tabs values={[{label: 'Apple', value: 'a'}, {label: 'Orange', value: 'o'}]}>\n<TabItem value="a">\n\nA\n\n</TabItem>\n</Tabs>\n`;
    expect(check(md).problems).toEqual([]);
    expect(render(md, 'en').html).toMatch(/data-value="a">Apple<\/button>/);
  });

  it('anything but a literal is a positioned error, never run; a wrong field suggests the right one', () => {
    const problems = (values: string) => check(tabs(values)).problems.map((p) => [p.position?.line, p.position?.column, p.message]);
    expect(problems("[\n  {label: name, value: 'npm'},\n]")).toEqual([
      [10, 11, expect.stringMatching(/^<Tabs values=\{…\}>: "name" is code, which this site never runs/)],
    ]);
    expect(problems('[{label: `${x}`, value: "a"}]')[0][2]).toMatch(/\$\{…\} in a template string is code/);
    expect(problems("[{lable: 'npm', value: 'npm'}]")[0][2]).toMatch(/lable is not a field of a tab: did you mean label/);
    expect(problems('fetch("/x")')[0][2]).toMatch(/"fetch" is code/);
    expect(problems('[...more]')[0][2]).toMatch(/is code/);
    expect(check('<Tabs groupId={["a"]}>\n</Tabs>\n').problems[0].message).toMatch(/only <Tabs values> takes a list/);
  });

  it('the literal reader: strings, numbers, booleans, null, arrays, objects, trailing commas; nothing else, nothing deep', () => {
    expect(readLiteral(` [1, -2.5e1, true, false, null, 'a\\'b', "c", \`d\`, {k: 'v', "s k": [],},] `)).toMatchObject({
      ok: true,
      value: [1, -25, true, false, null, "a'b", 'c', 'd', { k: 'v', 's k': [] }],
    });
    for (const code of ['a', '1 + 1', '{a}', '{[k]: 1}', '"x" + "y"', '() => 1', '[,]', '{a: 1 /* c */}', '0x10', '"open']) {
      const r = readLiteral(code);
      expect(r.ok && r.end === code.length, code).toBe(false);
    }
    expect(readLiteral('['.repeat(100) + ']'.repeat(100))).toMatchObject({ ok: false, message: expect.stringMatching(/nested/) });
  });
});

describe('<img> as Docusaurus editors write it', () => {
  it('is an image like a Markdown one: src, alt, title, width and height kept; handlers, style, class dropped', () => {
    const md = 'Text\n\n<img src="/img/a.png" alt="A map" title="Map" width="320" class="c" style="border:0" />\n';
    expect(check(md).problems).toEqual([]);
    const r = render(md, 'en');
    expect(r.html).toContain('<img src="/img/a.png" alt="A map" title="Map" width="320" loading="lazy">');
    expect(r.images).toEqual([{ href: '/img/a.png', line: 3, column: 11 }]);
    expect(render('See <img src="/img/b.png" alt="B" /> inline', 'en').html).toContain(
      '<p>See <img src="/img/b.png" alt="B" loading="lazy"> inline</p>',
    );
  });

  it("JSX's style={{…}} is dropped and the image kept; src={require(…)} is code, a positioned error", () => {
    const checked = check(
      '<img src="/img/a.png" alt="A" style={{width: 300, border: "1px solid"}} />\n\nSee <img\n  src="/b.png"\n  style={{\n    width: 2,\n  }}\n  alt="B" />.\n',
    );
    expect(checked.problems).toEqual([]);
    expect(checked.body.split('\n')).toHaveLength(9);
    const html = render(checked.body, 'en').html;
    expect(html).toContain('<img src="/img/a.png" alt="A" loading="lazy">');
    expect(html).toContain('<p>See <img src="/b.png" alt="B" loading="lazy">.</p>');
    expect(html).not.toMatch(/style|width|\{|&lt;/);
    const { problems } = check('<img src={require("./a.png").default} alt="A" />');
    expect(problems.map((p) => [p.position?.line, p.position?.column, p.message.slice(0, 40)])).toEqual([
      [5, 11, '<img src={…}>: this expression is never '],
    ]);
  });

  it('a missing alt is a warning at its position; an event handler an error, and never drawn; javascript: never a src', () => {
    const { problems } = check('Text\n\n<img src="/img/a.png" onerror="alert(1)" />\n');
    expect(problems.map((p) => [p.severity, p.position?.line, p.position?.column, p.message.slice(0, 20)])).toEqual([
      ['error', 7, 23, '<img onerror>: event'],
      ['warning', 7, 1, '<img> has no alt: de'],
    ]);
    const r = render('<img src="javascript:alert(1)" onerror="alert(2)" alt="x" />\n', 'en');
    expect(r.html).not.toMatch(/javascript|onerror|alert|<img/);
    expect(r.images.map((i) => i.href)).toEqual(['javascript:alert(1)']);
  });
});
