// Each workspace's `npm run typecheck` (`node <root>/scripts/tsc.mjs -p tsconfig.json`):
// TypeScript 7's compiler, the native one, on one thread (npm test runs one piece per core).
// It is installed as `typescript-native`: `typescript` stays at 6 for typescript-eslint's parser,
// which loads the compiler's JavaScript API and supports no later version (ADR 0091; the
// type-aware rules run in Oxlint, on TypeScript 7: ADR 0094).
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'

const manifest = createRequire(import.meta.url).resolve('typescript-native/package.json')
const tsc = path.join(path.dirname(manifest), 'bin', 'tsc')
const { status, signal } = spawnSync(
  process.execPath,
  [tsc, '--singleThreaded', ...process.argv.slice(2)],
  { stdio: 'inherit' },
)
process.exit(status ?? (signal ? 1 : 0))
