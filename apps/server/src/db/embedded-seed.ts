/**
 * The embedded database's first start, made once (ADR 0099).
 *
 * A new PGlite folder is made by running initdb in WebAssembly and then every migration: about
 * 10 s of a core on a slow machine, the longest part of a first `npm start` and of every test
 * that starts a server on a new data folder. The build does it once instead (`makeSeed`): a
 * PGlite folder, migrated and closed, beside the bundle. A server whose data folder has no
 * database yet copies that folder into place and opens it (`plantSeed`), then migrates as
 * always, which finds nothing left to do.
 *
 * A seed is named by what made it: PGlite's version and the migrations (`seedDigest`). One made
 * by another PGlite is never planted (the server then makes its folder itself, as before); one
 * made from older migrations is planted and brought up to date by the migrations at start.
 */
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/** What a seed's folder holds beside PGlite's files: the digest that names it. */
const STAMP = 'hara-seed.json'

/** The installed PGlite's version (its package exports no package.json, so found by path). */
export function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  for (;;) {
    const file = path.join(dir, 'package.json')
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version: string }
      if (pkg.name === '@electric-sql/pglite') return pkg.version
    }
    const up = path.dirname(dir)
    if (up === dir) throw new Error('@electric-sql/pglite has no package.json')
    dir = up
  }
}

/** PGlite's version and every migration file, hashed: what a seed made now would hold. */
export function seedDigest(migrationsFolder: string): string {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\n`)
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()
  for (const file of files) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue
    hash.update(file).update(readFileSync(path.join(migrationsFolder, file)))
  }
  return hash.digest('hex').slice(0, 16)
}

/** The digest a seed folder was made with, or null when it is not a whole seed. */
function stampOf(seed: string): { digest: string; pglite: string } | null {
  try {
    return JSON.parse(readFileSync(path.join(seed, STAMP), 'utf8')) as {
      digest: string
      pglite: string
    }
  } catch {
    return null
  }
}

/**
 * Makes a seed in `seed`: PGlite's folder, migrated by `migrate` and closed. Whole or not at all:
 * made under another name and renamed, so that a build stopped half-way leaves no seed behind.
 */
export async function makeSeed(
  seed: string,
  migrationsFolder: string,
  migrate: (pgliteDir: string) => Promise<void>,
): Promise<void> {
  const digest = seedDigest(migrationsFolder)
  if (stampOf(seed)?.digest === digest) return
  const partial = `${seed}.partial-${process.pid}`
  rmSync(partial, { recursive: true, force: true })
  try {
    await migrate(partial)
    writeFileSync(path.join(partial, STAMP), JSON.stringify({ digest, pglite: pgliteVersion() }))
    // Another build that made the same one meanwhile is left as it is: it may be being copied.
    if (stampOf(seed)?.digest === digest) return
    rmSync(seed, { recursive: true, force: true })
    renameSync(partial, seed)
  } finally {
    rmSync(partial, { recursive: true, force: true })
  }
}

/**
 * Puts a copy of `seed` where PGlite's folder `pgliteDir` will be, when that folder holds no
 * database yet (missing or empty) and the seed was made by the installed PGlite. Copied under
 * another name and renamed into place, so a start stopped half-way leaves either no database or
 * a whole one. Says whether it planted; when not, PGlite makes the folder itself.
 */
export function plantSeed(seed: string, pgliteDir: string): boolean {
  const stamp = stampOf(seed)
  if (stamp === null || stamp.pglite !== pgliteVersion()) return false
  if (existsSync(pgliteDir)) {
    if (readdirSync(pgliteDir).length > 0) return false
    rmdirSync(pgliteDir)
  }
  const partial = `${pgliteDir}.seeding-${process.pid}`
  rmSync(partial, { recursive: true, force: true })
  try {
    cpSync(seed, partial, { recursive: true })
    rmSync(path.join(partial, STAMP))
    renameSync(partial, pgliteDir)
  } finally {
    rmSync(partial, { recursive: true, force: true })
  }
  return true
}
