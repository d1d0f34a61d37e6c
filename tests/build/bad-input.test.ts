// Bad input met in the graph, and at the command line (what is
// printed, exit status). Every other bad-input case is a row of the table in
// tests/bad-input/.
import fs from 'node:fs/promises';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, it, expect } from 'vitest';
import { formatProblem } from '../../generator/errors.ts';
import { CLI_ENV, cliArgs, fixtureSite } from '../helpers.ts';

const PREFIXES =
  '@prefix skos: <http://www.w3.org/2004/02/skos/core#> .\n@prefix schema: <https://schema.org/> .\n@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .\n@prefix term: <https://portal.lincsproject.ca/id/term/> .\n@prefix event: <https://portal.lincsproject.ca/id/event/> .\n@prefix scheme: <https://portal.lincsproject.ca/id/scheme/> .\n';

// The plain rows (Turtle, front matter, encodings, links, redirects, the
// 5 MB page, markup in literals) moved to the table in tests/bad-input/.
describe('bad input in the graph', () => {
  it('a SHACL violation names the entity, the property and the file', async () => {
    const { analyse } = await import('../../generator/build.ts');
    const { dir, config } = await fixtureSite();
    await fs.writeFile(
      path.join(dir, 'data/dup.ttl'),
      PREFIXES +
        'term:triple a skos:Concept ; skos:inScheme scheme:glossary ; skos:prefLabel "Triple (again)"@en, "Triplet (encore)"@fr ; skos:definition "x"@en, "y"@fr .\n',
    );
    const { problems, records } = await analyse(config);
    expect(records?.concepts.length).toBeGreaterThan(0);
    expect(
      problems
        .filter((p) => p.severity === 'error')
        .map(formatProblem)
        .join('\n'),
    ).toMatch(
      /^error: data\/dup\.ttl:\d+:1: term:triple skos:prefLabel: more than one value in English \(is the entity declared twice\?\)$/m,
    );
  });

  it('a Turtle mistake does not stop the load: it reads the rest, and the check names the mistake', async () => {
    // the parser resumes after a syntax error (generator/load/turtle-recovery.ts)
    const { analyse } = await import('../../generator/build.ts');
    const { dir, config } = await fixtureSite();
    await fs.writeFile(path.join(dir, 'data/x.ttl'), 'nope:a nope:b nope:c .\n');
    const { problems, records } = await analyse(config);
    expect(records?.concepts.length).toBeGreaterThan(0);
    expect(
      problems
        .filter((p) => p.severity === 'error')
        .map(formatProblem)
        .join('\n'),
    ).toMatch(/^error: data\/x\.ttl:1:1: Turtle syntax error: the prefix "nope:" is not declared/);
  });
});

describe('the command line', () => {
  it('prints file:line:col and no stack trace for a user mistake, and exits 1', async () => {
    const { dir } = await fixtureSite();
    await fs.writeFile(path.join(dir, 'data/bad.ttl'), '@prefix ex: <http://example.org/> .\nex:a ex:b .\n');
    const r = spawnSync(
      process.execPath,
      cliArgs('build', '--data', path.join(dir, 'data'), '--content', path.join(dir, 'content'), '--out', path.join(dir, 'out')),
      {
        cwd: dir,
        encoding: 'utf8',
        env: CLI_ENV,
      },
    );
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/error: data\/bad\.ttl:2:\d+: Turtle syntax error/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('build and check print the same errors, without a stack trace, for input that used to crash', async () => {
    const { dir } = await fixtureSite();
    await fs.writeFile(
      path.join(dir, 'data/bad.ttl'),
      '@prefix term: <https://portal.lincsproject.ca/id/term/> .\nterm:triple <https://example.org/vocab/2024> "a\\u0000b" .\n',
    );
    const run = (command: string) =>
      spawnSync(
        process.execPath,
        cliArgs(command, '--data', path.join(dir, 'data'), '--content', path.join(dir, 'content'), '--out', path.join(dir, 'out')),
        {
          cwd: dir,
          encoding: 'utf8',
          env: CLI_ENV,
        },
      );
    const built = run('build');
    const checked = run('check');
    expect(built.status).toBe(1);
    expect(checked.status).toBe(1);
    const errors = (text: string) =>
      text
        .split('\n')
        .filter((l) => l.startsWith('error: '))
        .sort();
    expect(errors(built.stderr)).toContain(
      'error: data/bad.ttl: term:triple <https://example.org/vocab/2024>: the text holds a control character (U+0000) at character 2; remove it',
    );
    expect(errors(checked.stdout)).toEqual(errors(built.stderr));
    expect(built.stderr + checked.stdout + checked.stderr).not.toMatch(/\n\s+at /);
  });
});
