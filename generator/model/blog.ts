// The blog: posts, list pages (10 a page), archive, authors, tags (paginated
// the same way) and the data for the feeds. Authors are schema:Person entities
// of the people graph; tags are SKOS concepts of the blog-tags scheme.
import type { BlogSidebarGroup, Concept, Locale, Page, PageBody, PersonRecord, PostSummary } from '../../src/shared/model/types.ts';
import { LOCALES } from '../../src/shared/model/types.ts';
import { localizePath } from '../../src/shared/paths.ts';
import { strings, type FeatureStrings } from '../../src/i18n/features.ts';
import { fill } from '../../src/i18n/format.ts';
import type { Problem } from '../errors.ts';
import { positionInFrontMatter, type SourceDocument } from '../load/markdown.ts';
import { didYouMean } from '../validate/suggest.ts';
import type { MarkdownRenderer } from '../markdown/render.ts';
import { isExcluded, pairDocuments, pairProblems, type DocPair } from './docs.ts';
import { generatedPage } from './generated-page.ts';
import { pageLinks } from './page-links.ts';
import { formatDate } from './dates.ts';

export const POSTS_PER_PAGE = 10;
const WORDS_PER_MINUTE = 200;

/** what a byline says about its author: a persona is presented as such, a real person by a public role */
export function roleOf(person: PersonRecord, locale: Locale): string {
  return person.persona ? strings('blog', locale).persona : person.jobTitle[locale];
}

export interface BlogPost {
  key: string;
  slug: string;
  pair: DocPair;
  date: string;
  authors: PersonRecord[];
  tags: Concept[];
}

export interface BlogModel {
  pages: Page[];
  problems: Problem[];
  /** newest first, per locale, for the feeds */
  feeds: Record<Locale, { post: PostSummary; html: string }[]>;
}

/** Splits a list into pages of `size`: the page keys are base, base/page/2, … */
export function paginate<T>(items: T[], size = POSTS_PER_PAGE): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages.length ? pages : [[]];
}

/** A tag or author that names nothing: at the value in the front matter, with the nearest known name. */
function unknownName(doc: SourceDocument, field: 'tags' | 'authors', key: string, known: Iterable<string>, otherwise: string): Problem {
  const near = didYouMean(key, known, (s) => `"${s}"`);
  const what = field === 'tags' ? 'tag' : 'author';
  return {
    severity: 'error',
    stage: 'model',
    message: `unknown ${what} "${key}": ${near || otherwise}`,
    position: positionInFrontMatter(doc, field, key),
  };
}

/** A post rendered in one locale: its summary card and what its page is made of. */
interface RenderedPost {
  summary: PostSummary;
  html: string;
  doc: SourceDocument;
  links: Page['links'];
  anchors: string[];
  toc: Page['toc'];
  text: string;
  headings: string[];
}

/** What every blog page of one locale is built from; the builders below append to `pages` in page order. */
interface LocaleBlog {
  locale: Locale;
  tx: FeatureStrings<'blog'>;
  /** a page key as a path of this locale */
  L: (key: string) => string;
  posts: BlogPost[];
  summaries: Map<string, RenderedPost>;
  sidebar: BlogSidebarGroup[];
  pages: Page[];
}

/**
 * The posts to publish, newest first, with their authors and tags resolved; a name that matches no person
 * or tag is a problem (with the nearest known name) and is left off the post rather than failing it.
 */
function resolvePosts(
  allPairs: DocPair[],
  peopleBySlug: Map<string, PersonRecord>,
  tagsBySlug: Map<string, Concept>,
  production: boolean,
  problems: Problem[],
): BlogPost[] {
  const posts: BlogPost[] = [];
  for (const pair of allPairs) {
    const en = pair.en;
    if (!en || isExcluded(en, production)) continue;
    const authors: PersonRecord[] = [];
    for (const key of en.frontMatter.authors ?? []) {
      const person = peopleBySlug.get(key);
      if (person) authors.push(person);
      else problems.push(unknownName(en, 'authors', key, peopleBySlug.keys(), `no schema:Person person:${key} in data/people.ttl`));
    }
    const tags: Concept[] = [];
    for (const key of en.frontMatter.tags ?? []) {
      const tag = tagsBySlug.get(key);
      if (tag) tags.push(tag);
      else
        problems.push(unknownName(en, 'tags', key, tagsBySlug.keys(), `no tag:${key} in data/vocab.ttl (to add a tag, declare it there)`));
    }
    posts.push({ key: pair.key, slug: pair.key.slice('/blog/'.length), pair, date: en.date!, authors, tags });
  }
  posts.sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1));
  return posts;
}

/** Each post rendered once in a locale (its translation, or the English text when it has none), by key. */
function renderPosts(posts: BlogPost[], locale: Locale, render: MarkdownRenderer): Map<string, RenderedPost> {
  const L = (k: string) => localizePath(k, locale);
  const summaries = new Map<string, RenderedPost>();
  for (const post of posts) {
    const doc = post.pair[locale] ?? post.pair.en!;
    const rendered = render(doc.body, locale);
    const summary: PostSummary = {
      slug: post.slug,
      href: L(post.key),
      title: doc.frontMatter.title,
      description: doc.frontMatter.description ?? '',
      date: post.date,
      dateLabel: formatDate(post.date, locale),
      authors: post.authors.map((a) => ({ name: a.name, title: roleOf(a, locale), href: L(`/blog/authors/${a.slug}`), iri: a.iri })),
      tags: post.tags.map((t) => ({ label: t.label[locale], href: L(`/blog/tags/${t.slug}`) })),
      readingMinutes: Math.max(1, Math.ceil(rendered.wordCount / WORDS_PER_MINUTE)),
      summaryHtml: rendered.summaryHtml,
      truncated: rendered.truncated,
      contentLang: doc.locale,
    };
    summaries.set(post.key, {
      summary,
      html: rendered.html,
      doc,
      text: rendered.text,
      headings: rendered.headings,
      links: pageLinks(rendered, doc),
      anchors: rendered.anchors,
      toc: rendered.toc,
    });
  }
  return summaries;
}

/** The blog sidebar: every post by year, newest first. */
function sidebarOf(posts: BlogPost[], summaries: Map<string, RenderedPost>): BlogSidebarGroup[] {
  const sidebar: BlogSidebarGroup[] = [];
  for (const post of posts) {
    const s = summaries.get(post.key)!.summary;
    const year = post.date.slice(0, 4);
    let group = sidebar.find((g) => g.year === year);
    if (!group) sidebar.push((group = { year, posts: [] }));
    group.posts.push({ label: s.title, href: s.href, minutes: s.readingMinutes });
  }
  return sidebar;
}

/** One page per post, linked to the newer and older ones; each post also goes into the locale's feed. */
function addPostPages(b: LocaleBlog, feed: BlogModel['feeds'][Locale]): void {
  const { locale, posts, summaries, sidebar, L } = b;
  posts.forEach((post, i) => {
    const s = summaries.get(post.key)!;
    const newer = posts[i - 1];
    const older = posts[i + 1];
    const fm = s.doc.frontMatter;
    b.pages.push(
      generatedPage(
        locale,
        post.key,
        s.summary.title,
        s.summary.description,
        {
          kind: 'post',
          post: s.summary,
          html: s.html,
          sidebar,
          olderNewer: {
            newer: newer ? { label: summaries.get(newer.key)!.summary.title, href: L(newer.key) } : undefined,
            older: older ? { label: summaries.get(older.key)!.summary.title, href: L(older.key) } : undefined,
          },
        },
        'post',
        {
          contentLang: s.doc.locale,
          untranslated: s.doc.locale !== locale,
          source: s.doc.file,
          links: s.links,
          anchors: s.anchors,
          toc: s.toc,
          text: s.text,
          headings: s.headings,
          banner: fm.draft ? 'draft' : fm.unlisted ? 'unlisted' : undefined,
          noindex: !!fm.draft || !!fm.unlisted,
          hidden: !!fm.unlisted,
          image: fm.image,
          ogType: 'article',
        },
      ),
    );
    feed.push({ post: s.summary, html: s.html });
  });
}

/** List pages: /blog, /blog/page/2…; the same for each tag and author. */
function addListPages(b: LocaleBlog, baseKey: string, heading: string, intro: string | undefined, list: BlogPost[], kind: Page['kind']) {
  const { locale, tx, L } = b;
  const chunks = paginate(list);
  chunks.forEach((chunk, i) => {
    const n = i + 1;
    const key = n === 1 ? baseKey : `${baseKey}/page/${n}`;
    const title = n === 1 ? heading : `${heading} – ${tx.page} ${n}`;
    b.pages.push(
      generatedPage(
        locale,
        key,
        title,
        intro ?? heading,
        {
          kind: 'postList',
          heading,
          intro,
          sidebar: b.sidebar,
          posts: chunk.map((p) => b.summaries.get(p.key)!.summary),
          pages: {
            current: n,
            total: chunks.length,
            previous: n > 1 ? L(n === 2 ? baseKey : `${baseKey}/page/${n - 1}`) : undefined,
            next: n < chunks.length ? L(`${baseKey}/page/${n + 1}`) : undefined,
          },
        },
        kind,
      ),
    );
  });
}

type BlogIndexGroups = Extract<PageBody, { kind: 'blogIndex' }>['groups'];

/** An index page of the blog (archive, authors, tags): a heading, an intro and groups of links. */
function addIndexPage(b: LocaleBlog, key: string, heading: string, intro: string, groups: BlogIndexGroups) {
  b.pages.push(generatedPage(b.locale, key, heading, intro, { kind: 'blogIndex', heading, intro, sidebar: b.sidebar, groups }, 'blog'));
}

/** /blog/archive: every post by year, with its date. */
function addArchivePage(b: LocaleBlog): void {
  const { tx, posts, summaries } = b;
  addIndexPage(
    b,
    '/blog/archive',
    tx.archive,
    tx.archiveIntro,
    b.sidebar.map((g) => ({
      title: g.year,
      items: posts
        .filter((p) => p.date.startsWith(g.year))
        .map((p) => {
          const s = summaries.get(p.key)!.summary;
          return { label: s.title, href: s.href, note: s.dateLabel };
        }),
    })),
  );
}

/** /blog/authors, then each author's list of posts, which is that person's page on the blog. */
function addAuthorPages(b: LocaleBlog, people: PersonRecord[]): void {
  const { locale, tx, posts, L } = b;
  const authorsWithPosts = people.filter((person) => posts.some((p) => p.authors.includes(person)));
  addIndexPage(b, '/blog/authors', tx.authors, tx.authorsIntro, [
    {
      title: tx.authors,
      items: authorsWithPosts.map((a) => ({
        label: a.name,
        href: L(`/blog/authors/${a.slug}`),
        note: `${roleOf(a, locale)} · ${posts.filter((p) => p.authors.includes(a)).length} ${tx.posts}`,
      })),
    },
  ]);
  for (const a of authorsWithPosts) {
    addListPages(
      b,
      `/blog/authors/${a.slug}`,
      fill(locale, tx.postsBy, { name: a.name }),
      a.description?.[locale] ?? roleOf(a, locale),
      posts.filter((p) => p.authors.includes(a)),
      'blog',
    );
    const last = b.pages[b.pages.length - 1];
    if (last.key.startsWith(`/blog/authors/${a.slug}`)) last.entityIri = a.iri;
  }
}

/** /blog/tags, then each tag's list of posts, titled with the tag in the locale's quotation marks. */
function addTagPages(b: LocaleBlog, tagsBySlug: Map<string, Concept>): void {
  const { locale, tx, posts, L } = b;
  const tagsWithPosts = [...tagsBySlug.values()].filter((t) => posts.some((p) => p.tags.includes(t)));
  addIndexPage(b, '/blog/tags', tx.tags, tx.tagsIntro, [
    {
      title: tx.tags,
      items: tagsWithPosts.map((t) => ({
        label: t.label[locale],
        href: L(`/blog/tags/${t.slug}`),
        note: `${posts.filter((p) => p.tags.includes(t)).length} ${tx.posts}`,
      })),
    },
  ]);
  for (const tag of tagsWithPosts) {
    addListPages(
      b,
      `/blog/tags/${tag.slug}`,
      fill(locale, tx.taggedWith, { tag: tag.label[locale] }),
      tag.definition[locale],
      posts.filter((p) => p.tags.includes(tag)),
      'blog',
    );
  }
}

export function buildBlog(
  documents: SourceDocument[],
  people: PersonRecord[],
  concepts: Concept[],
  render: MarkdownRenderer,
  production: boolean,
): BlogModel {
  const problems: Problem[] = [];
  const allPairs = pairDocuments(documents, 'post');
  problems.push(...pairProblems(allPairs));
  const peopleBySlug = new Map(people.map((p) => [p.slug, p]));
  const tagsBySlug = new Map(concepts.filter((c) => c.scheme === 'blog-tags').map((c) => [c.slug, c]));
  const posts = resolvePosts(allPairs, peopleBySlug, tagsBySlug, production, problems);

  const pages: Page[] = [];
  const feeds = { en: [], fr: [] } as BlogModel['feeds'];
  for (const locale of LOCALES) {
    const summaries = renderPosts(posts, locale, render);
    const L = (k: string) => localizePath(k, locale);
    const b: LocaleBlog = { locale, tx: strings('blog', locale), L, posts, summaries, sidebar: sidebarOf(posts, summaries), pages };
    // in this order: the page list is the order of the sitemap and of the build's output
    addPostPages(b, feeds[locale]);
    addListPages(b, '/blog', b.tx.blog, b.tx.intro, posts, 'blog');
    addArchivePage(b);
    addAuthorPages(b, people);
    addTagPages(b, tagsBySlug);
  }
  return { pages, problems, feeds };
}
