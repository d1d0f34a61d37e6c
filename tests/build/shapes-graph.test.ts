// Shapes are the site's rules, never its data, whatever their file or graph is
// called: a data file holding SHACL shapes under another name than
// shapes.ttl is read as shapes (validation uses it), stays out of every
// output (dumps, VoID, entity files, pages), and the build report names the
// files read and the one that held the shapes. The endpoint case is in
// tests/triplestore/virtuoso.test.ts (a shapes graph under another name).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildReport } from '../../generator/build.ts';
import type { SiteConfig } from '../../generator/config.ts';
import { loadGraph } from '../../generator/load/graph-source.ts';
import { splitShapes } from '../../generator/load/shapes-graph.ts';
import { parseTurtle } from '../../generator/load/turtle.ts';
import { formatOutcome } from '../../generator/report.ts';
import { validateGraph } from '../../generator/validate/index.ts';
import { fixtureSite, ROOT } from '../helpers.ts';

const SH = 'http://www.w3.org/ns/shacl#';

/** every file under `root`, relative */
function walk(root: string, rel = ''): string[] {
  return fs
    .readdirSync(path.join(root, rel), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(root, path.join(rel, e.name)) : [path.join(rel, e.name)]));
}

describe('a shapes file under another name than shapes.ttl', () => {
  let dir: string;
  let config: SiteConfig;
  let report: BuildReport;

  beforeAll(async () => {
    ({ dir, config } = await fixtureSite());
    fs.renameSync(path.join(dir, 'data/shapes.ttl'), path.join(dir, 'data/rules.ttl'));
    report = (await build(config)).report;
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is named in the report as the one that held the shapes, among the files read', () => {
    expect(report.graph.shapes).toEqual(['data/rules.ttl']);
    expect(report.graph.read).toContain('data/rules.ttl');
    expect(report.graph.read).toContain('data/vocab.ttl');
    expect(formatOutcome(report)).toMatch(/^Read: .*data\/rules\.ttl.*; shapes from data\/rules\.ttl$/m);
  });

  it('puts no SHACL statement in any output: dumps, VoID, entity files, pages', () => {
    const files = walk(config.outDir).filter((f) => /\.(ttl|nt|nq|jsonld|json|rdf|html)$/.test(f) || f.endsWith('void'));
    expect(files.some((f) => f.endsWith('site-graph.nt'))).toBe(true);
    const holding = files.filter((f) =>
      /shacl#(NodeShape|PropertyShape|targetClass|path)|sh:(NodeShape|targetClass)/.test(
        fs.readFileSync(path.join(config.outDir, f), 'utf8'),
      ),
    );
    expect(holding).toEqual([]);
  });

  it('still validates the data', async () => {
    fs.writeFileSync(
      path.join(dir, 'data/bad.ttl'),
      `@prefix skos: <http://www.w3.org/2004/02/skos/core#> .\n<${config.siteUrl}/id/term/unlabelled> a skos:Concept .\n`,
    );
    try {
      const problems = await validateGraph(config, await loadGraph(config));
      expect(problems.some((p) => p.severity === 'error' && p.position?.file === 'data/bad.ttl' && /skos:prefLabel/.test(p.message))).toBe(
        true,
      );
    } finally {
      fs.rmSync(path.join(dir, 'data/bad.ttl'));
    }
  });
});

describe('shapes sharing one graph with the data (a store keeping everything in its default graph)', () => {
  it('are split off whole, property shapes and lists included, and the data is left whole', () => {
    const read = (f: string) =>
      parseTurtle(fs.readFileSync(path.join(ROOT, 'data', f), 'utf8'), f, 'urn:one', 'https://example.org/').quads;
    const shapes = read('shapes.ttl');
    const data = read('vocab.ttl');
    const split = splitShapes([...data, ...shapes]);
    expect(split.shapes.length).toBe(shapes.length);
    expect(split.data.length).toBe(data.length);
    expect(split.data.some((q) => q.predicate.value.startsWith(SH))).toBe(false);
  });
});
