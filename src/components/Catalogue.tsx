// A catalogue (tools, datasets) with its filter header: an island, rendered
// on the server with every entry listed (so it reads well with JavaScript off:
// the filter form, which a static site cannot run, is then hidden by CSS and a
// note says filtering needs JavaScript) and hydrated in the browser, where the
// checkboxes and the search box narrow the list and the state goes into the URL.
// On a phone the checkboxes fold behind a disclosure, so cards start in the first screen.
import { Fragment, useMemo, useState, type ChangeEvent } from 'react';
import type { CatalogueData, CatalogueItem, Locale } from '../shared/model/types.ts';
import { t, type MessageKey } from '../i18n/index.ts';
import { safeHref } from '../shared/safe-url.ts';
import { EMPTY_FILTER, fold, matches, queryFromState, stateFromQuery, type FilterState } from '../shared/catalogue-filter.ts';
import { useIslandReady } from './island-ready.ts';
import { replaceAddress, useAddressSearch } from './browser-state.ts';

function Chips({ chips }: { chips: string[] }) {
  return (
    <p className="facets">
      {chips.map((c, i) => (
        <Fragment key={i}>
          {i > 0 ? ' ' : null}
          <span className="facet">{c}</span>
        </Fragment>
      ))}
    </p>
  );
}

function Card({ item, name, locale, shown }: { item: CatalogueItem; name: CatalogueData['name']; locale: Locale; shown: boolean }) {
  const explore = safeHref(item.exploreUrl);
  if (name === 'tools') {
    return (
      <li className="catalogue-item draw-later" hidden={!shown}>
        <h3>{safeHref(item.href) ? <a href={item.href}>{item.title}</a> : item.title}</h3>
        <p>{item.abstract}</p>
        <Chips chips={item.chips} />
      </li>
    );
  }
  return (
    <li className="catalogue-item dataset-block draw-later" hidden={!shown}>
      {safeHref(item.image) ? <img src={item.image} alt="" width="400" height="240" loading="lazy" /> : null}
      <h3>{item.title}</h3>
      <p className="dataset-title">{item.subtitle}</p>
      <p>{item.abstract}</p>
      <Chips chips={item.chips} />
      <p>
        {explore ? (
          <a className="button" href={explore} rel="noopener">
            {t(locale, 'catalogue.explore')}
          </a>
        ) : null}
        {explore && item.learnMoreHref ? ' ' : null}
        {safeHref(item.learnMoreHref) ? (
          <a className="button button-secondary" href={item.learnMoreHref}>
            {t(locale, 'catalogue.learnMore')}
          </a>
        ) : null}
      </p>
    </li>
  );
}

type FacetList = CatalogueData['facets'];

function Facets({
  id,
  facets,
  locale,
  state,
  toggle,
}: {
  id: string;
  facets: FacetList;
  locale: Locale;
  state: FilterState;
  toggle: (e: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <div className="facet-groups" id={id}>
      {facets.map((f) => (
        <fieldset key={f.name} className="facet-group" data-facet={f.name}>
          <legend>{t(locale, `catalogue.facet.${f.name}` as MessageKey)}</legend>
          {f.options.map((o) => (
            <label key={o.value} className="facet-option">
              <input
                type="checkbox"
                name={f.name}
                value={o.value}
                checked={(state.facets[f.name] ?? []).includes(o.value)}
                onChange={toggle}
              />{' '}
              {o.label}
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );
}

/** What filters that match nothing leave in place of the cards: a sentence and a way out. */
function NoMatch({ locale, reset }: { locale: Locale; reset: () => void }) {
  return (
    <p className="catalogue-empty">
      {t(locale, 'catalogue.none')}{' '}
      <button type="button" className="button button-secondary" onClick={reset}>
        {t(locale, 'catalogue.reset')}
      </button>
    </p>
  );
}

export function Catalogue({ name, locale, facets, items }: CatalogueData) {
  // the filter lives in the address, so a shared URL shows the same view; the server (and the
  // hydrating render) has no address and lists everything
  const search = useAddressSearch();
  const facetNames = useMemo(() => facets.map((f) => f.name), [facets]);
  const state = useMemo(() => (search === null ? EMPTY_FILTER : stateFromQuery(search, facetNames)), [search, facetNames]);
  const texts = useMemo(() => items.map((i) => fold(i.searchText)), [items]);
  useIslandReady(search !== null);

  const update = (next: FilterState) => replaceAddress(`${location.pathname}${queryFromState(next)}${location.hash}`);
  const toggle = (e: ChangeEvent<HTMLInputElement>) => {
    const { name: facet, value, checked } = e.target;
    const current = (state.facets[facet] ?? []).filter((v) => v !== value);
    update({ ...state, facets: { ...state.facets, [facet]: checked ? [...current, value] : current } });
  };
  const shown = items.map((item, i) => matches(item.values, texts[i], state));
  const count = shown.filter(Boolean).length;
  // the phone's disclosure of the checkboxes (CSS shows them always on wider screens)
  const [open, setOpen] = useState(false);
  const checked = Object.values(state.facets).reduce((n, values) => n + values.length, 0);
  return (
    <>
      <noscript>
        <p className="catalogue-noscript">{t(locale, 'catalogue.noscript')}</p>
      </noscript>
      <form
        className="catalogue-filters"
        data-open={open ? '' : undefined}
        data-catalogue-filters={name}
        role="search"
        aria-label={t(locale, 'catalogue.filters')}
        onSubmit={(e) => e.preventDefault()}
        onReset={(e) => {
          e.preventDefault();
          update(EMPTY_FILTER);
        }}>
        <p className="catalogue-search">
          <label htmlFor={`${name}-q`}>{t(locale, 'catalogue.search')}</label>{' '}
          <input
            id={`${name}-q`}
            name="q"
            type="search"
            placeholder={t(locale, 'catalogue.placeholder')}
            autoComplete="off"
            value={state.q}
            onChange={(e) => update({ ...state, q: e.target.value })}
          />
        </p>
        <button
          type="button"
          className="catalogue-toggle button button-secondary"
          aria-expanded={open}
          aria-controls={`${name}-facets`}
          onClick={() => setOpen(!open)}>
          {t(locale, 'catalogue.filters')}
          {checked ? ` (${checked})` : ''}
        </button>
        <Facets id={`${name}-facets`} facets={facets} locale={locale} state={state} toggle={toggle} />
        <p className="catalogue-actions">
          <button type="submit" className="button">
            {t(locale, 'catalogue.apply')}
          </button>{' '}
          <button type="reset" className="button button-secondary">
            {t(locale, 'catalogue.reset')}
          </button>{' '}
          <span className="catalogue-count" aria-live="polite">
            {t(locale, 'catalogue.shown', { n: count, total: items.length })}
          </span>
        </p>
      </form>
      {count === 0 ? <NoMatch locale={locale} reset={() => update(EMPTY_FILTER)} /> : null}
      <ul className="catalogue" data-catalogue={name}>
        {items.map((item, i) => (
          <Card key={item.key} item={item} name={name} locale={locale} shown={shown[i]} />
        ))}
      </ul>
    </>
  );
}
