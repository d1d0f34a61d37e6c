// One list of further resources per glossary term, in both languages, fed
// from the data (rdfs:seeAlso and skos:exactMatch): a term page's Markdown
// does not add a second, hand-written list beside it. Every term carries at
// least one authoritative reference (the defining specification or standard,
// a survey of record, or the skos:exactMatch authority), so every page has the list.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { realSite } from '../real-site.ts';

const RESOURCES_HEADING = /<h2[^>]*>\s*(?:Further resources|Further reading|Ressources complémentaires|Pour aller plus loin)\s*</gi;

describe('further resources on term pages', () => {
  it('every term has a reference in the data and shows exactly one list of them, in both languages', async () => {
    const site = await realSite();
    const terms = site.records.concepts.filter((c) => c.scheme === 'glossary');
    expect(terms.length).toBeGreaterThan(0);
    const withoutReference = terms.filter((c) => c.seeAlso.length + c.exactMatch.length === 0).map((c) => c.slug);
    expect(withoutReference, 'glossary terms with neither rdfs:seeAlso nor skos:exactMatch').toEqual([]);
    for (const c of terms) {
      for (const prefix of ['', '/fr']) {
        const file = path.join(site.outDir, prefix, 'docs/terms', c.slug, 'index.html');
        const html = fs.readFileSync(file, 'utf8');
        const lists = html.match(RESOURCES_HEADING) ?? [];
        expect(lists.length, `${prefix}/docs/terms/${c.slug}`).toBe(1);
        for (const iri of [...c.seeAlso, ...c.exactMatch]) expect(html, `${prefix}/docs/terms/${c.slug}`).toContain(`href="${iri}"`);
      }
    }
  }, 600_000);
});
