import { defineConfig } from 'vitest/config'

/**
 * `npm run test:unit`: every workspace's unit and integration tests in one Vitest run, so the
 * two cores stay busy from the first file to the last instead of idling at the end of each
 * workspace. Each project keeps its own config (environment, set-up, timeouts); the sync
 * simulation runs in a stage of its own (scripts/test.mjs), with its fixed count of histories.
 */
export default defineConfig({
  test: {
    projects: ['packages/core', 'packages/coach', 'apps/server', 'apps/web'],
    maxWorkers: 2,
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts', 'packages/coach/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts', '**/*.d.ts', '**/src/test/**'],
      reporter: ['text-summary'],
      thresholds: {
        'packages/core/src/**': { lines: 95 },
        'packages/coach/src/**': { lines: 90 },
      },
    },
  },
})
