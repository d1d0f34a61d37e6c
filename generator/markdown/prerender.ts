// Markdown rendered ahead of the model stage. While the graph thread is still
// running the SPARQL queries, the main thread has nothing to do but wait; it
// renders the documents' Markdown then, for the locales their pages will most
// likely use, and the model stage takes the results instead of rendering
// again. A guess that turns out wrong only costs a render on demand.
import type { Locale } from '../../src/shared/model/types.ts';
import type { SourceDocument } from '../load/markdown.ts';
import type { MarkdownRenderer } from './render.ts';

type Rendered = ReturnType<MarkdownRenderer>;

/**
 * How long the renders run before the thread hears its messages: the query
 * thread's answer, on which the build starts its output thread (scheduler.ts).
 * One await per slice is a few microseconds; a slice is a few documents.
 */
const SLICE_MS = 20;

/**
 * Which (document, locale) renders the model will ask for: each document in its language, and an English
 * one without a French twin in French too.
 */
export function likelyRenders(documents: readonly SourceDocument[], production: boolean): { body: string; locale: Locale }[] {
  const french = new Set(documents.filter((d) => d.locale === 'fr').map((d) => `${d.kind} ${d.key}`));
  const out: { body: string; locale: Locale }[] = [];
  for (const d of documents) {
    if (production && d.frontMatter.draft) continue;
    out.push({ body: d.body, locale: d.locale });
    if (d.locale === 'en' && !french.has(`${d.kind} ${d.key}`)) out.push({ body: d.body, locale: 'fr' });
  }
  return out;
}

/**
 * A renderer that first hands out what `prerender()` made (each result once:
 * the model may change what it is given), and renders anything else.
 */
export function prerenderingRenderer(render: MarkdownRenderer): {
  render: MarkdownRenderer;
  prerender: (items: { body: string; locale: Locale }[]) => Promise<void>;
} {
  const ready = new Map<string, Rendered>();
  const keyOf = (body: string, locale: Locale) => `${locale}\n${body}`;
  return {
    async prerender(items) {
      let slice = performance.now();
      for (const { body, locale } of items) {
        const key = keyOf(body, locale);
        if (!ready.has(key)) ready.set(key, render(body, locale));
        if (performance.now() - slice > SLICE_MS) {
          await new Promise(setImmediate);
          slice = performance.now();
        }
      }
    },
    render(body, locale) {
      const key = keyOf(body, locale);
      const done = ready.get(key);
      if (done === undefined) return render(body, locale);
      ready.delete(key);
      return done;
    },
  };
}
