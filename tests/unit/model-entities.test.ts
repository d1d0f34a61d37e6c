// generator/model/entities.ts, listings.ts and catalogues.ts on small in-memory
// records: pages about entities and lists drawn from the graph, as data only.
import { describe, expect, it } from 'vitest';
import { attachEntities } from '../../generator/model/entities.ts';
import { buildListing, facetLabeller, listedEntities, listingLinks, type ListingInput } from '../../generator/model/listings.ts';
import { toolCatalogue } from '../../generator/model/catalogues.ts';
import { fold, matches } from '../../src/shared/catalogue-filter.ts';
import { makeDocPage, pairDocuments } from '../../generator/model/docs.ts';
import type { Locale, Page, Records } from '../../src/shared/model/types.ts';
import type { SourceDocument } from '../../generator/load/markdown.ts';
import { concept, doc, emptyRecords, event, organization, person, renderer, SITE, tool } from '../model-fixtures.ts';

const render = await renderer();

const records: Records = emptyRecords({
  concepts: [
    concept('convert', 'tool-functions', 'Convert', 'Convertir'),
    concept('clean', 'tool-functions', 'Clean', 'Nettoyer'),
    concept('beginner', 'tool-levels', 'Beginner', 'Débutant'),
    concept('expert', 'tool-levels', 'Expert', 'Expert'),
    concept('intermediate', 'tool-levels', 'Intermediate', 'Intermédiaire'),
  ],
  tools: [
    tool('zeta', 'Zeta Tool', { functions: ['convert'], level: 'expert' }),
    tool('openrefine', 'OpenRefine', { functions: ['clean', 'convert'], level: 'beginner' }),
    tool('middle', 'Middle Tool', { level: 'intermediate' }),
  ],
  organizations: [
    organization('lincs', 'LINCS', 'LINCS'),
    organization('zfund', 'Zeta Fund', 'Fonds Zêta', { roles: ['funding-partner'] }),
    organization('afund', 'Alpha Council', 'Conseil Alpha', { roles: ['funding-partner'] }),
    organization('other', 'Other Body', 'Autre organisme', { roles: ['collaborator'] }),
    organization('dev', 'Development team', 'Équipe de développement', { groupKind: 'team' }),
  ],
  people: [
    { ...person('lead', 'Real Lead', false), memberOf: ['organization/lincs'] },
    { ...person('coder', 'Real Coder', false), memberOf: ['organization/dev'] },
    { ...person('muse', 'Writing Persona'), memberOf: ['organization/dev', 'organization/lincs'] },
  ],
});

/** One page per locale for each document, as the model stage makes them. */
function pagesOf(documents: SourceDocument[]): Page[] {
  const pairs = pairDocuments(documents, 'doc');
  return (['en', 'fr'] as Locale[]).flatMap((locale) => pairs.map((pair) => makeDocPage(pair, locale, render)!));
}

const input = (locale: Locale, pages: Page[] = [], todayKey = '2025-06-11'): ListingInput => ({
  locale,
  records,
  label: facetLabeller(records),
  todayKey,
  siteUrl: SITE,
  pages,
  contact: {},
});

describe('attachEntities', () => {
  it('gives a page naming a tool its IRI and a panel of facts labelled from the graph, in each locale', () => {
    const given = pagesOf([doc('tools/openrefine', 'en', { entity: 'tool/openrefine' })]);
    const before = structuredClone(given);
    const { pages, problems } = attachEntities(given, records, SITE, new Date());
    expect(problems).toEqual([]);
    // a new value: the pages given are left as they were
    expect(given).toEqual(before);
    const [en, fr] = pages;
    expect(en.entityIri).toBe(`${SITE}/id/tool/openrefine`);
    expect(en.body.kind === 'doc' && en.body.entity).toMatchObject({ kind: 'tool', functions: ['Clean', 'Convert'], level: 'Beginner' });
    expect(fr.body.kind === 'doc' && fr.body.entity).toMatchObject({ summary: 'OpenRefine décrit.', functions: ['Nettoyer', 'Convertir'] });
  });

  it('reports an entity or a listing that does not exist once, against the English file', () => {
    const pages = pagesOf([doc('tools/ghost', 'en', { entity: 'tool/ghost' }), doc('about/list', 'en', { listing: 'sponsors' })]);
    const { problems } = attachEntities(pages, records, SITE, new Date());
    expect(problems.map((p) => [p.message, p.position?.file])).toEqual([
      ['unknown listing "sponsors"', 'content/docs/about/list.md'],
      ['entity "tool/ghost" named in front matter is not in the graph', 'content/docs/tools/ghost.md'],
    ]);
  });

  it('lists the partners of a role on the page and records them as the entities it lists', () => {
    const { pages } = attachEntities(pagesOf([doc('about/funders', 'en', { listing: 'funding-partners' })]), records, SITE, new Date());
    const [en, fr] = pages;
    const listing = en.body.kind === 'doc' ? en.body.listing : undefined;
    expect(listing?.kind === 'organizations' && listing.items.map((o) => o.name)).toEqual(['Alpha Council', 'Zeta Fund']);
    expect(en.listedEntities).toEqual([`${SITE}/id/organization/afund`, `${SITE}/id/organization/zfund`]);
    const frListing = fr.body.kind === 'doc' ? fr.body.listing : undefined;
    expect(frListing?.kind === 'organizations' && frListing.items.map((o) => o.name)).toEqual(['Conseil Alpha', 'Fonds Zêta']);
  });

  it('puts a listing’s headings in the table of contents where the page shows them, unless its front matter hides them', () => {
    const toc = (listing: string, extra: object = {}) => {
      const given = pagesOf([doc('about/x', 'en', { listing, ...extra }, '## Why\n\nText.')]);
      return attachEntities(given, records, SITE, new Date()).pages.map((p) => p.toc.map((e) => `${e.id} ${e.text}`));
    };
    expect(toc('team')).toEqual([
      ['why Why', 'project-lead Leadership', 'group-dev Development team'],
      ['why Why', 'project-lead Direction du projet', 'group-dev Équipe de développement'],
    ]);
    // a catalogue comes before the prose
    expect(toc('tools')[0]).toEqual(['catalogue The catalogue', 'why Why']);
    expect(toc('team', { hide_table_of_contents: true })).toEqual([[], []]);
    expect(toc('team', { toc_min_heading_level: 3 })).toEqual([[], []]);
  });
});

describe('buildListing', () => {
  it('shows teams with their real members and leads, never a writing persona', () => {
    const team = buildListing('team', input('en'))!;
    if (team.kind !== 'groups') throw new Error(team.kind);
    expect(team.leads.map((p) => p.name)).toEqual(['Real Lead']);
    expect(team.groups.map((g) => [g.name, g.members.map((m) => m.name)])).toEqual([['Development team', ['Real Coder']]]);
    expect(listedEntities(team)).toEqual([`${SITE}/id/person/lead`, `${SITE}/id/organization/dev`, `${SITE}/id/person/coder`]);
  });

  it('splits events into upcoming (soonest first) and past (latest first) on the given day, linking only pages that exist', () => {
    const ev = (slug: string, startDate: string, url?: string) => event(slug, startDate, { name: { en: slug, fr: slug }, url });
    const withEvents = {
      ...records,
      events: [ev('a', '2025-01-05'), ev('b', '2025-09-01', `${SITE}/docs/events/b`), ev('c', '2025-07-01'), ev('d', '2024-03')],
    };
    const pages = pagesOf([doc('events/b')]);
    const listing = buildListing('events', { ...input('fr', pages), records: withEvents })!;
    if (listing.kind !== 'events') throw new Error(listing.kind);
    expect(listing.upcoming.map((e) => e.name)).toEqual(['c', 'b']);
    expect(listing.past.map((e) => e.name)).toEqual(['a', 'd']);
    expect(listingLinks(listing)).toEqual(['/fr/docs/events/b']);
  });

  it('knows no listing by another name', () => {
    expect(buildListing('sponsors', input('en'))).toBeUndefined();
  });
});

describe('toolCatalogue', () => {
  it('sorts cards by name and links only the tools that have a page', () => {
    const catalogue = toolCatalogue(input('en', pagesOf([doc('tools/openrefine')])));
    expect(catalogue.items.map((i) => [i.key, i.title, i.href])).toEqual([
      ['middle', 'Middle Tool', undefined],
      ['openrefine', 'OpenRefine', '/docs/tools/openrefine'],
      ['zeta', 'Zeta Tool', undefined],
    ]);
    expect(catalogue.items[1]).toMatchObject({
      values: { function: ['clean', 'convert'], level: ['beginner'], origin: [], account: ['not-required'] },
      chips: ['Clean', 'Convert', 'Beginner', 'No account needed'],
    });
  });

  it('offers the facet values in use, labelled in the locale: functions by label, levels in their fixed order', () => {
    const { facets } = toolCatalogue(input('fr'));
    expect(facets.map((f) => [f.name, f.options.map((o) => o.label)])).toEqual([
      ['function', ['Convertir', 'Nettoyer']],
      // not alphabetical (Débutant, Expert, Intermédiaire): from beginner to expert
      ['level', ['Débutant', 'Intermédiaire', 'Expert']],
      ['origin', []],
      ['account', ['Aucun compte nécessaire']],
    ]);
  });

  it('says a tool whose account requirement is unpublished is unknown, and the account filter never counts it as yes or no', () => {
    const unknown: ListingInput = {
      ...input('fr'),
      records: { ...records, tools: [...records.tools, tool('quiet', 'Quiet Tool', { requiresAccount: undefined })] },
    };
    const { items, facets } = toolCatalogue(unknown);
    const quiet = items.find((i) => i.key === 'quiet')!;
    expect(quiet.values.account).toEqual(['unknown']);
    expect(quiet.chips).toContain('Exigence de compte non publiée');
    expect(facets.find((f) => f.name === 'account')!.options).toEqual([
      { value: 'not-required', label: 'Aucun compte nécessaire' },
      { value: 'unknown', label: 'Exigence de compte non publiée' },
    ]);
    const shown = (wanted: string[]) =>
      items.filter((i) => matches(i.values, fold(i.searchText), { q: '', facets: { account: wanted } })).map((i) => i.key);
    expect(shown(['not-required'])).not.toContain('quiet');
    expect(shown(['unknown'])).toEqual(['quiet']);
  });

  it('names a tool in French by its translated page title, and keeps the graph name for an untranslated page', () => {
    const pages = pagesOf([
      doc('tools/zeta'),
      { ...doc('tools/zeta', 'fr'), frontMatter: { title: 'Outil Zêta' } },
      doc('tools/openrefine'),
    ]);
    const { items } = toolCatalogue(input('fr', pages));
    expect(items.map((i) => [i.title, i.href])).toEqual([
      ['Middle Tool', undefined],
      ['OpenRefine', '/fr/docs/tools/openrefine'],
      ['Outil Zêta', '/fr/docs/tools/zeta'],
    ]);
    expect(items[2].searchText.startsWith('Outil Zêta | Zeta Tool')).toBe(true);
  });
});
