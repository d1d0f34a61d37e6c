// French typography rules: each example is checked (the checker names the
// rule) and fixed (the fixer writes the expected text); text that is already
// right, and text that is not prose, is left alone.
import { describe, it, expect } from 'vitest';
import {
  checkFrenchText,
  fixFrenchText,
  checkFrenchMarkdown,
  fixFrenchMarkdown,
  checkFrenchTurtle,
  fixFrenchTurtle,
  checkFrenchJson,
  fixFrenchJson,
} from '../../generator/validate/french-typography.ts';
import { formatDate, formatDateRange, firstDayKey, lastDayKey } from '../../generator/model/dates.ts';
import { eventStatus } from '../../generator/model/home.ts';

const N = '\u202F'; // narrow no-break space
const S = '\u00A0'; // no-break space

const PROSE: [string, string, string][] = [
  // [rule, as written, as fixed]
  ['space-before-punctuation', 'Pourquoi LINCS?', `Pourquoi LINCS${N}?`],
  ['space-before-punctuation', 'Pourquoi LINCS ?', `Pourquoi LINCS${N}?`],
  ['space-before-punctuation', `Pourquoi LINCS${S}?`, `Pourquoi LINCS${N}?`],
  ['space-before-punctuation', 'Attention! Voilà tout; ensuite', `Attention${N}! Voilà tout${N}; ensuite`],
  ['space-before-punctuation', 'Vraiment?!', `Vraiment${N}?!`],
  ['space-before-colon', 'Exemple: un triplet', `Exemple${S}: un triplet`],
  ['space-before-colon', 'Exemple : un triplet', `Exemple${S}: un triplet`],
  ['space-before-colon', '**Note:** lisez ceci', `**Note${S}:** lisez ceci`],
  ['guillemet-open', `« mot${N}»`, `«${N}mot${N}»`],
  ['guillemet-close', `«${N}mot »`, `«${N}mot${N}»`],
  ['guillemet-open', '«mot»', `«${N}mot${N}»`],
  ['apostrophe', "l'infrastructure d'aujourd'hui", 'l’infrastructure d’aujourd’hui'],
  ['apostrophe', "l'[outil](/docs/x), d'**Orlando** et l'_œuvre_", 'l’[outil](/docs/x), d’**Orlando** et l’_œuvre_'],
  ['ordinal-first', 'le 1 janvier 2024', 'le 1er janvier 2024'],
  ['ordinal-first', 'le 1e mai', 'le 1er mai'],
  ['ordinal-first', 'le 1ᵉʳ juin', 'le 1er juin'],
  ['ordinal-first', 'le premier octobre', 'le 1er octobre'],
  ['thousands-separator', 'plus de 20,000 gazouillis', `plus de 20${N}000 gazouillis`],
  ['thousands-separator', 'plus de 1 400 autrices', `plus de 1${N}400 autrices`],
  ['thousands-separator', 'environ 1,250,000 triplets', `environ 1${N}250${N}000 triplets`],
  ['decimal-comma', 'une hausse de 3.5 %', `une hausse de 3,5${N}%`],
  ['percent', 'environ 40% des notices', `environ 40${N}% des notices`],
];

const RIGHT = [
  `Pourquoi LINCS${N}?`,
  `Exemple${S}: un triplet; Exemple${N}: deux`.replace(';', `${N};`),
  `«${N}mot${N}»`,
  'l’infrastructure',
  'le 1er janvier 2024, le 11 janvier, le 21 mai',
  `20${N}000 gazouillis en 2019 et 2020`,
  'CIDOC CRM 7.1.1 et la licence CC BY 4.0',
  'à 10:30, xsd:date et crm:E21_Person',
  'un URI comme https://example.org/a?b=1;c=2 reste tel quel',
  'écrivez à info@example.org',
  'l’identifiant {id} et le nombre {n}',
];

describe('French typography: prose', () => {
  it.each(PROSE)('%s: %j', (rule, written, fixed) => {
    const issues = checkFrenchText(written);
    expect(issues.map((i) => i.rule)).toContain(rule);
    expect(fixFrenchText(written)).toBe(fixed);
    expect(checkFrenchText(fixed)).toEqual([]);
  });
  it.each(RIGHT)('leaves right or non-prose text alone: %j', (text) => {
    expect(checkFrenchText(text)).toEqual([]);
    expect(fixFrenchText(text)).toBe(text);
  });
  it('gives the line and column of a mistake', () => {
    const [issue] = checkFrenchText('Première ligne.\nDeuxième ligne?');
    expect(issue).toMatchObject({ rule: 'space-before-punctuation', line: 2, column: 14 });
  });
});

describe('French typography: Markdown', () => {
  const md = [
    '---',
    'title: Pourquoi LINCS?',
    'sidebar_label: Appel : colloque',
    'description: "Ce qu\'il faut savoir : tout"',
    "slug: l'adresse",
    'keywords: [a:b, c]',
    '---',
    '',
    "Le `rdf:type` et `a ; b` restent; voir [l'aide](/docs/l'aide?x=1) ou https://ex.org/a:b!",
    '',
    '```turtle',
    'ex:a rdfs:label "l\'arbre" ; ex:b 20,000 .',
    '```',
    '',
    ':::tip[Envie de participer?]',
    'Un lien «[ici](/x)» et <span lang="en">it\'s</span>.',
    ':::',
    '',
    '| Champ | Valeur |',
    '|:---|---:|',
    '',
    '![une image](/img/a.png) et <!-- truncate: ok -->',
  ].join('\n');
  const fixed = fixFrenchMarkdown(md);
  const lines = fixed.split('\n');

  it('fixes prose values of the front matter and quotes a plain value that would no longer parse', () => {
    expect(lines[1]).toBe(`title: Pourquoi LINCS${N}?`);
    expect(lines[2]).toBe(`sidebar_label: "Appel${S}: colloque"`);
    expect(lines[3]).toBe(`description: "Ce qu’il faut savoir${S}: tout"`);
  });
  it('leaves other front-matter keys, code, link targets and URLs as they were', () => {
    expect(lines[4]).toBe("slug: l'adresse");
    expect(lines[5]).toBe('keywords: [a:b, c]');
    expect(lines[8]).toBe(`Le \`rdf:type\` et \`a ; b\` restent${N}; voir [l’aide](/docs/l'aide?x=1) ou https://ex.org/a:b!`);
    expect(lines[11]).toBe('ex:a rdfs:label "l\'arbre" ; ex:b 20,000 .');
    expect(lines[19]).toBe('|:---|---:|');
    expect(lines[21]).toBe('![une image](/img/a.png) et <!-- truncate: ok -->');
  });
  it('checks the title of an admonition and text around links and HTML', () => {
    expect(lines[14]).toBe(`:::tip[Envie de participer${N}?]`);
    expect(lines[15]).toBe(`Un lien «${N}[ici](/x)${N}» et <span lang="en">it’s</span>.`);
  });
  it('finds exactly what it fixes, with positions in the file', () => {
    const issues = checkFrenchMarkdown(md);
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.find((i) => i.rule === 'space-before-punctuation' && i.line === 9)).toMatchObject({ column: 32 });
    expect(checkFrenchMarkdown(fixed)).toEqual([]);
    expect(fixFrenchMarkdown(fixed)).toBe(fixed);
  });
});

describe('French typography: Turtle and JSON sources', () => {
  const ttl = [
    '# a comment with "quotes" and l\'apostrophe',
    '<https://e/x> <https://e/p> "the team\'s page"@en, "la page de l\'équipe : voilà"@fr ;',
    '    <https://e/q> """Deux lignes ?',
    'Oui!"""@fr ; <https://e/r> "20,000"^^<https://e/t> .',
  ].join('\n');
  it('fixes only the @fr literals', () => {
    const out = fixFrenchTurtle(ttl);
    expect(out.split('\n')[0]).toBe('# a comment with "quotes" and l\'apostrophe');
    expect(out).toContain('"the team\'s page"@en');
    expect(out).toContain(`"la page de l’équipe${S}: voilà"@fr`);
    expect(out).toContain(`"""Deux lignes${N}?\nOui${N}!"""@fr`);
    expect(out).toContain('"20,000"^^');
    expect(checkFrenchTurtle(out)).toEqual([]);
  });
  it('reports the line and column in the Turtle file', () => {
    const issues = checkFrenchTurtle(ttl);
    expect(issues.map((i) => [i.rule, i.line])).toEqual([
      ['apostrophe', 2],
      ['space-before-colon', 2],
      ['space-before-punctuation', 3],
      ['space-before-punctuation', 4],
    ]);
  });
  it('fixes the string values of a JSON file, not its keys', () => {
    const json = JSON.stringify({ "l'clé": { a: 'Rechercher : {query}', b: ['Voir ?'] } }, null, 2) + '\n';
    const issues = checkFrenchJson(json);
    expect(issues.map((i) => i.key)).toEqual(["l'clé.a", "l'clé.b[0]"]);
    const out = JSON.parse(fixFrenchJson(json));
    expect(out["l'clé"]).toEqual({ a: `Rechercher${S}: {query}`, b: [`Voir${N}?`] });
  });
  it('leaves a JSON file with nothing to fix as its author formatted it', () => {
    const json = '{\n  "links": [["Accueil", "/"]]\n}\n';
    expect(fixFrenchJson(json)).toBe(json);
  });
});

describe('dates as the site shows them', () => {
  it('writes the first of the month as 1er in French, not in English', () => {
    expect(formatDate('2024-01-01', 'fr')).toBe('1er janvier 2024');
    expect(formatDate('2024-01-01', 'en')).toBe('January 1, 2024');
    expect(formatDate('2024-05-11', 'fr')).toBe('11 mai 2024');
    expect(formatDate('2024-05-21', 'fr')).toBe('21 mai 2024');
  });
  it('shows a month-only date (xsd:gYearMonth) as a month, never as its first day', () => {
    expect(formatDate('2021-05', 'en')).toBe('May 2021');
    expect(formatDate('2021-05', 'fr')).toBe('mai 2021');
    expect(formatDateRange('2021-05', '2021-06', 'fr')).toBe('mai 2021 – juin 2021');
  });
  it('writes a range of days the way each language does, with 1er in French', () => {
    expect(formatDateRange('2024-05-05', '2024-05-09', 'fr')).toBe('5–9 mai 2024');
    expect(formatDateRange('2024-05-05', '2024-05-09', 'en')).toBe('May 5–9, 2024');
    expect(formatDateRange('2019-09-01', '2019-10-03', 'fr')).toMatch(/^1er septembre\s–\s3 octobre 2019$/u);
    expect(formatDateRange('2024-05-05', '2024-05-05', 'fr')).toBe('5 mai 2024');
  });
  it('lets a month cover all its days when deciding whether an event is past', () => {
    expect(firstDayKey('2023-05')).toBe('2023-05-01');
    expect(lastDayKey('2023-05')).toBe('2023-05-31');
    expect(lastDayKey('2024-02')).toBe('2024-02-29');
    expect(eventStatus('2023-05', undefined, '2023-05-20')).toBe('ongoing');
    expect(eventStatus('2023-05', undefined, '2023-06-01')).toBe('past');
    expect(eventStatus('2023-05', undefined, '2023-04-30')).toBe('upcoming');
  });
});
