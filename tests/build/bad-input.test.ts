// Bad input from editors: each case gives a clear message naming the file,
// no stack trace, and leaves the previous output as it was.
import fs from 'node:fs/promises';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { describe, it, expect, beforeAll } from 'vitest';
import { build } from '../../generator/build.ts';
import { UserError, ValidationFailed, formatUserError, formatProblem } from '../../generator/errors.ts';
import type { SiteConfig } from '../../generator/config.ts';
import { fixtureSite, readOut, jsonLdOf, ROOT } from '../helpers.ts';

const PREFIXES = '@prefix skos: <http://www.w3.org/2004/02/skos/core#> .\n@prefix schema: <https://schema.org/> .\n@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .\n@prefix term: <https://portal.lincsproject.ca/id/term/> .\n@prefix event: <https://portal.lincsproject.ca/id/event/> .\n@prefix scheme: <https://portal.lincsproject.ca/id/scheme/> .\n';

/** Builds once, applies a change, rebuilds: returns the failure message(s) and checks the output is intact. */
async function failWith(change: (dir: string) => Promise<void>): Promise<string> {
  const { dir, config } = await fixtureSite();
  await build(config);
  const before = await readOut(config, 'docs/terms/triple/index.html');
  await change(dir);
  const error = await build(config).then(() => undefined, (e) => e);
  expect(await readOut(config, 'docs/terms/triple/index.html')).toBe(before);
  if (error instanceof UserError) return formatUserError(error);
  if (error instanceof ValidationFailed) return error.problems.filter((p) => p.severity === 'error').map(formatProblem).join('\n');
  throw new Error(`expected a user error, got ${error}`);
}

describe('bad input', () => {
  it('Turtle with an unknown prefix', async () => {
    const msg = await failWith((dir) => fs.writeFile(path.join(dir, 'data/x.ttl'), 'nope:a nope:b nope:c .\n'));
    expect(msg).toMatch(/^data\/x\.ttl:1:1: Turtle syntax error: Undefined prefix "nope:"/);
  });

  it('a literal with the wrong datatype', async () => {
    const msg = await failWith((dir) =>
      fs.writeFile(path.join(dir, 'data/events.ttl'), PREFIXES + 'event:e a schema:Event ; schema:name "E"@en, "É"@fr ; schema:startDate "2023-13-45"^^xsd:date .\n'),
    );
    expect(msg).toContain('data/events.ttl');
    expect(msg).toContain('event:e schema:startDate');
  });

  it('the same term declared twice (a duplicate slug)', async () => {
    const msg = await failWith((dir) =>
      fs.writeFile(path.join(dir, 'data/dup.ttl'), PREFIXES + 'term:triple a skos:Concept ; skos:inScheme scheme:glossary ; skos:prefLabel "Triple (again)"@en, "Triplet (encore)"@fr ; skos:definition "x"@en, "y"@fr .\n'),
    );
    expect(msg).toContain('data/dup.ttl: term:triple skos:prefLabel: more than one value in English (is the entity declared twice?)');
  });

  it('a SHACL violation found on the query thread (as with a large graph) names the entity, the property and the file', async () => {
    const { GraphThread } = await import('../../generator/parallel/graph-thread.ts');
    const { dir, config } = await fixtureSite();
    await fs.writeFile(path.join(dir, 'data/dup.ttl'), PREFIXES + 'term:triple a skos:Concept ; skos:inScheme scheme:glossary ; skos:prefLabel "Triple (again)"@en, "Triplet (encore)"@fr ; skos:definition "x"@en, "y"@fr .\n');
    const thread = new GraphThread(config, 'query');
    try {
      const { records } = await thread.records;
      expect(records.concepts.length).toBeGreaterThan(0);
      // nothing else claims the validation here: the query thread does it once its records are sent
      const { problems, stages } = await thread.validation();
      expect(problems.filter((p) => p.severity === 'error').map(formatProblem)).toContain('error: data/dup.ttl: term:triple skos:prefLabel: more than one value in English (is the entity declared twice?)');
      expect(stages.map((s) => s.stage)).toEqual(['validate (query thread)']);
    } finally {
      await thread.stop();
    }
  });

  it('a Turtle mistake met on a graph thread comes back as the same one-line error', async () => {
    const { GraphThread } = await import('../../generator/parallel/graph-thread.ts');
    const { dir, config } = await fixtureSite();
    await fs.writeFile(path.join(dir, 'data/x.ttl'), 'nope:a nope:b nope:c .\n');
    const thread = new GraphThread(config, 'query');
    try {
      const error = await thread.records.then(() => undefined, (e) => e);
      expect(error).toBeInstanceOf(UserError);
      expect(formatUserError(error)).toMatch(/^data\/x\.ttl:1:1: Turtle syntax error: Undefined prefix "nope:"/);
    } finally {
      await thread.stop();
    }
  });

  it('Markdown with broken front matter', async () => {
    const msg = await failWith((dir) => fs.writeFile(path.join(dir, 'content/docs/learn-lod/bad.md'), '---\ntitle: Bad\ndescription: [not closed\n---\nBody\n'));
    expect(msg).toMatch(/^content\/docs\/learn-lod\/bad\.md:\d+(:\d+)?: front matter is not valid YAML/);
  });

  it('an empty Markdown file', async () => {
    const msg = await failWith((dir) => fs.writeFile(path.join(dir, 'content/docs/learn-lod/empty.md'), ''));
    expect(msg).toBe('content/docs/learn-lod/empty.md: the file is empty: a page needs front matter with at least a title');
  });

  it('a file in a wrong encoding', async () => {
    const msg = await failWith((dir) => fs.writeFile(path.join(dir, 'content/docs/learn-lod/latin1.md'), Buffer.from('---\ntitle: Caf\xe9\n---\n', 'latin1')));
    expect(msg).toBe('content/docs/learn-lod/latin1.md: the file is not valid UTF-8 text; save it with UTF-8 encoding');
  });

  it('a link to a missing page', async () => {
    const msg = await failWith((dir) => fs.appendFile(path.join(dir, 'content/docs/learn-lod/basics.md'), '\n[gone](/docs/gone)\n'));
    expect(msg).toContain('content/docs/learn-lod/basics.md:');
    expect(msg).toContain('broken link to /docs/gone in /docs/learn-lod/basics');
  });

  it('a redirect to another site is refused', async () => {
    const msg = await failWith((dir) => fs.writeFile(path.join(dir, 'content/redirects.json'), JSON.stringify({ redirects: [{ from: '/old', to: 'https://elsewhere.example/' }] })));
    expect(msg).toContain('content/redirects.json: redirect from /old to https://elsewhere.example/ is refused');
  });
});

describe('input that builds', () => {
  let site: { dir: string; config: SiteConfig };
  beforeAll(async () => {
    site = await fixtureSite();
  });

  it('warns about a missing anchor and an empty Turtle file, and builds', async () => {
    await fs.appendFile(path.join(site.dir, 'content/docs/learn-lod/basics.md'), '\n[nowhere](/docs/learn-lod/second#no-such-heading)\n');
    await fs.writeFile(path.join(site.dir, 'data/empty.ttl'), '');
    const { report } = await build(site.config);
    const warnings = report.warnings.map(formatProblem);
    expect(warnings.some((w) => w.includes('missing anchor #no-such-heading on /docs/learn-lod/second'))).toBe(true);
    expect(warnings).toContain('warning: data/empty.ttl: the file holds no triples');
  });

  it('shows a literal with </script> and markup as text, and keeps the JSON-LD valid', async () => {
    await fs.writeFile(
      path.join(site.dir, 'data/evil.ttl'),
      PREFIXES + 'term:evil a skos:Concept ; skos:inScheme scheme:glossary ; skos:prefLabel "Evil </script><script>alert(1)</script>"@en, "Méchant <b>gras</b>"@fr ; skos:definition "A <img src=x onerror=alert(1)> definition."@en, "Une définition."@fr .\n',
    );
    await build(site.config);
    const html = await readOut(site.config, 'docs/terms/evil/index.html');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('Evil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const json = JSON.stringify(jsonLdOf(html));
    expect(json).toContain('Evil </script><script>alert(1)</script>');
    const fr = await readOut(site.config, 'fr/docs/terms/evil/index.html');
    expect(fr).toContain('Méchant &lt;b&gt;gras&lt;/b&gt;');
  });

  it('builds a 5 MB Markdown file', async () => {
    const paragraph = 'Linked open data connects records about people, places and works across collections. ';
    const body = Array.from({ length: 640 }, (_, i) => `## Section ${i}\n\n${paragraph.repeat(95)}\n`).join('\n');
    await fs.writeFile(path.join(site.dir, 'content/docs/learn-lod/huge.md'), `---\ntitle: Huge\ndescription: A very long page.\n---\n${body}`);
    expect(Buffer.byteLength(body)).toBeGreaterThan(5_000_000);
    await build(site.config);
    const html = await readOut(site.config, 'docs/learn-lod/huge/index.html');
    expect(html).toContain('id="section-639"');
  });
});

describe('the command line', () => {
  it('prints file:line:col and no stack trace for a user mistake, and exits 1', async () => {
    const { dir } = await fixtureSite();
    await fs.writeFile(path.join(dir, 'data/bad.ttl'), '@prefix ex: <http://example.org/> .\nex:a ex:b .\n');
    const r = spawnSync(process.execPath, ['--import', pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href, path.join(ROOT, 'generator/cli.ts'), 'build', '--data', path.join(dir, 'data'), '--content', path.join(dir, 'content'), '--out', path.join(dir, 'out')], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.json') },
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/error: data\/bad\.ttl:2:\d+: Turtle syntax error/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
