// Top navigation. Without JavaScript every link works and the mobile menu is
// a <details> drawer; the client adds the drawer behaviour. Nothing here
// changes size when the client starts (no layout shift).
import type { ChromeData } from '../shared/model/chrome.ts';
import type { PageMeta } from '../shared/model/types.ts';
import { t } from '../i18n/index.ts';
import { localizePath } from '../shared/paths.ts';
import { StaticChildren } from './static-html.ts';

/** `prefix` may name several route-key prefixes, space-separated (the glossary's terms belong to Learn LOD). */
function isActive(meta: PageMeta, prefix?: string) {
  const key = meta.navKey ?? meta.key;
  return !!prefix && prefix.split(' ').some((p) => key === p || key.startsWith(p + '/'));
}

export function LanguageSwitcher({ meta }: { meta: PageMeta }) {
  const { locale } = meta;
  const target = (l: 'en' | 'fr') => meta.localePaths.find((a) => a.locale === l)?.href ?? localizePath('/', l);
  return (
    <details className="navbar-dropdown lang-switcher">
      <summary>
        <svg className="icon-globe" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="1.8" fill="none" />
          <path
            d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9s1.3-6.3 3.8-9z"
            stroke="currentColor"
            strokeWidth="1.8"
            fill="none"
          />
        </svg>
        <span className="visually-hidden">
          {t(locale, 'nav.language')}
          {t(locale, 'punct.colon')}
        </span>
        <span className="lang-name">{locale === 'fr' ? 'Français' : 'English'}</span>
      </summary>
      <ul>
        <li>
          <a href={target('en')} hrefLang="en" lang="en" data-lang-switch="en" aria-current={locale === 'en' ? 'true' : undefined}>
            English
          </a>
        </li>
        <li>
          <a href={target('fr')} hrefLang="fr" lang="fr" data-lang-switch="fr" aria-current={locale === 'fr' ? 'true' : undefined}>
            Français
          </a>
        </li>
      </ul>
    </details>
  );
}

function QuickLinks({ chrome, className }: { chrome: ChromeData; className: string }) {
  return (
    <details className={className}>
      <summary>{t(chrome.locale, 'nav.quickLinks')}</summary>
      <ul>
        {chrome.navbar.quickLinks.map((q) => (
          <li key={q.href}>
            <a href={q.href} rel={q.external ? 'noopener' : undefined}>
              {q.label}
              {q.external ? (
                <span className="external" aria-hidden="true">
                  {' '}
                  ↗
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The phone menu (996 px or less): a <details> drawer, so it opens and closes
 * without JavaScript and the header has its final size before any script
 * runs. The client adds the close button, backdrop, Escape, the focus trap
 * and, on doc pages, the current sidebar with a "back to main menu" control.
 */
function MobileMenu({ chrome, meta, section }: { chrome: ChromeData; meta: PageMeta; section: string }) {
  // the same on every page of a section: rendered once per section (static-html.ts)
  return (
    <StaticChildren
      tag="details"
      props={{ className: 'mobile-menu', id: 'mobile-menu' }}
      owner={chrome.navbar}
      variant={`mobile ${section}`}
      render={() => <MobileMenuContent chrome={chrome} meta={meta} />}
    />
  );
}

function MobileMenuContent({ chrome, meta }: { chrome: ChromeData; meta: PageMeta }) {
  const { locale, navbar } = chrome;
  return (
    <>
      <summary className="navbar-toggle" aria-label={t(locale, 'nav.menu')}>
        <svg className="icon-menu" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <svg className="icon-close" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </summary>
      <div className="mobile-backdrop" data-menu-close="" />
      <div className="mobile-drawer" role="dialog" aria-label={t(locale, 'nav.menu')}>
        <div className="mobile-drawer-head">
          <a className="mobile-brand" href={navbar.homeHref}>
            {/* in the closed drawer: the bar's own logo is the one preloaded (the same file) */}
            <img src="/img/logo.svg" alt="" width="32" height="32" loading="lazy" />
            <span>{chrome.siteTitle}</span>
          </a>
          <button type="button" className="mobile-close" data-menu-close="" aria-label={t(locale, 'nav.closeMenu')}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="mobile-panel mobile-panel-sidebar" hidden>
          <button type="button" className="mobile-back">
            <span aria-hidden="true">← </span>
            {t(locale, 'nav.backToMain')}
          </button>
          <div className="mobile-sidebar" />
        </div>
        <ul className="mobile-panel mobile-panel-main">
          <NavbarLinks chrome={chrome} meta={meta} dropdownClass="mobile-dropdown" />
        </ul>
      </div>
    </>
  );
}

/** Which navbar links are marked as the current section on this page: all the links' markup depends on. */
function activeSignature(chrome: ChromeData, meta: PageMeta): string {
  return [...chrome.navbar.items.map((item) => item.activePrefix), '/blog'].map((prefix) => (isActive(meta, prefix) ? '1' : '0')).join('');
}

/** The navbar's links, the same in the bar and in the mobile drawer. */
function NavbarLinks({ chrome, meta, dropdownClass }: { chrome: ChromeData; meta: PageMeta; dropdownClass: string }) {
  const { navbar } = chrome;
  return (
    <>
      {navbar.items.map((item) => (
        <li key={item.href}>
          <a
            href={item.href}
            data-active-prefix={item.activePrefix}
            className={isActive(meta, item.activePrefix) ? 'active' : undefined}
            aria-current={isActive(meta, item.activePrefix) ? 'page' : undefined}>
            {item.label}
          </a>
        </li>
      ))}
      <li>
        <QuickLinks chrome={chrome} className={dropdownClass} />
      </li>
      <li>
        <a href={navbar.blog.href} data-active-prefix="/blog" className={isActive(meta, '/blog') ? 'active' : undefined}>
          {navbar.blog.label}
        </a>
      </li>
    </>
  );
}

export function Navbar({ chrome, meta }: { chrome: ChromeData; meta: PageMeta }) {
  const { locale, navbar } = chrome;
  const section = activeSignature(chrome, meta);
  return (
    <header className="navbar" id="navbar">
      <nav aria-label={t(locale, 'nav.main')} className="navbar-inner">
        <MobileMenu chrome={chrome} meta={meta} section={section} />
        <a className="navbar-brand" href={navbar.homeHref}>
          <img src="/img/logo.svg" alt="" width="32" height="32" />
          <span>{chrome.siteTitle}</span>
        </a>
        <StaticChildren
          tag="ul"
          props={{ className: 'navbar-items', id: 'navbar-items' }}
          owner={chrome.navbar}
          variant={`bar ${section}`}
          render={() => <NavbarLinks chrome={chrome} meta={meta} dropdownClass="navbar-dropdown" />}
        />
        <div className="navbar-right">
          <LanguageSwitcher meta={meta} />
          {chrome.settings.colorModeSwitch ? (
            <button type="button" className="theme-toggle" aria-label={t(locale, 'theme.toggle')} title={t(locale, 'theme.toggle')}>
              <svg className="icon-sun" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                <circle cx="12" cy="12" r="5" fill="currentColor" />
                <path
                  d="M12 1v3M12 20v3M1 12h3M20 12h3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1"
                  stroke="currentColor"
                  strokeWidth="2"
                />
              </svg>
              <svg className="icon-moon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" fill="currentColor" />
              </svg>
            </button>
          ) : null}
          <a
            className="search-button"
            href={navbar.searchHref}
            data-search-button=""
            data-search-chunks={chrome.assets.preload?.searchModal.join(' ') || undefined}>
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <circle cx="10" cy="10" r="7" stroke="currentColor" strokeWidth="2" fill="none" />
              <path d="M15 15l6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span>{t(locale, 'nav.search')}</span>
            <kbd className="search-kbd">Ctrl K</kbd>
          </a>
        </div>
      </nav>
    </header>
  );
}
