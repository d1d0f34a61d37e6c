// The Markdown renderer of a build (marked, Shiki for the languages the
// documents use, admonition titles per locale), and its head start: while the
// query worker answers, the main thread renders the documents it can guess
// the model will ask for (markdown/prerender.ts).
import type { Locale } from '../../src/shared/model/types.ts';
import type { SiteConfig } from '../config.ts';
import type { SourceDocument } from '../load/markdown.ts';
import { fencedLanguages, getHighlighter, highlight } from '../markdown/highlight.ts';
import { likelyRenders, prerenderingRenderer } from '../markdown/prerender.ts';
import { createMarkdownRenderer, type MarkdownRenderer } from '../markdown/render.ts';
import { staticImageSizes } from '../render/image-size.ts';

export const ADMONITION_TITLES: Record<Locale, Record<string, string>> = {
  en: { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' },
  fr: { note: 'Remarque', tip: 'Astuce', info: 'Info', warning: 'Attention', danger: 'Danger' },
};

export interface MarkdownStage {
  render: MarkdownRenderer;
  highlightSparql: (code: string) => string;
  /** renders ahead what the model will most likely ask for */
  prerender: () => void;
}

export async function markdownStage(config: SiteConfig, documents: SourceDocument[]): Promise<MarkdownStage> {
  const highlighter = await getHighlighter(fencedLanguages(documents.map((d) => d.body)));
  const markdown = prerenderingRenderer(createMarkdownRenderer(highlighter, ADMONITION_TITLES, staticImageSizes(config.staticDir)));
  return {
    render: markdown.render,
    highlightSparql: (code) => highlight(highlighter, code, 'sparql'),
    prerender: () => markdown.prerender(likelyRenders(documents, config.production)),
  };
}
