// Per-feature UI strings (src/i18n/{feature}.{en,fr}.json): tables that a
// page or a build step reads whole, where index.ts's t() serves one message at
// a time. Only the node side and server components import this module, so the
// client bundle does not carry these tables (and index.ts, which the islands
// import, stays as it is).
import type { Locale } from '../shared/model/types.ts';
import admonitionsEn from './admonitions.en.json';
import admonitionsFr from './admonitions.fr.json';
import announcementEn from './announcement.en.json';
import announcementFr from './announcement.fr.json';
import blogEn from './blog.en.json';
import blogFr from './blog.fr.json';
import blogPagesEn from './blog-pages.en.json';
import blogPagesFr from './blog-pages.fr.json';
import entityPageEn from './entity-page.en.json';
import entityPageFr from './entity-page.fr.json';
import homeEn from './home.en.json';
import homeFr from './home.fr.json';
import redirectsEn from './redirects.en.json';
import redirectsFr from './redirects.fr.json';

/** a feature's strings in both locales; the French file must have the English file's shape */
const feature = <T>(english: T, french: NoInfer<T>): Record<Locale, T> => ({ en: english, fr: french });

const FEATURES = {
  admonitions: feature(admonitionsEn, admonitionsFr),
  announcement: feature(announcementEn, announcementFr),
  blog: feature(blogEn, blogFr),
  blogPages: feature(blogPagesEn, blogPagesFr),
  entityPage: feature(entityPageEn, entityPageFr),
  home: feature(homeEn, homeFr),
  redirects: feature(redirectsEn, redirectsFr),
};

export type Feature = keyof typeof FEATURES;
export type FeatureStrings<F extends Feature> = (typeof FEATURES)[F]['en'];

/** the strings of one feature in one locale, typed after the English file */
export function strings<F extends Feature>(name: F, locale: Locale): FeatureStrings<F> {
  return FEATURES[name][locale];
}
