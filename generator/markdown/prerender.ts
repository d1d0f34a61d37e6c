// Markdown rendered ahead of the model stage. While the graph thread is still
// running the SPARQL queries, the main thread has nothing to do but wait; it
// renders the documents' Markdown then, for the locales their pages will most
// likely use, and the model stage takes the results instead of rendering
// again. A guess that turns out wrong only costs a render on demand.
//
// A large site shares the work with a helper thread (parallel/scheduler.ts):
// at bench scale 20 the main thread rendered for 7.5 s, the last 5 s of them
// with the other core idle, the queries being done.
import type { Locale } from '../../src/shared/model/types.ts';
import type { SourceDocument } from '../load/markdown.ts';
import type { CachedRenderer, ImageLookups } from './cached.ts';
import type { MarkdownRenderer, RenderedMarkdown } from './render.ts';

export interface PrerenderItem {
  body: string;
  locale: Locale;
}

/** Another thread that renders Markdown as this one does (parallel/markdown-worker.ts). */
export interface MarkdownHelper {
  /** the renders of `items`, in order, each with the image sizes it looked up */
  render(items: PrerenderItem[]): Promise<{ rendered: RenderedMarkdown; sizes: ImageLookups }[]>;
}

/**
 * Which (document, locale) renders the model will ask for: each document in its language, and an English
 * one without a French twin in French too.
 */
export function likelyRenders(documents: readonly SourceDocument[], production: boolean): PrerenderItem[] {
  const french = new Set(documents.filter((d) => d.locale === 'fr').map((d) => `${d.kind} ${d.key}`));
  const out: PrerenderItem[] = [];
  for (const d of documents) {
    if (production && d.frontMatter.draft) continue;
    out.push({ body: d.body, locale: d.locale });
    if (d.locale === 'en' && !french.has(`${d.kind} ${d.key}`)) out.push({ body: d.body, locale: 'fr' });
  }
  return out;
}

/** The renders to hand to a helper: the last of `items`, about `share` of their characters. */
export function helperShare(items: PrerenderItem[], share: number): number {
  const total = items.reduce((n, i) => n + i.body.length, 0);
  let mine = 0;
  for (let i = 0; i < items.length; i++) {
    if (mine >= total * (1 - share)) return i;
    mine += items[i].body.length;
  }
  return items.length;
}

/**
 * A renderer that first hands out what `prerender()` made (each result once:
 * the model may change what it is given), and renders anything else.
 */
export function prerenderingRenderer(render: MarkdownRenderer | CachedRenderer): {
  render: MarkdownRenderer;
  /** resolves with how many renders the helper made */
  prerender: (items: PrerenderItem[], helperFor?: (renders: number) => MarkdownHelper | undefined) => Promise<number>;
} {
  const ready = new Map<string, RenderedMarkdown>();
  const keyOf = (body: string, locale: Locale) => `${locale}\n${body}`;
  const cached = 'holds' in render ? render : undefined;
  return {
    async prerender(items, helperFor) {
      const todo = new Map<string, PrerenderItem>();
      for (const item of items) todo.set(keyOf(item.body, item.locale), item);
      // what the cache holds is answered here; the rest may be shared
      const renders = [...todo.values()].filter((i) => !cached?.holds(i.body, i.locale));
      const helper = helperFor?.(renders.length);
      const theirs = helper ? renders.slice(helperShare(renders, 0.5)) : [];
      const answer = helper?.render(theirs);
      // a failed helper costs only time: its share is rendered here
      answer?.catch(() => undefined);
      const elsewhere = new Set(theirs);
      for (const [key, item] of todo) if (!elsewhere.has(item)) ready.set(key, render(item.body, item.locale));
      const done = answer && (await answer.catch(() => undefined));
      theirs.forEach((item, n) => {
        const r = done?.[n];
        const rendered = !r
          ? render(item.body, item.locale)
          : cached
            ? cached.adopt(item.body, item.locale, r.rendered, r.sizes)
            : r.rendered;
        ready.set(keyOf(item.body, item.locale), rendered);
      });
      return done ? theirs.length : 0;
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
