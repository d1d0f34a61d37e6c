// Bad input, security rows: output confinement, link schemes, redirect targets, symlinks.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { SECURITY } from './cases.ts';
import { prepareTemplate, removeTemplate, runRow } from './run.ts';

beforeAll(prepareTemplate);
afterAll(removeTemplate);

describe('bad input: security', () => {
  for (const row of SECURITY) it(`${row.outcome}: ${row.name}`, () => runRow(row), row.timeoutMs);
});
