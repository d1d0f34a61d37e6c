// generator/model/home.ts on small in-memory records: event status against an
// injected date, the latest posts, the term of the day and the curated links.
import { describe, expect, it } from 'vitest';
import { buildHomePages, eventStatus } from '../../generator/model/home.ts';
import { buildBlog } from '../../generator/model/blog.ts';
import { termOfTheDay } from '../../generator/model/glossary.ts';
import type { Problem } from '../../generator/errors.ts';
import type { Page } from '../../src/shared/model/types.ts';
import { concept, emptyRecords, event, organization, post, renderer, SITE } from '../model-fixtures.ts';

const render = await renderer();

describe('eventStatus', () => {
  it('says upcoming before the first day, ongoing through the last, past after it', () => {
    expect(eventStatus('2025-06-10', '2025-06-12', '2025-06-09')).toBe('upcoming');
    expect(eventStatus('2025-06-10', '2025-06-12', '2025-06-10')).toBe('ongoing');
    expect(eventStatus('2025-06-10', '2025-06-12', '2025-06-12')).toBe('ongoing');
    expect(eventStatus('2025-06-10', '2025-06-12', '2025-06-13')).toBe('past');
  });
  it('treats a one-day event as ongoing on that day only', () => {
    expect(eventStatus('2025-06-10', undefined, '2025-06-10')).toBe('ongoing');
    expect(eventStatus('2025-06-10', undefined, '2025-06-11')).toBe('past');
  });
  it('lets a month-only date cover every day of that month, to its last day', () => {
    expect(eventStatus('2024-02', undefined, '2024-02-01')).toBe('ongoing');
    expect(eventStatus('2024-02', undefined, '2024-02-29')).toBe('ongoing'); // a leap year
    expect(eventStatus('2024-02', undefined, '2024-03-01')).toBe('past');
    expect(eventStatus('2024-02', undefined, '2024-01-31')).toBe('upcoming');
  });
});

describe('buildHomePages', () => {
  const today = new Date('2025-06-11T12:00:00Z');
  const records = emptyRecords({
    events: [event('later', '2025-09-01'), event('now', '2025-06-10', { endDate: '2025-06-12' }), event('done', '2025-05')],
    concepts: [
      concept('uri', 'glossary', 'URI', 'URI'),
      concept('iri', 'glossary', 'IRI', 'IRI'),
      concept('rdf', 'blog-tags', 'RDF', 'RDF'),
    ],
    organizations: [organization('lincs', 'LINCS', 'LINCS')],
  });
  const blog = buildBlog(
    ['01', '02', '03', '04', '05'].map((d) => post(`p${d}`, `2025-03-${d}`)),
    [],
    [],
    render,
    false,
  );
  const build = (existing: string[]) => {
    const problems: Problem[] = [];
    const pages = buildHomePages(records, blog, new Set(existing), problems, today);
    return { pages, problems };
  };
  const home = (page: Page) => {
    if (page.body.kind !== 'home') throw new Error(`not a home page: ${page.body.kind}`);
    return page.body.home;
  };

  it('makes one home page per locale, at / and /fr/, about the LINCS organisation', () => {
    const { pages } = build([]);
    expect(pages.map((p) => [p.locale, p.key, p.path])).toEqual([
      ['en', '/', '/'],
      ['fr', '/', '/fr/'],
    ]);
    expect(pages.every((p) => p.entityIri === `${SITE}/id/organization/lincs`)).toBe(true);
  });

  it('sorts events by start and gives each its status on the injected date', () => {
    const events = home(build([]).pages[0]).events;
    expect(events.items.map((e) => [e.slug, e.status])).toEqual([
      ['done', 'past'],
      ['now', 'ongoing'],
      ['later', 'upcoming'],
    ]);
    expect(events.items[0]).toMatchObject({ start: '2025-05-01', end: '2025-05-31', datetime: '2025-05' });
    expect(home(build([]).pages[1]).events.items[1].name.label).toBe('Événement now');
  });

  it('lists the three newest posts, newest first, with localized links', () => {
    const [en, fr] = build(['/blog', '/blog/p05', '/blog/p04', '/blog/p03']).pages.map(home);
    expect(en.latest.posts.map((p) => p.link.href)).toEqual(['/blog/p05', '/blog/p04', '/blog/p03']);
    expect(fr.latest.posts.map((p) => p.link.href)).toEqual(['/fr/blog/p05', '/fr/blog/p04', '/fr/blog/p03']);
  });

  it('shows the glossary term picked for the date, and links its page', () => {
    const { pages } = build([]);
    const picked = termOfTheDay(
      records.concepts.filter((c) => c.scheme === 'glossary'),
      today,
    )!;
    expect(['uri', 'iri']).toContain(picked.slug);
    expect(home(pages[0]).termOfTheDay?.href).toBe(`/docs/terms/${picked.slug}`);
    expect(home(pages[1]).termOfTheDay?.href).toBe(`/fr/docs/terms/${picked.slug}`);
    expect(pages[0].links).toContainEqual({ href: `/docs/terms/${picked.slug}` });
  });

  it('shows a curated link to a missing page as text, with one warning (from the English page only)', () => {
    const missing = build([]);
    const more = home(missing.pages[0]).latest.more;
    expect(more).toEqual({ label: 'All posts' });
    expect(home(missing.pages[1]).latest.more).toEqual({ label: 'Tous les billets' });
    const warned = missing.problems.filter((p) => p.message === 'the home page links to /blog, which does not exist; shown as text');
    expect(warned).toHaveLength(1);
    expect(warned[0].severity).toBe('warning');

    const present = build(['/blog']);
    expect(home(present.pages[1]).latest.more.href).toBe('/fr/blog');
    expect(present.problems.some((p) => p.message.includes('/blog,'))).toBe(false);
    expect(present.pages[0].links).toContainEqual({ href: '/blog' });
  });
});
