// Page bodies by kind. Markdown arrives as HTML already escaped by the
// generator's renderer; every other string is escaped by React.
import { unreachable } from '../shared/unreachable.ts';
import type { Page, RoutedPage, Sidebar } from '../shared/model/types.ts';
import { t } from '../i18n/index.ts';
import { localizePath } from '../shared/paths.ts';
import { safeHref } from '../shared/safe-url.ts';
import { DocChrome } from './DocChrome.tsx';
import { EntityPanelView } from './EntityPanel.tsx';
import { BlogIndexView, PostListView, PostView } from './Blog.tsx';
import { Home } from './Home.tsx';
import { ListingView } from './Listing.tsx';
import { LISTING_HEADING_IDS } from '../shared/model/listing-headings.ts';
import { GlossaryBody, LexiconBody } from './Glossary.tsx';
import { SparqlPage } from './sparql/SparqlPage.tsx';
import { SearchPage } from './search/SearchPage.tsx';
import { SearchPageTemplate } from './search/SearchPageTemplate.tsx';
import { Island } from './Island.tsx';

function Prose({ html }: { html: string }) {
  return <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}

function LinkList({ items }: { items: { label: string; href: string }[] }) {
  return (
    <ul className="inline-list">
      {items.map((i) => (
        <li key={i.href}>
          <a href={i.href}>{i.label}</a>
        </li>
      ))}
    </ul>
  );
}

/** Headings a term's own Markdown may give its examples: then the graph's example is not repeated above them. */
const EXAMPLE_HEADING = /<h2 id="(?:examples?|exemples?)(?:-\d+)?"/;

/** Does the term page show the graph's example (the Markdown has none of its own)? */
function showsGraphExample(page: Page & { body: { kind: 'term' } }): boolean {
  return !!page.body.concept.example && !(page.body.html && EXAMPLE_HEADING.test(page.body.html));
}

/** The table of contents of a term page: its own sections around the Markdown's headings. */
function termToc(page: Page & { body: { kind: 'term' } }): Page['toc'] {
  const { body, locale } = page;
  return [
    { id: 'definition', text: t(locale, 'term.definition'), level: 2 },
    ...(showsGraphExample(page) ? [{ id: 'example', text: t(locale, 'term.example'), level: 2 }] : []),
    ...page.toc,
    ...(body.related.length > 0 ? [{ id: 'related', text: t(locale, 'term.related'), level: 2 }] : []),
    ...(body.seeAlso.length + body.exactMatch.length > 0 ? [{ id: 'resources', text: t(locale, 'term.resources'), level: 2 }] : []),
  ];
}

function TermBody({ page }: { page: Page & { body: { kind: 'term' } } }) {
  const { body, locale } = page;
  const c = body.concept;
  return (
    <>
      <section aria-labelledby="definition" className="term-definition">
        <h2 id="definition">{t(locale, 'term.definition')}</h2>
        <p className="term-definition-text">{c.definition}</p>
        <dl className="term-facts">
          <dt>{t(locale, 'term.inOtherLanguage')}</dt>
          <dd lang={locale === 'en' ? 'fr' : 'en'}>{c.otherLabel}</dd>
          {c.altLabels.length > 0 ? (
            <>
              <dt>{t(locale, 'term.altLabels')}</dt>
              <dd>{c.altLabels.join(', ')}</dd>
            </>
          ) : null}
          {c.avoidLabels.length > 0 ? (
            <>
              <dt>{t(locale, 'term.avoidLabels')}</dt>
              <dd>{c.avoidLabels.join(', ')}</dd>
            </>
          ) : null}
          {body.broader.length > 0 ? (
            <>
              <dt>{t(locale, 'term.broader')}</dt>
              <dd>
                <LinkList items={body.broader} />
              </dd>
            </>
          ) : null}
          {body.narrower.length > 0 ? (
            <>
              <dt>{t(locale, 'term.narrower')}</dt>
              <dd>
                <LinkList items={body.narrower} />
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      {showsGraphExample(page) ? (
        <section aria-labelledby="example">
          <h2 id="example">{t(locale, 'term.example')}</h2>
          <p>{c.example}</p>
        </section>
      ) : null}
      {body.html ? <Prose html={body.html} /> : null}
      {body.related.length > 0 ? (
        <section aria-labelledby="related">
          <h2 id="related">{t(locale, 'term.related')}</h2>
          <LinkList items={body.related} />
        </section>
      ) : null}
      {body.seeAlso.length + body.exactMatch.length > 0 ? (
        <section aria-labelledby="resources">
          <h2 id="resources">{t(locale, 'term.resources')}</h2>
          <ul>
            {[...body.exactMatch, ...body.seeAlso]
              .filter((u) => safeHref(u))
              .map((u) => (
                <li key={u}>
                  <a href={u} rel="noopener">
                    {u.replace(/^https?:\/\//, '')}
                  </a>
                </li>
              ))}
          </ul>
        </section>
      ) : null}
      <p className="entity-iri">
        {t(locale, 'entity.iri')}
        {t(locale, 'punct.colon')}
        <code>{c.iri}</code>
      </p>
    </>
  );
}

function NotFoundBody({ page }: { page: Page }) {
  return (
    <main id="main" className="not-found" tabIndex={-1}>
      <h1>{page.title}</h1>
      <p>{t(page.locale, 'notFound.lead')}</p>
      <p>{t(page.locale, 'notFound.body')}</p>
      <p>
        <a href={localizePath('/', page.locale)}>{t(page.locale, 'notFound.home')}</a>
      </p>
    </main>
  );
}

/** What a documentation page, the glossary or the lexicon shows inside the doc chrome. */
function DocContent({ page }: { page: Page }) {
  const body = page.body;
  const { locale } = page;
  if (body.kind === 'glossary') return <GlossaryBody locale={locale} termOfTheDay={body.termOfTheDay} glossary={body.glossary} />;
  if (body.kind === 'lexicon') return <LexiconBody locale={locale} tables={body.tables} />;
  if (body.kind !== 'doc') return null;
  // a catalogue is what a visitor came for: its filters and first cards come first, the prose after
  if (body.listing?.kind === 'catalogue') {
    return (
      <>
        {/* the cards are h3: this keeps the outline h1 → h2 → h3 */}
        <h2 className="visually-hidden" id={LISTING_HEADING_IDS.catalogue}>
          {t(locale, 'catalogue.heading')}
        </h2>
        <ListingView listing={body.listing} locale={locale} />
        <Prose html={body.html} />
      </>
    );
  }
  return (
    <>
      {body.entity ? <EntityPanelView panel={body.entity} locale={locale} /> : null}
      <Prose html={body.html} />
      {body.listing ? <ListingView listing={body.listing} locale={locale} /> : null}
    </>
  );
}

export function PageBodyView({
  page,
  sidebar,
  untranslatedPaths,
}: {
  page: RoutedPage;
  sidebar?: Sidebar;
  untranslatedPaths?: ReadonlySet<string>;
}) {
  const body = page.body;
  switch (body.kind) {
    case 'notFound':
      return <NotFoundBody page={page} />;
    case 'term':
      return (
        <DocChrome
          page={{ ...page, toc: termToc(page as Page & { body: { kind: 'term' } }) }}
          sidebar={sidebar}
          untranslatedPaths={untranslatedPaths}>
          <TermBody page={page as Page & { body: { kind: 'term' } }} />
        </DocChrome>
      );
    case 'doc':
    case 'glossary':
    case 'lexicon':
      return (
        <DocChrome page={page} sidebar={sidebar} untranslatedPaths={untranslatedPaths}>
          <DocContent page={page} />
        </DocChrome>
      );
    case 'post':
      return <PostView page={page as Page & { body: { kind: 'post' } }} />;
    case 'postList':
      return <PostListView page={page as Page & { body: { kind: 'postList' } }} />;
    case 'blogIndex':
      return <BlogIndexView page={page as Page & { body: { kind: 'blogIndex' } }} />;
    case 'redirect':
      return (
        <main id="main" tabIndex={-1} className="not-found">
          <h1>{page.title}</h1>
          <p>
            {page.description.replace(body.to, '')}
            <a href={body.to}>{body.to}</a>
          </p>
        </main>
      );
    case 'home':
      return <Home home={body.home} locale={page.locale} />;
    case 'search':
      return (
        <main id="main" tabIndex={-1} className="html-page">
          <Island name="search" className="markdown" component={SearchPage} props={{ locale: page.locale }} />
          <SearchPageTemplate locale={page.locale} />
        </main>
      );
    case 'sparql':
      return (
        <DocChrome page={page} sidebar={sidebar} untranslatedPaths={untranslatedPaths}>
          <SparqlPage content={body.sparql} />
        </DocChrome>
      );
    case 'html':
      return (
        <main id="main" tabIndex={-1} className="html-page">
          <Prose html={body.html} />
        </main>
      );
    default:
      return unreachable(body);
  }
}
