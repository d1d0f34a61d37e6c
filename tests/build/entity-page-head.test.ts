// The page at an entity's IRI (/id/{kind}/{slug}) as crawlers and link
// previews read it (issue 42): a canonical link to the IRI, hreflang links to
// the entity's pages where it has one in each language, and the social tags
// every other page has. Over the real site's build, every entity page.
import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { realSite } from '../real-site.ts';

const site = await realSite();

function entityPages(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...entityPages(full));
    else if (entry.name === 'index.html' && path.dirname(full) !== path.join(site.outDir, 'id')) out.push(full);
  }
  return out;
}

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
const meta = (head: string, key: string) => {
  const tag = new RegExp(`<meta (?:property|name)="${key}" content="[^"]*"[^>]*>`).exec(head)?.[0];
  return tag ? attr(tag, 'content') : undefined;
};

describe('entity pages', () => {
  it('have a canonical link, social tags, and hreflang links to their pages in each language', () => {
    const files = entityPages(path.join(site.outDir, 'id'));
    expect(files.length).toBeGreaterThan(20);
    const problems: string[] = [];
    let withTwins = 0;
    for (const file of files) {
      const html = fs.readFileSync(file, 'utf8');
      const head = /<head>[\s\S]*?<\/head>/.exec(html)![0];
      const iri = site.siteUrl + '/' + path.relative(site.outDir, path.dirname(file)).split(path.sep).join('/');
      const say = (what: string) => problems.push(`${iri}: ${what}`);
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1];
      if (canonical !== iri) say(`canonical ${canonical}`);
      for (const key of ['og:title', 'og:description', 'og:type', 'twitter:card', 'og:image:alt']) if (!meta(head, key)) say(`no ${key}`);
      if (meta(head, 'og:url') !== iri) say(`og:url ${meta(head, 'og:url')}`);
      const image = meta(head, 'og:image') ?? '';
      if (!image.startsWith(site.siteUrl + '/') || !fs.existsSync(path.join(site.outDir, image.slice(site.siteUrl.length))))
        say(`og:image ${image}`);
      // the pages about the entity, as its body lists them, by language
      const listed: Record<string, string[]> = { en: [], fr: [] };
      // attribute names are case-insensitive in HTML (React writes hrefLang)
      for (const m of html.matchAll(/<li lang="(en|fr)"><a href="([^"]*)" hreflang="\1">/gi)) listed[m[1]].push(site.siteUrl + m[2]);
      const alternates = Object.fromEntries(
        [...head.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/gi)].map((m) => [m[1], m[2]]),
      );
      if (listed.en.length && listed.fr.length) {
        withTwins++;
        if (!listed.en.includes(alternates.en) || !listed.fr.includes(alternates.fr)) say(`hreflang ${JSON.stringify(alternates)}`);
      } else if (Object.keys(alternates).length) say(`hreflang without twins ${JSON.stringify(alternates)}`);
    }
    expect(withTwins).toBeGreaterThan(0);
    expect(problems.slice(0, 10)).toEqual([]);
  });
});
