// Chrome data (navbar, footer, settings) per locale, from the configuration
// and the route table.
import type { ChromeData, NavItem } from '../../src/shared/model/chrome.ts';
import type { Locale } from '../../src/shared/model/types.ts';
import { t } from '../../src/i18n/index.ts';
import { localizePath } from '../../src/shared/paths.ts';
import type { SiteConfig } from '../config.ts';

export const QUICK_LINKS = {
  researchspace: 'https://rs.lincsproject.ca/',
  review: 'https://rs-review.lincsproject.ca/',
  account: 'https://keycloak.lincsproject.ca/realms/lincs/account/',
};

/** Navbar targets: the section's landing page, or the first page of its sidebar when it has none. */
export function makeChrome(
  config: SiteConfig,
  locale: Locale,
  landing: (key: string) => string,
  assets: ChromeData['assets'],
): Omit<ChromeData, 'sidebar'> {
  const L = (key: string) => localizePath(key, locale);
  const section = (key: string, label: Parameters<typeof t>[1], also: string[] = []): NavItem => ({
    label: t(locale, label),
    href: landing(key),
    activePrefix: [key, ...also].join(' '),
  });
  return {
    locale,
    siteTitle: t(locale, 'site.title'),
    navbar: {
      items: [
        section('/docs/about-lincs', 'nav.about'),
        // the glossary's term pages are part of Learn LOD, where the glossary is
        section('/docs/learn-lod', 'nav.learn', ['/docs/terms']),
        section('/docs/explore-lod', 'nav.explore'),
        section('/docs/create-lod', 'nav.create'),
        section('/docs/tools', 'nav.tools'),
      ],
      quickLinks: [
        { label: t(locale, 'nav.researchspace'), href: QUICK_LINKS.researchspace, external: true },
        { label: t(locale, 'nav.review'), href: QUICK_LINKS.review, external: true },
        { label: t(locale, 'nav.account'), href: QUICK_LINKS.account, external: true },
        { label: t(locale, 'nav.sparql'), href: L('/docs/tools/sparql/yasgui') },
      ],
      blog: { label: t(locale, 'nav.blog'), href: L('/blog'), activePrefix: '/blog' },
      searchHref: L('/search'),
      homeHref: L('/'),
    },
    footer: {
      columns: [
        {
          title: t(locale, 'footer.community'),
          items: [
            { label: t(locale, 'footer.contact'), href: L('/docs/about-lincs/get-involved/contact-us') },
            { label: t(locale, 'footer.newsletter'), href: L('/docs/about-lincs/get-involved/newsletter') },
          ],
        },
        {
          title: t(locale, 'footer.legal'),
          items: [
            { label: t(locale, 'footer.privacy'), href: L('/docs/about-lincs/terms-and-conditions/privacy') },
            { label: t(locale, 'footer.terms'), href: L('/docs/about-lincs/terms-and-conditions') },
          ],
        },
        {
          title: t(locale, 'footer.partners'),
          items: [
            { label: t(locale, 'footer.funding'), href: L('/docs/about-lincs/people/funding-partners') },
            { label: t(locale, 'footer.infrastructure'), href: L('/docs/about-lincs/people/infrastructure-partners') },
          ],
        },
        // the project's public profiles, from site.config.json
        ...(config.socialLinks.length
          ? [{ title: t(locale, 'footer.follow'), items: config.socialLinks.map((l) => ({ ...pick(l), external: true })) }]
          : []),
      ],
      licence: t(locale, 'footer.licence'),
    },
    settings: {
      colorModeSwitch: config.chrome.colorModeSwitch,
      respectSystemColorMode: config.chrome.respectSystemColorMode,
      hideNavbarOnScroll: config.chrome.hideNavbarOnScroll,
      announcement: config.chrome.announcement
        ? { id: config.chrome.announcement.id, text: config.chrome.announcement[locale] }
        : undefined,
    },
    assets,
  };
}

const pick = (l: { label: string; href: string }) => ({ label: l.label, href: l.href });
