import fs from 'node:fs';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The files that take longest in CI, started first: the browser ones visit many pages of the real site in Chromium.
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
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // builds and browsers are heavy; two cores
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    env: { NODE_ENV: 'production' },
    // Files outside the browser tests share their worker's module cache (isolate: false) instead of each
    // importing the generator, Comunica, React and shiki afresh: measured on tests/unit, 46 files, in one run
    // at load ~9, 220 s wall isolated against 62 s shared (summed import 89 s against 14 s), and every file
    // of tests/unit, build, bad-input and dev passes shared. They restore what they change (environment
    // variables, spies) in afterEach/finally. The browser tests stay isolated: they spend their time in
    // Chromium, not in imports. ISOLATE_ALL=1 isolates every file again.
    projects: [
      { extends: true, test: { name: 'browser', include: ['tests/e2e/**/*.test.ts', 'tests/triplestore/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'node',
          include: ['tests/{unit,build,bad-input,dev}/**/*.test.ts'],
          isolate: process.env.ISOLATE_ALL === '1',
        },
      },
    ],
  },
  // production React (NODE_ENV=production) has no jsxDEV: compile JSX for it
  esbuild: { jsx: 'automatic', jsxDev: false },
  oxc: { jsx: { runtime: 'automatic', development: false } },
});
