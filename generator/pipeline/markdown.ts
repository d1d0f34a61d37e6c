// The Markdown renderer of a build (marked, Shiki for the languages the
// documents use, admonition titles per locale), over the build cache if on.
import { strings } from '../../src/i18n/features.ts';
import type { SiteConfig } from '../config.ts';
import type { SourceDocument } from '../load/markdown.ts';
import { fencedLanguages, getHighlighter, highlight } from '../markdown/highlight.ts';
import { createMarkdownRenderer, type MarkdownRenderer } from '../markdown/render.ts';
import { staticImageSizes } from '../render/image-size.ts';
import type { ContentCache } from '../cache/content-cache.ts';
import { cachedRenderer } from '../markdown/cached.ts';

type Highlighter = Awaited<ReturnType<typeof getHighlighter>>;

/** the admonition titles of each locale, from src/i18n/admonitions.{en,fr}.json */
const ADMONITION_TITLES = () => ({ en: strings('admonitions', 'en'), fr: strings('admonitions', 'fr') });

export interface MarkdownStage {
  render: MarkdownRenderer;
  highlightSparql: (code: string) => string;
}

/** The languages of the documents' fenced blocks: the highlighter is made for them. */
export const documentLanguages = (documents: SourceDocument[]) => fencedLanguages(documents.map((d) => d.body));

/** The renderer and SPARQL highlighting, over a highlighter for the documents' languages (and the build cache, if on). */
export function markdownRenderer(config: SiteConfig, highlighter: Highlighter, cache?: ContentCache) {
  const titles = ADMONITION_TITLES();
  const sizes = staticImageSizes(config.staticDir);
  const make = (imageSize: typeof sizes) => createMarkdownRenderer(highlighter, titles, imageSize);
  return {
    render: cache ? cachedRenderer(make, sizes, cache, config.contentDir, highlighter.getLoadedLanguages().sort()) : make(sizes),
    highlightSparql: (code: string) => highlight(highlighter, code, 'sparql'),
  };
}

export async function markdownStage(config: SiteConfig, documents: SourceDocument[], cache?: ContentCache): Promise<MarkdownStage> {
  return markdownRenderer(config, await getHighlighter(documentLanguages(documents)), cache);
}
