// Rules over the real site's sources (not counts): French typography of every
// French source, writing personas presented as personas, and event dates no
// more precise than what is known.
import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { Parser, type Quad } from 'n3';
import { ROOT } from '../helpers.ts';
import { frenchSources, formatIssue } from '../../generator/typography.ts';

const SCHEMA = 'https://schema.org/';
const LV = 'https://portal.lincsproject.ca/vocab#';
const XSD = 'http://www.w3.org/2001/XMLSchema#';

function quadsOf(file: string): Quad[] {
  return new Parser().parse(fs.readFileSync(path.join(ROOT, 'data', file), 'utf8'));
}

describe('French typography of the real site', () => {
  it('finds no mistake in content/**/*.fr.md, the @fr literals of data/*.ttl or src/i18n/fr.json (run npm run fix:typography)', () => {
    const sources = frenchSources(ROOT);
    expect(sources.some((s) => s.file.endsWith('.fr.md'))).toBe(true);
    expect(sources.some((s) => s.file === 'src/i18n/fr.json')).toBe(true);
    const problems = sources.flatMap((s) => s.check(fs.readFileSync(path.join(ROOT, s.file), 'utf8')).map((i) => formatIssue(s.file, i)));
    expect(problems).toEqual([]);
  });
});

describe('people and events of the real site', () => {
  const people = quadsOf('people.ttl');
  const subjects = (type: string, quads: Quad[]) => [
    ...new Set(quads.filter((q) => q.predicate.value.endsWith('#type') && q.object.value === type).map((q) => q.subject.value)),
  ];
  const values = (quads: Quad[], s: string, p: string) =>
    quads.filter((q) => q.subject.value === s && q.predicate.value === p).map((q) => q.object);

  it('gives writing personas no job title and no membership of a real body, and says in their description that they are personas', () => {
    const personas = subjects(SCHEMA + 'Person', people).filter((s) =>
      values(people, s, LV + 'writingPersona').some((o) => o.value === 'true'),
    );
    expect(personas.length).toBeGreaterThan(0);
    for (const p of personas) {
      expect(values(people, p, SCHEMA + 'jobTitle'), p).toEqual([]);
      expect(values(people, p, SCHEMA + 'memberOf'), p).toEqual([]);
      const desc = values(people, p, SCHEMA + 'description');
      expect(desc.find((d) => (d as { language?: string }).language === 'en')?.value, p).toMatch(/writing persona of this portal/);
      expect(desc.find((d) => (d as { language?: string }).language === 'fr')?.value, p).toMatch(/personnage d’auteur de ce portail/i);
    }
  });

  it('signs every blog post with a writing persona or with a person who has a public role', () => {
    const dir = path.join(ROOT, 'content/blog');
    const keys = new Set<string>();
    for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.md') && !f.endsWith('.fr.md'))) {
      const m = /^authors:\s*\[([^\]]*)\]/m.exec(fs.readFileSync(path.join(dir, f), 'utf8'));
      for (const k of m?.[1]
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean) ?? [])
        keys.add(k);
    }
    for (const key of keys) {
      const iri = `https://portal.lincsproject.ca/id/person/${key}`;
      const persona = values(people, iri, LV + 'writingPersona').some((o) => o.value === 'true');
      const role = values(people, iri, SCHEMA + 'jobTitle').length > 0;
      expect(persona || role, key).toBe(true);
    }
  });

  it('types a date known only to the month as xsd:gYearMonth, not as the first day of the month', () => {
    const events = quadsOf('events.ttl');
    for (const e of subjects(SCHEMA + 'Event', events)) {
      const start = values(events, e, SCHEMA + 'startDate')[0] as { value: string; datatype: { value: string } };
      const end = values(events, e, SCHEMA + 'endDate')[0] as { value: string } | undefined;
      expect([XSD + 'date', XSD + 'gYearMonth'], e).toContain(start.datatype.value);
      // a one-day event on the 1st with nothing else known is the old placeholder pattern
      if (start.datatype.value === XSD + 'date' && start.value.endsWith('-01')) expect(end && end.value !== start.value, e).toBeTruthy();
    }
  });
});
