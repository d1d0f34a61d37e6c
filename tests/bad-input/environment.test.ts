// Bad input, round three (issue 39): the machine fails (named pipes, a full or read-only disk, a broken site.config.json),
// and out/ is a symbolic link to the web root.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ENVIRONMENT, PUBLISH_LINK } from './cases-hostile.ts';
import { prepareTemplate, removeTemplate, runRow } from './run.ts';

beforeAll(prepareTemplate);
afterAll(removeTemplate);

describe('bad input: the environment fails', () => {
  for (const row of ENVIRONMENT) it(`${row.outcome}: ${row.name}`, () => runRow(row), row.timeoutMs);
});

describe('bad input: out/ is a symbolic link', () => {
  for (const row of PUBLISH_LINK) it(`${row.outcome}: ${row.name}`, () => runRow(row), row.timeoutMs);
});
