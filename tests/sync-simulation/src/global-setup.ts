import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { migrationsFolder, openDatabase } from '../../../apps/server/src/db/client'
import { seedDigest } from '../../../apps/server/src/db/embedded-seed'

/**
 * The server's database, migrated once and kept as PGlite's data folder (`dumpDataDir`) under
 * node_modules/.cache, named by the migrations and PGlite's version (the digest a build's seed
 * is named by, apps/server/src/db/embedded-seed.ts): every server of the
 * simulation starts from it (`migratedDatabase`) instead of making and migrating its own, the
 * longest part of its start. A new migration makes a new one.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    migratedDatabase: string
  }
}

const repository = fileURLToPath(new URL('../../../', import.meta.url))

export default async function setup(project: TestProject): Promise<void> {
  const folder = path.join(repository, 'node_modules/.cache/hara-sync-simulation')
  const file = path.join(folder, `database-${seedDigest(migrationsFolder())}.tar`)
  if (!existsSync(file)) {
    const database = await openDatabase({ pgliteDir: 'memory://' })
    try {
      const dump = await database.dumpDataDir!()
      mkdirSync(folder, { recursive: true })
      // Whole or not at all: another run reading it meanwhile never sees half of it.
      const partial = `${file}.${process.pid}`
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
      renameSync(partial, file)
    } finally {
      await database.close()
    }
  }
  project.provide('migratedDatabase', file)
}
