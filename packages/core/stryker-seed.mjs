// One seed for every fast-check property while StrykerJS runs (vitest.stryker.config.mjs).
import fc from 'fast-check'

fc.configureGlobal({ seed: 20260101 })
