// Build-time syntax highlighting with Shiki: the page ships coloured HTML and
// no highlighting JavaScript. Both themes are emitted as CSS variables so the
// colour mode switch needs no re-render.
import { createHighlighter, type Highlighter } from 'shiki';
import { escapeHtml } from '../../src/escape.ts';

export const HIGHLIGHT_LANGUAGES = ['turtle', 'sparql', 'python', 'cypher', 'json', 'xml', 'bash', 'yaml', 'javascript', 'typescript', 'html', 'css', 'markdown'] as const;
const ALIASES: Record<string, string> = { ttl: 'turtle', rq: 'sparql', sh: 'bash', shell: 'bash', js: 'javascript', ts: 'typescript', md: 'markdown', jsonld: 'json', 'json-ld': 'json', py: 'python' };

let highlighterPromise: Promise<Highlighter> | undefined;
export function getHighlighter(): Promise<Highlighter> {
  highlighterPromise ??= createHighlighter({ themes: ['github-light', 'github-dark'], langs: [...HIGHLIGHT_LANGUAGES] });
  return highlighterPromise;
}

// Docs repeat snippets (prefix blocks, the same query in both languages):
// each distinct one is highlighted once per process, which also keeps dev
// rebuilds from highlighting unchanged pages again.
const MAX_CACHED = 5000;
const cache = new Map<string, string>();

export function highlight(h: Highlighter, code: string, lang: string | undefined): string {
  const name = lang ? (ALIASES[lang] ?? lang) : undefined;
  if (!name || !(HIGHLIGHT_LANGUAGES as readonly string[]).includes(name)) {
    return `<pre class="code" tabindex="0"><code>${escapeHtml(code)}</code></pre>`;
  }
  const key = `${name}\n${code}`;
  let html = cache.get(key);
  if (html === undefined) {
    html = h.codeToHtml(code, { lang: name, themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: false });
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(key, html);
  }
  return html;
}
