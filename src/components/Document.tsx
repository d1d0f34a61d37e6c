// The whole HTML document: head (title, description, canonical, hreflang,
// social cards, JSON-LD, RDF alternates) and the chrome around the page.
// One inline script, allowed by the CSP by its hash (theme-script.ts): it sets
// the theme in <head> (no flash of the wrong theme, no blocking request); the
// client runtime is a module. The stylesheet stays a file, cached across pages:
// inlining it (32 KB, 7.3 KB gzipped, in all 788 pages) was measured with
// Lighthouse mobile, 3 runs alternated, on a loaded machine (load average
// 8-13): median performance 72 / 73 / 58 against 71 / 74 / 67 (home, a doc
// page, /fr/search), LCP 1480 / 1346 / 4160 ms against 1605 / 1858 / 3053 ms.
// No clear gain, and every page, client-side navigations included, would
// carry what its neighbours had cached.
import type { ReactNode } from 'react';
import type { PageMeta } from '../shared/model/types.ts';
import type { ChromeData } from '../shared/model/chrome.ts';
import { t } from '../i18n/index.ts';
import { SOCIAL_CARD } from '../shared/social-card.ts';
import { Navbar } from './Navbar.tsx';
import { Footer } from './Footer.tsx';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { StaticChildren } from './static-html.ts';
import { PreloadContext } from './preload-context.ts';
import { THEME_SCRIPT } from './theme-script.ts';

/**
 * What the client shows when a page cannot be applied: inert until then (a
 * <template>), in the page's language; the client fills in the message.
 */
function CrashView({ chrome }: { chrome: ChromeData }) {
  const { locale } = chrome;
  // the same on every page of a locale: rendered once (static-html.ts)
  return (
    <StaticChildren
      tag="template"
      // the words of the client's other messages ride along, so the client holds no UI strings of its own
      props={{
        id: 'crash-view',
        'data-title': t(locale, 'crash.title'),
        'data-load-error': t(locale, 'load.failed'),
        'data-loading': t(locale, 'load.loading'),
      }}
      owner={chrome.settings}
      variant="crash"
      render={() => <CrashContent locale={locale} />}
    />
  );
}

function CrashContent({ locale }: { locale: PageMeta['locale'] }) {
  return (
    <>
      {/* a <div> while inert (one <main> per document); the client makes it the page's <main> */}
      <div className="crash">
        <h1>{t(locale, 'crash.title')}</h1>
        <p>{t(locale, 'crash.lead')}</p>
        <p>
          <button type="button" className="button crash-retry">
            {t(locale, 'crash.retry')}
          </button>
        </p>
        <details className="crash-details">
          <summary>{t(locale, 'crash.details')}</summary>
          <pre className="crash-message" />
        </details>
      </div>
    </>
  );
}

const HREFLANG: Record<string, string> = { en: 'en', fr: 'fr' };

/** The picture a shared link shows: a page's own (front matter `image`, size unknown) or the locale's card (tools/social-card.ts). */
function SocialImage({ meta, siteUrl }: { meta: PageMeta; siteUrl: string }) {
  const own = meta.image;
  const image = own ? new URL(own, `${siteUrl}/`).href : `${siteUrl}/img/social-card-${meta.locale}.png`;
  const alt = own ? meta.title : t(meta.locale, 'social.cardAlt');
  return (
    <>
      <meta property="og:image" content={image} />
      {own ? null : <meta property="og:image:type" content="image/png" />}
      {own ? null : <meta property="og:image:width" content={String(SOCIAL_CARD.width)} />}
      {own ? null : <meta property="og:image:height" content={String(SOCIAL_CARD.height)} />}
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={alt} />
    </>
  );
}

export function Document({
  meta,
  chrome,
  siteUrl,
  children,
}: {
  meta: PageMeta;
  chrome: ChromeData;
  siteUrl: string;
  children: ReactNode;
}) {
  const { locale } = meta;
  const fullTitle = meta.key === '/' ? `${chrome.siteTitle} | ${t(locale, 'site.tagline')}` : `${meta.title} | ${chrome.siteTitle}`;
  const xDefault = meta.alternates.find((a) => a.locale === 'en') ?? meta.alternates[0];
  return (
    <html lang={locale} dir="ltr" data-theme="light" data-hydrated="false" data-announcement={chrome.settings.announcement?.id}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {meta.redirectTo ? <meta httpEquiv="refresh" content={`0; url=${meta.redirectTo}`} /> : null}
        <title>{fullTitle}</title>
        <meta name="description" content={meta.description} />
        {meta.noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
        <link rel="canonical" href={meta.canonical} />
        {meta.alternates.map((a) => (
          <link key={a.locale} rel="alternate" hrefLang={HREFLANG[a.locale]} href={siteUrl + a.href} />
        ))}
        {xDefault ? <link rel="alternate" hrefLang="x-default" href={siteUrl + xDefault.href} /> : null}
        <meta property="og:title" content={fullTitle} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={meta.canonical} />
        <meta property="og:type" content={meta.ogType} />
        <meta property="og:locale" content={locale === 'fr' ? 'fr_CA' : 'en_CA'} />
        <meta property="og:site_name" content={chrome.siteTitle} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={fullTitle} />
        <meta name="twitter:description" content={meta.description} />
        <SocialImage meta={meta} siteUrl={siteUrl} />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href="/img/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={chrome.assets.css} />
        {meta.rdfAlternates.map((a) => (
          <link key={a.href} rel="alternate" type={a.type} href={a.href} />
        ))}
        {meta.feeds.map((f) => (
          <link key={f.href} rel="alternate" type={f.type} href={f.href} title={f.title} />
        ))}
        <script
          data-respect-system={chrome.settings.respectSystemColorMode ? 'true' : 'false'}
          dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }}
        />
        {chrome.assets.client ? <script type="module" src={chrome.assets.client} /> : null}
        {chrome.assets.preload?.startup.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: meta.jsonLd }} />
      </head>
      <body data-hide-navbar-on-scroll={chrome.settings.hideNavbarOnScroll ? 'true' : undefined}>
        <a className="skip-link" href="#main">
          {t(locale, 'skip')}
        </a>
        {/* Shown only when the stylesheet fails to load, which is what a wrong base URL does: the stylesheet hides it. */}
        <div className="base-url-banner" id="base-url-banner">
          {t(locale, 'baseUrl.banner')} <a href={`${siteUrl}/`}>{`${siteUrl}/`}</a>
        </div>
        {chrome.settings.announcement ? (
          <AnnouncementBar id={chrome.settings.announcement.id} text={chrome.settings.announcement.text} locale={locale} />
        ) : null}
        <Navbar chrome={chrome} meta={meta} />
        <div id="progress" className="progress" hidden />
        <div id="page" className="page" data-key={meta.key} data-nav-key={meta.navKey}>
          <PreloadContext value={chrome.assets.preload}>{children}</PreloadContext>
        </div>
        <Footer chrome={chrome} />
        <CrashView chrome={chrome} />
      </body>
    </html>
  );
}
