// The JSON-LD of the real site's pages, as search engines read it for rich
// results: each type's required fields (Google Search Central's structured
// data documentation for Event, Dataset, Article/BlogPosting and
// SoftwareApplication) where the data holds them, the right shape for what
// it holds (an event's location a Place or VirtualLocation, a licence an IRI)
// and nothing the data does not say (no invented status, price or system).
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { realSite } from '../real-site.ts';
import { jsonLdOf } from '../helpers.ts';

const site = await realSite();

type Node = Record<string, unknown> & { '@id'?: string; '@type'?: string | string[] };

/** Every node of every published page's JSON-LD, by type. */
async function nodesByType(): Promise<Map<string, { page: string; node: Node }[]>> {
  const byType = new Map<string, { page: string; node: Node }[]>();
  for (const p of site.pages) {
    if (p.hidden || p.noindex || p.kind === 'notFound') continue;
    const file = path.join(site.outDir, p.path === '/' ? '' : p.path, 'index.html');
    const html = await fs.readFile(file, 'utf8').catch(() => undefined);
    if (!html) continue;
    const doc = jsonLdOf(html) as { '@graph'?: Node[] };
    for (const node of doc['@graph'] ?? []) {
      for (const type of [node['@type'] ?? []].flat()) {
        const list = byType.get(type) ?? [];
        list.push({ page: p.path, node });
        byType.set(type, list);
      }
    }
  }
  return byType;
}

const byType = await nodesByType();
const dump = await fs.readFile(path.join(site.outDir, 'data/site-graph.nt'), 'utf8');
/** Whether the data (the dump) states this property of this entity. */
const dataStates = (node: Node, key: string) => dump.includes(`<${node['@id']}> <https://schema.org/${key}> `);
const has = (node: Node, key: string) => node[key] !== undefined;
const values = (node: Node, key: string) => [node[key] ?? []].flat() as unknown[];
const isIri = (v: unknown) => typeof v === 'object' && v !== null && typeof (v as { '@id'?: unknown })['@id'] === 'string';

describe('page JSON-LD for rich results', () => {
  it('Event: name and startDate; a location is a Place or VirtualLocation with the attendance mode it implies', () => {
    const events = byType.get('Event') ?? [];
    expect(events.length).toBeGreaterThan(3);
    const places = new Map((byType.get('Place') ?? []).concat(byType.get('VirtualLocation') ?? []).map((x) => [x.node['@id'], x.node]));
    for (const { page, node } of events) {
      expect(has(node, 'name') && has(node, 'startDate'), `${page} ${node['@id']}`).toBe(true);
      for (const loc of values(node, 'location')) {
        expect(isIri(loc), `${page}: location is a node, not a string`).toBe(true);
        const place = places.get((loc as { '@id': string })['@id']);
        expect(place?.['@type'], page).toMatch(/^(Place|VirtualLocation)$/);
        const mode = place?.['@type'] === 'Place' ? 'OfflineEventAttendanceMode' : 'OnlineEventAttendanceMode';
        const modes = values(node, 'eventAttendanceMode').map((m) =>
          (m as { '@id': string })['@id'].replace(/^schema:/, 'https://schema.org/'),
        );
        expect(modes, page).toEqual([`https://schema.org/${mode}`]);
      }
      // a status only where the data states one: none is invented
      expect(has(node, 'eventStatus'), page).toBe(dataStates(node, 'eventStatus'));
    }
  });

  it('Dataset: name and description, its url, and a licence that is an IRI', () => {
    const datasets = byType.get('Dataset') ?? [];
    expect(datasets.length).toBeGreaterThan(5);
    for (const { page, node } of datasets) {
      for (const key of ['name', 'description', 'url']) expect(has(node, key), `${page} ${key}`).toBe(true);
      for (const l of values(node, 'license')) expect(isIri(l), `${page} license`).toBe(true);
      for (const c of values(node, 'creator')) expect(isIri(c), `${page} creator`).toBe(true);
    }
  });

  it('BlogPosting: headline, datePublished, author, image, and LINCS as publisher when the data describes it', () => {
    const posts = byType.get('BlogPosting') ?? [];
    expect(posts.length).toBeGreaterThan(5);
    const lincs = `${site.siteUrl}/id/organization/lincs`;
    const described = dump.includes(`<${lincs}> `);
    for (const { page, node } of posts) {
      for (const key of ['headline', 'datePublished', 'author', 'image']) expect(has(node, key), `${page} ${key}`).toBe(true);
      expect(values(node, 'publisher'), `${page} publisher`).toEqual(described ? [{ '@id': lincs }] : []);
      // no post records an edit: a dateModified would be invented
      expect(has(node, 'dateModified'), `${page} dateModified`).toBe(false);
    }
  });

  it('SoftwareApplication: name and applicationCategory; a price or system only where the data states it', () => {
    const tools = byType.get('SoftwareApplication') ?? [];
    expect(tools.length).toBeGreaterThan(5);
    for (const { page, node } of tools) {
      expect(has(node, 'name'), page).toBe(true);
      for (const key of ['offers', 'operatingSystem', 'aggregateRating'])
        expect(has(node, key), `${page} ${key}`).toBe(dataStates(node, key));
    }
    expect(tools.some(({ node }) => has(node, 'applicationCategory'))).toBe(true);
  });
});
