// Silent losses (generator/validate/entities.ts): an entity with a class the
// site does not know, a tool or dataset without its page, an `id:` with a slash in a doc.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStore } from '../../src/shared/rdf-store.ts';
import { parseTurtle } from '../../generator/load/turtle.ts';
import type { SourceDocument } from '../../generator/load/markdown.ts';
import { formatProblem } from '../../generator/errors.ts';
import {
  CLASS_OF_KIND,
  KNOWN_CLASSES,
  checkDocAddressFields,
  checkEntityClasses,
  checkEntityPages,
  findToken,
  nearestClass,
  type GraphInput,
} from '../../generator/validate/entities.ts';
import { ROOT } from '../helpers.ts';

const SITE = 'https://portal.lincsproject.ca';
const PREFIXES = `@prefix schema: <https://schema.org/> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
@prefix event: <${SITE}/id/event/> .
@prefix tool: <${SITE}/id/tool/> .
@prefix dataset: <${SITE}/id/dataset/> .
`;

/** One data file as the load stage gives it, and a reader that serves its text. */
function graphOf(files: Record<string, string>): { graph: GraphInput; read: (f: string) => string | undefined } {
  const quads = [];
  const sourceFiles = new Map<string, string>();
  let prefixes: Record<string, string> = {};
  for (const [file, text] of Object.entries(files)) {
    const iri = `${SITE}/${file}`;
    const parsed = parseTurtle(text, file, iri, iri);
    quads.push(...parsed.quads);
    sourceFiles.set(iri, file);
    prefixes = { ...parsed.prefixes, ...prefixes };
  }
  return { graph: { store: createStore(quads), sourceFiles, prefixes }, read: (f) => files[f] };
}

describe('entity classes', () => {
  it('a misspelled class is an error naming the entity, the class, file:line:column and the nearest known class', () => {
    const text =
      PREFIXES +
      `\nevent:example-meetup a schema:Evnt ;\n    schema:name "Meetup"@en, "Rencontre"@fr ;\n    schema:startDate "2031-01-01"^^xsd:date .\n`;
    const { graph, read } = graphOf({ 'data/events.ttl': text });
    const problems = checkEntityClasses(graph, SITE, read);
    expect(problems).toHaveLength(1);
    const line = text.split('\n').findIndex((l) => l.startsWith('event:example-meetup')) + 1;
    expect(problems[0].severity).toBe('error');
    expect(problems[0].position).toEqual({ file: 'data/events.ttl', line, column: 'event:example-meetup a '.length + 1 });
    expect(formatProblem(problems[0])).toContain('event:example-meetup');
    expect(problems[0].message).toContain('schema:Evnt');
    expect(problems[0].message).toContain('did you mean schema:Event?');
  });

  it('the class on a later line of the description is found there, not in a comment or another entity', () => {
    const text =
      PREFIXES + `# schema:Evnt in a comment\nevent:a a schema:Event .\nevent:b\n    schema:name "B"@en ;\n    a schema:Evnt .\n`;
    const { graph, read } = graphOf({ 'data/events.ttl': text });
    const [p] = checkEntityClasses(graph, SITE, read);
    const lines = text.split('\n');
    expect(p.position?.line).toBe(lines.findIndex((l) => l.includes('a schema:Evnt .')) + 1);
    expect(p.position?.column).toBe(7);
  });

  it('an entity with no class at all is an error that says which class to add, from its IRI folder', () => {
    const text = PREFIXES + `tool:sketch schema:name "Sketch" .\n`;
    const { graph, read } = graphOf({ 'data/tools.ttl': text });
    const [p, ...rest] = checkEntityClasses(graph, SITE, read);
    expect(rest).toEqual([]);
    expect(p.severity).toBe('error');
    expect(p.message).toContain('tool:sketch has no class');
    expect(p.message).toContain('a schema:SoftwareApplication');
    expect(p.position).toMatchObject({ file: 'data/tools.ttl', line: text.split('\n').length - 1, column: 1 });
  });

  it('a class far from every known one falls back to the class the IRI folder implies', () => {
    const { graph, read } = graphOf({ 'data/tools.ttl': PREFIXES + `tool:sketch a schema:CreativeWork .\n` });
    const [p] = checkEntityClasses(graph, SITE, read);
    expect(p.message).toContain('did you mean schema:SoftwareApplication?');
  });

  it('http: instead of https: for schema.org is caught too', () => {
    const { graph, read } = graphOf({ 'data/events.ttl': PREFIXES + `event:x a <http://schema.org/Event> .\n` });
    const [p] = checkEntityClasses(graph, SITE, read);
    expect(p.severity).toBe('error');
    expect(p.message).toContain('did you mean schema:Event?');
  });

  it('beside a known class, a typo of another known class is a warning; an unrelated extra class is fine', () => {
    const { graph, read } = graphOf({
      'data/datasets.ttl':
        PREFIXES +
        `@prefix dcat: <http://www.w3.org/ns/dcat#> .\ndataset:a a schema:Dataset, dcat:Datset .\ndataset:b a schema:Dataset, schema:CreativeWork .\n`,
    });
    const problems = checkEntityClasses(graph, SITE, read);
    expect(problems.map((p) => [p.severity, p.message])).toEqual([
      ['warning', 'dataset:a: dcat:Datset is not a class the site knows: did you mean dcat:Dataset?'],
    ]);
  });

  it('entities with known classes and IRIs outside the site are left alone', () => {
    const { graph, read } = graphOf({
      'data/x.ttl':
        PREFIXES + `event:a a schema:Event .\n<https://example.org/thing> a schema:Thing .\n<${SITE}/vocab#p> a schema:Whatever .\n`,
    });
    expect(checkEntityClasses(graph, SITE, read)).toEqual([]);
  });

  it('the known classes are exactly what the queries select, plus concept schemes', () => {
    const dir = path.join(ROOT, 'generator/query/queries');
    const selected = new Set<string>();
    for (const f of fs.readdirSync(dir)) {
      const text = fs.readFileSync(path.join(dir, f), 'utf8');
      const prefixes = Object.fromEntries([...text.matchAll(/PREFIX\s+(\w+):\s*<([^>]+)>/g)].map((m) => [m[1], m[2]]));
      for (const m of text.matchAll(/\ba\s+(\w+):(\w+)/g)) selected.add(prefixes[m[1]] + m[2]);
    }
    expect(selected.size).toBeGreaterThan(0);
    for (const c of selected) expect(KNOWN_CLASSES).toContain(c);
    for (const c of Object.values(CLASS_OF_KIND)) expect(KNOWN_CLASSES).toContain(c);
  });

  it('nearestClass only suggests near names', () => {
    expect(nearestClass('https://schema.org/Evnt')).toBe('https://schema.org/Event');
    expect(nearestClass('https://schema.org/event')).toBe('https://schema.org/Event');
    expect(nearestClass('https://schema.org/Persn')).toBe('https://schema.org/Person');
    expect(nearestClass('https://schema.org/Place')).toBeUndefined();
  });

  it('findToken matches whole tokens only', () => {
    expect(findToken('x a schema:EventSeries .\ny a schema:Event.', ['schema:Event'])).toEqual({ line: 2, column: 5 });
    expect(findToken('  tool:ab a x .\ntool:a a x .', ['tool:a'], { subject: true })).toEqual({ line: 2, column: 1 });
  });
});

function doc(key: string, file: string, frontMatter: Record<string, unknown>, locale: 'en' | 'fr' = 'en'): SourceDocument {
  return { kind: 'doc', key, file, locale, frontMatter: { title: 'T', ...frontMatter }, body: '', bodyLine: 3 } as SourceDocument;
}

describe('entity pages', () => {
  const text = PREFIXES + `@prefix lv: <${SITE}/vocab#> .\n\ntool:sketch a schema:SoftwareApplication ;\n    schema:name "Sketch" .\n`;
  const tool = { iri: `${SITE}/id/tool/sketch`, id: 'tool/sketch', slug: 'sketch' };
  const records = { tools: [tool], datasets: [] } as unknown as Parameters<typeof checkEntityPages>[0]['records'];
  const toolCatalogue = doc('/docs/tools', 'content/docs/tools/index.md', { listing: 'tools' });
  const datasetCatalogue = doc('/docs/explore-lod/project-datasets', 'content/docs/explore-lod/project-datasets/index.md', {
    listing: 'datasets',
  });

  it('a tool without a page is an error at its description that says exactly which file to create', () => {
    const { graph, read } = graphOf({ 'data/tools.ttl': text });
    const problems = checkEntityPages({
      records,
      documents: [toolCatalogue, doc('/docs/tools/other', 'content/docs/tools/other.md', {})],
      production: true,
      graph,
      readText: read,
    });
    expect(problems).toHaveLength(1);
    expect(problems[0].severity).toBe('error');
    expect(problems[0].position).toEqual({
      file: 'data/tools.ttl',
      line: text.split('\n').findIndex((l) => l.startsWith('tool:sketch')) + 1,
      column: 1,
    });
    expect(problems[0].message).toContain(
      'tool:sketch has no page: the tool catalogue (/docs/tools) lists it with a link to /docs/tools/sketch',
    );
    expect(problems[0].message).toContain('Create content/docs/tools/sketch/index.md');
    expect(problems[0].message).toContain('content/docs/tools/sketch/index.fr.md');
    expect(problems[0].message).toContain('"entity: tool/sketch"');
  });

  it('a dataset without a page names the dataset folder', () => {
    const { graph, read } = graphOf({ 'data/datasets.ttl': PREFIXES + `dataset:letters a schema:Dataset .\n` });
    const datasets = [{ iri: `${SITE}/id/dataset/letters`, id: 'dataset/letters', slug: 'letters' }];
    const [p] = checkEntityPages({
      records: { tools: [], datasets } as never,
      documents: [datasetCatalogue],
      production: true,
      graph,
      readText: read,
    });
    expect(p.message).toContain('Create content/docs/explore-lod/project-datasets/letters/index.md');
    expect(p.position?.file).toBe('data/datasets.ttl');
  });

  it('a page that names its entity is all a tool needs; a draft page fails only the production build', () => {
    const { graph, read } = graphOf({ 'data/tools.ttl': text });
    const page = doc('/docs/tools/sketch', 'content/docs/tools/sketch/index.md', { entity: 'tool/sketch' });
    expect(checkEntityPages({ records, documents: [toolCatalogue, page], production: true, graph, readText: read })).toEqual([]);
    const draft = doc('/docs/tools/sketch', 'content/docs/tools/sketch/index.md', { entity: 'tool/sketch', draft: true });
    expect(checkEntityPages({ records, documents: [toolCatalogue, draft], production: false, graph, readText: read })).toEqual([]);
    const [p] = checkEntityPages({ records, documents: [toolCatalogue, draft], production: true, graph, readText: read });
    expect(p.severity).toBe('error');
    expect(p.message).toContain('is a draft');
  });

  it('a site without the catalogue (no page with listing: tools, or only a draft one) does not require tool pages', () => {
    const { graph, read } = graphOf({ 'data/tools.ttl': text });
    expect(checkEntityPages({ records, documents: [], production: true, graph, readText: read })).toEqual([]);
    const draftCatalogue = doc('/docs/tools', 'content/docs/tools/index.md', { listing: 'tools', draft: true });
    expect(checkEntityPages({ records, documents: [draftCatalogue], production: true, graph, readText: read })).toEqual([]);
    expect(checkEntityPages({ records, documents: [draftCatalogue], production: false, graph, readText: read })).toHaveLength(1);
  });

  it('a tool page that does not name its tool is a warning on the page', () => {
    const { graph, read } = graphOf({ 'data/tools.ttl': text });
    const [p] = checkEntityPages({
      records,
      documents: [toolCatalogue, doc('/docs/tools/sketch', 'content/docs/tools/sketch/index.md', {})],
      production: true,
      graph,
      readText: read,
    });
    expect(p.severity).toBe('warning');
    expect(p.position?.file).toBe('content/docs/tools/sketch/index.md');
    expect(p.message).toContain('add "entity: tool/sketch"');
  });
});

describe('doc address fields', () => {
  it('an id with a slash is an error at its line; slug: and a plain id: are honoured (Docusaurus)', () => {
    const file = 'content/docs/learn-lod/x.md';
    const source = '---\ntitle: X\nid: a/b\n---\nBody\n';
    const [p, ...rest] = checkDocAddressFields(
      [doc('/docs/learn-lod/x', file, { id: 'a/b' }), doc('/docs/y', 'content/docs/y.md', { slug: '/y', id: 'y' })],
      (f) => (f === file ? source : undefined),
    );
    expect(rest).toEqual([]);
    expect(p.severity).toBe('error');
    expect(p.position).toEqual({ file, line: 3, column: 1 });
    expect(p.message).toContain('"id:" cannot hold a slash');
  });

  it('blog posts keep their slug (it names the post address), docs without it pass', () => {
    const post = { ...doc('/blog/y', 'content/blog/2024-01-01-x.md', { slug: 'y' }), kind: 'post' } as SourceDocument;
    expect(checkDocAddressFields([post, doc('/docs/a', 'content/docs/a.md', {})], () => undefined)).toEqual([]);
  });
});
