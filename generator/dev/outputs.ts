// Files besides the pages. Feeds, the term-of-the-day lists and the client
// bundle are cheap and made on every save; the outputs registered in
// extensions.ts (linked data, dumps, sitemap, search index) are made only when
// a request asks for one of their files after a change, so a save does not
// wait for them.
import type { Records } from '../../src/shared/model/types.ts';
import { LOCALES } from '../../src/shared/model/types.ts';
import { localizePath } from '../../src/shared/paths.ts';
import { t } from '../../src/i18n/index.ts';
import type { SiteConfig } from '../config.ts';
import type { SiteModel } from '../model/index.ts';
import type { BundleResult } from '../bundle.ts';
import type { OutputFile } from '../write/index.ts';
import { filesOf, outputs, pageForOutputs, type OutputInput } from '../extensions.ts';
import { glossaryTerms } from '../model/terms.ts';
import { atomFeed, feedPaths, jsonFeed, rssFeed } from '../feeds.ts';

/** Feeds, term lists and the bundle, as the build writes them. */
export function extraFiles(config: SiteConfig, model: SiteModel, records: Records, bundle: BundleResult): OutputFile[] {
  const files: OutputFile[] = [];
  for (const locale of LOCALES) {
    const title = `${t(locale, 'site.title')} – ${t(locale, 'nav.blog')}`;
    const input = { siteUrl: config.siteUrl, locale, title, description: t(locale, 'site.description'), items: model.blog.feeds[locale] };
    const paths = feedPaths(locale);
    files.push(
      { path: paths.rss, content: rssFeed(input) },
      { path: paths.atom, content: atomFeed(input) },
      { path: paths.json, content: jsonFeed(input) },
    );
  }
  // the term-of-the-day list, in the same order the server-side pick uses
  const terms = glossaryTerms(records.concepts).sort((a, b) => (a.slug < b.slug ? -1 : 1));
  for (const locale of LOCALES) {
    files.push({
      path: localizePath('/data/terms', locale) + '.json',
      content: JSON.stringify(
        terms.map((c) => ({
          slug: c.slug,
          label: c.label[locale],
          definition: c.definition[locale],
          href: localizePath(`/docs/terms/${c.slug}`, locale),
        })),
      ),
    });
  }
  files.push(...bundle.files);
  return files;
}

/** The extension outputs of the latest build, made on first use. */
export function lazyOutputs() {
  let input: (Omit<OutputInput, 'pages'> & { pages: OutputInput['pages'] }) | undefined;
  let made: Promise<Map<string, string | Uint8Array>> | undefined;
  return {
    stale(next: OutputInput) {
      input = { ...next, pages: next.pages.map(pageForOutputs) };
      made = undefined;
    },
    files(): Promise<Map<string, string | Uint8Array>> {
      if (!input) return Promise.resolve(new Map());
      const from = input;
      made ??= (async () => {
        const files = new Map<string, string | Uint8Array>();
        for (const output of outputs) for await (const f of filesOf(output, from)) files.set(f.path, f.content);
        return files;
      })();
      return made;
    },
  };
}
