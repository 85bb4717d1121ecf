// `npm run test:stryker` (not part of `npm test`): StrykerJS mutates a bounded set of the core's
// rules (XP and levels, the streak, the achievements' unlocking, the trust score, the verdict
// rule, follow-ups and the journal's merge) and runs the core's Vitest suite against each
// mutant, only the tests that cover it. Incremental: a run reuses what the last one found for
// code and tests that did not change (reports/stryker-incremental.json), so the first run is
// the long one. docs/testing-mutants.md has the latest score.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker.config.mjs' },
  mutate: [
    'src/gamification/levels.ts',
    'src/gamification/streak.ts',
    'src/gamification/achievement-unlocks.ts',
    'src/insights/trust.ts',
    'src/gut/gut-verdict.ts',
    'src/follow-up/follow-up.ts',
    'src/journal/journal-merge.ts',
    'src/journal/merge-entries.ts',
  ],
  coverageAnalysis: 'perTest',
  // Two test runners: the machine's two cores, and little memory beside them.
  concurrency: 2,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  timeoutMS: 20_000,
  thresholds: { high: 80, low: 60, break: null },
}
