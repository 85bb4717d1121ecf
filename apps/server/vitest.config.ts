import { readdirSync, readFileSync } from 'node:fs'
import { defineConfig } from 'vitest/config'

// The suite runs twice in `npm test`: on the embedded database (PGlite), then with
// TEST_DATABASE=postgres on the suite's PostgreSQL cluster, so every route is proven on both.
// The second pass takes only the files whose tests build the app on the harness's database
// (`createTestContext`); the others pick their database themselves and ran in the first.
const onPostgres = process.env.TEST_DATABASE === 'postgres'
const testFiles = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `src/${file}`)

export default defineConfig({
  test: {
    include: onPostgres
      ? testFiles.filter((file) => readFileSync(file, 'utf8').includes('createTestContext('))
      : ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    globalSetup: ['src/test/global-postgres.ts'],
    provide: { testDatabase: onPostgres ? 'postgres' : 'pglite' },
    // Each file opens its own database; PGlite start-up plus scrypt hashing need some room.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
})
