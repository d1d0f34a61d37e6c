// sitemap.xml with every indexable page and its hreflang alternates, the
// HTML pages at the entity IRIs (/id/…) and the vocabulary's page, and a
// robots.txt that points to it.
import type { Feature } from './extensions.ts';
import { xmlEscape } from './feeds.ts';
import { isPublishedPage, siteGraphFor } from './linked-data/graph.ts';
import { siteEntities } from './linked-data/entities.ts';
import { VOCAB_PATH } from './linked-data/paths.ts';
import { vocabQuads } from './linked-data/vocab.ts';

export const sitemap: Feature = {
  outputs: [
    {
      name: 'sitemap',
      run: (input) => {
        const { config, pages } = input;
        const urls = pages.filter(isPublishedPage).map((p) => {
          const alternates = p.alternates
            .map((a) => `<xhtml:link rel="alternate" hreflang="${a.locale}" href="${xmlEscape(config.siteUrl + a.href)}"/>`)
            .join('');
          return `<url><loc>${xmlEscape(config.siteUrl + p.path)}</loc>${alternates}</url>`;
        });
        // the entity pages are bilingual, at language-free addresses: no alternates
        const graph = siteGraphFor(input);
        const idPages = siteEntities(graph, pages, config.siteUrl).map((e) => e.iri);
        if (vocabQuads(graph, config.siteUrl).length) idPages.push(config.siteUrl + VOCAB_PATH);
        for (const iri of idPages) urls.push(`<url><loc>${xmlEscape(iri)}</loc></url>`);
        const urlset = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';
        const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n${urlset}\n${urls.join('\n')}\n</urlset>\n`;
        const robots = `User-agent: *\nAllow: /\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`;
        return [
          { path: '/sitemap.xml', content: sitemap },
          { path: '/robots.txt', content: robots },
        ];
      },
    },
  ],
};
