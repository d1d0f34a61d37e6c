// generator/model/blog.ts on small in-memory posts: list pages of 10 follow
// from the post count, tag and author pages, and both locales for every page.
import { describe, expect, it } from 'vitest';
import { buildBlog, POSTS_PER_PAGE } from '../../generator/model/blog.ts';
import type { Page } from '../../src/shared/model/types.ts';
import { concept, person, post, renderer } from '../model-fixtures.ts';

const render = await renderer();
const ada = person('ada', 'Ada Persona');
const ben = person('ben', 'Ben Persona');
const rdf = concept('rdf', 'blog-tags', 'RDF', 'RDF');
const lod = concept('lod', 'blog-tags', 'Linked data', 'Données liées');
const glossaryTerm = concept('uri', 'glossary', 'URI', 'URI');

/** 23 posts, one a day in January 2025: every one by Ada and tagged rdf; the first 12 also by Ben. */
function posts(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const day = String(i + 1).padStart(2, '0');
    return post(`p${day}`, `2025-01-${day}`, 'en', { authors: i < 12 ? ['ada', 'ben'] : ['ada'], tags: ['rdf'] });
  });
}

const keysOf = (pages: Page[], locale: 'en' | 'fr') => pages.filter((p) => p.locale === locale).map((p) => p.key);

describe('buildBlog', () => {
  it('splits the list into pages of ten: 23 posts make /blog, /blog/page/2 and /blog/page/3', () => {
    const { pages } = buildBlog(posts(23), [ada, ben], [rdf, lod], render, false);
    const lists = pages.filter((p) => p.locale === 'en' && /^\/blog(\/page\/\d+)?$/.test(p.key));
    expect(POSTS_PER_PAGE).toBe(10);
    expect(lists.map((p) => p.key)).toEqual(['/blog', '/blog/page/2', '/blog/page/3']);
    const counts = lists.map((p) => (p.body.kind === 'postList' ? p.body.posts.length : -1));
    expect(counts).toEqual([10, 10, 3]);
    const last = lists[2].body;
    expect(last.kind === 'postList' && last.pages).toEqual({ current: 3, total: 3, previous: '/blog/page/2', next: undefined });
    // newest first: the first list page opens with the last day of the month's posts
    expect(lists[0].body.kind === 'postList' && lists[0].body.posts[0].slug).toBe('p23');
  });

  it('makes exactly one list page for ten posts and two for eleven', () => {
    const ten = buildBlog(posts(10), [ada, ben], [rdf], render, false).pages;
    const eleven = buildBlog(posts(11), [ada, ben], [rdf], render, false).pages;
    expect(keysOf(ten, 'en').filter((k) => k.startsWith('/blog/page/'))).toEqual([]);
    expect(keysOf(eleven, 'en').filter((k) => k.startsWith('/blog/page/'))).toEqual(['/blog/page/2']);
  });

  it('gives each author and tag with posts its own paginated list, and leaves out those without', () => {
    const { pages } = buildBlog(posts(23), [ada, ben], [rdf, lod, glossaryTerm], render, false);
    const en = keysOf(pages, 'en');
    // Ada wrote 23 (3 pages), Ben 12 (2 pages); rdf tags all 23; lod tags none; a glossary term is no tag
    expect(en.filter((k) => k.startsWith('/blog/authors/ada'))).toEqual([
      '/blog/authors/ada',
      '/blog/authors/ada/page/2',
      '/blog/authors/ada/page/3',
    ]);
    expect(en.filter((k) => k.startsWith('/blog/authors/ben'))).toEqual(['/blog/authors/ben', '/blog/authors/ben/page/2']);
    expect(en.filter((k) => k.startsWith('/blog/tags/'))).toEqual(['/blog/tags/rdf', '/blog/tags/rdf/page/2', '/blog/tags/rdf/page/3']);
    expect(en).not.toContain('/blog/tags/lod');
    expect(en).not.toContain('/blog/tags/uri');
    const ben1 = pages.find((p) => p.locale === 'en' && p.key === '/blog/authors/ben/page/2')!;
    expect(ben1.body.kind === 'postList' && ben1.body.posts.map((p) => p.slug)).toEqual(['p02', 'p01']);
    // the author's last list page names the person as its entity
    expect(ben1.entityIri).toBe(ben.iri);
  });

  it('builds every page in both locales, under /fr in French', () => {
    const { pages } = buildBlog(posts(3), [ada], [rdf], render, false);
    expect(keysOf(pages, 'fr')).toEqual(keysOf(pages, 'en'));
    for (const p of pages) expect(p.path).toBe(p.locale === 'fr' ? (p.key === '/' ? '/fr/' : `/fr${p.key}`) : p.key);
    const tag = pages.find((p) => p.locale === 'fr' && p.key === '/blog/tags/rdf')!;
    expect(tag.title).toBe('Billets étiquetés «\u202FRDF\u202F»');
  });

  it('uses a French twin where there is one and marks the English stand-in as untranslated', () => {
    const docs = [post('alpha', '2025-02-01'), post('alpha', '2025-02-01', 'fr'), post('beta', '2025-02-02')];
    const { pages, feeds } = buildBlog(docs, [], [], render, false);
    const fr = (key: string) => pages.find((p) => p.locale === 'fr' && p.key === key)!;
    expect(fr('/blog/alpha')).toMatchObject({ title: 'Billet alpha', contentLang: 'fr', untranslated: false, path: '/fr/blog/alpha' });
    expect(fr('/blog/beta')).toMatchObject({ title: 'Post beta', contentLang: 'en', untranslated: true });
    expect(feeds.fr.map((f) => f.post.slug)).toEqual(['beta', 'alpha']);
  });

  it('reports an unknown author or tag with the nearest known name, and a French post without its original', () => {
    const docs = [post('gamma', '2025-03-01', 'en', { authors: ['adda'], tags: ['rdff'] }), post('orphan', '2025-03-02', 'fr')];
    const { problems, pages } = buildBlog(docs, [ada], [rdf], render, false);
    const messages = problems.map((p) => p.message);
    expect(messages).toContain('unknown author "adda": did you mean "ada"?');
    expect(messages).toContain('unknown tag "rdff": did you mean "rdf"?');
    expect(problems.find((p) => p.message.startsWith('a French page'))?.position?.file).toBe('content/blog/2025-03-02-orphan.fr.md');
    // the post is still published, without the names that match nothing
    const gamma = pages.find((p) => p.locale === 'en' && p.key === '/blog/gamma')!;
    expect(gamma.body.kind === 'post' && gamma.body.post.authors).toEqual([]);
  });

  it('leaves drafts out of a production build only', () => {
    const docs = [post('draft', '2025-04-01', 'en', { draft: true }), post('live', '2025-04-02')];
    expect(keysOf(buildBlog(docs, [], [], render, true).pages, 'en')).not.toContain('/blog/draft');
    const dev = buildBlog(docs, [], [], render, false).pages.find((p) => p.key === '/blog/draft')!;
    expect(dev).toMatchObject({ banner: 'draft', noindex: true });
  });
});
