// Docs sidebar. Categories are <details> elements: they collapse without
// JavaScript, and the one holding the current page is open (auto-collapse:
// the others start closed).
import type { Locale, Sidebar as SidebarModel, SidebarItem } from '../shared/model/types.ts';
import { t } from '../i18n/index.ts';
import { windowSidebarItems } from '../sidebar-window.ts';

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

function Items({
  items,
  currentKey,
  depth,
  locale,
  untranslated,
}: {
  items: SidebarItem[];
  currentKey: string;
  depth: number;
  locale: Locale;
  untranslated: Untranslated;
}) {
  return (
    <ul className={depth === 0 ? 'sidebar-list' : 'sidebar-sublist'}>
      {windowSidebarItems(items, currentKey).map((item) =>
        item.type === 'link' ? (
          <li key={item.href} className="sidebar-item">
            <a
              href={item.href}
              className={item.key === currentKey ? 'sidebar-link active' : 'sidebar-link'}
              aria-current={item.key === currentKey ? 'page' : undefined}
              lang={langOf(item.href, locale, untranslated)}>
              {item.label}
            </a>
          </li>
        ) : (
          <li
            key={item.label + (item.href ?? '')}
            className={item.href ? 'sidebar-item sidebar-category has-link' : 'sidebar-item sidebar-category'}>
            {item.href ? (
              <a
                href={item.href}
                className={item.key === currentKey ? 'sidebar-link active' : 'sidebar-link'}
                aria-current={item.key === currentKey ? 'page' : undefined}
                lang={langOf(item.href, locale, untranslated)}>
                {item.label}
              </a>
            ) : null}
            {/* the toggle is its own control, never wrapped around the link */}
            <details open={containsKey(item, currentKey)}>
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
        ),
      )}
    </ul>
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
