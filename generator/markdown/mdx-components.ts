// The MDX elements a Docusaurus page may hold, drawn by this project's React
// components (src/components/markdown/) instead of run: <Tabs>/<TabItem>,
// <details>/<Details>, <Admonition>, <TOCInline>, <CodeBlock>, the partials
// the load stage put in (docusaurus-pass.ts), and HTML tables and paragraphs
// (mdx.ts, HTML_BLOCKS) with their children read as Markdown, as MDX reads them. One marked block extension reads
// an element with its children (Markdown, lexed as the rest of the page is, so
// its headings and links count); any other element is left out: the load stage
// has already reported it (mdx.ts). Attribute values are text only: `{…}` is
// never evaluated (TOCInline's `toc.slice(n)` is read, not run).
import type { Token, Tokens, TokenizerAndRendererExtension, TokenizerThis, RendererThis } from 'marked';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Tabs } from '../../src/components/markdown/Tabs.tsx';
import { Details } from '../../src/components/markdown/Details.tsx';
import { Admonition } from '../../src/components/markdown/Admonition.tsx';
import { PARTIAL_ELEMENT } from './docusaurus-pass.ts';
import { BLOCK_ELEMENTS, HTML_BLOCKS, tagEnd } from './mdx.ts';
import { readLiteral } from './mdx-literal.ts';
import { escapeHtml } from '../../src/shared/escape.ts';

export type Attributes = Record<string, string | true>;

interface ElementToken {
  type: 'mdxElement';
  raw: string;
  name: string;
  attributes: Attributes;
  /** the text between the opening and closing tags */
  inner: string;
  tokens: Token[];
  summary?: Token[];
}

/** What the renderer of a page lends the elements: titles per locale, code blocks, the inline TOC's place. */
export interface ElementContext {
  admonitionTitle(kind: string): string;
  code(code: string, info: string, title?: string): string;
  /** a placeholder replaced by the table of contents once the page's headings are known */
  tocInline(attributes: Attributes): string;
  /** a fresh id for the tabs on this page */
  nextId(): string;
}

const CONTAINERS = new Set(BLOCK_ELEMENTS);
/** Lower-case elements read here, children and all (the others are inline HTML, render.ts). */
const BLOCK_NAMES = new Set(['details', ...HTML_BLOCKS]);
const BLOCK_START = new RegExp(`^<(?:[A-Z]|(?:${[...BLOCK_NAMES].join('|')})[\\s>])`);

/** Attributes of an opening tag: `a="x"`, `a='x'`, `a={x}` (kept as its text) and bare `a`. */
export function parseAttributes(text: string): Attributes {
  const out: Attributes = {};
  for (const m of text.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|\{((?:[^{}]|\{[^{}]*\})*)\}))?/g)) {
    const value = m[2] ?? m[3] ?? m[4];
    out[m[1]] = value === undefined ? true : m[4] !== undefined ? m[4].trim().replace(/^(['"])(.*)\1$/, '$2') : value;
  }
  return out;
}

/** The end of the opening tag starting at 0 (past its `>`), read as the load stage reads it (mdx.ts), within its paragraph. */
function openingTagEnd(src: string): number {
  const blank = src.indexOf('\n\n');
  return tagEnd(blank < 0 ? src : src.slice(0, blank), 0);
}

/** Where `</name>` closing the element opened before `from` is, counting elements of the same name inside. */
function closingTag(src: string, name: string, from: number): { start: number; end: number } | undefined {
  const tags = new RegExp(`<(/?)${name}(?=[\\s>/])[^>]*?(/?)>`, 'g');
  tags.lastIndex = from;
  let depth = 1;
  for (let m = tags.exec(src); m; m = tags.exec(src)) {
    if (m[1]) depth--;
    else if (!m[2]) depth++;
    if (depth === 0) return { start: m.index, end: m.index + m[0].length };
  }
  return undefined;
}

export function mdxElementExtension(context: () => ElementContext): TokenizerAndRendererExtension {
  return {
    name: 'mdxElement',
    level: 'block',
    start: elementStart,
    tokenizer(this: TokenizerThis, src: string) {
      const m = /^[ \t]*<([A-Za-z][\w.]*)/.exec(src);
      if (!m || !(/^[A-Z]/.test(m[1]) || BLOCK_NAMES.has(m[1]))) return undefined;
      const lead = m[0].length - m[1].length - 1;
      const end = openingTagEnd(src.slice(lead));
      if (end < 0) return undefined;
      const open = src.slice(lead, lead + end);
      const name = m[1];
      const attributes = parseAttributes(open.slice(name.length + 1, open.endsWith('/>') ? -2 : -1));
      let raw = src.slice(0, lead + end);
      let inner = '';
      if (!open.endsWith('/>') && CONTAINERS.has(name)) {
        const close = closingTag(src, name, lead + end);
        if (!close) return undefined; // the load stage reports it unclosed
        inner = src.slice(lead + end, close.start);
        raw = src.slice(0, close.end);
      }
      raw += /^[ \t]*\n?/.exec(src.slice(raw.length))![0];
      const token: ElementToken = { type: 'mdxElement', raw, name, attributes, inner, tokens: [] };
      if (name === 'details') {
        const summary = /^\s*<summary(?:\s[^>]*)?>([\s\S]*?)<\/summary>/.exec(inner);
        if (summary) {
          token.summary = this.lexer.inlineTokens(summary[1].trim());
          inner = inner.slice(summary[0].length);
        }
      }
      if (name === PARTIAL_ELEMENT && typeof attributes.data === 'string') inner = Buffer.from(attributes.data, 'base64').toString('utf8');
      if (name !== 'CodeBlock') this.lexer.blockTokens(dedent(inner), token.tokens);
      return token as never;
    },
    renderer(this: RendererThis, token) {
      return renderElement.call(this, token as unknown as ElementToken, context());
    },
  };
}

/** `{expression}` in the text: never evaluated and never shown (the load stage reports it); `{#id}` is a heading's id. */
export const mdxExpressionExtension: TokenizerAndRendererExtension = {
  name: 'mdxExpression',
  level: 'inline',
  start: (src: string) => {
    const i = src.indexOf('{');
    return i < 0 ? undefined : i;
  },
  tokenizer(src: string) {
    const m = /^\{(?!#)[^{}\n]*\}/.exec(src);
    return m ? ({ type: 'mdxExpression', raw: m[0] } as never) : undefined;
  },
  renderer: () => '',
};

/**
 * Where an element could interrupt the paragraph marked is about to read: only the text up to the next
 * blank line is searched, as for admonitions (render.ts, admonitionStart), so rendering stays linear.
 */
function elementStart(src: string): number | undefined {
  for (let lineStart = 0; lineStart < src.length;) {
    let k = lineStart;
    while (src.charCodeAt(k) === 32 || src.charCodeAt(k) === 9) k++;
    if (src.charCodeAt(k) === 10 || k >= src.length) return undefined; // a blank line ends the paragraph
    if (src[k] === '<' && BLOCK_START.test(src.slice(k, k + 9))) return lineStart;
    const end = src.indexOf('\n', k);
    if (end < 0) return undefined;
    lineStart = end + 1;
  }
  return undefined;
}

/** Children indented under their element (common inside <TabItem>) are Markdown, not indented code. */
function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines.filter((l) => l.trim()).map((l) => /^[ \t]*/.exec(l)![0].length);
  const least = indents.length ? Math.min(...indents) : 0;
  return least ? lines.map((l) => l.slice(Math.min(least, /^[ \t]*/.exec(l)![0].length))).join('\n') : text;
}

const html = (element: ReturnType<typeof createElement>) => renderToStaticMarkup(element) + '\n';

function renderElement(this: RendererThis, t: ElementToken, context: ElementContext): string {
  const a = t.attributes;
  const text = (k: string) => (typeof a[k] === 'string' ? (a[k] as string) : undefined);
  switch (t.name) {
    case 'Tabs':
      return renderTabs.call(this, t, context);
    case 'TabItem':
      // a TabItem outside Tabs: its content, as Docusaurus would show the selected one
      return this.parser.parse(t.tokens);
    case 'details':
    case 'Details': {
      const summaryHtml = t.summary ? this.parser.parseInline(t.summary) : escapeHtml(text('summary') ?? 'Details');
      return html(createElement(Details, { summaryHtml, html: this.parser.parse(t.tokens), open: a.open === true || a.open === 'true' }));
    }
    case 'Admonition': {
      const kind = text('type') ?? 'note';
      const title = text('title') ?? context.admonitionTitle(kind);
      return html(createElement(Admonition, { kind, title, html: this.parser.parse(t.tokens) }));
    }
    case 'TOCInline':
      return context.tocInline(a);
    case 'CodeBlock': {
      const code = t.inner.replace(/^\s*\{\s*`([\s\S]*)`\s*\}\s*$/, '$1').replace(/^\n|\n\s*$/g, '');
      const info = [text('language') ?? '', a.showLineNumbers ? 'showLineNumbers' : ''].join(' ');
      return context.code(code, info, text('title'));
    }
    case PARTIAL_ELEMENT:
      return this.parser.parse(t.tokens);
    case 'table':
      // wrapped as a Markdown table is (render.ts), so a wide one scrolls on a phone
      return html(createElement('div', { className: 'table-wrap', tabIndex: 0 }, inner('table', {}, this.parser.parse(t.tokens))));
    case 'thead':
    case 'tbody':
    case 'tfoot':
    case 'tr':
      return html(inner(t.name, {}, this.parser.parse(t.tokens)));
    case 'th':
    case 'td':
    case 'p': {
      const span = (k: string) => (typeof a[k] === 'string' && /^\d{1,3}$/.test(a[k] as string) ? Number(a[k]) : undefined);
      const cell = t.name === 'p' ? {} : { rowSpan: span('rowspan'), colSpan: span('colspan') };
      return html(inner(t.name, cell, inlineOrBlocks.call(this, t.tokens)));
    }
    default:
      // an element this site does not draw: reported by the load stage, never shown
      return '';
  }
}

/** An HTML element holding HTML this renderer made. */
const inner = (name: string, props: object, content: string) =>
  createElement(name, { ...props, dangerouslySetInnerHTML: { __html: content } });

/** A cell's or paragraph's content: one paragraph as its text (no `<p>` inside a cell), else the blocks. */
function inlineOrBlocks(this: RendererThis, tokens: Token[]): string {
  const blocks = tokens.filter((c) => c.type !== 'space');
  if (blocks.length === 1 && blocks[0].type === 'paragraph') return this.parser.parseInline((blocks[0] as Tokens.Paragraph).tokens);
  return this.parser.parse(tokens);
}

function renderTabs(this: RendererThis, t: ElementToken, context: ElementContext): string {
  const labels = valueLabels(t.attributes.values);
  const items = t.tokens
    .filter((c): c is Token & ElementToken => c.type === 'mdxElement' && (c as ElementToken).name === 'TabItem')
    .map((c) => {
      const value = String(c.attributes.value ?? '');
      const label = String(c.attributes.label ?? labels.get(value) ?? value);
      return { value, label, html: this.parser.parse(c.tokens), isDefault: c.attributes.default };
    });
  if (items.length === 0) return '';
  const wanted = typeof t.attributes.defaultValue === 'string' ? t.attributes.defaultValue : items.find((i) => i.isDefault)?.value;
  const selected = items.some((i) => i.value === wanted) ? wanted! : items[0].value;
  const groupId = typeof t.attributes.groupId === 'string' ? t.attributes.groupId : undefined;
  const q = t.attributes.queryString;
  const queryString = q === true || q === 'true' ? groupId : typeof q === 'string' && q !== 'false' ? q : undefined;
  const panels = items.map(({ value, label, html: body }) => ({ value, label, html: body }));
  return html(createElement(Tabs, { id: context.nextId(), items: panels, selected, groupId, queryString }));
}

/**
 * The labels of Tabs' `values={[{label, value}, …]}` by value, read as data (mdx-literal.ts), never run: a TabItem
 * without a label of its own shows its value's, as in Docusaurus. The load stage reports a `values` it cannot read.
 */
function valueLabels(values: string | true | undefined): Map<string, string> {
  const labels = new Map<string, string>();
  const literal = typeof values === 'string' ? readLiteral(values) : undefined;
  if (!literal?.ok || !Array.isArray(literal.value)) return labels;
  for (const v of literal.value) {
    if (v && typeof v === 'object' && !Array.isArray(v) && typeof v.value === 'string' && typeof v.label === 'string') {
      labels.set(v.value, v.label);
    }
  }
  return labels;
}
