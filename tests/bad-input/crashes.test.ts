// Bad input, rows that used to crash with a stack trace, and the limits
// (page size, leftovers of killed builds).
import { afterAll, beforeAll, describe, it } from 'vitest';
import { CRASHES, LIMITS } from './cases.ts';
import { prepareTemplate, removeTemplate, runRow } from './run.ts';

beforeAll(prepareTemplate);
afterAll(removeTemplate);

describe('bad input: crashes become positioned errors', () => {
  for (const row of CRASHES) it(`${row.outcome}: ${row.name}`, () => runRow(row), row.timeoutMs);
});

describe('bad input: limits and leftovers', () => {
  for (const row of LIMITS) it(`${row.outcome}: ${row.name}`, () => runRow(row), row.timeoutMs);
});
