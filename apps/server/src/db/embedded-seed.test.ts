import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { migrationsFolder, openDatabase } from './client'
import { makeSeed, plantSeed, seedDigest } from './embedded-seed'
import { profiles, user } from './schema'

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})
const scratch = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hara-seed-'))
  dirs.push(dir)
  return dir
}
/** The seed the build put beside the bundle the suite runs (global-server-bundle.ts). */
const builtSeed = () => path.join(path.dirname(inject('serverBundle')), 'pglite-seed')

const migrationsApplied = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
  const applied = await database.db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )
  return Number((applied as unknown as { rows: { n: number }[] }).rows[0]?.n)
}

describe('the migrated embedded database a first start copies (the build makes it)', () => {
  it('a new data folder starts from it: every migration there, the rows written kept on reopening', async () => {
    const pgliteDir = path.join(scratch(), 'pglite')
    const first = await openDatabase({ pgliteDir, pgliteSeed: builtSeed() })
    const migrations = readdirSync(migrationsFolder()).filter((f) => f.endsWith('.sql'))
    expect(await migrationsApplied(first)).toBe(migrations.length)
    await first.db.insert(user).values({ id: 'u1', name: 'Ada', email: 'ada@example.com' })
    await first.db.insert(profiles).values({ id: 'u1', nickname: 'Ada' })
    await first.close()

    // The seed's name tag stays with the seed; the data folder is PGlite's alone.
    expect(existsSync(path.join(pgliteDir, 'hara-seed.json'))).toBe(false)
    expect(readdirSync(path.dirname(pgliteDir)).sort()).toEqual(['pglite', 'pglite.lock'])

    const second = await openDatabase({ pgliteDir, pgliteSeed: builtSeed() })
    expect((await second.db.select().from(profiles)).map((r) => r.nickname)).toEqual(['Ada'])
    await second.close()
  })

  it('is never put over a folder that holds anything, nor made by another PGlite', () => {
    const seed = path.join(scratch(), 'seed')
    cpSync(builtSeed(), seed, { recursive: true })

    const used = path.join(scratch(), 'pglite')
    mkdirSync(used)
    writeFileSync(path.join(used, 'PG_VERSION'), '17\n')
    expect(plantSeed(seed, used)).toBe(false)
    expect(readdirSync(used)).toEqual(['PG_VERSION'])

    const stamp = path.join(seed, 'hara-seed.json')
    writeFileSync(
      stamp,
      JSON.stringify({ ...JSON.parse(readFileSync(stamp, 'utf8')), pglite: '0.0.1' }),
    )
    const fresh = path.join(scratch(), 'pglite')
    expect(plantSeed(seed, fresh)).toBe(false)
    expect(existsSync(fresh)).toBe(false)

    // An empty folder (made ahead by an operator) counts as new.
    const empty = path.join(scratch(), 'pglite')
    mkdirSync(empty)
    expect(plantSeed(builtSeed(), empty)).toBe(true)
    expect(existsSync(path.join(empty, 'PG_VERSION'))).toBe(true)
  })

  it('is made whole or not at all, and once for the same PGlite and migrations', async () => {
    const seed = path.join(scratch(), 'seed')
    await expect(
      makeSeed(seed, migrationsFolder(), async (dir) => {
        mkdirSync(dir)
        writeFileSync(path.join(dir, 'PG_VERSION'), '17\n')
        throw new Error('the build was stopped')
      }),
    ).rejects.toThrow('the build was stopped')
    expect(readdirSync(path.dirname(seed))).toEqual([])
    // A folder without its name tag is no seed.
    expect(plantSeed(seed, path.join(scratch(), 'pglite'))).toBe(false)

    let made = 0
    const make = async (dir: string) => {
      made += 1
      mkdirSync(dir)
      writeFileSync(path.join(dir, 'PG_VERSION'), '17\n')
    }
    await makeSeed(seed, migrationsFolder(), make)
    await makeSeed(seed, migrationsFolder(), make)
    expect(made).toBe(1)

    // Another migration names another seed.
    const migrations = path.join(scratch(), 'drizzle')
    cpSync(migrationsFolder(), migrations, { recursive: true })
    const before = seedDigest(migrations)
    writeFileSync(path.join(migrations, '9999_next.sql'), 'select 1;')
    expect(seedDigest(migrations)).not.toBe(before)
    await makeSeed(seed, migrations, make)
    expect(made).toBe(2)
  })
})
