import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // builds and browsers are heavy; two cores
    fileParallelism: true,
    maxWorkers: 2,
    env: { NODE_ENV: 'production' },
  },
  // production React (NODE_ENV=production) has no jsxDEV: compile JSX for it
  esbuild: { jsx: 'automatic', jsxDev: false },
  oxc: { jsx: { runtime: 'automatic', development: false } },
});
