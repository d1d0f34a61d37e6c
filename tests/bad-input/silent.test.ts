// Bad input, round three (issue 39): wrong output without a word (static files over generated ones,
// unreachable or look-alike addresses, configuration of the wrong shape).
import { afterAll, beforeAll, describe, it } from 'vitest';
import { SILENT } from './cases-hostile.ts';
import { prepareTemplate, removeTemplate, runRow } from './run.ts';

beforeAll(prepareTemplate);
afterAll(removeTemplate);

describe('bad input: never wrong output without a word', () => {
  for (const row of SILENT) it(`${row.outcome}: ${row.name}`, () => runRow(row), row.timeoutMs);
});
