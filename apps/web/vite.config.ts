import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { chunkFileNames, codeSplitting, PASSPHRASE_DICTIONARIES } from './build/chunks'
import { firstScreen } from './build/first-screen'
import { linguiMacros } from './build/lingui-macros'
import { precompress } from './build/precompress'
import { pseudoCatalog } from './build/pseudo-catalog'
import { screenStyles } from './build/screen-styles'

// The dev server proxies every server surface to the API process (npm run dev starts both).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`
const proxied = ['/api', '/functions', '/storage']

const LINGUI_CONFIG = fileURLToPath(new URL('./lingui.config.ts', import.meta.url))

export default defineConfig({
  plugins: [
    // Messages in the person's language (ADR 0077): Lingui's macros with English compiled in
    // place, the Spanish and German catalogs compiled as they are imported, the test language.
    linguiMacros(LINGUI_CONFIG),
    lingui({ configPath: LINGUI_CONFIG }),
    pseudoCatalog(LINGUI_CONFIG),
    // React's JSX, and React Fast Refresh in development: an edit to a component swaps it in
    // place and keeps its state.
    react(),
    tailwindcss(),
    screenStyles(),
    VitePWA({
      // Our own worker (src/sw/sw.ts): precaching and the app-shell fallback as before, plus
      // the reminders' push and notification handlers.
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // Registered by the app itself (src/lib/service-worker.ts), which offers each new
      // version with an 'Update available' prompt instead of swapping it in unannounced.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Hara',
        short_name: 'Hara',
        lang: 'en',
        description: 'Notice, honor and learn from your gut feelings.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#0d0b14',
        theme_color: '#0d0b14',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/maskable-192.png',
            sizes: '192x192',
            type: 'image/png',
            purpose: 'maskable',
          },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // The test language is never offered to people: no phone keeps it.
        globIgnores: [`**/${PASSPHRASE_DICTIONARIES}-*.js`, '**/_virtual_pseudo-catalog-*.js'],
        rollupFormat: 'iife',
      },
    }),
    firstScreen(),
    precompress(),
  ],
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget }])),
  },
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  build: {
    target: 'es2022',
    // Maps are written for debugging a build, but not referenced from the bundles, and the
    // server never serves them.
    sourcemap: 'hidden',
    rolldownOptions: { output: { codeSplitting, chunkFileNames } },
  },
})
