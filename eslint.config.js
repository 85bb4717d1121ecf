// Flat config. Besides the usual TypeScript and React Hooks rules it enforces the project's
// import boundaries (ADR 0001):
//   - packages/core and packages/coach import nothing from React, Hono, Drizzle, the AI SDK,
//     Node or browser APIs, or apps/*; the core imports nothing from the coach
//   - a web feature folder does not import another feature's folder, except the files another
//     offers it (featureEntries)
//   - the web app imports the server only as a type
//   - the rooms listed in oneDirection keep one direction with type imports counted too, and
//     the journal's database folder has no cycle, not even through an `import()`
//     (import-x/no-cycle); everywhere else, cycles are Oxlint's (.oxlintrc.json, ADR 0094)
//   - a server module imports another only through the files it offers (serverModuleEntries)
//   - product code imports no test code (the test/ folders beside it)
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

const serverModules = (() => {
  try {
    return readdirSync('apps/server/src/modules', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  } catch {
    return []
  }
})()

// What a server module offers the others: the files (in apps/server/src/modules/<module>/)
// another module may import. Everything else in a module is its own. A module missing here
// offers nothing; modules/route-deps.ts, what every router is given, is open to all.
const serverModuleEntries = {
  'access-code': ['admission', 'require-admitted'],
  'app-lock': ['queries'],
  auth: [
    'account-limits',
    'auth',
    'credentials',
    'password-hashing',
    'session-cache',
    'session-ends',
    'session-guard',
  ],
  health: ['routes'],
  mail: ['mailer', 'password-reset-mail'],
  profile: ['queries'],
  storage: ['object-storage'],
}

// What a web feature offers another, and to which: the files (in apps/web/src/features/<feature>/)
// the features named in `readers` may import. A feature missing here offers nothing; src/app
// composes the features. An offer goes one way: the offering feature never imports its reader.
// Files, not an index: each keeps the chunk it loads in (an index would load them all together).
const featureEntries = {
  passkeys: { files: ['lib/passkeys', 'lib/passkey-autofill'], readers: ['auth', 'account'] },
}

// Rooms with one door: a feature the rest of the app reaches only through its index.ts, which
// names all it offers (ADR 0062). Record sync's door is open to every feature and to src/app;
// its own files, and test code, reach past it.
const doors = ['sync']

/** Every file of the web app speaks through Lingui (ADR 0077); see the rule below. */
const TRANSLATED = ['apps/web/src/**/*.{ts,tsx}']
/** The attributes whose value a person reads or hears. */
const LABELS = '/^(aria-label|aria-description|title|placeholder|alt|label|hint|description)$/'

const offeredTo = (reader, feature) =>
  doors.includes(feature) || (featureEntries[feature]?.readers.includes(reader) ?? false)

// Rooms with one direction, type imports included (the cycle checks leave those out): in each
// list a file imports none of the files after it, so a reader can follow them from the top.
const oneDirection = [
  {
    // The journal's records in their database: the state in memory, a sealed record and its
    // sealing, the key, the database and its reports, the change feed and the changes, the
    // sealed journal's writes, then the writes and the store. The key fetches a record's sealing
    // on demand (`import('./record-sealing')`), which is below it: no way up (ADR 0062).
    folder: 'apps/web/src/stores/records/database',
    files: [
      'pacing',
      'legacy',
      'view',
      'current',
      'sealed-record',
      'record-sealing',
      'seal-key',
      'recovery-copies',
      'db',
      'move',
      'repair',
      'reports',
      'feed',
      'changes',
      'sealed',
      'writes',
      'store',
    ],
    upward: {},
  },
  {
    // The core's journal summary below the achievements it unlocks, and its merge: the shape of
    // a journal, the entries merged, the gamification recomputed, the merge of two journals,
    // then a batch's merge by difference.
    folder: 'packages/core/src',
    files: [
      'journal/journal',
      'journal/journal-summary',
      'gamification/achievement-unlocks',
      'journal/merge-entries',
      'journal/merged-gamification',
      'journal/journal-merge',
      'journal/batch-merge',
    ],
    upward: {},
  },
]

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
  // The floating and misused promises and the import cycles are Oxlint's (.oxlintrc.json,
  // `npm run lint:ox`, ADR 0094): ESLint builds no TypeScript program.
  {
    // How import-x follows an import, for the zones and the database folder's cycles below. The
    // TypeScript resolver follows each workspace's paths (`@/…`) and `@hara/*`.
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
  },
  {
    // The journal's database folder is a line (oneDirection below): no cycle there, not even
    // through an `import()`. Oxlint checks the other cycles (type-only imports left out), but
    // its module graph has no edge for an `import()`, so this one stays here.
    files: ['apps/web/src/stores/records/database/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
    // Which file may import which, type imports included; each zone names the files it covers.
    // - Product code never imports test code (the test/ folders, `@hara/core/test/*`).
    // - Each server module is closed to the others except through the entries it offers
    //   (serverModuleEntries above); app.ts composes the modules.
    // - A feature imports what another offers it (featureEntries above) and nothing more.
    // - The rooms in oneDirection (above) keep one direction.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [
                'apps/web/src/!(test)/**/!(*.test).{ts,tsx}',
                'apps/web/src/!(*.test).{ts,tsx}',
                'apps/server/src/!(test)/**/!(*.test).ts',
                'apps/server/src/!(*.test).ts',
                'packages/*/src/!(test)/**/!(*.test).ts',
                'packages/*/src/!(*.test).ts',
              ],
              from: [
                'apps/web/src/test',
                'apps/server/src/test',
                'packages/core/src/test',
                'packages/coach/src/test',
              ],
              message: 'Product code does not import test code.',
            },
            ...serverModules.map((module) => ({
              target: `apps/server/src/modules/${module}`,
              from: 'apps/server/src/modules',
              except: [
                `./${module}`,
                './route-deps.ts',
                ...Object.entries(serverModuleEntries)
                  .filter(([other]) => other !== module)
                  .flatMap(([other, files]) => files.map((file) => `./${other}/${file}.ts`)),
              ],
              message: `Server module "${module}" imports another module only through the files it offers (serverModuleEntries in eslint.config.js).`,
            })),
            ...Object.entries(featureEntries).flatMap(([feature, { files, readers }]) =>
              readers.map((reader) => ({
                target: `apps/web/src/features/${reader}`,
                from: `apps/web/src/features/${feature}`,
                except: files.map((file) => `./${file}.ts`),
                message: `Feature "${reader}" imports feature "${feature}" only through the files it offers (featureEntries in eslint.config.js).`,
              })),
            ),
            ...doors.map((feature) => ({
              target: [
                'apps/web/src/!(test|features)/**/!(*.test).{ts,tsx}',
                `apps/web/src/features/!(${feature})/**/!(*.test).{ts,tsx}`,
              ],
              from: `apps/web/src/features/${feature}`,
              except: ['./index.ts'],
              message: `Feature "${feature}" is reached only through its door, features/${feature}/index.ts (doors in eslint.config.js).`,
            })),
            ...oneDirection.flatMap(({ folder, files, upward }) =>
              files.slice(0, -1).map((file, index) => ({
                target: `${folder}/${file}.ts`,
                from: files
                  .slice(index + 1)
                  .filter((later) => !(upward[file] ?? []).includes(later))
                  .map((later) => `${folder}/${later}.ts`),
                message: `One direction in ${folder}: ${file} imports only the files listed before it (oneDirection in eslint.config.js).`,
              })),
            ),
          ],
        },
      ],
    },
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
            ...['react-router', 'react-router-dom'].map((name) => ({
              name,
              message:
                "The app routes with its own router, '@/lib/router', and links come from '@/components/ui/link' (ADR 0072).",
            })),
            ...['@tanstack/react-query', '@tanstack/query-core'].map((name) => ({
              name,
              message:
                "The app reads and writes through its own query cache, '@/lib/query' and '@/lib/query/use-mutation' (ADR 0084).",
            })),
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
  // Each feature folder is closed to the others, but for what one offers another (featureEntries,
  // checked by the zones above); routes in src/app compose them.
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: features
            .filter((other) => other !== feature && !offeredTo(feature, other))
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
  // Every text a person reads goes through Lingui (ADR 0077). In the whole web app (TRANSLATED,
  // at the top), JSX text with words, a label attribute written as a literal or chosen between
  // literals, and a toast with literal words are refused.
  {
    files: TRANSLATED,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "JSXText[value=/[A-Za-z]/]:not(JSXElement[openingElement.name.name='Trans'] JSXText)",
          `JSXAttribute[name.name=${LABELS}] > Literal[value=/[A-Za-z]/]`,
          `JSXAttribute[name.name=${LABELS}] > JSXExpressionContainer > Literal[value=/[A-Za-z]/]`,
          `JSXAttribute[name.name=${LABELS}] > JSXExpressionContainer > TemplateLiteral`,
          // …and inside a choice between texts (`a ? 'One' : 'Other'`, `a && 'One'`), one deep.
          ...[`JSXAttribute[name.name=${LABELS}]`, 'JSXElement'].flatMap((holder) =>
            ['', ' > ConditionalExpression'].map(
              (deeper) =>
                `${holder} > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression)${deeper} > :matches(Literal[value=/[A-Za-z]/], TemplateLiteral)`,
            ),
          ),
          'JSXElement > JSXExpressionContainer > Literal[value=/[A-Za-z]/]',
          'JSXElement > JSXExpressionContainer > TemplateLiteral',
          "CallExpression[callee.object.name='toast'] > Literal[value=/[A-Za-z]/]",
          "CallExpression[callee.object.name='toast'] > :matches(ConditionalExpression, TemplateLiteral)",
          "CallExpression[callee.name='toast'] > Literal[value=/[A-Za-z]/]",
          "CallExpression[callee.object.name='toast'] Property[key.name='description'] > Literal[value=/[A-Za-z]/]",
        ].map((selector) => ({
          selector,
          message: 'Words a person reads go through Lingui: <Trans>…</Trans> or t`…` (ADR 0077).',
        })),
      ],
    },
  },
  prettier,
)
