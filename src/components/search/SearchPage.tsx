// The search page (/search?q=…&section=…): a plain GET form the server renders,
// so the address of a search can be shared and the page reads well without
// JavaScript; hydrated in the browser (src/client/search/page.tsx), it runs the
// query from the address, follows the box as the visitor types, keeps the
// address in step (replaceState, so Back leaves the page rather than stepping
// through keystrokes), filters by section with a count per section, and lists
// results in batches. With a query in the address, the first results are drawn
// before React is here (src/client/search/first-results.ts, from the pieces
// SearchPageTemplate renders with the components below); the island then
// hydrates on first use, starting from what is drawn (`drawn`).
import { useEffect, useRef, useState, type RefObject } from 'react';
import { replaceAddress, useAddressSearch } from '../browser-state.ts';
import type { Locale } from '../../shared/model/types.ts';
import type { SearchBackend, SearchHit, SearchResult } from '../../shared/search/results.ts';
import { SECTIONS } from '../../shared/search/format.ts';
import { t } from '../../i18n/index.ts';
import { FetchFailed, HitBody, NoResults, WithQuery, countText, searchPageHref, sectionLabel } from './SearchParts.tsx';
import { useSearch } from './useSearch.ts';
import { PAGE_BATCH as BATCH, askedSearch as asked, optionLabel as label, type SearchView } from './search-state.ts';

/** What the page shows, drawn before React was there, for the address it was drawn for. */
export interface DrawnSearch {
  search: string;
  view: SearchView;
}

function SectionSelect(props: { locale: Locale; value: string; result?: SearchResult; onChange: (v: string) => void }) {
  const { locale, value, result, onChange } = props;
  // option labels carry the number of matches in each section
  return (
    <select
      id="search-page-section"
      className="search-page-section"
      name="section"
      value={value}
      onChange={(e) => onChange(e.target.value)}>
      <option value="">{label(t(locale, 'search.allSections'), result?.total)}</option>
      {SECTIONS.map((s) => (
        <option key={s} value={s}>
          {label(sectionLabel(locale, s), result ? (result.bySection[s] ?? 0) : undefined)}
        </option>
      ))}
    </select>
  );
}

/** One result of the list. */
export function HitItem({ locale, hit }: { locale: Locale; hit: SearchHit }) {
  return (
    <li className="search-hit">
      <a href={hit.href}>
        <HitBody locale={locale} hit={hit} titleTag="h2" />
      </a>
    </li>
  );
}

export function MoreButton({ locale, onMore }: { locale: Locale; onMore?: () => void }) {
  return (
    <button type="button" className="search-more" onClick={onMore}>
      {t(locale, 'search.more')}
    </button>
  );
}

function Results({ locale, view, onMore, onPick }: { locale: Locale; view: SearchView; onMore: () => void; onPick: (q: string) => void }) {
  if (view.kind === 'none') return <NoResults locale={locale} query={view.query} suggestions={view.suggestions} onPick={onPick} />;
  if (view.kind === 'failed') return <FetchFailed locale={locale} />;
  if (view.kind !== 'hits') return null;
  return (
    <>
      <ol className="search-page-list">
        {view.hits.map((hit) => (
          <HitItem key={`${hit.id}-${hit.href}`} locale={locale} hit={hit} />
        ))}
      </ol>
      {view.hits.length < view.result.ids.length ? <MoreButton locale={locale} onMore={onMore} /> : null}
    </>
  );
}

/** Announced to screen readers; shown too when it is the result count (a message below already says the rest). */
function status(locale: Locale, view: SearchView): { text: string; visible: boolean } {
  if (view.kind === 'hits') return { text: countText(locale, view.result.ids.length), visible: true };
  if (view.kind === 'none') return { text: `${t(locale, 'search.noResults')} ${view.query}`, visible: false };
  if (view.kind === 'failed') return { text: `${t(locale, 'search.fetchFailed')}. ${t(locale, 'search.checkNetwork')}`, visible: false };
  return { text: '', visible: true };
}

/**
 * The box and the section follow the address, which follows the visitor's typing (trimmed). While hydrating, the
 * address is the server's (none), or the one the page was drawn for.
 */
function useSearchAddress(locale: Locale, drawnFor?: string) {
  const search = useAddressSearch();
  const address = asked(search ?? drawnFor ?? null);
  // the box's text as typed, spaces at the ends included, while it is what the address says
  const [typed, setTyped] = useState('');
  const query = typed.trim() === address.q ? typed : address.q;
  const go = (q: string, s: string) => {
    setTyped(q);
    const href = searchPageHref(locale, q.trim(), s);
    if (href !== location.pathname + location.search) replaceAddress(href + location.hash);
  };
  return { hydrated: search !== null, query, section: address.section, go };
}

interface StartProps {
  hydrated: boolean;
  locale: Locale;
  run: (q: string, section?: string) => Promise<void>;
  input: RefObject<HTMLInputElement | null>;
  drawnFor?: string;
}

/**
 * The query in the address runs once hydrated (the server rendered the empty form), unless its answer is drawn
 * already; an empty box gets focus.
 */
function useStartFromAddress({ hydrated, locale, run, input, drawnFor }: StartProps) {
  useEffect(() => {
    if (!hydrated) return;
    const search = location.search;
    const start = asked(search);
    const href = searchPageHref(locale, start.q.trim(), start.section);
    if (href !== location.pathname + search) replaceAddress(href + location.hash);
    if (search !== drawnFor) void run(start.q, start.section || undefined);
    if (!start.q.trim()) input.current?.focus();
  }, [hydrated, locale, run, input, drawnFor]);
}

/** Focus moves to the first new result after "More results", so keyboard users continue where they were. */
function useFocusAfterMore(list: RefObject<HTMLDivElement | null>) {
  // a new object each time, so asking again for the same place focuses again
  const [focusAt, setFocusAt] = useState<{ index: number }>();
  useEffect(() => {
    if (focusAt) list.current?.querySelectorAll<HTMLElement>('.search-page-list > li > a')[focusAt.index]?.focus();
  }, [focusAt, list]);
  return (index: number) => setFocusAt({ index });
}

export function SearchPage({ locale, engine, drawn }: { locale: Locale; engine?: SearchBackend; drawn?: DrawnSearch }) {
  const { hydrated, query, section, go } = useSearchAddress(locale, drawn?.search);
  const { view, run, more } = useSearch(engine, BATCH, drawn?.view);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const search = (q: string, s: string) => {
    go(q, s);
    void run(q, s || undefined);
  };
  useStartFromAddress({ hydrated, locale, run, input, drawnFor: drawn?.search });
  const focusAt = useFocusAfterMore(list);
  const showMore = () => {
    const count = list.current?.querySelectorAll('.search-page-list > li').length ?? 0;
    void more(BATCH).then(() => focusAt(count));
  };
  const said = status(locale, view);
  const shown = view.kind === 'start' ? '' : view.query;
  return (
    <div className="search-page" data-search-page="" data-locale={locale}>
      <h1 className="search-page-title">
        {shown ? <WithQuery locale={locale} messageKey="search.resultsFor" query={shown} /> : t(locale, 'search.title')}
      </h1>
      <form
        className="search-page-form"
        role="search"
        method="get"
        action={searchPageHref(locale, '')}
        onSubmit={(e) => {
          e.preventDefault();
          search(query, section);
        }}>
        <label className="search-page-label" htmlFor="search-page-input">
          {t(locale, 'search.label')}
        </label>
        <input
          ref={input}
          id="search-page-input"
          className="search-page-input"
          type="search"
          name="q"
          autoComplete="off"
          spellCheck={false}
          placeholder={t(locale, 'search.placeholder')}
          value={query}
          onChange={(e) => search(e.target.value, section)}
        />
        {/* one flex item, so a wrapping form never puts the select on a line apart from its label */}
        <span className="search-page-field">
          <label className="search-page-label" htmlFor="search-page-section">
            {t(locale, 'search.section')}
          </label>
          <SectionSelect
            locale={locale}
            value={section}
            result={view.kind === 'hits' || view.kind === 'none' ? view.result : undefined}
            onChange={(s) => search(query, s)}
          />
        </span>
        <button type="submit" className="search-page-submit">
          {t(locale, 'search.submit')}
        </button>
      </form>
      <noscript>
        <p className="search-page-noscript">{t(locale, 'search.noscript')}</p>
      </noscript>
      <p
        className={said.visible ? 'search-page-status' : 'search-page-status visually-hidden'}
        role="status"
        aria-live="polite"
        aria-atomic="true">
        {said.text}
      </p>
      <div className="search-page-results" data-search-results="" ref={list}>
        <Results locale={locale} view={view} onMore={showMore} onPick={(q) => search(q, section)} />
      </div>
    </div>
  );
}
