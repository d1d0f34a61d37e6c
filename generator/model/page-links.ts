// A page's outgoing links and images, for the link check. The renderer counts
// lines from the start of the Markdown body; a page's problems point into the
// file, whose front matter comes before the body.
import type { Page } from '../../src/shared/model/types.ts';
import type { SourceDocument } from '../load/markdown.ts';
import type { RenderedMarkdown } from '../markdown/render.ts';

export function pageLinks(rendered: Pick<RenderedMarkdown, 'links' | 'images'>, doc: Pick<SourceDocument, 'bodyLine'>): Page['links'] {
  return [...rendered.links, ...rendered.images].map((l) => ({
    href: l.href,
    line: l.line === undefined ? undefined : l.line + doc.bodyLine - 1,
    column: l.column,
  }));
}
