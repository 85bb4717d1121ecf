import { defineConfig } from 'vitest/config'

// Every route is proven once, over HTTP, on the production driver: `createTestContext` builds
// the app on a fresh database of the suite's PostgreSQL cluster (global-postgres.ts). The
// embedded database (PGlite) is tested for what is its own (its files, its lock, its dump and
// restore, its start and stop) by the tests that name it, and end to end by the journeys,
// which run the server as `npm start` does.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    globalSetup: ['src/test/global-postgres.ts', 'src/test/global-server-bundle.ts'],
    // Scrypt hashing and separate server processes need some room on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker runs file after file with the modules it has loaded (the server's whole graph
    // takes seconds to import on a slow machine: 174 of the suite's 384 s there). Nothing here
    // needs a fresh module: the server keeps its state in what `createApp` is given, and the few
    // module-level caches are keyed by instance (an auth, a database) or by path.
    isolate: false,
    maxWorkers: 2,
  },
})
