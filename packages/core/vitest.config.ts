import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One worker per core: Vitest's default leaves one core idle (cores - 1, so one on two).
    maxWorkers: 2,
    // A worker runs file after file with the modules it has loaded: the code here is pure, and
    // `npm run test:covered` (the core and the coach, with coverage) took 57.7 s on a slow
    // machine, 36 s of it importing the same modules again for each file, and takes 18.5 s
    // (107 s of CPU against 32 s). The test helpers' counters start again before each file
    // (src/test/fresh-file.ts).
    isolate: false,
    setupFiles: ['src/test/fresh-file.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts', 'src/test/**'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
})
