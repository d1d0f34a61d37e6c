// Integration tests over a real build of the real site (data/ and content/).
// The real site is built once and shared by tests/real-site.ts.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, it, expect, beforeAll } from 'vitest';
import { realSite } from '../real-site.ts';
import { XMLParser } from 'fast-xml-parser';
import { Parser, Store } from 'n3';
import { runSelect } from '../../generator/query/engine.ts';
import { ROOT } from '../helpers.ts';

const site = await realSite();
const config = { outDir: site.outDir, siteUrl: site.siteUrl };
const pages = site.pages;
const read = (p: string) => fs.readFile(path.join(config.outDir, p), 'utf8');
const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;
const ARTICLE = /<article class="post-preview"/g;

/** What each English post page says about itself: its tags and authors. */
async function postFacts() {
  const posts = pages.filter((p) => p.kind === 'post' && p.locale === 'en' && !p.hidden);
  return Promise.all(
    posts.map(async (p) => {
      const html = await read(path.join(p.path, 'index.html'));
      const tags = [...(/<p class="post-tags">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '').matchAll(/href="\/blog\/tags\/([^"]+)"/g)].map(
        (m) => m[1],
      );
      const authors = [
        ...(/<ul class="post-authors">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '').matchAll(/href="\/blog\/authors\/([^"]+)"/g),
      ].map((m) => m[1]);
      return { path: p.path, tags, authors };
    }),
  );
}

let store: Store;
beforeAll(async () => {
  // SPARQL over the graph the built site publishes
  store = new Store(new Parser().parse(await read('data/site-graph.ttl')));
});

describe('the glossary', () => {
  it('has at least 120 term pages in each locale', () => {
    for (const locale of ['en', 'fr']) {
      expect(
        pages.filter((p) => p.kind === 'term' && p.locale === locale && p.key.startsWith('/docs/terms/')).length,
      ).toBeGreaterThanOrEqual(120);
    }
  });

  it('has 120+ concepts with a French prefLabel, by SPARQL, and none without a French definition', async () => {
    const source = { kind: 'store' as const, store };
    const withLabel = await runSelect(
      source,
      `PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
      SELECT (COUNT(DISTINCT ?c) AS ?n) WHERE { ?c skos:inScheme <https://portal.lincsproject.ca/id/scheme/glossary> ; skos:prefLabel ?l . FILTER(LANG(?l) = "fr") }`,
    );
    expect(Number(withLabel[0].n)).toBeGreaterThanOrEqual(120);
    const withoutDefinition = await runSelect(
      source,
      `PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
      SELECT ?c WHERE { ?c skos:inScheme <https://portal.lincsproject.ca/id/scheme/glossary> .
        FILTER NOT EXISTS { ?c skos:definition ?d . FILTER(LANG(?d) = "fr") } }`,
    );
    expect(withoutDefinition).toEqual([]);
  });

  it('lists every term once per direction in the lexicon', async () => {
    const html = await read('fr/docs/learn-lod/french-english-lexicon/index.html');
    const terms = pages.filter((p) => p.kind === 'term' && p.locale === 'fr' && p.key.startsWith('/docs/terms/')).length;
    const [frEn, enFr] = html.split('data-direction="en-fr"');
    expect(count(frEn, /<tr><th scope="row"/g)).toBe(terms);
    expect(count(enFr, /<tr><th scope="row"/g)).toBe(terms);
  });

  it('opens the application-profile term at /docs, with the term page as canonical', async () => {
    const html = await read('fr/docs/index.html');
    expect(html).toContain('<link rel="canonical" href="https://portal.lincsproject.ca/fr/docs/terms/application-profile"/>');
  });
});

describe('the blog', () => {
  it('pages the list ten posts a page, in both locales, following the post count', async () => {
    const posts = pages.filter((p) => p.kind === 'post' && p.locale === 'en' && !p.hidden).length;
    expect(posts).toBeGreaterThan(0);
    const expected = Array.from({ length: Math.ceil(posts / 10) }, (_, i) => Math.min(10, posts - i * 10));
    for (const prefix of ['', 'fr/']) {
      const sizes = [];
      for (let n = 1; n <= expected.length; n++)
        sizes.push(count(await read(`${prefix}blog${n === 1 ? '' : `/page/${n}`}/index.html`), ARTICLE));
      expect(sizes).toEqual(expected);
      await expect(read(`${prefix}blog/page/${expected.length + 1}/index.html`)).rejects.toThrow();
    }
  });

  it('pages tags with more than 10 posts, and every tag and author page lists exactly its posts', async () => {
    const posts = await postFacts();
    expect(posts.length).toBe(pages.filter((p) => p.kind === 'post' && p.locale === 'en' && !p.hidden).length);
    const tagSlugs = new Set(posts.flatMap((p) => p.tags));
    for (const slug of tagSlugs) {
      const expected = posts.filter((p) => p.tags.includes(slug)).length;
      let listed = 0;
      for (let n = 1; n <= Math.ceil(expected / 10); n++) {
        listed += count(await read(`blog/tags/${slug}/${n === 1 ? '' : `page/${n}/`}index.html`), ARTICLE);
      }
      expect(listed, slug).toBe(expected);
    }
    const authors = new Set(posts.flatMap((p) => p.authors));
    expect(authors.size).toBeGreaterThan(0);
    for (const slug of authors) {
      const expected = posts.filter((p) => p.authors.includes(slug)).length;
      expect(count(await read(`blog/authors/${slug}/index.html`), ARTICLE), slug).toBe(Math.min(expected, 10));
    }
  });

  it('writes well-formed feeds with the newest posts first', async () => {
    const parser = new XMLParser({ ignoreAttributes: false });
    for (const prefix of ['', 'fr/']) {
      const rss = parser.parse(await read(`${prefix}blog/rss.xml`));
      const dates = rss.rss.channel.item.map((i: { pubDate: string }) => Date.parse(i.pubDate));
      expect(dates.length).toBeGreaterThan(5);
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      const atom = parser.parse(await read(`${prefix}blog/atom.xml`));
      expect(atom.feed.entry.length).toBe(dates.length);
      const json = JSON.parse(await read(`${prefix}blog/feed.json`));
      expect(json.items[0].date_published >= json.items[1].date_published).toBe(true);
    }
    const list = await read('fr/blog/index.html');
    expect(list).toContain('type="application/rss+xml"');
    expect(list).toContain('type="application/atom+xml"');
  });

  it('describes each post as a schema:BlogPosting whose authors are Person IRIs', async () => {
    const html = await read('blog/why-lincs/index.html');
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain('https://portal.lincsproject.ca/id/person/margaret-ashdown');
  });
});

describe('the documentation routes of the spec', () => {
  it('are all built in both locales with a real body', async () => {
    const routes = (await fs.readFile(path.join(ROOT, 'tests/spec/docs-routes.txt'), 'utf8')).split('\n').filter((l) => l.startsWith('/'));
    const missing: string[] = [];
    const thin: string[] = [];
    for (const route of routes) {
      for (const prefix of ['', '/fr']) {
        const file = path.join(config.outDir, prefix + route, 'index.html');
        let html: string;
        try {
          html = await fs.readFile(file, 'utf8');
        } catch {
          missing.push(prefix + route);
          continue;
        }
        const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
        const words = main
          .replace(/<nav[\s\S]*?<\/nav>/g, ' ')
          .replace(/<[^>]+>/g, ' ')
          .split(/\s+/)
          .filter(Boolean).length;
        if (words < 120) thin.push(`${prefix + route} (${words} words)`);
      }
    }
    expect(missing).toEqual([]);
    expect(thin).toEqual([]);
  });

  it('marks translated pages lang="fr" and untranslated ones lang="en"', async () => {
    const docs = pages.filter((p) => p.locale === 'fr' && p.kind === 'doc' && p.bodyKind === 'doc' && p.source);
    expect(docs.filter((p) => !p.untranslated).length).toBeGreaterThan(docs.length * 0.6);
    for (const p of docs.slice(0, 400)) {
      const html = await read(path.join(p.path, 'index.html'));
      if (p.untranslated) expect(html, p.path).toContain('<article class="doc-article" lang="en">');
      else expect(html, p.path).toContain('<article class="doc-article">');
    }
  });
});

describe('JSON-LD of home, people and events pages', () => {
  it('describes the organisation on the home page, organisations on partner pages and the event on an event page', async () => {
    const home = await read('fr/index.html');
    expect(home).toContain('"mainEntity":{"@id":"https://portal.lincsproject.ca/id/organization/lincs"}');
    const funders = await read('docs/about-lincs/people/funding-partners/index.html');
    expect(funders).toMatch(/"@type":"Organization"/);
    expect(funders).toContain('"about"');
    const team = await read('docs/about-lincs/people/team/index.html');
    expect(team).toMatch(/"@type":"Person"/);
    const event = await read('fr/docs/about-lincs/get-involved/events/conference-2024-05/index.html');
    expect(event).toMatch(/"@type":"Event"/);
  });
});

describe('people and events: public facts and personas', () => {
  const PERSONA = { en: 'Writing persona of this portal', fr: 'Personnage d’auteur de ce portail' };

  // the posts are written for this portal: a real person's name and role on a byline would put words in their mouth
  it('presents every blog author as a writing persona of this portal, in both languages', async () => {
    const posts = pages.filter((p) => p.kind === 'post');
    expect(posts.length).toBeGreaterThan(0);
    for (const p of posts) {
      const html = await read(path.join(p.path, 'index.html'));
      const titles = [...html.matchAll(/<span class="author-title">([^<]*)<\/span>/g)].map((m) => m[1]);
      expect(titles.length, p.path).toBeGreaterThan(0);
      const locale = p.path.startsWith('/fr/') ? 'fr' : 'en';
      for (const title of titles) expect(title, p.path).toBe(PERSONA[locale]);
    }
    expect(await read('blog/authors/index.html')).toContain('not members of the LINCS team');
    expect(await read('fr/blog/authors/index.html')).toContain('non des membres de l’équipe de LINCS');
  });

  it('lists upcoming events only when they are upcoming, and otherwise says none is announced and links past events', async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const prefix of ['', 'fr/']) {
      const html = await read(`${prefix}docs/about-lincs/get-involved/events/index.html`);
      const upcoming = html.slice(html.indexOf('id="upcoming-events"'), html.indexOf('id="past-events"'));
      const ends = [...upcoming.matchAll(/data-end="([^"]+)"/g)].map((m) => m[1]);
      if (ends.length) for (const end of ends) expect(end >= today, end).toBe(true);
      else expect(upcoming).toMatch(/class="no-events">[^<]+<a href="#past-events">/);
    }
  });

  // a visitor reaches a team's group or past events from "On this page" as any doc page's sections
  it('puts every section heading of a listing page (groups, events, a catalogue) in its table of contents, in both languages', async () => {
    const listings = pages.filter((p) => p.listing && !p.hidden);
    let withHeadings = 0;
    for (const p of listings) {
      const html = await read(path.join(p.path, 'index.html'));
      const article = html.slice(html.indexOf('class="doc-article"'), html.indexOf('</article>'));
      const ids = [...article.matchAll(/<h2\b[^>]*\bid="([^"]+)"/g)].map((m) => m[1]);
      const toc = new Set([...html.matchAll(/data-toc-link="([^"]+)"/g)].map((m) => m[1]));
      if (ids.length) withHeadings++;
      expect(
        ids.filter((id) => !toc.has(id)),
        p.path,
      ).toEqual([]);
    }
    // team, committees, events, tools and datasets in both languages
    expect(withHeadings).toBeGreaterThanOrEqual(10);
  });

  it('shows a month-only event date as a month and the first of a month as 1er in French', async () => {
    // the attribute in any case, as HTML reads it (React writes dateTime)
    const MONTH_ONLY = /<time datetime="(\d{4}-\d{2})">([^<]*)<\/time>/gi;
    const en = await read('docs/about-lincs/get-involved/events/index.html');
    const fr = await read('fr/docs/about-lincs/get-involved/events/index.html');
    const enMonths = [...en.matchAll(MONTH_ONLY)];
    expect(enMonths.length).toBeGreaterThan(0);
    for (const [, , label] of enMonths) expect(label).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    for (const [, , label] of fr.matchAll(MONTH_ONLY)) expect(label).toMatch(/^[a-zéû]+ \d{4}$/);
    const frenchPages = pages.filter((p) => p.path.startsWith('/fr/') && (p.kind === 'post' || p.kind === 'blog'));
    for (const p of frenchPages.slice(0, 60)) {
      const html = await read(path.join(p.path, 'index.html'));
      expect(html, p.path).not.toMatch(
        /<time[^>]*>1 (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)/,
      );
    }
  });
});

describe('dataset pages: what a researcher cites with', () => {
  const FACTS = {
    en: ['Project leads', 'Date of publication with LINCS', 'What it holds'],
    fr: ['Responsables du projet', 'Date de publication avec LINCS', 'Contenu'],
  };
  const UNPUBLISHED = { en: 'Not yet published', fr: 'Information pas encore publiée' };
  /** the value of a row of the facts panel, tags stripped */
  const row = (html: string, label: string) =>
    (new RegExp(`<dt>${label}</dt><dd>([\\s\\S]*?)</dd>`).exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '');

  // a missing figure is said to be unpublished, never left out: a reader must not take silence for "none"
  it('shows leads, date of publication and holdings on every dataset page, as the graph gives them or as not yet published', async () => {
    expect(site.records.datasets.length).toBeGreaterThan(0);
    for (const d of site.records.datasets) {
      for (const locale of ['en', 'fr'] as const) {
        const html = await read(`${locale === 'fr' ? 'fr/' : ''}docs/explore-lod/project-datasets/${d.slug}/index.html`);
        const [leads, published, size] = FACTS[locale].map((label) => row(html, label));
        const names = d.creators.map((id) => site.records.people.find((p) => p.id === id)!.name);
        if (names.length) for (const name of names) expect(leads, d.slug).toContain(name);
        else expect(leads, d.slug).toBe(UNPUBLISHED[locale]);
        expect(published, d.slug).toBe(d.datePublished ? published : UNPUBLISHED[locale]);
        if (d.datePublished) expect(published, d.slug).toMatch(/\d{4}/);
        expect(size, d.slug).toBe(d.size ? d.size[locale].replace(/'/g, '&#x27;') : UNPUBLISHED[locale]);
      }
    }
  });

  it('names the project leads as Persons and gives the date of publication in the page JSON-LD', async () => {
    const cited = site.records.datasets.find((d) => d.creators.length && d.datePublished)!;
    const html = await read(`docs/explore-lod/project-datasets/${cited.slug}/index.html`);
    const graph = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1])['@graph'] as Record<
      string,
      unknown
    >[];
    const dataset = graph.find((n) => n['@id'] === cited.iri)!;
    expect(dataset.datePublished).toMatchObject({ '@value': cited.datePublished });
    for (const id of cited.creators) {
      const person = graph.find((n) => String(n['@id']).endsWith(`/id/${id}`));
      expect(person, id).toMatchObject({ '@type': 'Person' });
      expect(typeof person!.name).toBe('string');
    }
  });
});
