// One French term per concept: the glossary's French preferred label is the
// site's word, its lv:avoidLabel values are the words it does not use. The
// check warns where a French page says one of them, with the preferred term
// as the "did you mean"; the lexicon page shows the same list.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyse } from '../../generator/build.ts';
import { checkTerminology, findAvoidedTerms, terminologyRules } from '../../generator/validate/terminology.ts';
import type { Concept, Page } from '../../src/shared/model/types.ts';
import { concept } from '../model-fixtures.ts';
import { realSiteCopy } from '../site-copy.ts';
import { ROOT } from '../helpers.ts';

const triplestore: Concept = {
  ...concept('triplestore', 'glossary', 'Triplestore', 'Base de triplets'),
  avoidLabels: { en: [], fr: ['Entrepôt de triplets', 'Triplestore'] },
};
const lod: Concept = {
  ...concept('linked-open-data', 'glossary', 'Linked Open Data', 'Données ouvertes liées'),
  avoidLabels: { en: [], fr: ['DOL'] },
};
const rules = terminologyRules([triplestore, lod]);
const found = (text: string, markdown = true) => findAvoidedTerms(text, rules, markdown).map((u) => [u.found, u.rule.preferred]);

describe('finding the names the glossary says not to use', () => {
  it('finds a name to avoid in prose, in any case and in the plural, with the preferred term', () => {
    expect(found('Le triplestore et les Entrepôts de triplets.\n')).toEqual([
      ['triplestore', 'base de triplets'],
      ['Entrepôts de triplets', 'base de triplets'],
    ]);
    expect(found('Un [triplestore](/docs/terms/triplestore) public.')).toEqual([['triplestore', 'base de triplets']]);
    expect(found('title: Le match des triplestores\n', false)).toEqual([['triplestores', 'base de triplets']]);
  });

  it('leaves code, link targets, URLs, other words and mentions of the word alone', () => {
    const text = [
      'Voir [la base](/blog/triplestore-battle) et https://example.org/triplestore.',
      'Une requête `SELECT * { ?triplestore ?p ?o }` et un triplestorefoo.',
      '```',
      'triplestore',
      '```',
      'Une base de triplets (*triplestore*) ou (_triplestore_).',
      '*Triplestore* peut se rendre par « entrepôt de triplets » ou « base de triplets ».',
    ].join('\n');
    expect(found(text)).toEqual([]);
  });

  it('an acronym is matched in capitals only: « DOL », not the word « dol »', () => {
    expect(found('Publier vos DOL.')).toEqual([['DOL', 'données ouvertes liées']]);
    expect(found('Un dol, en droit, est une tromperie.')).toEqual([]);
  });

  it('reports the line and column in the file', () => {
    const uses = findAvoidedTerms('---\ntitle: Titre\n---\n\nDans le triplestore.\n', rules, true);
    expect(uses.map((u) => [u.line, u.column])).toEqual([[5, 9]]);
  });
});

describe('the check over pages and data files', () => {
  const files: Record<string, string> = {
    'content/docs/a.fr.md': '---\ntitle: A\n---\n\nPublier vos DOL dans un entrepôt de triplets.\n',
    'content/docs/b.fr.md': '---\ntitle: B\n---\n\nUn dol, en droit. Une base de triplets.\n',
    'content/docs/a.md': '---\ntitle: A\n---\n\nA triplestore.\n',
    'data/terms.ttl': [
      'ex:a skos:definition "Le triplestore répond."@fr ;',
      '  lv:avoidLabel "Triplestore"@fr ;',
      '  skos:scopeNote "Un dol ; des DOL."@fr ;',
      '  skos:definition "A triplestore."@en .',
    ].join('\n'),
  };
  const problems = checkTerminology({
    concepts: [triplestore, lod],
    documents: [
      { file: 'content/docs/a.fr.md', locale: 'fr' },
      { file: 'content/docs/b.fr.md', locale: 'fr' },
      { file: 'content/docs/a.md', locale: 'en' },
    ],
    dataFiles: ['data/terms.ttl'],
    readText: (file) => files[file],
  });

  it('warns where French pages and French literals use a name, at file:line:column, and nowhere else', () => {
    const at = (p: (typeof problems)[number]) =>
      `${p.position?.file}:${p.position?.line}:${p.position?.column} ${/« ([^»]+) »/.exec(p.message)![1]}`;
    expect(problems.map(at).sort()).toEqual([
      'content/docs/a.fr.md:5:13 DOL',
      'content/docs/a.fr.md:5:25 entrepôt de triplets',
      'data/terms.ttl:1:26 triplestore',
      'data/terms.ttl:3:32 DOL',
    ]);
  });
});

describe('the check in a dev session, which keeps each file’s warnings between saves', () => {
  const at = (problems: ReturnType<typeof checkTerminology>) =>
    problems.map((p) => `${p.position?.file}:${p.position?.line}:${p.position?.column} ${p.message}`).sort();
  const documents = [
    { file: 'content/docs/a.fr.md', locale: 'fr' as const },
    { file: 'content/docs/b.fr.md', locale: 'fr' as const },
  ];
  it('gives, after every save, what a check of every file gives', () => {
    const files: Record<string, string> = {
      'content/docs/a.fr.md': '---\ntitle: A\n---\n\nUn triplestore.\n',
      'content/docs/b.fr.md': '---\ntitle: B\n---\n\nUne base de triplets.\n',
      'data/terms.ttl': 'ex:a skos:definition "Des DOL."@fr .',
    };
    const kept = { files: new Map() };
    let concepts = [triplestore, lod];
    const run = (kept?: Parameters<typeof checkTerminology>[0]['kept']) =>
      at(checkTerminology({ concepts, documents, dataFiles: ['data/terms.ttl'], readText: (f) => files[f], kept }));
    const saves: (() => void)[] = [
      () => undefined,
      // a page saved with a name to avoid, another with it removed
      () => (files['content/docs/b.fr.md'] += 'Un entrepôt de triplets.\n'),
      () => (files['content/docs/a.fr.md'] = '---\ntitle: A\n---\n\nUne base de triplets.\n'),
      // the data saved
      () => (files['data/terms.ttl'] = 'ex:a skos:definition "Des données."@fr .'),
      // the glossary changed: a name newly avoided is found in a page that was not saved
      () =>
        (concepts = [{ ...triplestore, avoidLabels: { en: [], fr: ['Triplestore', 'Entrepôt de triplets', 'Base de triplets'] } }, lod]),
      // the preferred French label changed: every warning for that concept says another word
      () => (concepts = [{ ...concepts[0], label: { ...concepts[0].label, fr: 'Magasin de triplets' } }, lod]),
      // a page deleted
      () => delete files['content/docs/b.fr.md'],
    ];
    const seen: string[][] = [];
    for (const save of saves) {
      save();
      const warnings = run(kept);
      expect(warnings).toEqual(run());
      seen.push(warnings);
    }
    // each save changed what the check says: a result kept too long would have shown
    for (let i = 1; i < seen.length; i++) expect(seen[i], `save ${i}`).not.toEqual(seen[i - 1]);
    expect([...kept.files.keys()].sort()).toEqual(['content/docs/a.fr.md', 'data/terms.ttl']);
    // a label no rule reads (an English one) changed: the same warnings, kept, not found again
    const before = kept.files.get('content/docs/a.fr.md')!.problems;
    concepts = [{ ...concepts[0], label: { ...concepts[0].label, en: 'Triple store' } }, lod];
    expect(run(kept)).toEqual(seen.at(-1));
    expect(kept.files.get('content/docs/a.fr.md')!.problems).toBe(before);
  });
});

describe('the terminology check over the real site', () => {
  let site: Awaited<ReturnType<typeof realSiteCopy>>;
  beforeAll(async () => {
    site = await realSiteCopy();
  }, 120_000);
  afterAll(() => site?.remove());

  it('warns on no page of the real site, and the lexicon lists every name it checks', async () => {
    const { problems, model, records } = await analyse(site.config);
    expect(problems.filter((p) => p.stage === 'terminology')).toEqual([]);
    // the lexicon and the check read the same list: every name checked is shown as "not used"
    const lexicon = model!.pages.find((p) => p.locale === 'fr' && p.key === '/docs/learn-lod/french-english-lexicon') as Page;
    expect(lexicon.body.kind).toBe('lexicon');
    const enFr = lexicon.body.kind === 'lexicon' ? lexicon.body.tables.find((t) => t.from === 'en')! : undefined;
    const checked = terminologyRules(records!.concepts);
    expect(checked.length).toBeGreaterThan(0);
    // the French UI strings follow the same list
    const i18n = path.join(ROOT, 'src/i18n');
    for (const name of (await fs.readdir(i18n)).filter((n) => /(^|\.)fr\.json$/.test(n))) {
      const uses = findAvoidedTerms(await fs.readFile(path.join(i18n, name), 'utf8'), checked, false);
      expect(uses.map((u) => `src/i18n/${name}:${u.line}:${u.column}: ${u.found}`)).toEqual([]);
    }
    for (const rule of checked) {
      const concept = records!.concepts.find((c) => c.id === rule.concept)!;
      const row = enFr!.rows.find((r) => r.label === concept.label.en);
      expect(row?.otherAvoid, rule.concept).toContain(rule.avoid);
      expect(row?.other.toLocaleLowerCase('fr')).toBe(rule.preferred.toLocaleLowerCase('fr'));
      // and the French term page says it too
      const termPage = model!.pages.find((p) => p.locale === 'fr' && p.key === `/docs/terms/${concept.slug}`);
      expect(termPage?.body.kind === 'term' && termPage.body.concept.avoidLabels, rule.concept).toContain(rule.avoid);
    }
  }, 120_000);

  it('a French page that says « triplestore » gets a warning at file:line:column with « base de triplets »', async () => {
    const rel = 'content/docs/tools/sparql/index.fr.md';
    const file = path.join(site.dir, rel);
    const text = await fs.readFile(file, 'utf8');
    const added = 'Le triplestore de l’infrastructure répond à ces requêtes.';
    await fs.writeFile(file, `${text.trimEnd()}\n\n${added}\n`);
    // the same sentence on the English page is English, and not checked
    const en = path.join(site.dir, 'content/docs/tools/sparql/index.md');
    await fs.appendFile(en, '\n\nThe triplestore answers these queries.\n');
    const { problems } = await analyse(site.config);
    const warnings = problems.filter((p) => p.stage === 'terminology');
    expect(warnings).toHaveLength(1);
    expect(warnings[0].severity).toBe('warning');
    expect(warnings[0].message).toMatch(/« triplestore ».*did you mean « base de triplets »\?/);
    expect(warnings[0].position).toEqual({ file: rel, line: text.trimEnd().split('\n').length + 2, column: 4 });
  }, 120_000);
});
