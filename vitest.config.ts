import fs from 'node:fs';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The files that take longest in CI, started first: three crawl every page of the real site in Chromium.
// A fresh clone has no vitest timing cache, so vitest would order files by size, and these short files
// started last, leaving one worker alone with one of them for minutes at the end of the run. The second
// one builds fixture sites only, so the other worker is not idle while the first builds the real site.
const LONGEST = [
  'tests/e2e/every-page.test.ts',
  'tests/build/up-to-date.test.ts',
  'tests/e2e/quality.test.ts',
  'tests/e2e/visitors.test.ts',
];
for (const file of LONGEST) if (!fs.existsSync(file)) throw new Error(`vitest.config.ts: ${file} (in LONGEST) does not exist`);

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONGEST.findIndex((l) => f.moduleId.endsWith(l));
      return i < 0 ? LONGEST.length : i;
    };
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // builds and browsers are heavy; two cores
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    env: { NODE_ENV: 'production' },
  },
  // production React (NODE_ENV=production) has no jsxDEV: compile JSX for it
  esbuild: { jsx: 'automatic', jsxDev: false },
  oxc: { jsx: { runtime: 'automatic', development: false } },
});
