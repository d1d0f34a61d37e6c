// Whether a tool needs an account, as a reader of the real site sees it: the
// tool's page and its catalogue card say yes or no only when data/tools*.ttl
// states lv:requiresAccount, and say the requirement is not published when the
// data leaves it out; the catalogue's account filter offers that as its own
// value, so "no account needed" never lists a tool nobody has said that of.
// The expectation is read from the Turtle itself, not from the generator's records.
import fs from 'node:fs';
import path from 'node:path';
import { Parser } from 'n3';
import { describe, expect, it } from 'vitest';
import { t } from '../../src/i18n/index.ts';
import type { Locale } from '../../src/shared/model/types.ts';
import { ROOT } from '../helpers.ts';
import { realSite } from '../real-site.ts';

const LV = 'https://portal.lincsproject.ca/vocab#';
const SCHEMA = 'https://schema.org/';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';

type Account = 'required' | 'not-required' | 'unknown';

/** tool slug → what the data says of its account, straight from the Turtle files */
function accountsInData(): Map<string, Account> {
  const files = fs.readdirSync(path.join(ROOT, 'data')).filter((f) => /^tools.*\.ttl$/.test(f));
  const quads = files.flatMap((f) => new Parser().parse(fs.readFileSync(path.join(ROOT, 'data', f), 'utf8')));
  const out = new Map<string, Account>();
  for (const q of quads) {
    if (q.predicate.value === RDF_TYPE && q.object.value === `${SCHEMA}SoftwareApplication`) {
      const stated = quads.find((s) => s.subject.equals(q.subject) && s.predicate.value === `${LV}requiresAccount`);
      const account: Account = !stated ? 'unknown' : stated.object.value === 'true' ? 'required' : 'not-required';
      out.set(q.subject.value.split('/').pop()!, account);
    }
  }
  return out;
}

const panelText = (l: Locale, a: Account) =>
  t(l, a === 'unknown' ? 'panel.accountUnknown' : a === 'required' ? 'panel.accountYes' : 'panel.accountNo');
const chipText = (l: Locale, a: Account) => (a === 'unknown' ? t(l, 'catalogue.accountUnknown') : panelText(l, a));
const decode = (s: string) =>
  s
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe('account requirement of tools', () => {
  it('the tool page and the catalogue card say yes, no or "not published" exactly as the data does, in both languages', async () => {
    const site = await realSite();
    const data = accountsInData();
    expect(data.size).toBeGreaterThan(0);
    for (const locale of ['en', 'fr'] as const) {
      const prefix = locale === 'en' ? '' : '/fr';
      const catalogue = fs.readFileSync(path.join(site.outDir, prefix, 'docs/tools/index.html'), 'utf8');
      const cards = catalogue.split('<li class="catalogue-item').slice(1);
      for (const [slug, account] of data) {
        const where = `${prefix}/docs/tools/${slug}`;
        const page = path.join(site.outDir, prefix, 'docs/tools', slug, 'index.html');
        if (fs.existsSync(page)) {
          const html = fs.readFileSync(page, 'utf8');
          const row = new RegExp(`<dt>${t(locale, 'panel.account')}</dt><dd><span>([^<]*)</span></dd>`).exec(html);
          expect(row && decode(row[1]), where).toBe(panelText(locale, account));
        }
        const card = cards.find((c) => c.includes(`href="${prefix}/docs/tools/${slug}"`));
        expect(card, `catalogue card of ${slug}`).toBeDefined();
        const chips = [...card!.matchAll(/<span class="facet">([^<]*)<\/span>/g)].map((c) => decode(c[1]));
        expect(chips, `${where} card`).toContain(chipText(locale, account));
        expect(chips, `${where} card`).not.toContain(chipText(locale, account === 'not-required' ? 'required' : 'not-required'));
      }
      // the filter offers each answer the data gives, "not published" included, under its own value
      const offered = [...catalogue.matchAll(/<input type="checkbox" name="account" value="([^"]+)"/g)].map((x) => x[1]).sort();
      expect(offered, `${prefix}/docs/tools account filter`).toEqual([...new Set(data.values())].sort());
    }
  }, 600_000);
});
