// A SHACL problem names the offending value, suggests the name it was likely
// meant to be, and points at the line and column where the editor wrote it.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { analyse } from '../../generator/build.ts';
import { fixtureSite } from '../helpers.ts';

describe('SHACL problems in words an editor can act on', () => {
  it('skos:related to a misspelled term: the term, "did you mean", file:line:column', async () => {
    const site = await fixtureSite();
    try {
      const file = path.join(site.dir, 'data/glossary.ttl');
      const text = await fs.readFile(file, 'utf8');
      const added = `\nterm:typo-demo a skos:Concept ;\n    skos:inScheme scheme:glossary ; skos:topConceptOf scheme:glossary ;\n    skos:prefLabel "Typo demo"@en, "Démo de coquille"@fr ;\n    skos:definition "A term whose related link is misspelled."@en, "Un terme dont le lien associé est mal orthographié."@fr ;\n    skos:related term:tripel .\n`;
      await fs.writeFile(file, text + added);
      const line = text.split('\n').length + 5;
      const { problems } = await analyse({ ...site.config, rootDir: site.dir });
      const p = problems.find((x) => x.message.includes('term:tripel'));
      expect(p?.message).toMatch(/term:typo-demo skos:related: .*: term:tripel \(did you mean term:triple\?\)/);
      expect(p?.position).toEqual({ file: 'data/glossary.ttl', line, column: 18 });
    } finally {
      await fs.rm(site.dir, { recursive: true, force: true });
    }
  });
});
