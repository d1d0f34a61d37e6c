// Build-time syntax highlighting with Shiki: the page ships coloured HTML and
// no highlighting JavaScript. Both themes are emitted as CSS variables so the
// colour mode switch needs no re-render.
import { bundledLanguages, createHighlighter, type Highlighter, type LanguageRegistration } from 'shiki';
import { loadPairedThemes, pairedHtml, type PairedThemes } from './paired-themes.ts';
import { escapeHtml } from '../../src/shared/escape.ts';

export const HIGHLIGHT_LANGUAGES = [
  'turtle',
  'sparql',
  'python',
  'cypher',
  'json',
  'xml',
  'bash',
  'yaml',
  'javascript',
  'typescript',
  'html',
  'css',
  'markdown',
] as const;
const ALIASES: Record<string, string> = {
  ttl: 'turtle',
  rq: 'sparql',
  sh: 'bash',
  shell: 'bash',
  js: 'javascript',
  ts: 'typescript',
  md: 'markdown',
  jsonld: 'json',
  'json-ld': 'json',
  py: 'python',
};

export function supportedName(lang: string | undefined): string | undefined {
  const name = lang ? (ALIASES[lang] ?? lang) : undefined;
  return name && (HIGHLIGHT_LANGUAGES as readonly string[]).includes(name) ? name : undefined;
}

const FENCE = /^[ \t>]*(?:`{3,}|~{3,})[ \t]*([\w+#.-]+)/gm;

/** The languages named on the code fences of these Markdown sources, plus SPARQL (the query page's examples). */
export function fencedLanguages(sources: Iterable<string>): string[] {
  const found = new Set<string>(['sparql']);
  for (const source of sources) {
    for (const m of source.matchAll(FENCE)) {
      const name = supportedName(m[1]);
      if (name) found.add(name);
    }
  }
  return [...found];
}

const LIGHT = 'github-light';
const DARK = 'github-dark';

let highlighterPromise: Promise<Highlighter> | undefined;
/** each highlighter's paired theme (paired-themes.ts), when its two themes pair */
const pairedThemes = new WeakMap<Highlighter, PairedThemes>();

async function createWithPairedThemes(): Promise<Highlighter> {
  const h = await createHighlighter({ themes: [LIGHT, DARK], langs: [] });
  const paired = await loadPairedThemes(h, LIGHT, DARK);
  if (paired) pairedThemes.set(h, paired);
  return h;
}

/**
 * The highlighter with these languages loaded. Grammars load on demand:
 * loading all thirteen (Markdown embeds dozens of others) took ~0.3 s of a
 * build whose pages used three.
 */
export async function getHighlighter(langs: Iterable<string> = HIGHLIGHT_LANGUAGES): Promise<Highlighter> {
  highlighterPromise ??= createWithPairedThemes();
  const h = await highlighterPromise;
  const loaded = new Set(h.getLoadedLanguages());
  const missing = [...new Set([...langs].map(supportedName))].filter((l): l is string => !!l && !loaded.has(l));
  // ours before the bundled grammars: SPARQL's embeds Turtle's, and would otherwise bring the bundled one
  if (!loaded.has('turtle') && (missing.includes('turtle') || missing.includes('sparql'))) await h.loadLanguage(await turtleGrammar());
  const rest = missing.filter((l) => l !== 'turtle');
  if (rest.length) await h.loadLanguage(...(rest as Parameters<Highlighter['loadLanguage']>));
  return h;
}

/**
 * Shiki's Turtle grammar with the names Turtle allows: its prefixed name was
 * `\w*:\w*`, so `term:anne-of-green-gables` lit up "anne" and left
 * "-of-green-gables" plain, and `@en-CA` lost its "-CA". A local name may hold
 * "-", ":", "%" and "." (not last); a prefix "-" and "."; a language tag subtags.
 */
async function turtleGrammar(): Promise<LanguageRegistration> {
  const [bundled] = (await bundledLanguages.turtle()).default;
  const grammar = structuredClone(bundled) as LanguageRegistration & { repository: Record<string, { match?: string }> };
  grammar.repository['prefixed-name'].match = '((?:[A-Za-z][\\w.-]*)?:)((?:[\\w:%-]|\\.(?=[\\w:%-]))*)';
  grammar.repository['language-tag'].match = '@([A-Za-z]+(?:-[A-Za-z0-9]+)*)';
  return grammar;
}

// Docs repeat snippets (prefix blocks, the same query in both languages):
// each distinct one is highlighted once per process, which also keeps dev
// rebuilds from highlighting unchanged pages again.
const MAX_CACHED = 5000;
const cache = new Map<string, string>();

export function highlight(h: Highlighter, code: string, lang: string | undefined): string {
  const name = supportedName(lang);
  const key = `${name}\n${code}`;
  let html = name ? cache.get(key) : undefined;
  if (html !== undefined) return html;
  // a language no fence named (getHighlighter was given the fences) is shown plain rather than failing
  if (!name || !h.getLoadedLanguages().includes(name)) {
    return `<pre class="code" tabindex="0"><code>${escapeHtml(code)}</code></pre>`;
  }
  // both themes from one tokenization where they pair, which gives the same HTML (paired-themes.ts)
  const paired = pairedThemes.get(h);
  html = paired ? pairedHtml(h, paired, code, name) : dualThemeHtml(h, code, name);
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(key, html);
  return html;
}

/** Shiki's dual-theme HTML: the two themes as CSS variables, each tokenized on its own. */
export function dualThemeHtml(h: Highlighter, code: string, lang: string): string {
  // tokenizeTimeLimit 0 (here and in paired-themes.ts): no time limit per line. Shiki's default (500 ms)
  // stops tokenizing a line that takes longer and colours the rest of it with whatever scope was open, so
  // on a loaded machine the same page came out different from one build to the next (a Python string's
  // colour ran on past its quote).
  return h.codeToHtml(code, {
    lang,
    themes: { light: LIGHT, dark: DARK },
    defaultColor: false,
    tokenizeTimeLimit: 0,
  });
}
