// The frame of a documentation page: sidebar, breadcrumbs, banners, the
// article, previous/next links and the table of contents.
import type { ReactNode } from 'react';
import type { Page, RoutedPage, Sidebar as SidebarModel, TocEntry } from '../shared/model/types.ts';
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

export function Breadcrumbs({ page }: { page: RoutedPage }) {
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

/** The label of the category that holds the link to `href` in the sidebar, if any. */
export function parentLabel(items: SidebarModel['items'], href: string, parent?: string): string | undefined {
  for (const item of items) {
    if (item.type === 'link' && item.href === href) return parent;
    if (item.type === 'category') {
      if (item.href === href) return parent;
      const found = parentLabel(item.items, href, item.label);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Previous and next say where they go: when both targets have the same title
 * (two "Application profile" pages of two datasets, say), each names its section.
 */
function paginationLabels(page: RoutedPage, sidebar?: SidebarModel): { previous?: string; next?: string } {
  const { previous, next } = page;
  if (!previous || !next || previous.label !== next.label) return { previous: previous?.label, next: next?.label };
  const where = (href: string, label: string) => {
    const section = sidebar ? parentLabel(sidebar.items, href) : undefined;
    return section && section !== label ? `${label} (${section})` : label;
  };
  return { previous: where(previous.href, previous.label), next: where(next.href, next.label) };
}

/** The language of a link's label when it is not the page's: a French page's link to a page still in English. */
export function labelLang(page: Page, href: string, untranslatedPaths?: ReadonlySet<string>): string | undefined {
  return page.locale === 'fr' && untranslatedPaths?.has(href) ? 'en' : undefined;
}

export function Pagination({
  page,
  sidebar,
  untranslatedPaths,
}: {
  page: RoutedPage;
  sidebar?: SidebarModel;
  untranslatedPaths?: ReadonlySet<string>;
}) {
  if (!page.previous && !page.next) return null;
  const labels = paginationLabels(page, sidebar);
  return (
    <nav className="pagination-nav" aria-label={t(page.locale, 'pagination.label')}>
      {page.previous ? (
        <a className="pagination-link prev" href={page.previous.href} rel="prev">
          <span className="pagination-sub">{t(page.locale, 'pagination.previous')}</span>
          <span className="pagination-label" lang={labelLang(page, page.previous.href, untranslatedPaths)}>
            {labels.previous}
          </span>
        </a>
      ) : (
        <span />
      )}
      {page.next ? (
        <a className="pagination-link next" href={page.next.href} rel="next">
          <span className="pagination-sub">{t(page.locale, 'pagination.next')}</span>
          <span className="pagination-label" lang={labelLang(page, page.next.href, untranslatedPaths)}>
            {labels.next}
          </span>
        </a>
      ) : null}
    </nav>
  );
}

export function DocChrome({
  page,
  sidebar,
  untranslatedPaths,
  children,
}: {
  page: RoutedPage;
  sidebar?: SidebarModel;
  untranslatedPaths?: ReadonlySet<string>;
  children: ReactNode;
}) {
  const lang = page.contentLang !== page.locale ? page.contentLang : undefined;
  return (
    <div className={sidebar ? 'doc-layout has-sidebar' : 'doc-layout'}>
      {sidebar ? (
        <Sidebar sidebar={sidebar} currentKey={page.navKey ?? page.key} locale={page.locale} untranslatedPaths={untranslatedPaths} />
      ) : null}
      {/* has-toc reserves the contents column before the parser gets there: a first paint mid-page keeps the article's width */}
      <main id="main" className={page.toc.length > 0 ? 'doc-main has-toc' : 'doc-main'} tabIndex={-1}>
        <div className="doc-column">
          <Breadcrumbs page={page} />
          <Banners page={page} />
          <article className="doc-article" lang={lang}>
            <h1>{page.title}</h1>
            {children}
          </article>
          <Pagination page={page} sidebar={sidebar} untranslatedPaths={untranslatedPaths} />
        </div>
        <Toc toc={page.toc} locale={page.locale} />
      </main>
    </div>
  );
}
