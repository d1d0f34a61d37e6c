// What Docusaurus reads in a code block besides its language: the metastring
// (```js title="file.js" {1,3-5} showLineNumbers```) and the magic comments
// (`// highlight-next-line`, `// highlight-start` … `// highlight-end`, in the
// comment styles Docusaurus knows), which mark lines and are removed from the
// code shown.

export interface CodeInfo {
  lang: string;
  title?: string;
  /** 1-based lines named in `{…}` */
  highlight: Set<number>;
  lineNumbers: boolean;
}

export function parseCodeInfo(info: string): CodeInfo {
  const lang = /^[^\s{]*/.exec(info.trim())![0];
  const title = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(info);
  const highlight = new Set<number>();
  const ranges = /\{([\d,\s-]+)\}/.exec(info);
  for (const part of ranges?.[1].split(',') ?? []) {
    const [from, to] = part.split('-').map((n) => parseInt(n, 10));
    if (!Number.isFinite(from)) continue;
    // a range of at most 10,000 lines: `{1-99999999}` must not hang the build
    for (let i = from; i <= Math.min(Number.isFinite(to) ? to : from, from + 10_000); i++) highlight.add(i);
  }
  return { lang, title: title ? (title[1] ?? title[2] ?? title[3]) : undefined, highlight, lineNumbers: /\bshowLineNumbers\b/.test(info) };
}

const MAGIC = /^\s*(?:\/\/|#|--|%|;;|\/\*|\{\/\*|<!--)\s*highlight-(next-line|start|end)\s*(?:\*\/\}?|-->)?\s*$/;

/** The code without its magic comments, and every line they mark (1-based, in the code returned). */
export function magicComments(code: string, highlight: Set<number>): { code: string; highlight: Set<number> } {
  if (!code.includes('highlight-')) return { code, highlight };
  const kept: string[] = [];
  const marked = new Set(highlight);
  let next = false;
  let inRange = false;
  for (const line of code.split('\n')) {
    const m = MAGIC.exec(line);
    if (m) {
      if (m[1] === 'next-line') next = true;
      else inRange = m[1] === 'start';
      continue;
    }
    kept.push(line);
    if (next || inRange) marked.add(kept.length);
    next = false;
  }
  return { code: kept.join('\n'), highlight: marked };
}

/** The highlighter's HTML with the marked lines given the class `highlighted` (Shiki writes one span.line per line). */
export function markLines(html: string, lines: Set<number>): string {
  if (lines.size === 0) return html;
  let n = 0;
  return html.replace(/<span class="line"/g, (m) => (lines.has(++n) ? '<span class="line highlighted"' : m));
}
