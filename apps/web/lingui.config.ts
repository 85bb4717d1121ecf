import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/**
 * Hara's messages (ADR 0077). English is the source: its text stays in the code, compiled at
 * build time (build/lingui-macros.ts), so each screen carries its own English and no English
 * catalog is fetched. Spanish and German are catalogs in src/locales, loaded when chosen. The
 * test language ("pseudo") is made from the English catalog at build time.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'de'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/test/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
  // The macros' `useLingui` and `<Trans>` are Hara's own binding (src/i18n/react.tsx).
  runtimeConfigModule: {
    useLingui: ['@/i18n/react', 'useLingui'],
    Trans: ['@/i18n/react', 'Trans'],
  },
})
