// Each page's HTML, kept between saves under a key made of what its render
// reads: the page itself (its Markdown already rendered into it, its title,
// links, sidebar name…), its sidebar as the page shows it, its locale's chrome (navbar, footer,
// asset addresses), the statements its JSON-LD takes from the graph (its
// entity, the entities it lists, a post's authors), and the answers it got
// when it asked whether a linked path is untranslated. A page whose inputs are
// unchanged is not rendered again, so which pages depend on a change is known
// by construction.
//
// The steps for one page are the build's (render/site.ts renderItem, then
// render/index.ts renderPage); the equality suite (tests/dev/incremental-equality.test.ts) holds them to
// the same bytes.
import type { Locale, RoutedPage } from '../../src/shared/model/types.ts';
import { LOCALES } from '../../src/shared/model/types.ts';
import type { SiteConfig } from '../config.ts';
import type { SiteModel } from '../model/index.ts';
import type { RouteTable } from '../route/index.ts';
import type { SourcedGraph } from '../load/graph-source.ts';
import type { BundleResult } from '../bundle.ts';
import type { RenderContext } from '../render/index.ts';
import { renderPage } from '../render/index.ts';
import { pageJsonLdQuads, statementsKey } from '../render/json-ld.ts';
import { renderContexts, renderItem, untranslated } from '../render/site.ts';
import { renderedFiles } from '../render/write-page.ts';
import { answersText, RecordingSet } from '../render/asked-paths.ts';
import { SidebarKeys } from '../render/page-cache.ts';

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

interface Entry {
  key: string;
  page: RoutedPage;
  html: string;
  /** which paths the render asked about (is it untranslated?) and the answers it got, as asked-paths.ts answersText writes them */
  asked: string;
}

export class PageRenders {
  private done = new Map<string, Entry>();
  /** each page's JSON-LD statements as text, while the graph and what the page asks of it stay the same */
  private graphKeys = new Map<string, { version: number; asks: string; key: string }>();

  private graphKey(page: RoutedPage, input: RenderInput): string {
    const version = input.graphVersion;
    const post = page.body.kind === 'post' ? page.body.post : null;
    const asks = JSON.stringify([page.entityIri, page.listedEntities, post, page.image, page.title, page.description, page.contentLang]);
    const known = this.graphKeys.get(page.path);
    if (known && known.version === version && known.asks === asks) return known.key;
    const key = statementsKey(pageJsonLdQuads(page, input.graph.store, input.config.siteUrl));
    this.graphKeys.set(page.path, { version, asks, key });
    return key;
  }

  /** Renders the pages whose inputs changed; returns how many it rendered. */
  async renderAll(input: RenderInput): Promise<number> {
    const { config, model, table, bundle, graph, files } = input;
    const untranslatedPaths = new RecordingSet(untranslated(table));
    // the build's render contexts, around a set that records the questions
    const contexts = renderContexts({ config, model, table, store: graph.store, assets: bundle }, untranslatedPaths);
    const chromeKeys = Object.fromEntries(LOCALES.map((l) => [l, JSON.stringify(contexts[l].chrome)])) as Record<Locale, string>;
    const sidebarKeys = new SidebarKeys();
    const next = new Map<string, Entry>();
    let rendered = 0;
    for (const page of table.pages) {
      // what the page's JSON-LD reads from the graph: the page is rendered again only if that changed
      const graphKey = this.graphKey(page, input);
      // the page is compared with the last one by value, not serialised: its Markdown HTML is
      // the very string of the last build when the file is unchanged, so most pages compare at once
      const sidebarKey = sidebarKeys.of(page.sidebar ? model.sidebars[page.locale][page.sidebar] : undefined, page.navKey ?? page.key);
      const key = [sidebarKey, chromeKeys[page.locale], config.siteUrl, graphKey].join('\u0000');
      const kept = this.done.get(page.path);
      let entry: Entry;
      if (kept && kept.key === key && samePlainData(kept.page, page) && untranslatedPaths.sameAnswers(kept.asked)) entry = kept;
      else {
        entry = { key, page, ...(await renderOne(page, input, contexts[page.locale], untranslatedPaths)) };
        rendered++;
      }
      next.set(page.path, entry);
      for (const f of renderedFiles(page, entry.html)) files.set(f.path, f.content);
    }
    this.done = next;
    return rendered;
  }
}

/** The build's steps for one page (render/site.ts), recording the questions its render asks. */
async function renderOne(page: RoutedPage, input: RenderInput, context: RenderContext, untranslatedPaths: RecordingSet) {
  const item = await renderItem(page, { config: input.config, store: input.graph.store });
  untranslatedPaths.asked = new Map();
  const { html } = renderPage(item.page, item.meta, context);
  return { html, asked: answersText(untranslatedPaths.asked) };
}

/**
 * Deep equality of plain data, what the model makes (objects, arrays, strings, numbers, booleans, null), for
 * every page against its last version at each dev rebuild. node:util's isDeepStrictEqual, which also compares
 * prototypes, symbols and property descriptors, took 17 ms of a 138 ms rebuild after a body edit (CPU profile);
 * with this, rebuilds of the real site after a body edit took a median 128 and 126 ms against 136 and 140 ms
 * (35 in-process rebuilds a run, runs alternated).
 */
export function samePlainData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!samePlainData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const k of keys) if (!(k in b) || !samePlainData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}
