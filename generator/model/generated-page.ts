// The page record the model's builders start from: a page in the locale's own
// language, listed and indexed, with no table of contents, links or anchors
// until `extra` gives them. Pages the generator makes itself (blog lists, the
// glossary, the lexicon) keep these defaults; a blog post overrides them with
// what its Markdown holds.
import type { Locale, Page, PageBody } from '../../src/shared/model/types.ts';
import { localizePath } from '../../src/shared/paths.ts';

export function generatedPage(
  locale: Locale,
  key: string,
  title: string,
  description: string,
  body: PageBody,
  kind: Page['kind'],
  extra: Partial<Page> = {},
): Page {
  return {
    key,
    locale,
    path: localizePath(key, locale),
    kind,
    title,
    description,
    contentLang: locale,
    untranslated: false,
    noindex: false,
    hidden: false,
    toc: [],
    body,
    links: [],
    anchors: [],
    ogType: 'website',
    ...extra,
  };
}
