// The frame of a documentation page: sidebar, breadcrumbs, banners, the
// article, previous/next links and the table of contents.
import type { ReactNode } from 'react';
import type { Page, Sidebar as SidebarModel, TocEntry } from '../model/types.ts';
import { t } from '../i18n/index.ts';
import { Sidebar } from './Sidebar.tsx';

export function Toc({ toc, locale }: { toc: TocEntry[]; locale: Page['locale'] }) {
  if (toc.length === 0) return null;
  const min = Math.min(...toc.map((e) => e.level));
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <p className="toc-title" id="toc-title">
        {t(locale, 'toc.title')}
      </p>
      <ul>
        {toc.map((e) => (
          <li key={e.id} className={`toc-level-${e.level - min}`}>
            <a href={`#${e.id}`} data-toc-link={e.id}>
              {e.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Banners({ page }: { page: Page }) {
  const { locale } = page;
  return (
    <>
      {page.banner ? (
        <div className={`banner banner-${page.banner}`} role="note">
          {t(locale, page.banner === 'draft' ? 'banner.draft' : 'banner.unlisted')}
        </div>
      ) : null}
      {page.untranslated ? (
        <div className="banner banner-untranslated" role="note" lang={locale}>
          {t(locale, 'untranslated')}
        </div>
      ) : null}
    </>
  );
}

export function Breadcrumbs({ page }: { page: Page }) {
  if (!page.breadcrumbs || page.breadcrumbs.length === 0) return null;
  const last = page.breadcrumbs.length - 1;
  return (
    <nav className="breadcrumbs" aria-label={t(page.locale, 'breadcrumbs')}>
      <ol>
        {page.breadcrumbs.map((b, i) => (
          <li key={i}>
            {b.href && i !== last ? <a href={b.href}>{b.label}</a> : <span aria-current={i === last ? 'page' : undefined}>{b.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function Pagination({ page }: { page: Page }) {
  if (!page.previous && !page.next) return null;
  return (
    <nav className="pagination-nav" aria-label={t(page.locale, 'pagination.label')}>
      {page.previous ? (
        <a className="pagination-link prev" href={page.previous.href} rel="prev">
          <span className="pagination-sub">{t(page.locale, 'pagination.previous')}</span>
          <span className="pagination-label">{page.previous.label}</span>
        </a>
      ) : (
        <span />
      )}
      {page.next ? (
        <a className="pagination-link next" href={page.next.href} rel="next">
          <span className="pagination-sub">{t(page.locale, 'pagination.next')}</span>
          <span className="pagination-label">{page.next.label}</span>
        </a>
      ) : null}
    </nav>
  );
}

export function DocChrome({ page, sidebar, children }: { page: Page; sidebar?: SidebarModel; children: ReactNode }) {
  const lang = page.contentLang !== page.locale ? page.contentLang : undefined;
  return (
    <div className={sidebar ? 'doc-layout has-sidebar' : 'doc-layout'}>
      {sidebar ? <Sidebar sidebar={sidebar} currentKey={page.key} locale={page.locale} /> : null}
      <main id="main" className="doc-main" tabIndex={-1}>
        <div className="doc-column">
          <Breadcrumbs page={page} />
          <Banners page={page} />
          <article className="doc-article" lang={lang}>
            <h1>{page.title}</h1>
            {children}
          </article>
          <Pagination page={page} />
        </div>
        <Toc toc={page.toc} locale={page.locale} />
      </main>
    </div>
  );
}
