import { defineConfig } from 'vitest/config';
export default defineConfig({
  test: { include: ['tests/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 180_000, maxWorkers: 2, env: { NODE_ENV: 'production' } },
  esbuild: { jsx: 'automatic', jsxDev: false },
  oxc: { jsx: { runtime: 'automatic', development: false } },
});
