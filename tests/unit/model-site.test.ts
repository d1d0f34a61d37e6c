// generator/model/index.ts (buildSiteModel) over a tiny in-memory site: every
// page in both locales, untranslated pages, the problems of the model stage,
// and the sidebars.
import { describe, expect, it } from 'vitest';
import { buildSiteModel, type ModelInput } from '../../generator/model/index.ts';
import type { SourceDocument } from '../../generator/load/markdown.ts';
import { concept, doc, emptyRecords, person, post, renderer, SITE } from '../model-fixtures.ts';

const render = await renderer();

const records = emptyRecords({
  concepts: [
    concept('uri', 'glossary', 'URI', 'URI'),
    concept('application-profile', 'glossary', 'Application profile', 'Profil d’application'),
    concept('rdf', 'blog-tags', 'RDF', 'RDF'),
  ],
  people: [person('ada', 'Ada Persona')],
});

const documents: SourceDocument[] = [
  doc('learn-lod/basics', 'en', { sidebar_position: 1 }),
  { ...doc('learn-lod/basics', 'fr', { sidebar_position: 1 }), frontMatter: { title: 'Les bases', sidebar_position: 1 } },
  doc('learn-lod/second', 'en', { sidebar_position: 4 }),
  doc('terms/uri', 'en', {}, 'More about URIs.'),
  post('hello', '2025-02-03', 'en', { authors: ['ada'], tags: ['rdf'] }),
];

const model = (extra: Partial<ModelInput> = {}) =>
  buildSiteModel({
    records,
    documents,
    render,
    production: false,
    siteUrl: SITE,
    publicEndpoints: ['https://query.example.org/sparql'],
    highlightSparql: (code) => code,
    today: new Date(),
    pageBuilders: [],
    ...extra,
  });

describe('buildSiteModel', () => {
  const { pages, problems, sidebars } = model();
  // a tiny site lacks the pages the home page links to: those are warnings; errors are what fails a build
  const errors = (list: typeof problems) => list.filter((p) => p.severity === 'error');
  const page = (locale: 'en' | 'fr', key: string) => pages.find((p) => p.locale === locale && p.key === key);

  it('builds every page in both locales, the French ones under /fr', () => {
    const keys = (locale: string) =>
      pages
        .filter((p) => p.locale === locale)
        .map((p) => p.key)
        .sort();
    expect(keys('fr')).toEqual(keys('en'));
    for (const key of [
      '/',
      '/404',
      '/docs',
      '/docs/learn-lod/basics',
      '/docs/learn-lod/second',
      '/docs/terms/uri',
      '/docs/learn-lod/glossary',
      '/blog/hello',
      '/blog/tags/rdf',
    ])
      expect(keys('en')).toContain(key);
    for (const p of pages.filter((x) => x.locale === 'fr')) expect(p.path.startsWith('/fr/')).toBe(true);
    expect(errors(problems)).toEqual([]);
  });

  it('uses a French twin where there is one, and builds the English text in French, marked untranslated, where there is none', () => {
    expect(page('fr', '/docs/learn-lod/basics')).toMatchObject({ title: 'Les bases', contentLang: 'fr', untranslated: false });
    expect(page('fr', '/docs/learn-lod/second')).toMatchObject({ title: 'Page learn-lod/second', contentLang: 'en', untranslated: true });
    expect(page('en', '/docs/learn-lod/second')).toMatchObject({ contentLang: 'en', untranslated: false });
  });

  it('merges prose for a glossary term into the term page instead of making a doc page of it', () => {
    const uri = page('en', '/docs/terms/uri')!;
    expect(uri.kind).toBe('term');
    expect(uri.body.kind === 'term' && uri.body.html).toContain('More about URIs.');
    expect(pages.filter((p) => p.key === '/docs/terms/uri')).toHaveLength(2);
  });

  it('places a link in a term’s prose at its line in the file, as it does for a documentation page', () => {
    // the fixture's front matter takes the file's first 3 lines: the body starts on line 4
    const prose = 'More about URIs.\n\nSee [the basics](/docs/learn-lod/basics).';
    const { pages } = model({
      documents: [
        ...documents.filter((d) => d.key !== '/docs/terms/uri'),
        doc('terms/uri', 'en', {}, prose),
        doc('learn-lod/uri', 'en', {}, prose),
      ],
    });
    const lineOf = (key: string) =>
      pages.find((p) => p.locale === 'en' && p.key === key)!.links.find((l) => l.href === '/docs/learn-lod/basics')?.line;
    expect(lineOf('/docs/learn-lod/uri')).toBe(6);
    expect(lineOf('/docs/terms/uri')).toBe(6);
  });

  it('opens /docs on the application-profile term page, hidden, with the term page as canonical', () => {
    expect(page('fr', '/docs')).toMatchObject({
      path: '/fr/docs',
      hidden: true,
      canonicalPath: '/fr/docs/terms/application-profile',
      kind: 'term',
    });
  });

  it('leaves /docs to a docs folder’s own index.md, in both locales, with no clash', () => {
    const root = { ...doc('index', 'en'), key: '/docs' };
    const withRoot = model({ documents: [...documents, root] });
    expect(errors(withRoot.problems)).toEqual([]);
    for (const locale of ['en', 'fr'] as const) {
      const at = withRoot.pages.filter((p) => p.locale === locale && p.key === '/docs');
      expect(at.map((p) => [p.source, p.hidden ?? false])).toEqual([['content/docs/index.md', false]]);
    }
  });

  it('orders the learn-lod sidebar by position and lists the glossary terms by their label in each locale', () => {
    const learn = sidebars.en.learnLODSidebar.items.map((i) => i.label);
    // basics (1), glossary (2), lexicon (3), second (4)
    expect(learn).toEqual(['Page learn-lod/basics', 'Glossary', 'French–English Lexicon', 'Page learn-lod/second']);
    expect(sidebars.fr.learnLODSidebar.items[0].label).toBe('Les bases');
    expect(sidebars.en.termsSidebar.items.map((i) => i.label)).toEqual(['Application profile', 'URI']);
    expect(sidebars.fr.termsSidebar.items.map((i) => [i.label, i.type === 'link' && i.href])).toEqual([
      ['Profil d’application', '/fr/docs/terms/application-profile'],
      ['URI', '/fr/docs/terms/uri'],
    ]);
  });

  it('reports a French page without its English original, and prose for a term the glossary lacks', () => {
    const bad = errors(
      model({
        documents: [...documents, doc('learn-lod/lonely', 'fr'), doc('terms/urn', 'en', {}, 'Prose.')],
      }).problems,
    );
    expect(bad.map((p) => [p.message, p.position?.file])).toEqual([
      ['a French page has no English original beside it (same name without .fr)', 'content/docs/learn-lod/lonely.fr.md'],
      ['prose for glossary term "urn", but the glossary has no such term', 'content/docs/terms/urn.md'],
    ]);
  });

  it('carries the blog’s problems, and leaves drafts out of a production build only', () => {
    const withDraft = [...documents, doc('learn-lod/wip', 'en', { draft: true }), post('oops', '2025-02-04', 'en', { authors: ['bob'] })];
    const dev = model({ documents: withDraft });
    expect(dev.pages.find((p) => p.key === '/docs/learn-lod/wip')).toMatchObject({ banner: 'draft', noindex: true });
    expect(errors(dev.problems).map((p) => p.message)).toEqual(['unknown author "bob": no schema:Person person:bob in data/people.ttl']);
    const prod = model({ documents: withDraft, production: true });
    expect(prod.pages.some((p) => p.key === '/docs/learn-lod/wip')).toBe(false);
  });
});
