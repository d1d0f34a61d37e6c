// Bad input, round three (issue 39): front matter that would run code, and input that crashed `build` after `check` passed.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { FRONT_MATTER_CODE, STOPS } from './cases-hostile.ts';
import { prepareTemplate, removeTemplate, runRow } from './run.ts';

beforeAll(prepareTemplate);
afterAll(removeTemplate);

describe('bad input: front matter is data, never code', () => {
  for (const row of FRONT_MATTER_CODE) it(`${row.outcome}: ${row.name}`, () => runRow(row), row.timeoutMs);
});

describe('bad input: check finds what build would die on', () => {
  for (const row of STOPS) it(`${row.outcome}: ${row.name}`, () => runRow(row), row.timeoutMs);
});
