// One test file per pipeline stage would be tidier; these are grouped by
// stage in describe blocks so each stage is tested alone on tiny inputs.
import { describe, it, expect } from 'vitest';
import { Store, type Quad } from 'n3';
import fs from 'node:fs';
import path from 'node:path';
import { parseTurtle } from '../../generator/load/turtle.ts';
import { parseMarkdownFile, keyForDoc } from '../../generator/load/markdown.ts';
import { UserError, formatUserError } from '../../generator/errors.ts';
import { validateShacl } from '../../generator/validate/shacl.ts';
import { validateDatatypes } from '../../generator/validate/datatypes.ts';
import { queryRecords } from '../../generator/query/index.ts';
import { createMarkdownRenderer } from '../../generator/markdown/render.ts';
import { fencedLanguages, getHighlighter, highlight } from '../../generator/markdown/highlight.ts';
import { buildRouteTable, checkLinks } from '../../generator/route/index.ts';
import { paginate } from '../../generator/model/blog.ts';
import { jsonForScript } from '../../src/shared/escape.ts';
import { normalizePath, localizeHref } from '../../src/shared/paths.ts';
import { termIndexForDate } from '../../src/shared/term-of-the-day.ts';
import { eventStatus } from '../../generator/model/home.ts';
import type { Page } from '../../src/shared/model/types.ts';
import { ROOT } from '../helpers.ts';
import { page } from '../model-fixtures.ts';
import { createStore } from '../../src/shared/rdf-store.ts';

const SITE = 'https://portal.lincsproject.ca';
const PREFIXES =
  '@prefix skos: <http://www.w3.org/2004/02/skos/core#> .\n@prefix term: <https://portal.lincsproject.ca/id/term/> .\n@prefix scheme: <https://portal.lincsproject.ca/id/scheme/> .\n';

/** The real SHACL shapes, read once for the validate tests. */
const SHAPES = new Store(parseTurtle(fs.readFileSync(path.join(ROOT, 'data/shapes.ttl'), 'utf8'), 'data/shapes.ttl', 'urn:shapes').quads);

/** The SHACL problems of `ttl` read from `file` (messages compact IRIs with `prefixes`); `also` is data it may refer to. */
function shaclProblems(ttl: string, file: string, prefixes: Record<string, string>, also: Quad[] = []) {
  const graph = `${SITE}/${file}`;
  const { quads } = parseTurtle(ttl, file, graph);
  const readText = (f: string) => (f === file ? ttl : undefined);
  return validateShacl({ data: new Store([...also, ...quads]), shapes: SHAPES, sourceFiles: new Map([[graph, file]]), prefixes, readText });
}

describe('load: Turtle', () => {
  it('puts every quad in the graph of its file', () => {
    const { quads } = parseTurtle(PREFIXES + 'term:a skos:prefLabel "A"@en .', 'data/x.ttl', `${SITE}/data/x.ttl`);
    expect(quads).toHaveLength(1);
    expect(quads[0].graph.value).toBe(`${SITE}/data/x.ttl`);
  });
  it('names file, line and column of a syntax error', () => {
    try {
      parseTurtle('@prefix ex: <http://e/> .\nex:a ex:b ex:c .\nex:a ex:b "x" ex:d .', 'data/bad.ttl', 'urn:g');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(UserError);
      expect(formatUserError(e as UserError)).toBe('data/bad.ttl:3:15: Turtle syntax error: Expected punctuation to follow ""x""');
    }
  });
  it('reports an unknown prefix with its position', () => {
    expect(() => parseTurtle('foo:a foo:b foo:c .', 'data/p.ttl', 'urn:g')).toThrow(/Undefined prefix "foo:"/);
  });
});

describe('load: the compact n3 store', () => {
  // every quad of the real data, in a plain n3 Store and in ours
  const quads = fs
    .readdirSync(path.join(ROOT, 'data'))
    .filter((n) => n.endsWith('.ttl'))
    .flatMap((n) => parseTurtle(fs.readFileSync(path.join(ROOT, 'data', n), 'utf8'), `data/${n}`, `${SITE}/data/${n}`).quads);
  const key = (q: { subject: { value: string }; predicate: { value: string }; object: { value: string }; graph: { value: string } }) =>
    [q.subject.value, q.predicate.value, q.object.value, q.graph.value].join(' ');
  it('answers every pattern exactly as a plain n3 Store does', () => {
    const plain = new Store(quads);
    const ours = createStore(quads);
    expect(ours.size).toBe(plain.size);
    expect(ours.size).toBeGreaterThan(3000);
    for (const q of quads.filter((_, i) => i % 7 === 0)) {
      for (const [s, p, o] of [
        [q.subject, null, null],
        [null, q.predicate, q.object],
        [null, null, q.object],
        [q.subject, q.predicate, null],
      ] as const) {
        expect(ours.getQuads(s, p, o, null).map(key).sort()).toEqual(plain.getQuads(s, p, o, null).map(key).sort());
      }
    }
  });
  it('numbers its entities past the gap after which V8 stops sizing element arrays to the key', () => {
    // reads n3's internals on purpose: if n3 renames them, the saving is silently lost and this fails
    const ids = (createStore(quads) as unknown as { _entityIndex: { _ids: Record<string, number> } })._entityIndex._ids;
    const numbers = Object.entries(ids)
      .filter(([key]) => key !== '')
      .map(([, id]) => id);
    expect(numbers.length).toBeGreaterThan(1000);
    expect(Math.min(...numbers)).toBeGreaterThan(1024);
  });
  it('removes quads and names new blank nodes apart from those it holds', () => {
    const ours = createStore(quads);
    const first = quads[0];
    expect(ours.delete(first).has(first)).toBe(false);
    expect(ours.size).toBe(new Store(quads).size - 1);
    const taken = new Set(
      ours
        .getQuads(null, null, null, null)
        .flatMap((q) => [q.subject, q.object])
        .filter((t) => t.termType === 'BlankNode')
        .map((t) => t.value),
    );
    expect(taken.has(ours.createBlankNode().value)).toBe(false);
  });
});

describe('load: Markdown', () => {
  it('reads Docusaurus front matter and where the body starts', () => {
    const r = parseMarkdownFile('---\ntitle: T\ndescription: D\nsidebar_position: 2\nkeywords: [a, 2027]\n---\nBody', 'x.md');
    expect(r.frontMatter.title).toBe('T');
    expect(r.frontMatter.keywords).toEqual(['a', '2027']);
    expect(r.bodyLine).toBe(7);
  });
  it('names the line of broken front matter', () => {
    expect(() => parseMarkdownFile('---\ntitle: T\ndescription: [unclosed\n---\n', 'bad.md')).toThrow(UserError);
    try {
      parseMarkdownFile('---\ntitle: ok\n  bad: indent\n---\n', 'bad.md');
    } catch (e) {
      expect((e as UserError).position?.file).toBe('bad.md');
      expect((e as UserError).position?.line).toBeGreaterThan(1);
    }
  });
  it('rejects an empty file and a mistyped field', () => {
    expect(() => parseMarkdownFile('', 'empty.md')).toThrow(/empty/);
    expect(() => parseMarkdownFile('---\ntitle: T\ndraft: maybe\n---\n', 'x.md')).toThrow(/"draft" should be a boolean/);
  });
  it('maps files to route keys', () => {
    expect(keyForDoc('create-lod/clean-data/index.md')).toBe('/docs/create-lod/clean-data');
    expect(keyForDoc('create-lod/get-started.fr.md')).toBe('/docs/create-lod/get-started');
  });
});

describe('validate: SHACL', () => {
  it('names the entity, the property and the file of a concept without a French label', async () => {
    const problems = await shaclProblems(
      PREFIXES +
        'scheme:glossary a skos:ConceptScheme ; skos:hasTopConcept term:uri .\nterm:uri a skos:Concept ; skos:inScheme scheme:glossary ; skos:topConceptOf scheme:glossary ; skos:prefLabel "URI"@en ; skos:definition "x"@en, "y"@fr .',
      'data/g.ttl',
      { skos: 'http://www.w3.org/2004/02/skos/core#', term: `${SITE}/id/term/` },
    );
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toBe('term:uri skos:prefLabel: no French preferred label (skos:prefLabel "…"@fr)');
    expect(problems[0].position?.file).toBe('data/g.ttl');
  });
  it('says a preferred label has no language tag, at the line of that label', async () => {
    const ttl =
      PREFIXES +
      'scheme:glossary a skos:ConceptScheme ; skos:hasTopConcept term:uri .\nterm:uri a skos:Concept ; skos:inScheme scheme:glossary ;\n' +
      '  skos:topConceptOf scheme:glossary ;\n  skos:prefLabel "URI"@en, "URI"@fr,\n    "URI" ;\n  skos:definition "x"@en, "y"@fr .';
    const problems = await shaclProblems(ttl, 'data/g.ttl', { skos: 'http://www.w3.org/2004/02/skos/core#', term: `${SITE}/id/term/` });
    expect(problems.map((p) => p.message)).toEqual([
      'term:uri skos:prefLabel: a preferred label without a language tag (write it "…"@en or "…"@fr): "URI"',
    ]);
    const line = ttl.split('\n').findIndex((l) => l.trim() === '"URI" ;') + 1;
    expect(problems[0].position).toEqual({ file: 'data/g.ttl', line, column: 5 });
  });
  it('accepts a complete concept', async () => {
    const problems = await shaclProblems(
      PREFIXES +
        'scheme:glossary a skos:ConceptScheme ; skos:hasTopConcept term:uri .\nterm:uri a skos:Concept ; skos:inScheme scheme:glossary ; skos:topConceptOf scheme:glossary ; skos:prefLabel "URI"@en, "URI"@fr ; skos:definition "x"@en, "y"@fr .',
      'data/g.ttl',
      {},
    );
    expect(problems).toEqual([]);
  });
});

describe('query: Comunica over the loaded store', () => {
  it('shapes concepts into bilingual records with related slugs', async () => {
    const { quads } = parseTurtle(
      PREFIXES +
        'term:a a skos:Concept ; skos:inScheme scheme:glossary ; skos:prefLabel "Triple"@en, "Triplet"@fr ; skos:definition "d"@en ; skos:related term:b .\nterm:b a skos:Concept ; skos:prefLabel "B"@en .',
      'x',
      `${SITE}/data/x.ttl`,
    );
    const { records, timings } = await queryRecords({ kind: 'store', store: new Store(quads) }, SITE);
    const a = records.concepts.find((c) => c.slug === 'a')!;
    expect(a.label).toEqual({ en: 'Triple', fr: 'Triplet' });
    expect(a.definition.fr).toBe('d'); // English fills a missing French
    expect(a.related).toEqual(['b']);
    expect(a.scheme).toBe('glossary');
    expect(timings.map((t) => t.name)).toContain('concepts');
  });
});

describe('markdown', async () => {
  const render = createMarkdownRenderer(await getHighlighter(), { en: { note: 'Note' }, fr: { note: 'Remarque' } });
  it('builds a table of contents with fixed and generated anchors', () => {
    const r = render('## One {#first}\n\n### Two\n\n#### Three', 'en');
    expect(r.toc).toEqual([
      { id: 'first', text: 'One', level: 2 },
      { id: 'two', text: 'Two', level: 3 },
      { id: 'three', text: 'Three', level: 4 },
    ]);
  });
  it('keeps the plain text and counts its words, leaving code out', () => {
    const r = render('# Title\n\nHello *big*   world.\n\n```turtle\nex:a ex:b ex:c .\n```\n\n- one\n- two', 'en');
    expect(r.text).toBe('Title Hello big world. one two');
    expect(r.wordCount).toBe(6);
    expect(render('', 'en').wordCount).toBe(0);
  });
  it('gives each link and code block the line it is on', () => {
    const r = render('Intro\n\nSee [a](/docs/a) and\n[b](/docs/b "B").\n\n```sparql\nSELECT * {}\n```', 'en');
    expect(r.links.map((l) => [l.href, l.line])).toEqual([
      ['/docs/a', 3],
      ['/docs/b', 4],
    ]);
    expect(r.codeBlocks.map((b) => [b.lang, b.line])).toEqual([['sparql', 6]]);
  });
  it('escapes raw HTML and localises internal links', () => {
    const r = render('<img src=x onerror=alert(1)> [t](/docs/terms/triple) [ext](https://example.org)', 'fr');
    expect(r.html).not.toContain('<img src=x');
    expect(r.html).toContain('href="/fr/docs/terms/triple"');
    expect(r.html).toContain('href="https://example.org"');
    expect(r.links.map((l) => l.href)).toEqual(['/docs/terms/triple', 'https://example.org']);
  });
  it('renders admonitions with a translated title and splits the preview', () => {
    const r = render('Intro.\n\n<!-- truncate -->\n\n:::note\nBody\n:::', 'fr');
    expect(r.html).toContain('<p class="admonition-title">Remarque</p>');
    expect(r.summaryHtml).toBe('<p>Intro.</p>\n');
    expect(r.truncated).toBe(true);
  });
  it('loads the grammars the fences name (aliases too) and highlights them; an unknown language stays plain text', async () => {
    const docs = ['Text\n\n```ttl\n<a> <b> "c" .\n```', '- item\n\n  ~~~py\n  x = 1\n  ~~~', '```klingon\nqapla\n```'];
    const langs = fencedLanguages(docs);
    expect(langs.sort()).toEqual(['python', 'sparql', 'turtle']);
    const h = await getHighlighter(langs);
    expect(h.getLoadedLanguages()).toEqual(expect.arrayContaining(['turtle', 'python', 'sparql']));
    expect(highlight(h, '<a> <b> "c" .', 'ttl')).toContain('class="shiki');
    expect(highlight(h, 'qapla <b>', 'klingon')).toBe('<pre class="code" tabindex="0"><code>qapla &lt;b&gt;</code></pre>');
  });
});

/** A page at `path` from content{path}.md, with the links and anchors a route test is about. */
function pageAt(path: string, links: string[] = [], anchors: string[] = []): Page {
  return page({ key: path, path, title: path, links: links.map((href) => ({ href })), anchors, source: `content${path}.md` });
}

describe('route', () => {
  it('refuses a duplicate route with an error naming both sources (one page would silently disappear)', () => {
    const { table, problems } = buildRouteTable([pageAt('/a'), pageAt('/a')], { en: {}, fr: {} });
    expect(table.pages).toHaveLength(1);
    expect(problems[0].severity).toBe('error');
    expect(problems[0].message).toMatch(/two pages have the address \/a: content\/a\.md and content\/a\.md/);
  });
  it('reports a broken link as an error naming the source page, a missing anchor as a warning', () => {
    const { table } = buildRouteTable([pageAt('/a', ['/b#there', '/missing', '/img/x.svg']), pageAt('/b', [], ['here'])], {
      en: {},
      fr: {},
    });
    const problems = checkLinks(table, { assetPaths: new Set(['/img/x.svg']) });
    expect(problems.map((p) => [p.severity, p.position?.file])).toEqual([
      ['warning', 'content/a.md'],
      ['error', 'content/a.md'],
    ]);
    expect(problems[1].message).toBe('broken link to /missing in /a: no page has that address');
  });
});

describe('small pure helpers', () => {
  it('keeps JSON-LD inside <script> from closing it, and still parses', () => {
    const value = { name: '</script><script>alert(1)</script> & <!--' };
    const s = jsonForScript(value);
    expect(s).not.toMatch(/<\/script/i);
    expect(s).not.toContain('<!--');
    expect(JSON.parse(s)).toEqual(value);
  });
  it('normalises .html and /index.html away', () => {
    expect(normalizePath('/fr/docs/x.html')).toBe('/fr/docs/x');
    expect(normalizePath('/fr/docs/x/index.html')).toBe('/fr/docs/x');
    expect(normalizePath('/fr/index.html')).toBe('/fr/');
    expect(localizeHref('/docs/x#a', 'fr')).toBe('/fr/docs/x#a');
    expect(localizeHref('/img/a.svg', 'fr')).toBe('/img/a.svg');
  });
  it('paginates 35 posts as 10, 10, 10, 5', () => {
    expect(paginate(Array.from({ length: 35 }, (_, i) => i)).map((p) => p.length)).toEqual([10, 10, 10, 5]);
  });
  it('picks a term of the day that is stable for a date and changes across dates', () => {
    expect(termIndexForDate('2026-11-23', 136)).toBe(termIndexForDate('2026-11-23', 136));
    const days = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'].map((d) => termIndexForDate(d, 136));
    expect(new Set(days).size).toBeGreaterThan(1);
    expect(termIndexForDate('2026-11-23', 136)).not.toBe(termIndexForDate('2026-11-24', 136));
  });
  it('classes events as ongoing, upcoming or past for an injected date', () => {
    expect(eventStatus('2026-11-20', '2026-11-25', '2026-11-23')).toBe('ongoing');
    expect(eventStatus('2027-05-01', '2027-05-03', '2026-11-23')).toBe('upcoming');
    expect(eventStatus('2024-05-05', '2024-05-09', '2026-11-23')).toBe('past');
  });
});

describe('validate: SHACL shapes of tools and datasets', () => {
  const P =
    '@prefix schema: <https://schema.org/> .\n@prefix lv: <https://portal.lincsproject.ca/vocab#> .\n@prefix facet: <https://portal.lincsproject.ca/id/facet/> .\n@prefix tool: <https://portal.lincsproject.ca/id/tool/> .\n@prefix dataset: <https://portal.lincsproject.ca/id/dataset/> .\n';
  const vocab = parseTurtle(fs.readFileSync(path.join(ROOT, 'data/vocab.ttl'), 'utf8'), 'data/vocab.ttl', 'urn:vocab').quads;
  const check = async (ttl: string) => {
    const problems = await shaclProblems(
      P + ttl,
      'data/t.ttl',
      { schema: 'https://schema.org/', lv: `${SITE}/vocab#`, tool: `${SITE}/id/tool/`, dataset: `${SITE}/id/dataset/` },
      vocab,
    );
    return problems.map((p) => `${p.position?.file}: ${p.message}`);
  };
  it('requires level, origin, a function and both descriptions of a tool', async () => {
    const problems = await check('tool:x a schema:SoftwareApplication ; schema:name "X" ; schema:description "d"@en .');
    expect(problems).toEqual(
      expect.arrayContaining([
        'data/t.ttl: tool:x schema:description: no French description (schema:description "…"@fr)',
        expect.stringMatching(/^data\/t\.ttl: tool:x schema:educationalLevel: a tool needs exactly one user level/),
        expect.stringMatching(/^data\/t\.ttl: tool:x lv:origin: a tool needs exactly one origin/),
        expect.stringMatching(/^data\/t\.ttl: tool:x schema:applicationCategory: a tool needs at least one function/),
      ]),
    );
    expect(
      await check(
        'tool:x a schema:SoftwareApplication ; schema:name "X" ; schema:description "d"@en, "d"@fr ; schema:educationalLevel facet:beginner ; lv:origin facet:adopted ; schema:applicationCategory facet:cleaning .',
      ),
    ).toEqual([]);
  });
  it('requires a status and both titles of a dataset', async () => {
    const problems = await check(
      'dataset:y a schema:Dataset ; schema:name "Y"@en ; schema:alternateName "Y"@en, "Y"@fr ; schema:description "d"@en, "d"@fr .',
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/dataset:y lv:status: a dataset needs exactly one status/),
        'data/t.ttl: dataset:y schema:name: no French long title (schema:name "…"@fr)',
      ]),
    );
  });
});

describe('validate: event dates, a day or a month', () => {
  const P =
    '@prefix schema: <https://schema.org/> .\n@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .\n@prefix event: <https://portal.lincsproject.ca/id/event/> .\n';
  const check = async (start: string) => {
    const problems = await shaclProblems(
      `${P}event:x a schema:Event ; schema:name "X"@en, "X"@fr ; schema:startDate ${start} .`,
      'data/e.ttl',
      { schema: 'https://schema.org/', event: `${SITE}/id/event/` },
    );
    return problems.map((p) => p.message);
  };
  it('accepts a day (xsd:date) or, when only the month is known, a month (xsd:gYearMonth)', async () => {
    expect(await check('"2024-05-05"^^xsd:date')).toEqual([]);
    expect(await check('"2021-05"^^xsd:gYearMonth')).toEqual([]);
  });
  it('rejects any other kind of start date', async () => {
    expect((await check('"2021-05-01T10:00:00"^^xsd:dateTime')).join()).toMatch(/xsd:gYearMonth/);
    expect((await check('"May 2021"')).join()).toMatch(/xsd:gYearMonth/);
  });
  it('finds a month that does not exist', async () => {
    const { quads } = parseTurtle(`${P}event:x schema:startDate "2021-13"^^xsd:gYearMonth .`, 'data/e.ttl', `${SITE}/data/e.ttl`);
    const problems = validateDatatypes(new Store(quads), new Map([[`${SITE}/data/e.ttl`, 'data/e.ttl']]), {
      event: `${SITE}/id/event/`,
      schema: 'https://schema.org/',
    });
    expect(problems.map((p) => p.message)).toEqual(['event:x schema:startDate: "2021-13" is not a valid xsd:gYearMonth']);
  });
  it('gives an ill-typed literal its file, line and column', () => {
    const text = `${P}event:x schema:name "X"@en ;\n    schema:startDate "2019-13-01"^^xsd:date .\n`;
    const { quads } = parseTurtle(text, 'data/e.ttl', `${SITE}/data/e.ttl`);
    const prefixes = { event: `${SITE}/id/event/`, schema: 'https://schema.org/' };
    const problems = validateDatatypes(new Store(quads), new Map([[`${SITE}/data/e.ttl`, 'data/e.ttl']]), prefixes, () => text);
    const line = text.split('\n').findIndex((l) => l.includes('2019-13-01')) + 1;
    expect(problems.map((p) => p.position)).toEqual([{ file: 'data/e.ttl', line, column: 22 }]);
  });
});
