// The search modal: a native <dialog> opened with showModal(), so the page
// behind is inert; Tab is also kept inside it, Escape closes it and focus goes
// back where it was. The input is a combobox over a listbox of results:
// arrows move the active result, Enter opens it (the first one by default),
// and a status region announces the number of results to screen readers.
// Rendered in the browser only, into a root of its own, on first open
// (src/client/search/modal.tsx); it has no server markup.
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import type { Locale } from '../../shared/model/types.ts';
import type { SearchBackend, SearchHit } from '../../shared/search/results.ts';
import { t, type MessageKey } from '../../i18n/index.ts';
import { FetchFailed, HitBody, NoResults, countText, searchPageHref } from './SearchParts.tsx';
import { useSearch, type SearchView } from './useSearch.ts';

/** Results listed in the modal; the search page shows them all. */
const MODAL_RESULTS = 8;

/** Each new `n` asks the modal to open, giving focus back to `returnFocus` when it closes. */
export interface OpenRequest {
  n: number;
  returnFocus: HTMLElement | null;
}

function announcement(locale: Locale, view: SearchView): string {
  if (view.kind === 'hits') return countText(locale, view.result.ids.length);
  if (view.kind === 'none') return `${t(locale, 'search.noResults')} ${view.query}`;
  if (view.kind === 'failed') return `${t(locale, 'search.fetchFailed')}. ${t(locale, 'search.checkNetwork')}`;
  return '';
}

function Message({ locale, view, onPick }: { locale: Locale; view: SearchView; onPick: (q: string) => void }) {
  if (view.kind === 'start') return <p className="search-start">{t(locale, 'search.start')}</p>;
  if (view.kind === 'loading') return <p className="search-loading">{t(locale, 'search.loading')}</p>;
  if (view.kind === 'none') return <NoResults locale={locale} query={view.query} suggestions={view.suggestions} onPick={onPick} />;
  if (view.kind === 'failed') return <FetchFailed locale={locale} />;
  return null;
}

function Keys({ locale }: { locale: Locale }) {
  const L = (k: MessageKey) => t(locale, k);
  return (
    <p className="search-modal-keys" aria-hidden="true">
      <kbd>↑</kbd>
      <kbd>↓</kbd> {L('search.keys.navigate')} <kbd>↵</kbd> {L('search.keys.select')} <kbd>esc</kbd> {L('search.keys.close')}
    </p>
  );
}

/** "See all results" (on the search page) and the keys the modal answers to. */
function Footer({ locale, query }: { locale: Locale; query: string }) {
  return (
    <div className="search-modal-footer">
      <a className="search-modal-all" href={searchPageHref(locale, query.trim())}>
        {t(locale, 'search.seeAll')}
      </a>
      <Keys locale={locale} />
    </div>
  );
}

/** Tab and Shift+Tab go round the dialog's own controls. */
function trapTab(dialog: HTMLDialogElement, event: KeyboardEvent) {
  const focusable = [...dialog.querySelectorAll<HTMLElement>('input, button, a[href]')].filter(
    (n) => n.offsetParent !== null && n.getAttribute('role') !== 'option',
  );
  if (!focusable.length) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** The listbox of results: each link is an option (an option holding a link would nest interactive elements). */
function ResultList({ locale, id, hits, active }: { locale: Locale; id: string; hits: SearchHit[]; active: number }) {
  return (
    <ul id={`${id}-results`} className="search-modal-results" role="listbox" aria-label={t(locale, 'search.results')}>
      {hits.map((hit, i) => (
        <li key={`${hit.id}-${hit.href}`} role="none" className="search-hit">
          <a id={`${id}-results-${i}`} role="option" aria-selected={i === active} href={hit.href} tabIndex={-1}>
            <HitBody locale={locale} hit={hit} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Opening, closing and where focus goes. */
function useDialog(request: OpenRequest, engine: SearchBackend) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    returnFocus.current = request.returnFocus;
    if (!dialog.current?.open) dialog.current?.showModal();
    input.current?.focus();
    input.current?.select();
    // the index description is small: fetch it now so the first keystroke only waits for its shard
    engine.loadMeta().catch(() => undefined);
  }, [request, engine]);
  const close = (restoreFocus = true) => {
    if (dialog.current?.open) dialog.current.close();
    if (restoreFocus && returnFocus.current?.isConnected) returnFocus.current.focus();
  };
  return { dialog, input, close };
}

interface HandlerContext {
  dialog: RefObject<HTMLDialogElement | null>;
  input: RefObject<HTMLInputElement | null>;
  /** results listed */
  count: number;
  setActive: (f: (a: number) => number) => void;
  openActive: () => void;
  close: (restoreFocus?: boolean) => void;
}

/** The modal's keys and clicks (a hook: its handlers read the refs it is given, never during render). */
function useModalHandlers({ dialog, input, count, setActive, openActive, close }: HandlerContext) {
  const onInputKey = (e: KeyboardEvent) => {
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && count) {
      e.preventDefault();
      setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : -1) + count) % count);
    } else if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      openActive();
    }
  };
  const onDialogKey = (e: KeyboardEvent) => {
    // before the search input clears itself: Escape always closes
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'Tab' && dialog.current) trapTab(dialog.current, e);
    else if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
      e.preventDefault();
      input.current?.focus();
    }
  };
  const onDialogClick = (e: MouseEvent) => {
    // a click on the backdrop (outside the box) closes; following a result (or any link) leaves the modal
    if (e.target === dialog.current) return close();
    const a = (e.target as Element).closest('a');
    if (a && !a.closest('.search-suggestions')) close(false);
  };
  return { onInputKey, onDialogKey, onDialogClick };
}

/** The result the arrows have reached, kept in view. */
function useActiveResult(id: string, count: number) {
  const [active, setActive] = useState(0);
  useEffect(() => {
    if (count) document.getElementById(`${id}-results-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, count, id]);
  return [active, setActive] as const;
}

export function SearchModal({ locale, engine, request }: { locale: Locale; engine: SearchBackend; request: OpenRequest }) {
  const id = `search-modal-${locale}`;
  const L = (k: MessageKey) => t(locale, k);
  const { dialog, input, close } = useDialog(request, engine);
  const [query, setQuery] = useState('');
  const { view, run } = useSearch(engine, MODAL_RESULTS);
  const hits = view.kind === 'hits' ? view.hits : [];
  const [active, setActive] = useActiveResult(id, hits.length);
  const search = (q: string) => {
    setQuery(q);
    setActive(0);
    void run(q);
  };
  const openActive = () => {
    const option = dialog.current?.querySelector<HTMLElement>(`#${id}-results-${active}`);
    if (option && hits.length) option.click();
    else if (query.trim()) window.location.assign(searchPageHref(locale, query.trim()));
  };
  const { onInputKey, onDialogKey, onDialogClick } = useModalHandlers({ dialog, input, count: hits.length, setActive, openActive, close });
  return (
    <dialog
      ref={dialog}
      className="search-modal"
      aria-label={L('search.dialog')}
      lang={locale}
      onKeyDown={onDialogKey}
      onClick={onDialogClick}
      onCancel={(e) => (e.preventDefault(), close())}
      data-rendered-query={view.kind === 'hits' || view.kind === 'none' ? view.query : undefined}>
      <div className="search-modal-box">
        <form
          className="search-modal-form"
          role="search"
          action={searchPageHref(locale, '')}
          method="get"
          onSubmit={(e) => (e.preventDefault(), openActive())}>
          <label className="visually-hidden" htmlFor={`${id}-input`} id={`${id}-label`}>
            {L('search.label')}
          </label>
          <span className="search-modal-icon" aria-hidden="true">
            ⌕
          </span>
          <input
            ref={input}
            id={`${id}-input`}
            className="search-modal-input"
            type="search"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={hits.length > 0}
            aria-controls={`${id}-results`}
            placeholder={L('search.placeholder')}
            enterKeyHint="go"
            value={query}
            onChange={(e) => search(e.target.value)}
            onKeyDown={onInputKey}
            aria-activedescendant={hits.length ? `${id}-results-${active}` : undefined}
          />
          <button type="button" className="search-modal-close" onClick={() => close()}>
            {L('search.close')}
          </button>
        </form>
        <div className="search-modal-body">
          <ResultList locale={locale} id={id} hits={hits} active={active} />
          <div className="search-modal-message">
            <Message locale={locale} view={view} onPick={(q) => (search(q), input.current?.focus())} />
          </div>
        </div>
        <Footer locale={locale} query={query} />
        <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
          {announcement(locale, view)}
        </p>
      </div>
    </dialog>
  );
}
