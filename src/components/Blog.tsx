// Blog pages: the post, list pages with previews, and index pages (archive,
// authors, tags). The blog sidebar lists every post by year.
import type { BlogSidebarGroup, Locale, Page, PostSummary } from '../shared/model/types.ts';
import { t } from '../i18n/index.ts';
import { strings } from '../i18n/features.ts';
import { windowBlogGroups } from '../sidebar-window.ts';
import { Banners, Toc } from './DocChrome.tsx';
import { StaticList } from './static-html.ts';

type SidebarPost = BlogSidebarGroup['posts'][number];

function PostLink({ post, locale, current }: { post: SidebarPost; locale: Locale; current?: string }) {
  return (
    <li>
      <a
        className={post.href === current ? 'sidebar-link active' : 'sidebar-link'}
        href={post.href}
        aria-current={post.href === current ? 'page' : undefined}>
        {post.label} <span className="reading-time">· {t(locale, 'minRead', { n: post.minutes })}</span>
      </a>
    </li>
  );
}

/** A year's posts; with a memo (static-html.ts), each post's entry is made once as current and once as not. */
function PostLinks({ posts, locale, current }: { posts: SidebarPost[]; locale: Locale; current?: string }) {
  const entries = posts.map((post) => ({
    key: post.href,
    owner: post,
    variant: post.href === current ? 'current' : 'other',
    render: () => <PostLink post={post} locale={locale} current={current} />,
  }));
  return <StaticList tag="ul" props={{ className: 'sidebar-list' }} entries={entries} />;
}

function BlogSidebar({ groups, locale, current }: { groups: BlogSidebarGroup[]; locale: Locale; current?: string }) {
  const { recent } = strings('blogPages', locale);
  return (
    <aside className="blog-sidebar sidebar" id="sidebar" aria-label={recent}>
      <nav aria-label={recent}>
        <p className="sidebar-title">{recent}</p>
        {windowBlogGroups(groups, current).map((g) => (
          <details key={g.year} open={g.posts.some((p) => p.href === current) || g === groups[0]}>
            <summary className="blog-year">{g.year}</summary>
            <PostLinks posts={g.posts} locale={locale} current={current} />
          </details>
        ))}
      </nav>
    </aside>
  );
}

function PostMeta({ post, locale }: { post: PostSummary; locale: Locale }) {
  return (
    <div className="post-meta">
      <p>
        <time dateTime={post.date}>{post.dateLabel}</time> · {t(locale, 'minRead', { n: post.readingMinutes })}
      </p>
      {post.authors.length > 0 ? (
        <ul className="post-authors">
          {post.authors.map((a) => (
            <li key={a.href}>
              <a href={a.href}>{a.name}</a>
              <span className="author-title">{a.title}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Tags({ post, locale }: { post: PostSummary; locale: Locale }) {
  if (post.tags.length === 0) return null;
  return (
    <p className="post-tags">
      <span className="visually-hidden">{`${strings('blogPages', locale).tags}${t(locale, 'punct.colon')}`}</span>
      {post.tags.map((tag) => (
        <a key={tag.href} className="tag" href={tag.href}>
          {tag.label}
        </a>
      ))}
    </p>
  );
}

function Layout({
  page,
  groups,
  children,
  current,
}: {
  page: Page;
  groups: BlogSidebarGroup[];
  children: React.ReactNode;
  current?: string;
}) {
  return (
    <div className="doc-layout has-sidebar blog-layout">
      <BlogSidebar groups={groups} locale={page.locale} current={current} />
      <main id="main" className="doc-main" tabIndex={-1}>
        <div className="doc-column">{children}</div>
        {page.toc.length ? <Toc toc={page.toc.filter((e) => e.level <= 3)} locale={page.locale} /> : null}
      </main>
    </div>
  );
}

export function PostView({ page }: { page: Page & { body: { kind: 'post' } } }) {
  const { post, html, sidebar, olderNewer } = page.body;
  const tx = strings('blogPages', page.locale);
  return (
    <Layout page={page} groups={sidebar} current={post.href}>
      <Banners page={page} />
      <article className="blog-post" lang={post.contentLang !== page.locale ? post.contentLang : undefined}>
        <header>
          <h1>{post.title}</h1>
          <PostMeta post={post} locale={page.locale} />
        </header>
        <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />
        <footer>
          <Tags post={post} locale={page.locale} />
        </footer>
      </article>
      {olderNewer.newer || olderNewer.older ? (
        <nav className="pagination-nav" aria-label={tx.postNav}>
          {olderNewer.newer ? (
            <a className="pagination-link prev" href={olderNewer.newer.href}>
              <span className="pagination-sub">{tx.newerPost}</span>
              <span className="pagination-label">{olderNewer.newer.label}</span>
            </a>
          ) : (
            <span />
          )}
          {olderNewer.older ? (
            <a className="pagination-link next" href={olderNewer.older.href}>
              <span className="pagination-sub">{tx.olderPost}</span>
              <span className="pagination-label">{olderNewer.older.label}</span>
            </a>
          ) : null}
        </nav>
      ) : null}
    </Layout>
  );
}

export function PostListView({ page }: { page: Page & { body: { kind: 'postList' } } }) {
  const { heading, intro, posts, pages, sidebar } = page.body;
  const tx = strings('blogPages', page.locale);
  return (
    <Layout page={page} groups={sidebar}>
      <header className="blog-header">
        <h1>{heading}</h1>
        {intro ? <p className="lead">{intro}</p> : null}
        <nav className="blog-links" aria-label={tx.browse}>
          <a href={page.locale === 'fr' ? '/fr/blog/archive' : '/blog/archive'}>{tx.archive}</a> ·{' '}
          <a href={page.locale === 'fr' ? '/fr/blog/authors' : '/blog/authors'}>{tx.authors}</a> ·{' '}
          <a href={page.locale === 'fr' ? '/fr/blog/tags' : '/blog/tags'}>{tx.tags}</a>
        </nav>
        {pages.total > 1 ? (
          <p className="page-count">{tx.pageOf.replace('{n}', String(pages.current)).replace('{total}', String(pages.total))}</p>
        ) : null}
      </header>
      {posts.map((post) => (
        <article key={post.href} className="post-preview" lang={post.contentLang !== page.locale ? post.contentLang : undefined}>
          <h2>
            <a href={post.href}>{post.title}</a>
          </h2>
          <PostMeta post={post} locale={page.locale} />
          <div className="markdown" dangerouslySetInnerHTML={{ __html: post.summaryHtml }} />
          {post.truncated ? (
            <p>
              <a className="read-more" href={post.href}>
                {t(page.locale, 'readMore')}
                <span className="visually-hidden">{`${t(page.locale, 'punct.colon')}${post.title}`}</span>
              </a>
            </p>
          ) : null}
          <Tags post={post} locale={page.locale} />
        </article>
      ))}
      {pages.previous || pages.next ? (
        <nav className="pagination-nav" aria-label={tx.pages}>
          {pages.previous ? (
            <a className="pagination-link prev" href={pages.previous} rel="prev">
              <span className="pagination-label">
                <span aria-hidden="true">← </span>
                {tx.newer}
              </span>
            </a>
          ) : (
            <span />
          )}
          {pages.next ? (
            <a className="pagination-link next" href={pages.next} rel="next">
              <span className="pagination-label">
                {tx.older}
                <span aria-hidden="true"> →</span>
              </span>
            </a>
          ) : null}
        </nav>
      ) : null}
    </Layout>
  );
}

export function BlogIndexView({ page }: { page: Page & { body: { kind: 'blogIndex' } } }) {
  const { heading, intro, groups, sidebar } = page.body;
  return (
    <Layout page={page} groups={sidebar}>
      <h1>{heading}</h1>
      {intro ? <p className="lead">{intro}</p> : null}
      {groups.map((g) => (
        <section key={g.title}>
          {groups.length > 1 ? <h2>{g.title}</h2> : null}
          <ul className="index-list">
            {g.items.map((i) => (
              <li key={i.href}>
                <a href={i.href}>{i.label}</a>
                {i.note ? <span className="index-note"> · {i.note}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Layout>
  );
}
