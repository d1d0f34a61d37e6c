// The search modal: a native <dialog> opened with showModal(), so the page
// behind is inert; Tab is also kept inside it, Escape closes it and focus goes
// back where it was. The input is a combobox over a listbox of results:
// arrows move the active result, Enter opens it (the first one by default),
// and a status region announces the number of results to screen readers.
import type { Locale } from '../../shared/model/types.ts';
import { t } from '../../i18n/index.ts';
import type { SearchHit, SearchResult } from './engine.ts';
import { countText, el, engineFor, fetchFailed, hitBody, noResults, searchPageHref } from './ui.ts';

/** Results listed in the modal; the search page shows them all. */
const MODAL_RESULTS = 8;
/** "Searching…" appears only if a search takes longer than this (first fetches). */
const LOADING_DELAY_MS = 200;

class SearchModal {
  readonly dialog: HTMLDialogElement;
  private readonly input: HTMLInputElement;
  private readonly list: HTMLUListElement;
  private readonly message: HTMLElement;
  private readonly status: HTMLElement;
  private readonly seeAll: HTMLAnchorElement;
  private active = -1;
  private seq = 0;
  private returnFocus: HTMLElement | null = null;

  constructor(readonly locale: Locale) {
    const L = (k: Parameters<typeof t>[1]) => t(locale, k);
    const id = `search-modal-${locale}`;
    this.input = el('input', {
      id: `${id}-input`, class: 'search-modal-input', type: 'search', role: 'combobox', autocomplete: 'off', spellcheck: 'false',
      'aria-autocomplete': 'list', 'aria-expanded': 'false', 'aria-controls': `${id}-results`, placeholder: L('search.placeholder'), enterkeyhint: 'go',
    });
    this.list = el('ul', { id: `${id}-results`, class: 'search-modal-results', role: 'listbox', 'aria-label': L('search.results') });
    this.message = el('div', { class: 'search-modal-message' }, el('p', { class: 'search-start' }, L('search.start')));
    this.status = el('p', { class: 'visually-hidden', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' });
    this.seeAll = el('a', { class: 'search-modal-all', href: searchPageHref(locale, '') }, L('search.seeAll'));
    const close = el('button', { type: 'button', class: 'search-modal-close' }, L('search.close'));
    const form = el(
      'form',
      { class: 'search-modal-form', role: 'search', action: searchPageHref(locale, ''), method: 'get' },
      el('label', { class: 'visually-hidden', for: this.input.id, id: `${id}-label` }, L('search.label')),
      el('span', { class: 'search-modal-icon', 'aria-hidden': 'true' }, '⌕'),
      this.input,
      close,
    );
    const keys = el(
      'p',
      { class: 'search-modal-keys', 'aria-hidden': 'true' },
      el('kbd', {}, '↑'), el('kbd', {}, '↓'), ` ${L('search.keys.navigate')} `,
      el('kbd', {}, '↵'), ` ${L('search.keys.select')} `,
      el('kbd', {}, 'esc'), ` ${L('search.keys.close')}`,
    );
    this.dialog = el(
      'dialog',
      { class: 'search-modal', 'aria-label': L('search.dialog'), lang: locale },
      el('div', { class: 'search-modal-box' }, form, el('div', { class: 'search-modal-body' }, this.list, this.message), el('div', { class: 'search-modal-footer' }, this.seeAll, keys), this.status),
    );
    document.body.append(this.dialog);

    form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.openActive();
    });
    close.addEventListener('click', () => this.close());
    this.input.addEventListener('input', () => this.run());
    this.input.addEventListener('keydown', (e) => this.onInputKey(e));
    this.dialog.addEventListener('keydown', (e) => this.onDialogKey(e));
    // Escape: the dialog's own cancel, handled so focus is returned
    this.dialog.addEventListener('cancel', (e) => {
      e.preventDefault();
      this.close();
    });
    // a click on the backdrop (outside the box) closes
    this.dialog.addEventListener('click', (e) => {
      if (e.target === this.dialog) this.close();
    });
    // following a result (or any link) leaves the modal
    this.dialog.addEventListener('click', (e) => {
      const a = (e.target as Element).closest('a');
      if (a && !a.closest('.search-suggestions')) this.close(false);
    });
  }

  open(returnFocus: HTMLElement | null) {
    this.returnFocus = returnFocus;
    if (!this.dialog.open) this.dialog.showModal();
    this.input.focus();
    this.input.select();
    // the index description is small: fetch it now so the first keystroke only waits for its shard
    engineFor(this.locale).loadMeta().catch(() => undefined);
  }

  close(restoreFocus = true) {
    if (this.dialog.open) this.dialog.close();
    if (restoreFocus && this.returnFocus?.isConnected) this.returnFocus.focus();
  }

  private options(): HTMLElement[] {
    return [...this.list.querySelectorAll<HTMLElement>('[role="option"]')];
  }

  private setActive(i: number) {
    const options = this.options();
    if (!options.length) {
      this.active = -1;
      this.input.removeAttribute('aria-activedescendant');
      return;
    }
    this.active = (i + options.length) % options.length;
    options.forEach((o, j) => o.setAttribute('aria-selected', j === this.active ? 'true' : 'false'));
    this.input.setAttribute('aria-activedescendant', options[this.active].id);
    options[this.active].scrollIntoView({ block: 'nearest' });
  }

  private openActive() {
    const link = this.options()[this.active];
    if (link) link.click();
    else if (this.input.value.trim()) window.location.assign(searchPageHref(this.locale, this.input.value.trim()));
  }

  private onInputKey(e: KeyboardEvent) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      this.setActive(this.active + (e.key === 'ArrowDown' ? 1 : -1));
    } else if (e.key === 'Enter' && !e.isComposing) {
      e.preventDefault();
      this.openActive();
    }
  }

  private onDialogKey(e: KeyboardEvent) {
    if (e.key === 'Escape') {
      // before the search input clears itself: Escape always closes
      e.preventDefault();
      this.close();
    } else if (e.key === 'Tab') {
      // keep Tab inside the dialog
      const focusable = [...this.dialog.querySelectorAll<HTMLElement>('input, button, a[href]')].filter((n) => n.offsetParent !== null && n.getAttribute('role') !== 'option');
      if (!focusable.length) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    } else if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
      e.preventDefault();
      this.input.focus();
    }
  }

  private announce(text: string) {
    this.status.textContent = text;
  }

  private showMessage(node: HTMLElement | null) {
    this.message.replaceChildren(...(node ? [node] : []));
  }

  private renderResults(result: SearchResult, hits: SearchHit[]) {
    const id = this.list.id;
    this.list.replaceChildren(
      // the link is the option itself: an option holding a link would nest interactive elements
      ...hits.map((hit, i) => el('li', { role: 'none', class: 'search-hit' }, el('a', { id: `${id}-${i}`, role: 'option', 'aria-selected': 'false', href: hit.href, tabindex: '-1' }, hitBody(this.locale, hit)))),
    );
    this.input.setAttribute('aria-expanded', hits.length ? 'true' : 'false');
    this.setActive(0);
    this.showMessage(null);
    this.announce(countText(this.locale, result.ids.length));
  }

  private clearResults() {
    this.list.replaceChildren();
    this.input.setAttribute('aria-expanded', 'false');
    this.setActive(-1);
  }

  /** Searches for what is in the box; a newer keystroke makes older answers stale. */
  async run() {
    const query = this.input.value;
    const seq = ++this.seq;
    const trimmed = query.trim();
    this.seeAll.href = searchPageHref(this.locale, trimmed);
    if (!trimmed) {
      this.clearResults();
      this.showMessage(el('p', { class: 'search-start' }, t(this.locale, 'search.start')));
      this.announce('');
      return;
    }
    const engine = engineFor(this.locale);
    const slow = setTimeout(() => {
      if (seq === this.seq) this.showMessage(el('p', { class: 'search-loading' }, t(this.locale, 'search.loading')));
    }, LOADING_DELAY_MS);
    try {
      const result = await engine.search(query);
      const hits = await engine.hits(result, 0, MODAL_RESULTS);
      if (seq !== this.seq) return;
      // which query the list shows, for the benchmark (and anyone) to know rendering is done
      this.dialog.dataset.renderedQuery = query;
      if (hits.length) {
        this.renderResults(result, hits);
        return;
      }
      this.clearResults();
      const empty = noResults(this.locale, trimmed);
      this.showMessage(empty.node);
      this.announce(`${t(this.locale, 'search.noResults')} ${trimmed}`);
      // a newer keystroke is already being searched: its answer decides
      if (seq !== this.seq) return;
      const suggestions = await engine.suggestions(query).catch(() => []);
      if (seq === this.seq)
        empty.suggest(suggestions, (q) => {
          this.input.value = q;
          this.input.focus();
          void this.run();
        });
    } catch {
      if (seq !== this.seq) return;
      this.clearResults();
      this.showMessage(fetchFailed(this.locale));
      this.announce(`${t(this.locale, 'search.fetchFailed')}. ${t(this.locale, 'search.checkNetwork')}`);
    } finally {
      clearTimeout(slow);
    }
  }
}

const modals = new Map<Locale, SearchModal>();

export function openSearchModal(locale: Locale, returnFocus: HTMLElement | null) {
  let m = modals.get(locale);
  if (!m) modals.set(locale, (m = new SearchModal(locale)));
  for (const other of modals.values()) if (other !== m) other.close(false);
  m.open(returnFocus);
}
