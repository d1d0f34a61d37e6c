// Bad input, silent-loss rows: duplicates, slugs, language tags, dates, loops, heading ids, shapes, and the earlier cases.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { LOSS } from './cases.ts';
import { prepareTemplate, removeTemplate, runRow } from './run.ts';

beforeAll(prepareTemplate);
afterAll(removeTemplate);

describe('bad input: silent loss', () => {
  for (const row of LOSS) it(`${row.outcome}: ${row.name}`, () => runRow(row), row.timeoutMs);
});
