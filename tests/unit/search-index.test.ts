// The search index (generator/search) and the engine that reads it
// (src/client/search/engine.ts), together on small hand-made pages: what is
// written, what a query downloads, what it finds and how results read.
import { describe, it, expect, beforeAll } from 'vitest';
import type { Locale, Page } from '../../src/shared/model/types.ts';
import { isSearchable, searchDocs, sectionOf, splitAtHeadings } from '../../generator/search/documents.ts';
import { buildLocaleIndex, type LocaleIndex } from '../../generator/search/build-index.ts';
import { buildSearchPage } from '../../generator/search/page.ts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SearchPage } from '../../src/components/search/SearchPage.tsx';
import { SearchEngine, describeHit, editDistance, parseQuery, windowAround } from '../../src/client/search/engine.ts';
import { encode } from '../../src/shared/search/encoding.ts';
import { FIELDS, type IndexMeta, type ShardFile } from '../../src/shared/search/format.ts';
import { page as basePage } from '../model-fixtures.ts';

function page(key: string, locale: Locale, title: string, text: string, extra: Partial<Page> = {}): Page {
  const toc = extra.toc ?? [];
  return basePage({
    key,
    locale,
    path: locale === 'fr' ? `/fr${key}` : key,
    kind: key.startsWith('/blog/') ? 'post' : key.startsWith('/docs/terms/') ? 'term' : 'doc',
    title,
    contentLang: locale,
    toc,
    body: { kind: 'html', html: '' },
    anchors: toc.map((t) => t.id),
    ogType: 'website',
    text,
    headings: toc.map((t) => t.text),
    ...extra,
  });
}

// Words chosen so that two-letter prefixes spread over many shards.
const FILLER =
  'abacus bramble cobalt dulcet ember fjord gossamer halcyon iris juniper kestrel lantern meadow nimbus opal pewter quartz russet saffron tundra umber vellum willow xenon yarrow zephyr';

const FR_PAGES: Page[] = [
  page(
    '/docs/learn-lod/ontologies',
    'fr',
    'Les ontologies',
    `Introduction aux modèles. Qu'est-ce qu'une ontologie ? Une ontologie décrit les sortes de choses d'un domaine. ${FILLER}`,
    {
      toc: [{ id: 'quest-ce-quune-ontologie', text: "Qu'est-ce qu'une ontologie ?", level: 2 }],
      description: 'Les bases des ontologies.',
    },
  ),
  page(
    '/docs/about-lincs/policies/ontologies-adoption',
    'fr',
    'Adoption des ontologies',
    `La politique d'adoption. Les ontologies adoptées Le CIDOC CRM est le modèle central. ${FILLER}`,
    {
      toc: [{ id: 'les-ontologies-adoptees', text: 'Les ontologies adoptées', level: 2 }],
    },
  ),
  page(
    '/docs/about-lincs/research',
    'fr',
    'La recherche',
    `Les écoles partenaires accueillent des étudiants. Un cœur de réseau. ${FILLER}`,
  ),
  page('/docs/tools/voyant', 'fr', 'Voyant Tools', `Lecture distante de corpus, ontologiquement neutre. ${FILLER}`),
  page('/blog/why-lincs', 'fr', 'Pourquoi LINCS', 'Un billet sur les données liées et les écoles.'),
  page('/docs/learn-lod/hidden', 'fr', 'Cachée', 'ontologie cachée', { hidden: true }),
  page('/docs/learn-lod/draft', 'fr', 'Brouillon', 'ontologie en brouillon', { banner: 'draft' }),
  page('/docs', 'fr', 'Alias', 'ontologie alias', { canonicalPath: '/fr/docs/terms/ontology' }),
  page('/blog', 'fr', 'Blogue', 'liste des billets ontologie', { kind: 'blog' }),
];

/** Serves the built files from memory, recording what is fetched; `fail` makes fetches reject. */
function server(index: LocaleIndex) {
  const files = new Map(index.files.map((f) => [f.path, f.content as string]));
  const fetched: string[] = [];
  const state = { fail: false };
  const fetcher = async (url: string) => {
    fetched.push(url);
    if (state.fail) throw new Error('network down');
    const content = files.get(url);
    if (content === undefined) throw new Error(`404 ${url}`);
    return JSON.parse(content);
  };
  return { fetcher, fetched, state };
}

describe('search documents', () => {
  it('takes documentation, glossary and blog posts; leaves out hidden, draft, alias and list pages', () => {
    const docs = searchDocs(FR_PAGES, 'fr');
    expect(docs.map((d) => d.url)).toEqual([
      '/fr/blog/why-lincs',
      '/fr/docs/about-lincs/policies/ontologies-adoption',
      '/fr/docs/about-lincs/research',
      '/fr/docs/learn-lod/ontologies',
      '/fr/docs/tools/voyant',
    ]);
    expect(FR_PAGES.filter(isSearchable)).toHaveLength(5);
    expect(searchDocs(FR_PAGES, 'en')).toEqual([]);
  });

  it('derives the docs section from the route key', () => {
    expect(sectionOf('/docs/tools/voyant')).toBe('tools');
    expect(sectionOf('/docs/terms/triple')).toBe('terms');
    expect(sectionOf('/blog/why-lincs')).toBe('blog');
    expect(sectionOf('/docs/create-lod')).toBe('create-lod');
    expect(sectionOf('/docs/elsewhere/x')).toBe('');
    expect(sectionOf('/')).toBe('');
  });

  it('cuts the text at its headings, keeping each anchor', () => {
    const parts = splitAtHeadings('Intro text. First Some words. Second More words.', [
      { id: 'first', text: 'First', level: 2 },
      { id: 'missing', text: 'Not in the text', level: 2 },
      { id: 'second', text: 'Second', level: 3 },
    ]);
    expect(parts).toEqual([
      ['', '', 'Intro text.'],
      ['first', 'First', 'Some words.'],
      ['second', 'Second', 'More words.'],
    ]);
  });

  // the model puts a listing's headings in the table of contents; they head graph lists, not the prose
  it('does not cut a listing page’s text where its prose happens to say a listing heading', () => {
    const catalogue = {
      kind: 'catalogue' as const,
      catalogue: { name: 'datasets' as const, locale: 'en' as const, facets: [], items: [] },
    };
    const toc = [
      { id: 'catalogue', text: 'The catalogue', level: 2 },
      { id: 'statuses', text: 'Statuses', level: 2 },
    ];
    const p = page('/docs/explore-lod/project-datasets', 'en', 'Datasets', 'Intro. Statuses The catalogue below has filters.', {
      toc,
      body: { kind: 'doc', html: '', listing: catalogue },
    });
    expect(searchDocs([p], 'en')[0].parts).toEqual([
      ['', '', 'Intro.'],
      ['statuses', 'Statuses', 'The catalogue below has filters.'],
    ]);
  });
});

describe('the search index and engine', () => {
  let index: LocaleIndex;
  let meta: IndexMeta;
  beforeAll(() => {
    // tiny shards and buckets, so that "downloads only what it needs" is visible
    index = buildLocaleIndex(searchDocs(FR_PAGES, 'fr'), 'fr', { shardBytes: 200, bucketBytes: 300 });
    meta = index.meta;
  });

  it('writes a meta file, term shards, page buckets and a word list under /search-index/fr/', () => {
    const paths = index.files.map((f) => f.path);
    expect(paths).toContain('/search-index/fr/meta.json');
    expect(meta.shards.length).toBeGreaterThan(10);
    expect(meta.buckets.length).toBeGreaterThan(1);
    expect(paths.filter((p) => /\/terms-\d+-[0-9a-f]{8}\.json$/.test(p))).toHaveLength(meta.shards.length);
    expect(paths.filter((p) => /\/docs-\d+-[0-9a-f]{8}\.json$/.test(p))).toHaveLength(meta.buckets.length);
    expect(meta.pages).toBe(5);
    expect(meta.sections).toEqual([
      { id: 'about-lincs', count: 2 },
      { id: 'learn-lod', count: 1 },
      { id: 'tools', count: 1 },
      { id: 'blog', count: 1 },
    ]);
    // every page in exactly one bucket, every term in the shard its prefix names
    for (const f of index.files.filter((f) => f.path.includes('/terms-'))) {
      const n = Number(/terms-(\d+)/.exec(f.path)![1]);
      const lo = meta.shards[n][0];
      const hi = meta.shards[n + 1]?.[0];
      const shard = JSON.parse(f.content as string) as ShardFile;
      // whole titles sit with the first term of the title
      const titleTerms = (shard.titles ?? []).map(([key]) => encode(key, 'fr')[0]);
      for (const term of [...FIELDS.flatMap((field) => (shard[field] ?? []).map(([t]) => t)), ...titleTerms]) {
        expect(term.slice(0, 2) >= lo).toBe(true);
        if (hi) expect(term.slice(0, 2) < hi).toBe(true);
      }
    }
  });

  it('keeps every indexed term stable under the encoder (queries re-encode them)', () => {
    for (const f of index.files.filter((f) => f.path.includes('/terms-')))
      for (const field of FIELDS)
        for (const [term] of (JSON.parse(f.content as string) as ShardFile)[field] ?? []) expect(encode(term, 'fr')).toEqual([term]);
  });

  it('fetches nothing until asked, then only the meta file and the shard of the word', async () => {
    const { fetcher, fetched } = server(index);
    const engine = new SearchEngine('fr', fetcher);
    expect(fetched).toEqual([]);
    const r = await engine.search('ontologie');
    expect(fetched[0]).toBe('/search-index/fr/meta.json');
    expect(fetched.filter((u) => u.includes('/terms-'))).toHaveLength(1);
    expect(fetched.some((u) => u.includes('/docs-'))).toBe(false);
    expect(r.total).toBe(3);
    // result text comes from the buckets of the results shown, and only those
    await engine.hits(r, 0, 1);
    expect(fetched.filter((u) => u.includes('/docs-'))).toHaveLength(1);
  });

  it('finds accented words from an accent-free query, and plurals from the singular', async () => {
    const engine = new SearchEngine('fr', server(index).fetcher);
    for (const q of ['ecole', 'écoles', 'ECOLES']) {
      const r = await engine.search(q + ' ');
      const hits = await engine.hits(r, 0, 10);
      expect(hits.map((h) => h.href).sort()).toEqual(['/fr/blog/why-lincs', '/fr/docs/about-lincs/research']);
    }
    const coeur = await engine.hits(await engine.search('coeur'), 0, 10);
    expect(coeur.map((h) => h.href)).toEqual(['/fr/docs/about-lincs/research']);
    expect(coeur[0].snippet.filter((p) => p.hit).map((p) => p.text)).toEqual(['cœur']);
  });

  it('requires every word, and treats the last word as a prefix while it is typed', async () => {
    const engine = new SearchEngine('fr', server(index).fetcher);
    expect((await engine.search('ontologie cidoc')).total).toBe(1);
    expect((await engine.search('ontologie zzzz')).total).toBe(0);
    const typing = await engine.search('ontolog');
    // "ontologiquement" only matches as a prefix, so it ranks after the exact matches
    const hits = await engine.hits(typing, 0, 10);
    expect(hits.map((h) => h.href).at(-1)).toBe('/fr/docs/tools/voyant');
    expect(typing.total).toBe(3);
    // once the word is finished (a space after it), the prefix no longer applies
    expect((await engine.search('ontologie ')).total).toBe(2);
  });

  it('ranks title matches first, links to the heading where the words are, and highlights them', async () => {
    const engine = new SearchEngine('fr', server(index).fetcher);
    const r = await engine.search('ontologie ');
    const hits = await engine.hits(r, 0, 10);
    expect(
      hits
        .slice(0, 2)
        .map((h) => h.href)
        .sort(),
    ).toEqual([
      '/fr/docs/about-lincs/policies/ontologies-adoption#les-ontologies-adoptees',
      '/fr/docs/learn-lod/ontologies#quest-ce-quune-ontologie',
    ]);
    const first = hits.find((h) => h.href.startsWith('/fr/docs/learn-lod/'))!;
    expect(first.title.filter((p) => p.hit).map((p) => p.text)).toEqual(['ontologies']);
    expect(first.heading!.map((p) => p.text).join('')).toBe("Qu'est-ce qu'une ontologie ?");
    expect(first.snippet.filter((p) => p.hit).map((p) => p.text)).toContain('ontologie');
    expect(first.section).toBe('learn-lod');
  });

  it('counts matches per section and filters by section', async () => {
    const engine = new SearchEngine('fr', server(index).fetcher);
    const all = await engine.search('ontologie ');
    expect(all.bySection).toEqual({ 'about-lincs': 1, 'learn-lod': 1 });
    const about = await engine.search('ontologie ', 'about-lincs');
    expect(about.ids).toHaveLength(1);
    expect(about.total).toBe(all.total);
    expect((await engine.hits(about, 0, 5))[0].href).toContain('/fr/docs/about-lincs/');
  });

  it('suggests a spelling that finds something, or a word of the query that does', async () => {
    const engine = new SearchEngine('fr', server(index).fetcher);
    expect((await engine.search('ontolgie ')).total).toBe(0);
    expect(await engine.suggestions('ontolgie ')).toContain('ontologies');
    expect(await engine.suggestions('ontologie zzzzqq')).toContain('ontologie');
    expect(await engine.suggestions('qqqqqqqq')).toEqual([]);
  });

  it('suggests nothing for a single letter, without downloading the vocabulary', async () => {
    const s = server(index);
    const engine = new SearchEngine('fr', s.fetcher);
    expect((await engine.search('o')).total).toBe(0);
    expect(await engine.suggestions('o')).toEqual([]);
    expect(s.fetched.some((u) => u.includes('/words-'))).toBe(false);
  });

  it('rejects when the index cannot be fetched, and tries again on the next query', async () => {
    const s = server(index);
    const engine = new SearchEngine('fr', s.fetcher);
    s.state.fail = true;
    await expect(engine.search('ontologie')).rejects.toThrow('network down');
    s.state.fail = false;
    expect((await engine.search('ontologie ')).total).toBe(2);
  });

  it('keeps the query as text: markup in it is just words to look for', async () => {
    const engine = new SearchEngine('fr', server(index).fetcher);
    const q = '<img src=x onerror=alert(1)>';
    expect(parseQuery(q, 'fr').map((w) => w.raw)).toEqual(['img', 'src', 'x', 'onerror', 'alert', '1']);
    expect((await engine.search(q)).total).toBe(0);
  });
});

describe('snippets', () => {
  it('cuts long text around the first match, at spaces, with ellipses', () => {
    const text = 'word '.repeat(100) + 'target ' + 'word '.repeat(100);
    const w = windowAround(text, text.indexOf('target'));
    expect(w.startsWith('…')).toBe(true);
    expect(w.endsWith('…')).toBe(true);
    expect(w).toContain('target');
    expect(w.length).toBeLessThanOrEqual(182);
  });

  it('falls back to the description when only the title matched', () => {
    const hit = describeHit(
      {
        id: 0,
        title: 'Voyant',
        url: '/docs/tools/voyant',
        section: 'tools',
        description: 'A reading tool.',
        parts: [['', '', 'Nothing relevant here.']],
      },
      parseQuery('voyant ', 'en'),
      'en',
    );
    expect(hit.href).toBe('/docs/tools/voyant');
    expect(hit.title).toEqual([{ text: 'Voyant', hit: true }]);
    expect(hit.snippet.map((p) => p.text).join('')).toBe('A reading tool.');
  });

  it('measures edit distance with an early exit', () => {
    expect(editDistance('ontolgie', 'ontologie', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
});

describe('the search page', () => {
  it('is a GET form on q and section at /search and /fr/search, kept out of the sitemap and of search engines', () => {
    const fr = buildSearchPage('fr');
    expect(fr.path).toBe('/fr/search');
    expect(fr.key).toBe('/search');
    expect(fr.noindex).toBe(true);
    expect(fr.hidden).toBe(true);
    // the model says what the page is; its component renders the form
    expect(fr.body).toEqual({ kind: 'search' });
    const html = renderToStaticMarkup(createElement(SearchPage, { locale: 'fr' }));
    expect(html).toContain('action="/fr/search"');
    expect(html).toContain('name="q"');
    expect(html).toContain('name="section"');
    expect(html).toContain('Rechercher dans la documentation');
    expect(html).toContain('<option value="terms"');
    expect(buildSearchPage('en').path).toBe('/search');
  });
});
