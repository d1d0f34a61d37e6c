// Render stage: one route → one HTML document (React server rendering) and
// the page's content unit for client-side navigation.
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import type { ChromeData } from '../../src/model/chrome.ts';
import type { Page, PageMeta, Sidebar } from '../../src/model/types.ts';
import { Document } from '../../src/components/Document.tsx';
import { PageBodyView } from '../../src/components/pages.tsx';

export interface RenderContext {
  siteUrl: string;
  chrome: Omit<ChromeData, 'sidebar'>;
  sidebars: Record<string, Sidebar>;
}

export interface RenderedPage {
  html: string;
  /** the swappable part of the page plus its head data, for client navigation */
  unit: { key: string; path: string; title: string; lang: string; contentLang: string; html: string; head: string };
}

export function metaFor(page: Page, siteUrl: string, jsonLd: string, rdfAlternates: PageMeta['rdfAlternates'], feeds: PageMeta['feeds'] = []): PageMeta {
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

const PAGE_START = '<div id="page"';
const HEAD_RE = /<head>([\s\S]*)<\/head>/;

export function renderPage(page: Page, meta: PageMeta, ctx: RenderContext): RenderedPage {
  const sidebar = page.sidebar ? ctx.sidebars[page.sidebar] : undefined;
  const chrome: ChromeData = { ...ctx.chrome, sidebar };
  const element = createElement(Document, { meta, chrome, siteUrl: ctx.siteUrl, children: createElement(PageBodyView, { page, sidebar }) });
  const html = '<!doctype html>\n' + renderToStaticMarkup(element);
  // the content unit is cut from the same markup, so both can never disagree
  const start = html.indexOf(PAGE_START);
  const innerStart = html.indexOf('>', start) + 1;
  const end = html.lastIndexOf('<footer');
  const pageHtml = html.slice(innerStart, html.lastIndexOf('</div>', end));
  return {
    html,
    unit: {
      key: page.key,
      path: page.path,
      title: /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? page.title,
      lang: page.locale,
      contentLang: page.contentLang,
      html: pageHtml,
      head: HEAD_RE.exec(html)?.[1] ?? '',
    },
  };
}
