import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { lingui } from '@lingui/vite-plugin'
import { linguiMacros } from '../../apps/web/build/lingui-macros'

const LINGUI_CONFIG = fileURLToPath(new URL('../../apps/web/lingui.config.ts', import.meta.url))

// The phones run the web app's own modules (`@/…` as in apps/web) in Node, on fake-indexeddb;
// the server is the real app on an in-memory PGlite, started from the database global-setup.ts
// migrates once. The random histories run in two shards, one per core, each a fixed number of
// histories; the named histories run beside them. A shard's one test runs as long as its
// histories take (random-histories.ts sets its own timeout).
export default defineConfig({
  // The web app's words are Lingui's messages, compiled as the app's build compiles them.
  plugins: [linguiMacros(LINGUI_CONFIG), lingui({ configPath: LINGUI_CONFIG })],
  resolve: {
    alias: [
      {
        find: '@',
        replacement: fileURLToPath(new URL('../../apps/web/src', import.meta.url)),
      },
    ],
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/setup.ts'],
    globalSetup: ['src/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 3,
  },
})
