// Each page's HTML, kept between saves under a key made of what its render
// reads: the page itself (its Markdown already rendered into it, its title,
// links, sidebar name…), its sidebar, its locale's chrome (navbar, footer,
// asset addresses), the statements its JSON-LD takes from the graph (its
// entity, the entities it lists, a post's authors), and the answers it got
// when it asked whether a linked path is untranslated. A page whose inputs are
// unchanged is not rendered again, so which pages depend on a change is known
// by construction.
//
// The steps for one page are the build's (generator/build.ts, render stage);
// the equality suite (tests/dev/incremental-equality.test.ts) holds them to
// the same bytes.
import { DataFactory, termToId, type Quad } from 'n3';
import type { Locale, Page, PageMeta } from '../../src/shared/model/types.ts';
import { LOCALES } from '../../src/shared/model/types.ts';
import { localizePath } from '../../src/shared/paths.ts';
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

export interface RenderInput {
  config: SiteConfig;
  graph: SourcedGraph;
  /** changes whenever the graph does */
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
  page: Page;
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
  /** each page's JSON-LD statements as text, while the graph and what the page asks of it stay the same */
  private graphKeys = new Map<string, { version: number; asks: string; key: string }>();

  private graphKey(page: Page, input: RenderInput): string {
    const version = input.graphVersion;
    const post = page.body.kind === 'post' ? page.body.post : null;
    const asks = JSON.stringify([page.entityIri, page.listedEntities, post, page.image, page.title, page.description, page.contentLang]);
    const known = this.graphKeys.get(page.path);
    if (known && known.version === version && known.asks === asks) return known.key;
    const key = jsonLdQuads(page, input)
      .map((q) => `${termToId(q.subject)} ${termToId(q.predicate)} ${termToId(q.object)}`)
      .join('\n');
    this.graphKeys.set(page.path, { version, asks, key });
    return key;
  }

  /** Renders the pages whose inputs changed; returns how many it rendered. */
  async renderAll(input: RenderInput): Promise<number> {
    const { config, model, table, bundle, files } = input;
    const assets = { css: bundle.css, client: bundle.client, theme: bundle.theme };
    const chromes = Object.fromEntries(LOCALES.map((l) => [l, makeChrome(config, l, landing(table, model, l), assets)]));
    const untranslatedPaths = new RecordingSet(table.pages.filter((p) => p.contentLang !== p.locale).map((p) => p.path));
    const chromeKeys = Object.fromEntries(LOCALES.map((l) => [l, JSON.stringify(chromes[l])])) as Record<Locale, string>;
    const sidebarKeys = new Map<string, string>();
    const next = new Map<string, Entry>();
    let rendered = 0;
    for (const page of table.pages) {
      const sidebarId = `${page.locale} ${page.sidebar ?? ''}`;
      if (!sidebarKeys.has(sidebarId)) {
        sidebarKeys.set(sidebarId, JSON.stringify(page.sidebar ? model.sidebars[page.locale][page.sidebar] : null));
      }
      // what the page's JSON-LD reads from the graph: the page is rendered again only if that changed
      const graphKey = this.graphKey(page, input);
      // the page is compared with the last one by value, not serialised: its Markdown HTML is
      // the very string of the last build when the file is unchanged, so most pages compare at once
      const key = [sidebarKeys.get(sidebarId)!, chromeKeys[page.locale], config.siteUrl, graphKey].join('\u0000');
      const kept = this.done.get(page.path);
      let entry: Entry;
      const sameAnswers = (e: Entry) => [...e.asked].every(([p, answer]) => untranslatedPaths.answer(p) === answer);
      if (kept && kept.key === key && sameValue(kept.page, page) && sameAnswers(kept)) entry = kept;
      else {
        untranslatedPaths.asked = new Map();
        const html = await renderOne(page, jsonLdQuads(page, input), input, chromes[page.locale], untranslatedPaths);
        entry = { key, page, html, asked: untranslatedPaths.asked };
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
    const sidebar = Object.values(model.sidebars[locale]).find(
      (s) => key.startsWith('/docs/') && s.items.length && firstHref(s.items)?.startsWith(localizePath(key, locale)),
    );
    return (sidebar && firstHref(sidebar.items)) ?? localizePath(key, locale);
  };
}

/** The page's JSON-LD statements, as the build gathers them (the page, its main entity, listed entities, a post's authors). */
function jsonLdQuads(page: Page, input: RenderInput): Quad[] {
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
  return quads;
}

async function renderOne(page: Page, quads: Quad[], input: RenderInput, chrome: Chrome, untranslatedPaths: Set<string>): Promise<string> {
  const { config, model } = input;
  const jsonLd = await pageJsonLdScript(shapeForSearchEngines(quads), config.siteUrl);
  const feeds = page.key === '/blog' || page.key.startsWith('/blog/') ? feedLinks(page.locale) : [];
  const meta: PageMeta = metaFor(
    page,
    config.siteUrl,
    jsonLd,
    rdfAlternateProviders.flatMap((f) => f(page, config.siteUrl)),
    feeds,
  );
  return renderPage(page, meta, { siteUrl: config.siteUrl, chrome, sidebars: model.sidebars[page.locale], untranslatedPaths }).html;
}

/** Deep equality of plain data (what the model makes: objects, arrays, strings, numbers, booleans, null). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) if (!sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}
