import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { lingui } from '@lingui/vite-plugin'
import { linguiMacros } from './build/lingui-macros'
import { pseudoCatalog } from './build/pseudo-catalog'

const LINGUI_CONFIG = fileURLToPath(new URL('./lingui.config.ts', import.meta.url))

export default defineConfig({
  plugins: [
    linguiMacros(LINGUI_CONFIG),
    lingui({ configPath: LINGUI_CONFIG }),
    pseudoCatalog(LINGUI_CONFIG),
    react(),
  ],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  test: {
    environment: 'jsdom',
    // Each test file in a VM context of its own inside a worker that stays, rather than a new
    // process: jsdom is loaded once per worker, not once per file (1 s of each file's 1.5 s on
    // a slow machine), and a file's global is the window alone, as in a browser. What the
    // window lacks and browsers have comes from Node (src/test/browser-globals.ts).
    pool: 'vmThreads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // One worker per core: Vitest's default leaves one core idle (cores - 1, so one on two).
    maxWorkers: 2,
    // The tests here assert what a screen shows, not how fast: a jsdom render of the Timeline
    // or a chart can take seconds when both cores are busy (CI runs the server's suite beside
    // it), and Vitest's default 5 s then fails a test that is right.
    testTimeout: 20_000,
  },
})
