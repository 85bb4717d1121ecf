import { defineConfig, mergeConfig } from 'vitest/config'
import core from './vitest.config.ts'

/**
 * The core's Vitest config for StrykerJS (stryker.config.mjs): the same tests, with fast-check's
 * random journals drawn from one fixed seed, so that every mutant meets the same cases and a
 * mutant is killed or survives for its code, never for the draw. Each test file in a fresh
 * module graph, as StrykerJS has always run it: a mutant is switched on per test, and a module
 * kept from another file must not carry one file's state into the next.
 */
export default mergeConfig(
  core,
  defineConfig({ test: { setupFiles: ['./stryker-seed.mjs'], isolate: true } }),
)
