// Docs sidebar. Categories are <details> elements: they collapse without
// JavaScript, and the one holding the current page is open (auto-collapse:
// the others start closed).
import type { Locale, Sidebar as SidebarModel, SidebarItem } from '../shared/model/types.ts';
import { t } from '../i18n/index.ts';
import { windowSidebarItems } from '../sidebar-window.ts';
import { StaticList } from './static-html.ts';

function containsKey(item: SidebarItem, key: string): boolean {
  if (item.type === 'link') return item.key === key;
  return item.key === key || item.items.some((i) => containsKey(i, key));
}

type Untranslated = ReadonlySet<string> | undefined;

/** A French sidebar's label for a page still in English is English: say so. */
const langOf = (href: string | undefined, locale: Locale, untranslated: Untranslated) =>
  locale === 'fr' && href && untranslated?.has(href) ? 'en' : undefined;

/** What a screen reader hears for a category's toggle when the category's name is also a link. */
const toggleLabel = (locale: Locale, label: string) => `${t(locale, 'sidebar.toggleCategory')}${t(locale, 'punct.colon')}${label}`;

interface ItemsProps {
  items: SidebarItem[];
  currentKey: string;
  depth: number;
  locale: Locale;
  untranslated: Untranslated;
}

/**
 * The `lang` of every link of an entry, as its markup will say it: with the
 * entry's state, all that markup depends on. Asked of the set on every page,
 * kept entry or not, so a dev session still hears each question
 * (dev/page-renders.ts records them).
 */
function langsOf(item: SidebarItem, locale: Locale, untranslated: Untranslated): string {
  const own = langOf(item.href, locale, untranslated) ?? '-';
  return item.type === 'link' ? own : own + item.items.map((i) => langsOf(i, locale, untranslated)).join('');
}

/**
 * With a memo (static-html.ts), each entry's markup is made once per state
 * (the current page or not) and kept; a category holding the current page
 * is made afresh.
 */
function Items(props: ItemsProps) {
  const { items, currentKey, depth, locale, untranslated } = props;
  const entries = windowSidebarItems(items, currentKey).map((item) => ({
    key: item.type === 'link' ? item.href : item.label + (item.href ?? ''),
    owner: item,
    variant:
      item.type === 'category' && containsKey(item, currentKey)
        ? undefined
        : `${item.key === currentKey ? 'current' : 'other'} ${langsOf(item, locale, untranslated)}`,
    render: () => itemElement(item, props),
  }));
  return <StaticList tag="ul" props={{ className: depth === 0 ? 'sidebar-list' : 'sidebar-sublist' }} entries={entries} />;
}

/** An entry's link: marked when it is the current page, and in English on a French page still in English. */
function EntryLink({ href, label, current, locale, untranslated }: { href: string; label: string; current: boolean } & Langs) {
  return (
    <a
      href={href}
      className={current ? 'sidebar-link active' : 'sidebar-link'}
      aria-current={current ? 'page' : undefined}
      lang={langOf(href, locale, untranslated)}>
      {label}
    </a>
  );
}

type Langs = { locale: Locale; untranslated: Untranslated };

function itemElement(item: SidebarItem, { currentKey, depth, locale, untranslated }: ItemsProps) {
  const current = item.key === currentKey;
  return item.type === 'link' ? (
    <li key={item.href} className="sidebar-item">
      <EntryLink href={item.href} label={item.label} current={current} locale={locale} untranslated={untranslated} />
    </li>
  ) : (
    <li
      key={item.label + (item.href ?? '')}
      className={item.href ? 'sidebar-item sidebar-category has-link' : 'sidebar-item sidebar-category'}>
      {item.href ? <EntryLink href={item.href} label={item.label} current={current} locale={locale} untranslated={untranslated} /> : null}
      {/* the toggle is its own control, never wrapped around the link */}
      <details open={item.collapsed === false || containsKey(item, currentKey)}>
        <summary>
          {item.href ? (
            <span className="visually-hidden">{toggleLabel(locale, item.label)}</span>
          ) : (
            <span className="sidebar-link">{item.label}</span>
          )}
        </summary>
        <Items items={item.items} currentKey={currentKey} depth={depth + 1} locale={locale} untranslated={untranslated} />
      </details>
    </li>
  );
}

export function Sidebar({
  sidebar,
  currentKey,
  locale,
  untranslatedPaths,
}: {
  sidebar: SidebarModel;
  currentKey: string;
  locale: Locale;
  untranslatedPaths?: ReadonlySet<string>;
}) {
  return (
    <aside className="sidebar" id="sidebar" data-sidebar={sidebar.id} aria-label={t(locale, 'sidebar.label')}>
      <nav aria-label={t(locale, 'sidebar.label')}>
        <p className="sidebar-title">{sidebar.label}</p>
        <Items items={sidebar.items} currentKey={currentKey} depth={0} locale={locale} untranslated={untranslatedPaths} />
      </nav>
      <button
        type="button"
        className="sidebar-hide"
        aria-label={t(locale, 'sidebar.hide')}
        title={t(locale, 'sidebar.hide')}
        data-show-label={t(locale, 'sidebar.show')}>
        <span aria-hidden="true">«</span>
      </button>
    </aside>
  );
}
