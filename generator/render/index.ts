// Render stage: one route → one HTML document (React server rendering). Client
// navigation fetches that same document and swaps its #page part in.
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement, type ReactNode } from 'react';
import type { ChromeData } from '../../src/shared/model/chrome.ts';
import type { PageMeta, RoutedPage, Sidebar } from '../../src/shared/model/types.ts';
import { Document } from '../../src/components/Document.tsx';
import { PageBodyView } from '../../src/components/pages.tsx';
import { StaticHtmlContext, type StaticHtml } from '../../src/components/static-html.ts';

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
  page: RoutedPage,
  siteUrl: string,
  jsonLd: string,
  rdfAlternates: PageMeta['rdfAlternates'],
  feeds: PageMeta['feeds'] = [],
): PageMeta {
  // an untranslated French page points search engines at the English original
  const canonicalPath = page.canonicalPath ?? (page.untranslated ? page.key : page.path);
  return {
    key: page.key,
    navKey: page.navKey,
    locale: page.locale,
    path: page.path,
    contentLang: page.contentLang,
    title: page.title,
    description: page.description,
    canonical: siteUrl + canonicalPath,
    alternates: page.alternates,
    localePaths: page.localePaths,
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

/**
 * The markup of what pages share, made once per render context (one locale,
 * on one thread) and owner (src/components/static-html.ts). Per context, so
 * that a part is never taken from another locale, or from the context of an
 * earlier dev rebuild.
 */
const memos = new WeakMap<RenderContext, StaticHtml>();

export function staticHtmlFor(ctx: RenderContext): StaticHtml {
  let memo = memos.get(ctx);
  if (memo) return memo;
  const kept = new WeakMap<object, Map<string, string>>();
  // a part's own parts are kept too (a sidebar category's entries)
  const html = (render: () => ReactNode) => renderToStaticMarkup(createElement(StaticHtmlContext.Provider, { value: memo }, render()));
  memo = {
    html,
    memo(owner, variant, render) {
      let variants = kept.get(owner);
      if (!variants) kept.set(owner, (variants = new Map()));
      let made = variants.get(variant);
      if (made === undefined) variants.set(variant, (made = html(render)));
      return made;
    },
  };
  memos.set(ctx, memo);
  return memo;
}

/** `memo`: the context's (what a build uses); null renders every part afresh, as the tests compare. */
export function renderPage(
  page: RoutedPage,
  meta: PageMeta,
  ctx: RenderContext,
  memo: StaticHtml | null = staticHtmlFor(ctx),
): RenderedPage {
  const sidebar = page.sidebar ? ctx.sidebars[page.sidebar] : undefined;
  const chrome: ChromeData = { ...ctx.chrome, sidebar };
  const body = createElement(PageBodyView, { page, sidebar, untranslatedPaths: ctx.untranslatedPaths });
  const element = createElement(Document, { meta, chrome, siteUrl: ctx.siteUrl, children: body });
  const document = memo ? createElement(StaticHtmlContext.Provider, { value: memo }, element) : element;
  return { html: '<!doctype html>\n' + renderToStaticMarkup(document) };
}
