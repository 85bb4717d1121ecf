import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'eval/**/*.test.ts'],
    // One worker per core: Vitest's default leaves one core idle (cores - 1, so one on two).
    maxWorkers: 2,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts', 'src/**/*.d.ts', 'src/test/**'],
      reporter: ['text-summary'],
      thresholds: { lines: 90 },
    },
  },
})
