// Mistakes that used to lose content without a word, made on a copy of the
// real site: each must now be an error that names the entity or the file.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyse } from '../../generator/build.ts';
import { formatProblem, type Problem } from '../../generator/errors.ts';
import { realSiteCopy } from '../site-copy.ts';

const errorsOf = (problems: Problem[]) => problems.filter((p) => p.severity === 'error');

describe('silent loss on the real site', () => {
  let site: Awaited<ReturnType<typeof realSiteCopy>>;
  beforeAll(async () => {
    site = await realSiteCopy();
  });
  afterAll(() => site.remove());

  // (a slug: in a doc page was an error here; it is now honoured, as Docusaurus does: tests/unit/docusaurus-load.test.ts)
  it('a misspelled event class is an error with file, line and a suggestion', async () => {
    const events = path.join(site.dir, 'data/events.ttl');
    const before = await fs.readFile(events, 'utf8');
    const added =
      '\nevent:example-meetup-2031 a schema:Evnt ;\n    schema:name "Example meetup"@en, "Rencontre exemple"@fr ;\n    schema:startDate "2031-03-01"^^xsd:date .\n';
    await fs.writeFile(events, before + added);
    try {
      const errors = errorsOf((await analyse(site.config)).problems);
      const event = errors.find((p) => p.message.includes('event:example-meetup-2031'));
      expect(event, errors.map(formatProblem).join('\n')).toBeDefined();
      expect(event!.position).toMatchObject({ file: 'data/events.ttl', line: before.split('\n').length + 1 });
      expect(event!.message).toContain('schema:Evnt');
      expect(event!.message).toContain('did you mean schema:Event?');
    } finally {
      await fs.writeFile(events, before);
    }
  });

  it('a tool without a page is one error at its Turtle that names the file to create, not a broken link in the catalogue', async () => {
    const tools = path.join(site.dir, 'data/tools.ttl');
    const before = await fs.readFile(tools, 'utf8');
    await fs.writeFile(
      tools,
      before +
        `
tool:example-sketcher a schema:SoftwareApplication ;
    schema:name "Example Sketcher" ;
    schema:abstract "An example tool."@en, "Un outil d'exemple."@fr ;
    schema:description "An example tool that exists only in this test."@en, "Un outil d'exemple qui n'existe que dans ce test."@fr ;
    schema:applicationCategory facet:cleaning ;
    schema:educationalLevel facet:beginner ;
    lv:origin facet:adopted ;
    lv:requiresAccount false .
`,
    );
    try {
      const errors = errorsOf((await analyse(site.config)).problems);
      expect(errors.map(formatProblem)).toHaveLength(1);
      expect(errors[0].position).toMatchObject({ file: 'data/tools.ttl', line: before.split('\n').length + 1 });
      expect(errors[0].message).toContain('tool:example-sketcher');
      expect(errors[0].message).toContain('content/docs/tools/example-sketcher/index.md');
    } finally {
      await fs.writeFile(tools, before);
    }
  });
});
