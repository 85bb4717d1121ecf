import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each file opens its own database; PGlite start-up plus scrypt hashing need some room.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // The files of a worker share its modules instead of importing the app anew each (about
    // 1.7 s a file): every file builds its own app, database and clock through test/harness.ts,
    // so no test's state lives in a module. Measured on two cores: 359 -> 244 s on PGlite,
    // 221 -> 166 s on PostgreSQL, the same tests passing.
    isolate: false,
  },
})
