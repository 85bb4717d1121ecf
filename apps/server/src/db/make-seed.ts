/**
 * `node <bundle folder>/make-seed.mjs`, run by build.mjs after bundling: the migrated PGlite
 * folder a new data folder starts from (embedded-seed.ts), made as `pglite-seed` beside the
 * bundle. Made once per PGlite and migrations under node_modules/.cache, then copied: the
 * server's suite bundles the server again for its own run, and finds it there.
 */
import { cpSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { migrationsFolder, openDatabase } from './client'
import { makeSeed, seedDigest } from './embedded-seed'

const here = path.dirname(fileURLToPath(import.meta.url))
// The node_modules folder PGlite is installed in, wherever the bundle is.
const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite')
const inNodeModules = `${path.sep}node_modules${path.sep}`
const nodeModules = pglite.slice(0, pglite.lastIndexOf(inNodeModules) + inNodeModules.length)
const cacheRoot = path.join(nodeModules, '.cache', 'hara-pglite-seed')
const cached = path.join(cacheRoot, seedDigest(migrationsFolder()))

await makeSeed(cached, migrationsFolder(), async (pgliteDir) => {
  const database = await openDatabase({ pgliteDir, purpose: 'build' })
  await database.close()
  rmSync(`${pgliteDir}.lock`, { recursive: true, force: true })
})
const seed = path.join(here, 'pglite-seed')
rmSync(seed, { recursive: true, force: true })
cpSync(cached, seed, { recursive: true })
