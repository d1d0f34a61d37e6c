// Whole builds of the small fixture site in a temporary folder.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, it, expect, beforeAll } from 'vitest';
import jsonld from 'jsonld';
import { build } from '../../generator/build.ts';
import { formatReport } from '../../generator/report.ts';
import { ValidationFailed, formatProblem } from '../../generator/errors.ts';
import { fixtureSite, readOut, jsonLdOf } from '../helpers.ts';

describe('a build of the fixture site', () => {
  let site: Awaited<ReturnType<typeof fixtureSite>>;
  let report: Awaited<ReturnType<typeof build>>['report'];
  beforeAll(async () => {
    site = await fixtureSite();
    ({ report } = await build(site.config));
  });

  it('reports the French share: a page without a .fr.md counts as English, with its words', () => {
    const english = report.french.english.map((e) => e.path);
    expect(english).toContain('/fr/docs/learn-lod/second');
    expect(english).not.toContain('/fr/docs/learn-lod/basics');
    expect(report.french.frenchPages).toBe(report.french.pages - report.french.english.length);
    expect(report.french.frenchWords).toBeLessThan(report.french.words);
    expect(formatReport(report)).toMatch(
      /^French share: \d+ of \d+ \/fr\/ pages in French \([\d.]+ %\), \d+ of \d+ main-text words \([\d.]+ %\)$/m,
    );
  });

  it('writes the French term page whose JSON-LD holds the French prefLabel', async () => {
    const html = await readOut(site.config, 'fr/docs/terms/triple/index.html');
    const doc = jsonLdOf(html);
    const nquads = (await jsonld.toRDF(doc as never, { format: 'application/n-quads' })) as unknown as string;
    expect(nquads).toContain(
      '<https://portal.lincsproject.ca/id/term/triple> <http://www.w3.org/2004/02/skos/core#prefLabel> "Triplet"@fr',
    );
    expect(nquads).toContain('<https://schema.org/mainEntity> <https://portal.lincsproject.ca/id/term/triple>');
  });

  it('gives every page a canonical link, hreflang alternates and x-default', async () => {
    const html = await readOut(site.config, 'fr/docs/learn-lod/basics/index.html');
    expect(html).toContain('<link rel="canonical" href="https://portal.lincsproject.ca/fr/docs/learn-lod/basics"/>');
    expect(html).toContain('hrefLang="en" href="https://portal.lincsproject.ca/docs/learn-lod/basics"');
    expect(html).toContain('hrefLang="fr" href="https://portal.lincsproject.ca/fr/docs/learn-lod/basics"');
    expect(html).toContain('hrefLang="x-default" href="https://portal.lincsproject.ca/docs/learn-lod/basics"');
    expect(html).toMatch(/<html lang="fr"/);
    expect(html).toContain('<title>Notions de base | LINCS</title>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  });

  it('builds an untranslated page in French with its English text marked lang="en" and a notice', async () => {
    const html = await readOut(site.config, 'fr/docs/learn-lod/second/index.html');
    expect(html).toContain('<article class="doc-article" lang="en">');
    expect(html).toContain('pas encore été traduite');
    // no hreflang to a French "translation" that is not one
    expect(html).not.toContain('rel="alternate" hrefLang="fr"');
    // the language switcher still leads to the English page
    expect(html).toContain('<a href="/docs/learn-lod/second" hrefLang="en"');
  });

  it('draws the safe inline HTML Docusaurus pages use (<b> here) and highlights code at build time', async () => {
    const html = await readOut(site.config, 'docs/learn-lod/basics/index.html');
    expect(html).toContain('Some text with <b>markup</b>');
    expect(html).toContain('class="shiki');
    expect(html).toContain('<a href="/docs/terms/triple">triple</a>');
    const fr = await readOut(site.config, 'fr/docs/learn-lod/basics/index.html');
    expect(fr).toContain('<a href="/fr/docs/terms/triple">triplet</a>');
  });

  it('publishes nothing it wrote for itself: not the pages’ words the search indexes read, nor a temporary folder', async () => {
    const published = (await fs.readdir(site.config.outDir, { recursive: true })).map(String);
    expect(published.some((f) => f.startsWith('search-index/fr/'))).toBe(true);
    expect(published.filter((f) => /(^|\/)\.words|\.tmp$/.test(f))).toEqual([]);
    expect((await fs.readdir(path.dirname(site.config.outDir))).filter((n) => n.startsWith('out.'))).toEqual([]);
  });

  it('writes the not-found pages in both languages', async () => {
    expect(await readOut(site.config, '404.html')).toContain('Page Not Found');
    expect(await readOut(site.config, 'fr/404.html')).toContain('Page introuvable');
  });
});

describe('a build that fails', () => {
  async function builtSite() {
    const site = await fixtureSite();
    await build(site.config);
    const before = await readOut(site.config, 'docs/terms/triple/index.html');
    return { ...site, before };
  }

  it('reports a Turtle syntax error as file:line:col and leaves the previous output intact', async () => {
    const { dir, config, before } = await builtSite();
    await fs.writeFile(path.join(dir, 'data/broken.ttl'), '@prefix ex: <http://example.org/> .\nex:a ex:b "unclosed ;\n');
    const error = await build(config).then(
      () => undefined,
      (e) => e,
    );
    // the parser reads on past the error, so the build reports it among every other problem
    expect(error).toBeInstanceOf(ValidationFailed);
    const errors = (error as ValidationFailed).problems.filter((p) => p.severity === 'error');
    expect(errors.map(formatProblem).join('\n')).toMatch(/^error: data\/broken\.ttl:2:\d+: Turtle syntax error/m);
    expect(await readOut(config, 'docs/terms/triple/index.html')).toBe(before);
    const leftovers = (await fs.readdir(dir)).filter((n) => n.startsWith('out.'));
    expect(leftovers).toEqual([]);
  });

  it('fails on a broken link, naming the page that holds it', async () => {
    const { dir, config, before } = await builtSite();
    await fs.appendFile(path.join(dir, 'content/docs/learn-lod/second.md'), '\nSee [nowhere](/docs/nowhere).\n');
    const error = await build(config).then(
      () => undefined,
      (e) => e,
    );
    expect(error).toBeInstanceOf(ValidationFailed);
    const messages = (error as ValidationFailed).problems.filter((p) => p.severity === 'error');
    expect(messages[0].message).toContain('/docs/nowhere');
    expect(messages[0].message).toContain('/docs/learn-lod/second');
    expect(messages[0].position?.file).toBe('content/docs/learn-lod/second.md');
    expect(await readOut(config, 'docs/terms/triple/index.html')).toBe(before);
  });

  it('fails on a SHACL violation, naming the entity, the property and the file', async () => {
    const { dir, config } = await builtSite();
    await fs.writeFile(
      path.join(dir, 'data/more.ttl'),
      '@prefix skos: <http://www.w3.org/2004/02/skos/core#> .\n@prefix term: <https://portal.lincsproject.ca/id/term/> .\n@prefix scheme: <https://portal.lincsproject.ca/id/scheme/> .\nterm:iri a skos:Concept ; skos:inScheme scheme:glossary ; skos:prefLabel "IRI"@en ; skos:definition "An identifier."@en, "Un identifiant."@fr .\n',
    );
    const error = await build(config).then(
      () => undefined,
      (e) => e,
    );
    expect(error).toBeInstanceOf(ValidationFailed);
    const p = (error as ValidationFailed).problems.find((x) => x.severity === 'error')!;
    expect(p.message).toMatch(/^term:iri skos:prefLabel: no French preferred label/);
    expect(p.position?.file).toBe('data/more.ttl');
  });
});

describe('blog input', () => {
  it('fails on an unknown author key, naming the post', async () => {
    const { dir, config } = await fixtureSite();
    // git keeps no empty folders: the fixture's blog folder may not exist
    await fs.mkdir(path.join(dir, 'content/blog'), { recursive: true });
    await fs.writeFile(
      path.join(dir, 'content/blog/2024-01-02-hello.md'),
      '---\ntitle: Hello\ndescription: A post.\nauthors: [nobody-here]\n---\nText.\n',
    );
    const error = await build(config).then(
      () => undefined,
      (e) => e,
    );
    expect(error).toBeInstanceOf(ValidationFailed);
    const p = (error as ValidationFailed).problems.find((x) => x.severity === 'error')!;
    expect(p.position?.file).toBe('content/blog/2024-01-02-hello.md');
    expect(p.message).toContain('unknown author "nobody-here"');
  });
});
