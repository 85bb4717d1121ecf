import { defineConfig } from 'vitest/config'

/**
 * Every workspace's unit and integration tests, as projects of one config: each keeps its own
 * (environment, set-up, timeouts). `npm test` runs them in two Vitest runs side by side
 * (scripts/test.mjs): the core's and the coach's with their line coverage measured
 * (`npm run test:covered`), the server's and the web app's without (`npm run test:app`).
 * V8's coverage is switched on for a whole worker, whatever `include` keeps: measured in the
 * same run, the server's and the web app's tests took a third more CPU (925 s against 675 s
 * on a slow 2-core machine) for a report that leaves them out. The sync simulation runs in a
 * stage of its own, with its fixed count of histories.
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
