import { defineConfig, mergeConfig } from 'vitest/config'
import core from './vitest.config.ts'

/**
 * The core's Vitest config for StrykerJS (stryker.config.mjs): the same tests, with fast-check's
 * random journals drawn from one fixed seed, so that every mutant meets the same cases and a
 * mutant is killed or survives for its code, never for the draw.
 */
export default mergeConfig(core, defineConfig({ test: { setupFiles: ['./stryker-seed.mjs'] } }))
