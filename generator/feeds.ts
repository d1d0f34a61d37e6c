// RSS 2.0, Atom 1.0 and JSON Feed 1.1 for the blog, one set per locale,
// newest posts first. Strings are escaped for XML; full post HTML goes in
// CDATA-free escaped form so no content can break the document.
import type { Locale, PageMeta, PostSummary } from '../src/shared/model/types.ts';
import { LOCALES } from '../src/shared/model/types.ts';
import { localizePath } from '../src/shared/paths.ts';
import { t } from '../src/i18n/index.ts';
import type { WholeFile } from './write/index.ts';

const MAX_ITEMS = 20;

export function xmlEscape(s: string): string {
  return (
    s
      .replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)
      // characters XML 1.0 forbids
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
  );
}

export interface FeedInput {
  siteUrl: string;
  locale: Locale;
  title: string;
  description: string;
  items: { post: PostSummary; html: string }[];
}

export function feedPaths(locale: Locale) {
  return {
    rss: localizePath('/blog/rss.xml', locale),
    atom: localizePath('/blog/atom.xml', locale),
    json: localizePath('/blog/feed.json', locale),
  };
}

function abs(siteUrl: string, href: string) {
  return siteUrl + href;
}

export function rssFeed(f: FeedInput): string {
  const items = f.items.slice(0, MAX_ITEMS);
  const link = abs(f.siteUrl, localizePath('/blog', f.locale));
  const last = items[0] ? new Date(items[0].post.date + 'T12:00:00Z').toUTCString() : new Date(0).toUTCString();
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${xmlEscape(f.title)}</title>
<link>${xmlEscape(link)}</link>
<description>${xmlEscape(f.description)}</description>
<language>${f.locale}</language>
<lastBuildDate>${last}</lastBuildDate>
<atom:link href="${xmlEscape(abs(f.siteUrl, feedPaths(f.locale).rss))}" rel="self" type="application/rss+xml"/>
${items
  .map(
    ({ post, html }) => `<item>
<title>${xmlEscape(post.title)}</title>
<link>${xmlEscape(abs(f.siteUrl, post.href))}</link>
<guid isPermaLink="true">${xmlEscape(abs(f.siteUrl, post.href))}</guid>
<pubDate>${new Date(post.date + 'T12:00:00Z').toUTCString()}</pubDate>
<description>${xmlEscape(post.description)}</description>
<content:encoded xmlns:content="http://purl.org/rss/1.0/modules/content/">${xmlEscape(html)}</content:encoded>
${post.authors.map((a) => `<author>${xmlEscape(a.name)}</author>`).join('\n')}
${post.tags.map((t) => `<category>${xmlEscape(t.label)}</category>`).join('\n')}
</item>`,
  )
  .join('\n')}
</channel>
</rss>
`;
}

export function atomFeed(f: FeedInput): string {
  const items = f.items.slice(0, MAX_ITEMS);
  const link = abs(f.siteUrl, localizePath('/blog', f.locale));
  const updated = items[0] ? `${items[0].post.date}T12:00:00Z` : '1970-01-01T00:00:00Z';
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${f.locale}">
<id>${xmlEscape(link)}</id>
<title>${xmlEscape(f.title)}</title>
<subtitle>${xmlEscape(f.description)}</subtitle>
<updated>${updated}</updated>
<link rel="alternate" href="${xmlEscape(link)}"/>
<link rel="self" href="${xmlEscape(abs(f.siteUrl, feedPaths(f.locale).atom))}"/>
<rights>CC BY 4.0</rights>
${items
  .map(
    ({ post, html }) => `<entry>
<id>${xmlEscape(abs(f.siteUrl, post.href))}</id>
<title>${xmlEscape(post.title)}</title>
<link rel="alternate" href="${xmlEscape(abs(f.siteUrl, post.href))}"/>
<published>${post.date}T12:00:00Z</published>
<updated>${post.date}T12:00:00Z</updated>
<summary>${xmlEscape(post.description)}</summary>
<content type="html">${xmlEscape(html)}</content>
${post.authors.map((a) => `<author><name>${xmlEscape(a.name)}</name></author>`).join('\n')}
${post.tags.map((t) => `<category term="${xmlEscape(t.label)}"/>`).join('\n')}
</entry>`,
  )
  .join('\n')}
</feed>
`;
}

export function jsonFeed(f: FeedInput): string {
  return JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1.1',
      title: f.title,
      home_page_url: abs(f.siteUrl, localizePath('/blog', f.locale)),
      feed_url: abs(f.siteUrl, feedPaths(f.locale).json),
      description: f.description,
      language: f.locale,
      items: f.items.slice(0, MAX_ITEMS).map(({ post, html }) => ({
        id: abs(f.siteUrl, post.href),
        url: abs(f.siteUrl, post.href),
        title: post.title,
        summary: post.description,
        content_html: html,
        date_published: `${post.date}T12:00:00Z`,
        authors: post.authors.map((a) => ({ name: a.name, url: abs(f.siteUrl, a.href) })),
        tags: post.tags.map((t) => t.label),
      })),
    },
    null,
    2,
  );
}

function feedTitle(locale: Locale): string {
  return `${t(locale, 'site.title')} – ${t(locale, 'nav.blog')}`;
}

/** The <link rel="alternate"> of a blog page's head: one per feed format. */
export function feedLinks(locale: Locale): PageMeta['feeds'] {
  const p = feedPaths(locale);
  const title = feedTitle(locale);
  return [
    { type: 'application/rss+xml', href: p.rss, title: `${title} (RSS)` },
    { type: 'application/atom+xml', href: p.atom, title: `${title} (Atom)` },
    { type: 'application/feed+json', href: p.json, title: `${title} (JSON Feed)` },
  ];
}

/** Every feed of the site: RSS, Atom and JSON Feed in each locale, from the blog model's newest posts. */
export function feedFiles(siteUrl: string, items: Record<Locale, FeedInput['items']>): WholeFile[] {
  return LOCALES.flatMap((locale) => {
    const input = { siteUrl, locale, title: feedTitle(locale), description: t(locale, 'site.description'), items: items[locale] };
    const paths = feedPaths(locale);
    return [
      { path: paths.rss, content: rssFeed(input) },
      { path: paths.atom, content: atomFeed(input) },
      { path: paths.json, content: jsonFeed(input) },
    ];
  });
}
