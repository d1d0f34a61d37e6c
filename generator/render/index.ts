// Render stage: one route → one HTML document (React server rendering). Client
// navigation fetches that same document and swaps its #page part in.
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import type { ChromeData } from '../../src/shared/model/chrome.ts';
import type { Page, PageMeta, Sidebar } from '../../src/shared/model/types.ts';
import { Document } from '../../src/components/Document.tsx';
import { PageBodyView } from '../../src/components/pages.tsx';

export interface RenderContext {
  siteUrl: string;
  chrome: Omit<ChromeData, 'sidebar'>;
  sidebars: Record<string, Sidebar>;
  /** paths of pages whose content is not in their locale's language (French pages still in English) */
  untranslatedPaths?: ReadonlySet<string>;
}

export interface RenderedPage {
  html: string;
}

export function metaFor(
  page: Page,
  siteUrl: string,
  jsonLd: string,
  rdfAlternates: PageMeta['rdfAlternates'],
  feeds: PageMeta['feeds'] = [],
): PageMeta {
  // an untranslated French page points search engines at the English original
  const canonicalPath = page.canonicalPath ?? (page.untranslated ? page.key : page.path);
  return {
    key: page.key,
    locale: page.locale,
    path: page.path,
    contentLang: page.contentLang,
    title: page.title,
    description: page.description,
    canonical: siteUrl + canonicalPath,
    alternates: page.alternates ?? [],
    localePaths: page.localePaths ?? [],
    noindex: page.noindex,
    banner: page.banner,
    untranslated: page.untranslated,
    image: page.image,
    ogType: page.ogType,
    jsonLd,
    redirectTo: page.body.kind === 'redirect' ? page.body.to : undefined,
    rdfAlternates,
    feeds,
  };
}

export function renderPage(page: Page, meta: PageMeta, ctx: RenderContext): RenderedPage {
  const sidebar = page.sidebar ? ctx.sidebars[page.sidebar] : undefined;
  const chrome: ChromeData = { ...ctx.chrome, sidebar };
  const body = createElement(PageBodyView, { page, sidebar, untranslatedPaths: ctx.untranslatedPaths });
  const element = createElement(Document, { meta, chrome, siteUrl: ctx.siteUrl, children: body });
  return { html: '<!doctype html>\n' + renderToStaticMarkup(element) };
}
