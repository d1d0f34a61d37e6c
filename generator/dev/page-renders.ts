// Each page's HTML, kept between saves under a hash of what its render reads:
// the page itself (its Markdown already rendered into it, its title, links,
// sidebar name…), its sidebar, its locale's chrome (navbar, footer, asset
// addresses), the set of untranslated paths (links to them are marked), and,
// for a page that reads the graph for its JSON-LD, the graph's version. A page
// whose inputs are unchanged is not rendered again, so which pages depend on a
// change is known by construction.
//
// The steps for one page are the build's (generator/build.ts, render stage);
// the equality suite (tests/dev/incremental-equality.test.ts) holds them to
// the same bytes.
import { DataFactory } from 'n3';
import type { Locale, Page, PageMeta } from '../../src/model/types.ts';
import { LOCALES } from '../../src/model/types.ts';
import { localizePath } from '../../src/paths.ts';
import type { SiteConfig } from '../config.ts';
import type { SiteModel } from '../model/index.ts';
import type { RouteTable } from '../route/index.ts';
import type { SourcedGraph } from '../load/graph-source.ts';
import type { BundleResult } from '../bundle.ts';
import { makeChrome } from '../render/chrome.ts';
import { metaFor, renderPage } from '../render/index.ts';
import { entityQuads, pageJsonLdScript, pageQuads, postQuads } from '../linked-data/jsonld.ts';
import { shapeForSearchEngines } from '../linked-data/schema-org.ts';
import { htmlPathFor } from '../write/index.ts';
import { t } from '../../src/i18n/index.ts';
import { rdfAlternateProviders } from '../extensions.ts';
import { feedLinks } from '../feeds.ts';
import { firstHref } from '../render/landing.ts';
import { hashOf } from './memo.ts';

export interface RenderInput {
  config: SiteConfig;
  graph: SourcedGraph;
  graphVersion: number;
  model: SiteModel;
  table: RouteTable;
  bundle: BundleResult;
  /** filled with each page's HTML under its output path */
  files: Map<string, string | Uint8Array>;
}

type Chrome = ReturnType<typeof makeChrome>;

interface Entry {
  key: string;
  html: string;
  /** which paths the render asked about (is it untranslated?) and the answers it got */
  asked: Map<string, boolean>;
}

/**
 * The untranslated paths, recording each question a render asks: a page
 * depends on the answers it got, not on the whole set (a new English page
 * without a twin adds one French fallback, which only its neighbours link to).
 */
class RecordingSet extends Set<string> {
  asked = new Map<string, boolean>();
  override has(value: string): boolean {
    const answer = super.has(value);
    this.asked?.set(value, answer);
    return answer;
  }
  /** the answer, not recorded (checking a kept page) */
  answer(value: string): boolean {
    return super.has(value);
  }
}

export class PageRenders {
  private done = new Map<string, Entry>();

  /** Renders the pages whose inputs changed; returns how many it rendered. */
  async renderAll(input: RenderInput): Promise<number> {
    const { config, model, table, bundle, files } = input;
    const assets = { css: bundle.css, client: bundle.client, theme: bundle.theme };
    const chromes = Object.fromEntries(LOCALES.map((l) => [l, makeChrome(config, l, landing(table, model, l), assets)]));
    const untranslatedPaths = new RecordingSet(table.pages.filter((p) => p.contentLang !== p.locale).map((p) => p.path));
    const chromeKeys = Object.fromEntries(LOCALES.map((l) => [l, hashOf(JSON.stringify(chromes[l]))])) as Record<Locale, string>;
    const sidebarKeys = new Map<string, string>();
    const next = new Map<string, Entry>();
    let rendered = 0;
    for (const page of table.pages) {
      const sidebarId = `${page.locale} ${page.sidebar ?? ''}`;
      if (!sidebarKeys.has(sidebarId)) {
        sidebarKeys.set(sidebarId, hashOf(JSON.stringify(page.sidebar ? model.sidebars[page.locale][page.sidebar] : null)));
      }
      const readsGraph = !!page.entityIri || !!page.listedEntities?.length || page.body.kind === 'post';
      const graphKey = readsGraph ? String(input.graphVersion) : '';
      const key = hashOf(JSON.stringify(page), sidebarKeys.get(sidebarId)!, chromeKeys[page.locale], config.siteUrl, graphKey);
      let entry = this.done.get(page.path);
      if (!entry || entry.key !== key || [...entry.asked].some(([p, answer]) => untranslatedPaths.answer(p) !== answer)) {
        untranslatedPaths.asked = new Map();
        entry = { key, html: await renderOne(page, input, chromes[page.locale], untranslatedPaths, model), asked: untranslatedPaths.asked };
        rendered++;
      }
      next.set(page.path, entry);
      files.set(htmlPathFor(page.path), entry.html);
      if (page.kind === 'notFound') files.set(page.locale === 'en' ? '/404.html' : '/fr/404.html', entry.html);
    }
    this.done = next;
    return rendered;
  }
}

/** As the build does: a section's landing is its own page, or the first page of its sidebar. */
function landing(table: RouteTable, model: SiteModel, locale: Locale) {
  return (key: string) => {
    const own = table.byKey.get(key)?.[locale];
    if (own) return own.path;
    const sidebar = Object.values(model.sidebars[locale])
      .find((s) => key.startsWith('/docs/') && s.items.length && firstHref(s.items)?.startsWith(localizePath(key, locale)));
    return (sidebar && firstHref(sidebar.items)) ?? localizePath(key, locale);
  };
}

async function renderOne(
  page: Page, input: RenderInput, chrome: Chrome, untranslatedPaths: Set<string>, model: SiteModel,
): Promise<string> {
  const { config, graph } = input;
  const quads = pageQuads({
    url: config.siteUrl + page.path,
    type: page.kind === 'post' ? 'BlogPosting' : 'WebPage',
    name: page.title,
    description: page.description,
    locale: page.contentLang,
    mainEntity: page.entityIri,
    siteUrl: config.siteUrl,
    siteName: t(page.locale, 'site.title'),
  });
  if (page.entityIri) quads.push(...entityQuads(graph.store, page.entityIri, config.siteUrl));
  for (const iri of page.listedEntities ?? []) {
    const { quad, namedNode } = DataFactory;
    quads.push(quad(namedNode(config.siteUrl + page.path), namedNode('https://schema.org/about'), namedNode(iri)));
    quads.push(...entityQuads(graph.store, iri, config.siteUrl));
  }
  if (page.body.kind === 'post') quads.push(...postQuads(config.siteUrl + page.path, page.body.post, graph.store, page.image));
  const jsonLd = await pageJsonLdScript(shapeForSearchEngines(quads), config.siteUrl);
  const feeds = page.key === '/blog' || page.key.startsWith('/blog/') ? feedLinks(page.locale) : [];
  const meta: PageMeta = metaFor(page, config.siteUrl, jsonLd, rdfAlternateProviders.flatMap((f) => f(page, config.siteUrl)), feeds);
  return renderPage(page, meta, { siteUrl: config.siteUrl, chrome, sidebars: model.sidebars[page.locale], untranslatedPaths }).html;
}
