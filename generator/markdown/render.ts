// Markdown → HTML for pages and posts, with what the rest of the pipeline
// needs from the prose: table of contents, heading anchors, outgoing links
// (for link checking), plain text (for search) and the blog preview.
// Raw HTML in Markdown is shown as text, never passed through: content is
// data, and the page must stay valid and safe whatever an editor types.
import { Marked, type RendererObject, type Token, type TokenizerAndRendererExtension, type Tokens } from 'marked';
import GithubSlugger from 'github-slugger';
import { compactString } from './compact-string.ts';
import type { Highlighter } from 'shiki';
import type { Locale, TocEntry } from '../../src/shared/model/types.ts';
import { escapeHtml } from '../../src/shared/escape.ts';
import { localizeHref } from '../../src/shared/paths.ts';
import { highlight } from './highlight.ts';
import { isSafeUrl } from '../../src/shared/safe-url.ts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import markedFootnote from 'marked-footnote';
import { Admonition } from '../../src/components/markdown/Admonition.tsx';
import { CodeFrame } from '../../src/components/markdown/CodeFrame.tsx';
import { TocInline } from '../../src/components/markdown/TocInline.tsx';
import { magicComments, markLines, parseCodeInfo } from './code-meta.ts';
import { ADMONITION_TYPES, ALLOWED_HTML } from './mdx.ts';
import { mdxElementExtension, mdxExpressionExtension, type Attributes, type ElementContext } from './mdx-components.ts';

export interface OutgoingLink {
  href: string;
  /** 1-based line in the Markdown source, when known */
  line?: number;
  /** 1-based column of the address on that line */
  column?: number;
}

export interface CodeBlock {
  lang: string;
  code: string;
  line?: number;
}

export interface RenderedMarkdown {
  html: string;
  /** HTML before `<!-- truncate -->`, or the whole when there is no marker */
  summaryHtml: string;
  truncated: boolean;
  toc: TocEntry[];
  /** every id an anchor can target on this page */
  anchors: string[];
  links: OutgoingLink[];
  images: OutgoingLink[];
  codeBlocks: CodeBlock[];
  text: string;
  headings: string[];
  wordCount: number;
}

const ADMONITIONS = new Set(ADMONITION_TYPES);
export const TRUNCATE_MARKER = /^\s*<!--\s*truncate\s*-->\s*$/m;

interface RenderState {
  locale: Locale;
  slugger: GithubSlugger;
  toc: TocEntry[];
  anchors: string[];
  links: OutgoingLink[];
  images: OutgoingLink[];
  codeBlocks: CodeBlock[];
  headings: string[];
  /** elements drawn so far (their ids must differ on the page) */
  elements: number;
  /** the attributes of each <TOCInline>, in order */
  tocInline: Attributes[];
}

function plain(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (m, e) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e as string] ?? m);
}

/** The state of the render in progress, read by the marked hooks below (marked gives them no context of ours). */
type CurrentState = () => RenderState;

/**
 * `:::note[Title]` or `:::note Title` … `:::` blocks, titled in the page's language unless the author gave a
 * title; nested ones use more colons outside (`::::tip` around `:::note`), as in Docusaurus.
 */
function admonitionExtension(
  admonitionTitles: Record<Locale, Record<string, string>>,
  current: CurrentState,
): TokenizerAndRendererExtension {
  return {
    name: 'admonition',
    level: 'block',
    start: admonitionStart,
    tokenizer(src: string) {
      const open = /^[ \t]*(:{3,})(\w+)(?:\[([^\]\n]*)\])?[ \t]*([^\n]*)(?:\n|$)/.exec(src);
      if (!open || !ADMONITIONS.has(open[2])) return undefined;
      const end = admonitionEnd(src, open[0].length, open[1].length);
      if (!end) return undefined; // never closed: the load stage reports it at its line
      const title = open[3] ?? (open[4].trim() || undefined);
      const token = {
        type: 'admonition',
        raw: src.slice(0, end.after),
        kind: open[2],
        title,
        tokens: [] as Token[],
        titleTokens: [] as Token[],
      };
      this.lexer.blockTokens(src.slice(open[0].length, end.start), token.tokens);
      if (title) token.titleTokens = this.lexer.inlineTokens(title);
      return token as never;
    },
    renderer(token) {
      const t = token as unknown as { kind: string; title?: string; tokens: Token[]; titleTokens: Token[] };
      const title = t.title ? plain(this.parser.parseInline(t.titleTokens)) : (admonitionTitles[current().locale][t.kind] ?? t.kind);
      return renderToStaticMarkup(createElement(Admonition, { kind: t.kind, title, html: this.parser.parse(t.tokens) })) + '\n';
    },
  };
}

/** Where the admonition opened with `colons` colons ends: its closing line, past any nested one of the same fence. */
function admonitionEnd(src: string, from: number, colons: number): { start: number; after: number } | undefined {
  const line = new RegExp(`^[ \\t]*:{${colons}}(?!:)(\\w*)`);
  let depth = 1;
  let fence = '';
  for (let i = from; i < src.length;) {
    let end = src.indexOf('\n', i);
    if (end < 0) end = src.length;
    const text = src.slice(i, end);
    const f = /^\s*(`{3,}|~{3,})/.exec(text);
    if (f && (!fence || f[1].startsWith(fence))) fence = fence ? '' : f[1];
    const m = fence ? null : line.exec(text);
    if (m) {
      if (m[1]) depth++;
      else if (--depth === 0) return { start: i, after: Math.min(src.length, end + 1) };
    }
    i = end + 1;
  }
  return undefined;
}

/** A heading's id: `{#custom-id}` at its end, or a slug of its text unique on the page. */
function headingId(state: RenderState, text: string, inner: string): { id: string; inner: string } {
  const custom = /\s*\{#([\w-]+)\}\s*$/.exec(text);
  if (!custom) return { id: state.slugger.slug(plain(inner)), inner };
  state.slugger.slug(custom[1]); // reserve it
  return { id: custom[1], inner: inner.replace(/\s*\{#[\w-]+\}\s*$/, '') };
}

/** ` title="…"` when the Markdown gave a title, else nothing */
const titleAttribute = (title: string | null | undefined) => (title ? ` title="${escapeHtml(title)}"` : '');

/**
 * How each Markdown element becomes HTML, recording on the current state what the rest of the pipeline needs:
 * headings for the table of contents and anchors, links and images for the link check, code for validation.
 */
function pageRenderer(
  highlighter: Highlighter,
  imageSize: (href: string) => { width: number; height: number } | undefined,
  current: CurrentState,
): RendererObject {
  return {
    heading({ tokens, depth, text }: Tokens.Heading) {
      const state = current();
      const { id, inner } = headingId(state, text, this.parser.parseInline(tokens));
      const label = plain(inner);
      state.anchors.push(id);
      state.headings.push(label);
      if (depth >= 2) state.toc.push({ id, text: label, level: depth });
      // the page title is the only h1; Markdown headings start at h2
      const level = Math.max(2, depth);
      const anchor = `<a class="anchor" href="#${escapeHtml(id)}" aria-hidden="true" tabindex="-1">#</a>`;
      return `<h${level} id="${escapeHtml(id)}">${anchor}${inner}</h${level}>\n`;
    },
    code({ text, lang }: Tokens.Code) {
      return codeBlock(highlighter, current(), text, lang ?? '');
    },
    link({ href, title, tokens }: Tokens.Link) {
      const state = current();
      const inner = this.parser.parseInline(tokens);
      state.links.push({ href });
      // the route stage reports the refused address with its line (checkLinks); the page shows the text
      if (!isSafeUrl(href)) return inner;
      const target = localizeHref(href, state.locale);
      const external = /^https?:\/\//.test(href);
      return `<a href="${escapeHtml(target)}"${titleAttribute(title)}${external ? ' rel="noopener"' : ''}>${inner}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      return imageHtml(current(), imageSize, { src: href, alt: text, title });
    },
    html({ text }: Tokens.HTML | Tokens.Tag): string {
      // comments (e.g. the truncate marker) disappear; a few harmless inline elements pass (attributes
      // dropped, but an abbreviation's title and a link's href and id); other markup is shown as text (the load stage reports it)
      if (/^\s*<!--[\s\S]*-->\s*$/.test(text)) return '';
      // an MDX component written inline (<Chart />, </Tab>): reported by the load stage, never shown
      if (/^\s*<\/?[A-Z][\w.]*(\s[^<>]*)?\/?>\s*$/.test(text)) return '';
      // a block of tags alone on their lines (`<br/>` then `<p align="center">`): each tag as if on its own
      const tags = text.trim().split(/\s*\n\s*/);
      if (tags.length > 1 && tags.every((t) => /^<[^<>]+>$/.test(t)))
        return tags.map((t) => this.html({ text: t } as Tokens.HTML)).join('\n');
      const tag = /^\s*<(\/?)([a-z]+)(\s[^<>]*?)?\s*\/?>\s*$/.exec(text);
      if (tag?.[2] === 'a') return anchorTag(current(), !!tag[1], tag[3] ?? '');
      if (tag?.[2] === 'img') return tag[1] ? '' : imageTag(current(), imageSize, tag[3] ?? '');
      if (tag && ALLOWED_HTML.includes(tag[2]) && tag[2] !== 'details' && tag[2] !== 'summary') {
        const title = tag[2] === 'abbr' && !tag[1] ? /\btitle="([^"]*)"/.exec(tag[3] ?? '')?.[1] : undefined;
        return `<${tag[1]}${tag[2]}${title ? ` title="${escapeHtml(title)}"` : ''}>`;
      }
      return escapeHtml(text);
    },
    table(token: Tokens.Table) {
      const cell = (c: Tokens.TableCell, tag: 'th' | 'td', i: number) => {
        const align = token.align[i];
        const attributes = `${align ? ` class="align-${align}"` : ''}${tag === 'th' ? ' scope="col"' : ''}`;
        return `<${tag}${attributes}>${this.parser.parseInline(c.tokens)}</${tag}>`;
      };
      const head = `<tr>${token.header.map((c, i) => cell(c, 'th', i)).join('')}</tr>`;
      const body = token.rows.map((r) => `<tr>${r.map((c, i) => cell(c, 'td', i)).join('')}</tr>`).join('\n');
      // wrapped so a wide table scrolls on a phone instead of widening the page
      return `<div class="table-wrap" tabindex="0"><table><thead>${head}</thead><tbody>${body}</tbody></table></div>\n`;
    },
  };
}

/** An image, written `![alt](src "title")` or `<img>`: a site image is recorded for the link check, a refused src is its alt. */
function imageHtml(
  state: RenderState,
  imageSize: (href: string) => { width: number; height: number } | undefined,
  image: { src: string; alt: string; title?: string | null; width?: string; height?: string },
): string {
  const { src, alt, title } = image;
  if (src.startsWith('/') || !isSafeUrl(src)) state.images.push({ href: src });
  if (!isSafeUrl(src)) return escapeHtml(alt);
  const size = image.width || image.height ? { width: image.width, height: image.height } : imageSize(src);
  const box = (['width', 'height'] as const).map((k) => (size?.[k] ? ` ${k}="${size[k]}"` : '')).join('');
  return `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}"${titleAttribute(title)}${box} loading="lazy">`;
}

/**
 * `<img>` as Docusaurus editors write it: drawn as a Markdown image (src through the scheme allow-list and checked as
 * any image), keeping alt, title and a width or height in pixels; any other attribute (a handler, a style) dropped.
 */
function imageTag(state: RenderState, imageSize: (href: string) => { width: number; height: number } | undefined, attributes: string) {
  const value = (name: string) => attributeValue(attributes, name);
  const pixels = (name: string) => (/^\d{1,5}$/.test(value(name) ?? '') ? value(name) : undefined);
  const src = value('src');
  if (src === undefined) return escapeHtml(value('alt') ?? '');
  return imageHtml(state, imageSize, {
    src,
    alt: value('alt') ?? '',
    title: value('title'),
    width: pixels('width'),
    height: pixels('height'),
  });
}

/** The value of attribute `name` in an HTML tag's attribute text, entities decoded, or undefined. */
function attributeValue(attributes: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attributes);
  return m ? decodeEntities(m[1] ?? m[2]) : undefined;
}

/**
 * `<a href>` as a Markdown link (the scheme allow-list, recorded for the link check) and `<a name>` or `<a id>`
 * as an anchor target, as older Docusaurus pages mark a place; any other attribute (a class, a handler) dropped.
 */
function anchorTag(state: RenderState, close: boolean, attributes: string): string {
  if (close) return '</a>';
  const value = (name: string) => attributeValue(attributes, name);
  let out = '<a';
  const id = value('id') ?? value('name');
  if (id && /^[\w-]+$/.test(id)) {
    state.anchors.push(id);
    out += ` id="${id}"`;
  }
  const href = value('href');
  if (href !== undefined) {
    state.links.push({ href });
    // a refused address is reported by the route stage (checkLinks); the text stays, unlinked
    if (isSafeUrl(href)) {
      out += ` href="${escapeHtml(localizeHref(href, state.locale))}"`;
      if (/^https?:\/\//.test(href)) out += ' rel="noopener"';
    }
  }
  return out + '>';
}

/**
 * A fenced block as Docusaurus shows it: `title="…"` over it, lines named in `{…}` or by magic comments
 * highlighted (the comments removed), `showLineNumbers` numbered.
 */
function codeBlock(highlighter: Highlighter, state: RenderState, text: string, info: string): string {
  const meta = parseCodeInfo(info);
  const { code, highlight: lines } = magicComments(text, meta.highlight);
  state.codeBlocks.push({ lang: meta.lang, code });
  const html = markLines(highlight(highlighter, code, meta.lang || undefined), lines);
  if (!meta.title && !meta.lineNumbers) return html + '\n';
  return renderToStaticMarkup(createElement(CodeFrame, { title: meta.title, html, lineNumbers: meta.lineNumbers })) + '\n';
}

/** The footnotes' heading, read by screen readers only; replaced by the page's language in finishPage. */
const FOOTNOTES_LABEL = 'Footnotes';
const FOOTNOTES_LABELS: Record<Locale, string> = { en: 'Footnotes', fr: 'Notes' };

/** Where a <TOCInline> stands until the page's headings are all known. */
function tocPlaceholder(state: RenderState, attributes: Attributes): string {
  state.tocInline.push(attributes);
  return `<!--toc-inline:${state.tocInline.length - 1}-->`;
}

/** The inline tables of contents drawn from the page's headings, and the footnotes' heading in the page's language. */
function finishPage(html: string, state: RenderState): string {
  let out = html.replace(/<!--toc-inline:(\d+)-->/g, (_m, i: string) => {
    const a = state.tocInline[+i] ?? {};
    const level = (k: string, fallback: number) => (typeof a[k] === 'string' ? parseInt(a[k] as string, 10) || fallback : fallback);
    const [min, max] = [level('minHeadingLevel', 2), level('maxHeadingLevel', 3)];
    let entries = state.toc.filter((e) => e.level >= min && e.level <= max);
    const slice = typeof a.toc === 'string' ? /slice\(\s*(\d+)\s*(?:,\s*(-?\d+)\s*)?\)/.exec(a.toc) : null;
    if (slice) entries = entries.slice(+slice[1], slice[2] === undefined ? undefined : +slice[2]);
    return renderToStaticMarkup(createElement(TocInline, { entries })) + '\n';
  });
  if (out.includes('data-footnotes')) out = out.replace(`>${FOOTNOTES_LABEL}</h2>`, `>${FOOTNOTES_LABELS[state.locale]}</h2>`);
  return out;
}

/** A line of the Markdown source with its 1-based number */
interface NumberedLine {
  text: string;
  line: number;
}

/**
 * Gives each rendered link and image the line and column of its address in the source, for error messages.
 * One pass over the lines that hold a link: each `](href` (or `<a href="href"`, `<img src="src"`) is filed under its href,
 * and each rendered link takes the next line filed under its own (a link written otherwise, such as a bare URL, has no line).
 * Linear: searching the lines once per link made pages with many links quadratic.
 */
function locateLinks(numbered: NumberedLine[], links: OutgoingLink[]): void {
  // only the few lines that hold a link are searched, not every line once per link
  const linkLines = numbered.filter((l) => l.text.includes('](') || l.text.includes('href=') || l.text.includes('src='));
  const hrefLines = new Map<string, { line: number; column: number }[]>();
  for (const l of linkLines) {
    // `](dest` and an HTML link's `href="dest"`, in the order they stand on the line
    for (const m of l.text.matchAll(/\]\(|\s(?:href|src)\s*=\s*(["'])/g)) {
      const start = m.index + m[0].length;
      const raw = m[1] ? l.text.slice(start).split(m[1])[0] : destinationAt(l.text, start);
      // marked decodes entities in a destination (`javascript&#58;…`): file both forms
      for (const key of new Set([raw, raw.trim(), decodeEntities(raw), decodeEntities(raw).trim()])) {
        // the column of the address itself, where the caret of a broken link's message points
        const at = { line: l.line, column: start + 1 };
        const list = hrefLines.get(key);
        if (list) list.push(at);
        else hrefLines.set(key, [at]);
      }
    }
  }
  const taken = new Map<string, number>();
  for (const l of links) {
    const list = hrefLines.get(l.href);
    if (!list) continue;
    const n = taken.get(l.href) ?? 0;
    ({ line: l.line, column: l.column } = list[Math.min(n, list.length - 1)]);
    taken.set(l.href, n + 1);
  }
}

/** Gives each code block the line of the fence that opens it, matched in order by its language. */
function locateCodeBlocks(numbered: NumberedLine[], codeBlocks: CodeBlock[]): void {
  const fenceLines = numbered.filter((l) => l.text.startsWith('```') || l.text.startsWith('~~~'));
  let fence = 0;
  for (const b of codeBlocks) {
    for (let i = fence; i < fenceLines.length; i++) {
      if (fenceLines[i].text.startsWith('```' + b.lang) || fenceLines[i].text.startsWith('~~~' + b.lang)) {
        b.line = fenceLines[i].line;
        fence = i + 2; // past its closing fence
        break;
      }
    }
  }
}

/** What stands between two cells of a table in the plain text, so a search snippet does not run them together. */
const CELL_SEPARATOR = ' · ';

/** The page's prose as one line of plain text, for search and the word count: no code, no heading anchors. */
function plainText(html: string): string {
  return plain(
    html
      .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
      .replace(/<a class="anchor"[^>]*>#<\/a>/g, '')
      // a cell followed by another, in its row or the next one
      .replace(/<\/t[dh]>(?=(?:\s|<\/?(?:tr|thead|tbody)>)*<t[dh][\s>])/g, CELL_SEPARATOR)
      .replace(/<\/(p|h\d|li|td|th|aside|div|tr)>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

export function createMarkdownRenderer(
  highlighter: Highlighter,
  admonitionTitles: Record<Locale, Record<string, string>>,
  /** the intrinsic size of a site image, so its box is reserved before it loads */
  imageSize: (href: string) => { width: number; height: number } | undefined = () => undefined,
) {
  let state: RenderState;
  const current = () => state;
  const marked = new Marked({ gfm: true });
  const elements: ElementContext = {
    admonitionTitle: (kind) => admonitionTitles[state.locale][kind] ?? kind,
    code: (code, info, title) => codeBlock(highlighter, state, code, title ? `${info} title="${title.replace(/"/g, '')}"` : info),
    tocInline: (attributes) => tocPlaceholder(state, attributes),
    nextId: () => `tabs-${++state.elements}`,
  };
  marked.use({
    extensions: [mdxElementExtension(() => elements), mdxExpressionExtension, admonitionExtension(admonitionTitles, current)],
    renderer: pageRenderer(highlighter, imageSize, current),
  });
  // footnotes ([^1]) as GitHub and Docusaurus write them: the well-kept marked extension rather than our own parser
  marked.use(markedFootnote({ description: FOOTNOTES_LABEL, refMarkers: false }));

  function renderPart(markdown: string): string {
    return marked.parse(markdown, { async: false }) as string;
  }

  return function render(markdown: string, locale: Locale): RenderedMarkdown {
    state = {
      locale,
      slugger: new GithubSlugger(),
      toc: [],
      anchors: [],
      links: [],
      images: [],
      codeBlocks: [],
      headings: [],
      elements: 0,
      tocInline: [],
    };
    const cut = TRUNCATE_MARKER.exec(markdown);
    let html: string;
    let summaryHtml: string;
    if (cut) {
      // render the two halves separately so the summary stands alone
      summaryHtml = renderPart(markdown.slice(0, cut.index));
      html = summaryHtml + renderPart(markdown.slice(cut.index + cut[0].length));
    } else {
      html = renderPart(markdown);
      summaryHtml = html;
    }
    html = finishPage(html, state);
    if (cut) summaryHtml = finishPage(summaryHtml, state);
    else summaryHtml = html;
    // line numbers for error messages
    const numbered = markdown.split('\n').map((text, i) => ({ text, line: i + 1 }));
    locateLinks(numbered, [...state.links, ...state.images]);
    locateCodeBlocks(numbered, state.codeBlocks);
    // held until the page is rendered (and the text until the search index): at bench scale 20 (125 and 84 million
    // characters) the main heap after the Markdown stage went from 608 to 319 MB live (compact-string.ts)
    html = compactString(html);
    summaryHtml = cut ? compactString(summaryHtml) : html;
    // made from the compact HTML, the text is compact too
    const text = plainText(html);
    return {
      html,
      summaryHtml,
      truncated: !!cut,
      toc: state.toc,
      anchors: state.anchors,
      links: state.links,
      images: state.images,
      codeBlocks: state.codeBlocks,
      text,
      headings: state.headings,
      wordCount: countWords(text),
    };
  };
}

/** A link destination written at `from`: `<…>`, or up to a space or the `)` that closes it (parentheses may nest). */
function destinationAt(text: string, from: number): string {
  if (text[from] === '<') {
    const end = text.indexOf('>', from);
    return end < 0 ? '' : text.slice(from + 1, end);
  }
  let depth = 0;
  let i = from;
  for (; i < text.length; i++) {
    const c = text[i];
    if (c === ' ' || c === '\t') break;
    if (c === '(') depth++;
    else if (c === ')') {
      if (depth === 0) break;
      depth--;
    }
  }
  return text.slice(from, i);
}

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|colon|apos);/gi, (m, e: string) => {
    const lower = e.toLowerCase();
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', colon: ':', apos: "'" };
    if (named[lower]) return named[lower];
    const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
  });
}

/**
 * Where an admonition (`:::note`) could interrupt the paragraph marked is
 * about to read from `src`. marked calls this before every paragraph with
 * the whole rest of the document; searching all of it each time (as
 * `src.match(/^:::/m)` did) made rendering quadratic: 4 MB took 15 s. A
 * paragraph ends at the first blank line anyway, so only the text up to
 * there is searched: each paragraph is scanned once, and rendering is linear.
 */
export function admonitionStart(src: string): number | undefined {
  let lineStart = 0;
  while (lineStart < src.length) {
    if (src.startsWith(':::', lineStart)) return lineStart;
    const end = src.indexOf('\n', lineStart);
    if (end < 0) return undefined;
    // a blank (or whitespace-only) line ends the paragraph
    const next = end + 1;
    let k = next;
    while (k < src.length && (src.charCodeAt(k) === 32 || src.charCodeAt(k) === 9)) k++;
    if (k >= src.length || src.charCodeAt(k) === 10) return undefined;
    lineStart = next;
  }
  return undefined;
}

export type MarkdownRenderer = ReturnType<typeof createMarkdownRenderer>;

/** Words of a text whose whitespace is already single spaces, counted without splitting it into an array. */
function countWords(text: string): number {
  if (!text) return 0;
  let words = 1;
  for (let i = text.indexOf(' '); i >= 0; i = text.indexOf(' ', i + 1)) words++;
  // a cell separator is two spaces but no word
  for (let i = text.indexOf(CELL_SEPARATOR); i >= 0; i = text.indexOf(CELL_SEPARATOR, i + 1)) words--;
  return words;
}
