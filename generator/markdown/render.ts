// Markdown → HTML for pages and posts, with what the rest of the pipeline
// needs from the prose: table of contents, heading anchors, outgoing links
// (for link checking), plain text (for search) and the blog preview.
// Raw HTML in Markdown is shown as text, never passed through: content is
// data, and the page must stay valid and safe whatever an editor types.
import { Marked, type Token, type Tokens } from 'marked';
import GithubSlugger from 'github-slugger';
import type { Highlighter } from 'shiki';
import type { Locale, TocEntry } from '../../src/model/types.ts';
import { escapeHtml } from '../../src/escape.ts';
import { localizeHref, isPageLink } from '../../src/paths.ts';
import { highlight } from './highlight.ts';

export interface OutgoingLink {
  href: string;
  /** 1-based line in the Markdown source, when known */
  line?: number;
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

const ADMONITIONS = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution']);
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
}

function plain(text: string): string {
  return text.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (m, e) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e as string] ?? m);
}

export function createMarkdownRenderer(
  highlighter: Highlighter,
  admonitionTitles: Record<Locale, Record<string, string>>,
  /** the intrinsic size of a site image, so its box is reserved before it loads */
  imageSize: (href: string) => { width: number; height: number } | undefined = () => undefined,
) {
  let state: RenderState;
  const marked = new Marked({ gfm: true });
  marked.use({
    extensions: [
      {
        name: 'admonition',
        level: 'block',
        start: (src: string) => src.match(/^:::/m)?.index,
        tokenizer(src: string) {
          const m = /^:::(\w+)(?:\[([^\]\n]*)\])?[^\n]*\n([\s\S]*?)\n:::[ \t]*(?:\n|$)/.exec(src);
          if (!m || !ADMONITIONS.has(m[1])) return undefined;
          const token = { type: 'admonition', raw: m[0], kind: m[1], title: m[2], tokens: [] as Token[] };
          this.lexer.blockTokens(m[3], token.tokens);
          return token as never;
        },
        renderer(token) {
          const t = token as unknown as { kind: string; title?: string; tokens: Token[] };
          const kind = t.kind === 'caution' ? 'warning' : t.kind;
          const title = t.title ?? admonitionTitles[state.locale][kind] ?? kind;
          // a note inside the text, not a page landmark: <div role="note">, not <aside>
          return `<div class="admonition admonition-${kind}" role="note"><p class="admonition-title">${escapeHtml(title)}</p>${this.parser.parse(t.tokens)}</div>\n`;
        },
      },
    ],
    renderer: {
      heading(this: { parser: { parseInline: (t: Tokens.Generic[]) => string } }, { tokens, depth, text }: Tokens.Heading) {
        let inner = this.parser.parseInline(tokens);
        let id: string;
        const custom = /\s*\{#([\w-]+)\}\s*$/.exec(text);
        if (custom) {
          id = custom[1];
          inner = inner.replace(/\s*\{#[\w-]+\}\s*$/, '');
          state.slugger.slug(id); // reserve it
        } else id = state.slugger.slug(plain(inner));
        const label = plain(inner);
        state.anchors.push(id);
        state.headings.push(label);
        if (depth >= 2) state.toc.push({ id, text: label, level: depth });
        // the page title is the only h1; Markdown headings start at h2
        const level = Math.max(2, depth);
        return `<h${level} id="${escapeHtml(id)}"><a class="anchor" href="#${escapeHtml(id)}" aria-hidden="true" tabindex="-1">#</a>${inner}</h${level}>\n`;
      },
      code({ text, lang }: Tokens.Code) {
        const language = (lang ?? '').split(/\s+/)[0];
        state.codeBlocks.push({ lang: language, code: text });
        return highlight(highlighter, text, language || undefined) + '\n';
      },
      link(this: { parser: { parseInline: (t: Tokens.Generic[]) => string } }, { href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        if (/^\s*javascript:/i.test(href)) return inner;
        state.links.push({ href });
        const target = localizeHref(href, state.locale);
        const external = /^https?:\/\//.test(href);
        return `<a href="${escapeHtml(target)}"${title ? ` title="${escapeHtml(title)}"` : ''}${external ? ' rel="noopener"' : ''}>${inner}</a>`;
      },
      image({ href, title, text }: Tokens.Image) {
        if (href.startsWith('/')) state.images.push({ href });
        const size = imageSize(href);
        return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${title ? ` title="${escapeHtml(title)}"` : ''}${size ? ` width="${size.width}" height="${size.height}"` : ''} loading="lazy">`;
      },
      html({ text }: Tokens.HTML | Tokens.Tag) {
        // comments (e.g. the truncate marker) disappear; other markup is shown as text
        if (/^\s*<!--[\s\S]*-->\s*$/.test(text)) return '';
        return escapeHtml(text);
      },
      table(this: { parser: { parseInline: (t: Tokens.Generic[]) => string } }, token: Tokens.Table) {
        const cell = (c: Tokens.TableCell, tag: 'th' | 'td', i: number) => {
          const align = token.align[i];
          return `<${tag}${align ? ` class="align-${align}"` : ''}${tag === 'th' ? ' scope="col"' : ''}>${this.parser.parseInline(c.tokens)}</${tag}>`;
        };
        const head = `<tr>${token.header.map((c, i) => cell(c, 'th', i)).join('')}</tr>`;
        const body = token.rows.map((r) => `<tr>${r.map((c, i) => cell(c, 'td', i)).join('')}</tr>`).join('\n');
        // wrapped so a wide table scrolls on a phone instead of widening the page
        return `<div class="table-wrap" tabindex="0"><table><thead>${head}</thead><tbody>${body}</tbody></table></div>\n`;
      },
    },
  });

  function renderPart(markdown: string): string {
    return marked.parse(markdown, { async: false }) as string;
  }

  return function render(markdown: string, locale: Locale): RenderedMarkdown {
    state = { locale, slugger: new GithubSlugger(), toc: [], anchors: [], links: [], images: [], codeBlocks: [], headings: [] };
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
    // lines for links: find each href in the source
    // line numbers for error messages: only the few lines that hold a link or
    // open a fence are searched, not every line once per link
    const numbered = markdown.split('\n').map((text, i) => ({ text, line: i + 1 }));
    const linkLines = numbered.filter((l) => l.text.includes(']('));
    const fenceLines = numbered.filter((l) => l.text.startsWith('```') || l.text.startsWith('~~~'));
    for (const l of [...state.links, ...state.images]) {
      const found = linkLines.find((line) => line.text.includes(`](${l.href}`));
      if (found) l.line = found.line;
    }
    for (const b of state.codeBlocks) {
      const found = fenceLines.find((line) => line.text.startsWith('```' + b.lang) || line.text.startsWith('~~~' + b.lang));
      if (found) b.line = found.line;
    }
    const text = plain(
      html
        .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
        .replace(/<a class="anchor"[^>]*>#<\/a>/g, '')
        .replace(/<\/(p|h\d|li|td|th|aside|div|tr)>/g, ' '),
    ).replace(/\s+/g, ' ').trim();
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

export type MarkdownRenderer = ReturnType<typeof createMarkdownRenderer>;
export { isPageLink };

/** Words of a text whose whitespace is already single spaces, counted without splitting it into an array. */
function countWords(text: string): number {
  if (!text) return 0;
  let words = 1;
  for (let i = text.indexOf(' '); i >= 0; i = text.indexOf(' ', i + 1)) words++;
  return words;
}
