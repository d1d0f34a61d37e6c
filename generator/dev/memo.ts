// Small caches the dev server keeps between saves, each keyed by the content
// it was computed from, so a result is reused exactly when its input is the
// same and dependencies are tracked by construction.
import type { Locale } from '../../src/shared/model/types.ts';
import type { MarkdownRenderer, RenderedMarkdown } from '../markdown/render.ts';
import { parseMarkdownFile } from '../load/markdown.ts';

/**
 * Markdown rendered once per (locale, body). The results are shared, not
 * copied: the model copies what it changes (its link lists; a listing's page
 * body), and copying every result on every save cost ~150 ms. The equality
 * suite (tests/dev/incremental-equality.test.ts) would see a result changed
 * in place, as a page that differs from a full build.
 */
export function memoRenderer(render: MarkdownRenderer): { render: MarkdownRenderer; rendered: () => number } {
  const done = new Map<string, RenderedMarkdown>();
  let used = new Set<string>();
  let fresh = 0;
  return {
    render(body: string, locale: Locale) {
      const key = `${locale}\n${body}`;
      let r = done.get(key);
      if (!r) {
        r = render(body, locale);
        done.set(key, r);
        fresh++;
      }
      used.add(key);
      return r;
    },
    /** renders since the last call; results not asked for since are forgotten */
    rendered() {
      for (const k of done.keys()) if (!used.has(k)) done.delete(k);
      used = new Set();
      const n = fresh;
      fresh = 0;
      return n;
    },
  };
}

/** Front matter and body of a Markdown file, parsed again only when its text changed (shared, as above). */
export function memoMarkdownParser(): typeof parseMarkdownFile {
  const done = new Map<string, { text: string; result: ReturnType<typeof parseMarkdownFile> }>();
  return (text, file) => {
    const known = done.get(file);
    if (known && known.text === text) return known.result;
    const result = parseMarkdownFile(text, file);
    done.set(file, { text, result });
    return result;
  };
}
