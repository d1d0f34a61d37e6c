// Pieces the search modal and the search page share: a result's title,
// heading, section and snippet with the matched words marked; the "no results"
// and "could not fetch" messages. The query and the page text are only ever
// text here, so no markup typed into the search box can reach the page.
import type { MouseEvent } from 'react';
import type { Locale } from '../../shared/model/types.ts';
import type { SearchHit, TextPart } from '../../shared/search/results.ts';
import { SEARCH_KEY, type SectionId } from '../../shared/search/format.ts';
import { t, type MessageKey } from '../../i18n/index.ts';
import { localizePath } from '../../shared/paths.ts';

export const CONTACT_KEY = '/docs/about-lincs/get-involved/contact-us';

export function searchPageHref(locale: Locale, query: string, section?: string): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (section) params.set('section', section);
  const qs = params.toString();
  return localizePath(SEARCH_KEY, locale) + (qs ? `?${qs}` : '');
}

export function countText(locale: Locale, n: number): string {
  return n === 1 ? t(locale, 'search.count.one') : t(locale, 'search.count.other', { n });
}

export function sectionLabel(locale: Locale, id: SectionId | ''): string {
  return id ? t(locale, `search.section.${id}` as MessageKey) : '';
}

/** Highlighted text: matches in <mark>, the rest as text. */
export function Parts({ list }: { list: TextPart[] }) {
  return <>{list.map((p, i) => (p.hit ? <mark key={i}>{p.text}</mark> : p.text))}</>;
}

/** A message with the query in it, e.g. `“{query}”`: the query goes in as text inside <strong>. */
export function WithQuery({ locale, messageKey, query }: { locale: Locale; messageKey: MessageKey; query: string }) {
  const [before, after = ''] = t(locale, messageKey).split('{query}');
  return (
    <>
      {before}
      <strong className="search-query">{query}</strong>
      {after}
    </>
  );
}

/** Section, then "Title › Heading", then the snippet. */
export function HitBody({ locale, hit, titleTag = 'span' }: { locale: Locale; hit: SearchHit; titleTag?: 'span' | 'h2' }) {
  const Title = titleTag;
  return (
    <>
      <Title className="search-hit-title">
        <Parts list={hit.title} />
        {hit.heading ? (
          <>
            <span className="search-hit-sep" aria-hidden="true">
              {' › '}
            </span>
            <span className="search-hit-heading">
              <Parts list={hit.heading} />
            </span>
          </>
        ) : null}
      </Title>
      {hit.section ? <span className="search-hit-section">{sectionLabel(locale, hit.section)}</span> : null}
      {hit.snippet.length ? (
        <span className="search-hit-snippet">
          <Parts list={hit.snippet} />
        </span>
      ) : null}
    </>
  );
}

/** The spec's "no results" message: the query, suggestions (once they arrive) and a link to the contact page. */
interface NoResultsProps {
  locale: Locale;
  query: string;
  suggestions: string[];
  onPick: (q: string) => void;
}

export function NoResults({ locale, query, suggestions, onPick }: NoResultsProps) {
  const pick = (event: MouseEvent, q: string) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onPick(q);
  };
  return (
    <div className="search-empty">
      <p className="search-empty-title">
        {t(locale, 'search.noResults')} <WithQuery locale={locale} messageKey="search.quoted" query={query} />
      </p>
      {suggestions.length ? (
        <div className="search-suggestions">
          <p>{t(locale, 'search.trySearching')}</p>
          <ul className="search-suggestion-list">
            {suggestions.map((q) => (
              <li key={q}>
                <a href={searchPageHref(locale, q)} onClick={(e) => pick(e, q)}>
                  {q}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="search-empty-help">
        {t(locale, 'search.believe')} <a href={localizePath(CONTACT_KEY, locale)}>{t(locale, 'search.letUsKnow')}</a>
      </p>
    </div>
  );
}

/** The spec's fetch-failure message. */
export function FetchFailed({ locale }: { locale: Locale }) {
  return (
    <div className="search-error">
      <p className="search-error-title">{t(locale, 'search.fetchFailed')}</p>
      <p>{t(locale, 'search.checkNetwork')}</p>
    </div>
  );
}
