// Flat config. Besides the usual TypeScript and React Hooks rules it enforces the project's
// import boundaries (ADR 0001):
//   - packages/core and packages/coach import nothing from React, Hono, Drizzle, the AI SDK,
//     Node or browser APIs, or apps/*; the core imports nothing from the coach
//   - a web feature folder does not import another feature's folder
//   - the web app imports the server only as a type
//   - no module imports itself back through others (import-x/no-cycle)
//   - only apps/server/src/env.ts reads `process.env`; the rest of the product's code receives
//     a typed Env (tests, scripts, the journeys and tool configs may read it)
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const features = (() => {
  try {
    return readdirSync('apps/web/src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  } catch {
    return []
  }
})()

const browserGlobals = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'fetch',
  'location',
  'indexedDB',
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'apps/web/public/**',
      'apps/web/dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // A cycle makes the order modules load in matter and hides what depends on what.
    // Left out: type-only imports, which vanish at build time, and `import()`, which runs after
    // both modules have loaded (the web app's lazy route table names the signed-in shell, which
    // renders those routes). The TypeScript resolver follows each workspace's paths (`@/…`)
    // and `@hara/*`.
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files to read, and with which parser, when following imports.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'tests/*/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
    },
  },
  {
    // One reader of the environment, which validates it and fails fast: everything else takes
    // the typed Env it returns, so a setting is documented and checked in one place.
    files: ['apps/*/src/**/*.{ts,tsx,js,mjs}', 'packages/*/src/**/*.ts'],
    ignores: [
      'apps/server/src/env.ts',
      '**/*.test.{ts,tsx}',
      'apps/server/src/test/**',
      'apps/web/src/test/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Only apps/server/src/env.ts reads process.env: take what you need from its Env.',
        },
      ],
    },
  },
  {
    files: [
      'scripts/**/*.mjs',
      '*.js',
      'apps/server/**/*.{ts,mjs}',
      'e2e/**/*.{ts,mjs}',
      'tests/**/*.ts',
      'apps/web/build/**/*.ts',
      '**/*.config.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['packages/{core,coach}/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', '@tanstack/*', 'hono', 'hono/*', '@hono/*'],
              message: 'packages/core is pure: no UI or server frameworks.',
            },
            {
              group: [
                'drizzle-orm',
                'drizzle-orm/*',
                'pg',
                '@electric-sql/*',
                'better-auth',
                'better-auth/*',
              ],
              message: 'packages/core is pure: no database or auth libraries.',
            },
            { group: ['ai', '@ai-sdk/*'], message: 'packages/core is pure: no AI SDK.' },
            {
              group: ['@hara/web', '@hara/server', '**/apps/**', 'node:*'],
              message: 'The pure packages import nothing from apps/* or Node built-ins.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[...browserGlobals, 'process', 'Buffer', 'require', 'setTimeout', 'setInterval'].map(
          (name) => ({
            name,
            message: 'The pure packages take what they need as arguments.',
          }),
        ),
      ],
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@hara/coach', '@hara/coach/*'],
              message: 'The core sits below the coach and never imports it.',
            },
            {
              group: ['react', 'react-*', 'react/*', '@tanstack/*', 'hono', 'hono/*', '@hono/*'],
              message: 'packages/core is pure: no UI or server frameworks.',
            },
            {
              group: [
                'drizzle-orm',
                'drizzle-orm/*',
                'pg',
                '@electric-sql/*',
                'better-auth',
                'better-auth/*',
              ],
              message: 'packages/core is pure: no database or auth libraries.',
            },
            { group: ['ai', '@ai-sdk/*'], message: 'packages/core is pure: no AI SDK.' },
            {
              group: ['@hara/web', '@hara/server', '**/apps/**', 'node:*'],
              message: 'packages/core imports nothing from apps/* or Node built-ins.',
            },
          ],
        },
      ],
    },
  },
  {
    // Schemas are built on first use, not as their module loads (lazy-schema.ts, ADR 0030):
    // building them was most of the signed-in start's script time.
    files: ['packages/core/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ':matches(CallExpression[callee.object.name="z"], CallExpression[callee.object.object.name="z"]):not(:function CallExpression)',
          message:
            'Build a module-level schema on first use: lazySchema(() => z.…) (see lazy-schema.ts).',
        },
      ],
    },
  },
  {
    // The lexicon's untyped modules are declared in a .d.ts that the apps compiling the coach's
    // sources must see too; a path reference carries it along.
    files: ['packages/coach/src/**/*.ts'],
    rules: { '@typescript-eslint/triple-slash-reference': ['error', { path: 'always' }] },
  },
  {
    files: ['packages/coach/bench/**/*.ts', 'packages/*/vitest.config.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@hara/server',
              allowTypeImports: true,
              message: 'The web app imports the server only as a type.',
            },
            {
              name: '@hara/coach',
              allowTypeImports: true,
              message:
                'The coach engine is loaded on demand (await import) so that it costs the first screen nothing.',
            },
            {
              name: 'sonner',
              allowTypeImports: true,
              message: "Toasts go through '@/lib/toast', which loads sonner with the first toast.",
            },
          ],
          patterns: [
            {
              group: ['**/apps/server/**', '../server/**'],
              message: 'The web app imports the server only as a type, through @hara/server.',
            },
          ],
        },
      ],
    },
  },
  {
    // The start scripts, inlined into the page by the build (build/first-screen.ts): plain
    // browser scripts that run before any module, and fail silently where storage is refused.
    files: ['apps/web/src/start/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
    rules: { 'no-empty': ['error', { allowEmptyCatch: true }] },
  },
  // Shared layers (UI primitives, lib, stores) sit below the features and the app.
  {
    files: ['apps/web/src/{components,lib,stores}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/**', '@/app/**', '**/features/**', '**/app/**'],
              message: 'Shared layers must not import features or the app.',
            },
          ],
        },
      ],
    },
  },
  // Each feature folder is closed to the others; routes in src/app compose them.
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: features
            .filter((other) => other !== feature)
            .flatMap((other) => [
              {
                group: [
                  `@/features/${other}`,
                  `@/features/${other}/**`,
                  `**/features/${other}/**`,
                  `../${other}/**`,
                ],
                message: `Feature "${feature}" must not import feature "${other}". Compose them in src/app.`,
              },
            ]),
        },
      ],
    },
  })),
  prettier,
)
