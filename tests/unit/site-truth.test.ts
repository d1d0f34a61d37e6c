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

/** Whether the block of comment lines just above `name a ...` in a Turtle file names a source. */
function sourceCommentAbove(text: string, name: string): boolean {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.startsWith(name + ' a '));
  if (at < 0) return false;
  const block: string[] = [];
  for (let i = at - 1; i >= 0 && lines[i].startsWith('#'); i--) block.push(lines[i]);
  return block.some((l) => /\bSources?:/.test(l));
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

  it('signs every blog post with a writing persona only: no real person has words attributed to them', () => {
    const dir = path.join(ROOT, 'content/blog');
    const keys = new Set<string>();
    for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.md'))) {
      const m = /^authors:\s*\[([^\]]*)\]/m.exec(fs.readFileSync(path.join(dir, f), 'utf8'));
      for (const k of m?.[1]
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean) ?? [])
        keys.add(k);
    }
    expect(keys.size).toBeGreaterThan(0);
    for (const key of keys) {
      const iri = `https://portal.lincsproject.ca/id/person/${key}`;
      expect(
        values(people, iri, LV + 'writingPersona').some((o) => o.value === 'true'),
        `${key} signs a post but is not a writing persona`,
      ).toBe(true);
    }
  });

  it('gives every real person a public role in both languages, no quoted words, and a source comment', () => {
    const text = fs.readFileSync(path.join(ROOT, 'data/people.ttl'), 'utf8');
    const real = subjects(SCHEMA + 'Person', people).filter(
      (s) => !values(people, s, LV + 'writingPersona').some((o) => o.value === 'true'),
    );
    for (const p of real) {
      const titles = values(people, p, SCHEMA + 'jobTitle') as { language?: string }[];
      expect(titles.map((t) => t.language).sort(), p).toEqual(['en', 'fr']);
      for (const q of people.filter((q) => q.subject.value === p && q.object.termType === 'Literal'))
        expect(q.object.value, `${p} ${q.predicate.value}`).not.toMatch(/[“”«»"]/);
      expect(sourceCommentAbove(text, p.replace('https://portal.lincsproject.ca/id/person/', 'person:')), p).toBe(true);
    }
  });

  it('gives writing personas no affiliation or employer either', () => {
    for (const p of subjects(SCHEMA + 'Person', people).filter((s) =>
      values(people, s, LV + 'writingPersona').some((o) => o.value === 'true'),
    )) {
      for (const prop of ['affiliation', 'worksFor', 'alumniOf', 'sponsor'])
        expect(values(people, p, SCHEMA + prop), `${p} schema:${prop}`).toEqual([]);
    }
  });

  it('names the public source of every event in a comment above it', () => {
    const events = quadsOf('events.ttl');
    const text = fs.readFileSync(path.join(ROOT, 'data/events.ttl'), 'utf8');
    const all = subjects(SCHEMA + 'Event', events);
    expect(all.length).toBeGreaterThan(0);
    for (const e of all) expect(sourceCommentAbove(text, e.replace('https://portal.lincsproject.ca/id/event/', 'event:')), e).toBe(true);
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
