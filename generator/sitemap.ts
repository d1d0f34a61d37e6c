// sitemap.xml with every indexable page and its hreflang alternates, and a
// robots.txt that points to it.
import { outputs } from './extensions.ts';
import { xmlEscape } from './feeds.ts';

outputs.push({
  name: 'sitemap',
  run: ({ config, pages }) => {
    const urls = pages
      .filter((p) => !p.hidden && !p.noindex && !p.untranslated && p.kind !== 'notFound')
      .map((p) => {
        const alternates = (p.alternates ?? [])
          .map((a) => `<xhtml:link rel="alternate" hreflang="${a.locale}" href="${xmlEscape(config.siteUrl + a.href)}"/>`)
          .join('');
        return `<url><loc>${xmlEscape(config.siteUrl + p.path)}</loc>${alternates}</url>`;
      });
    const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
    const robots = `User-agent: *\nAllow: /\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`;
    return [
      { path: '/sitemap.xml', content: sitemap },
      { path: '/robots.txt', content: robots },
    ];
  },
});
