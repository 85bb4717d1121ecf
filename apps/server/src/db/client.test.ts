import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase } from './client'
import { profiles, user } from './schema'

// The embedded database: what `npm start` uses on a fresh machine.
describe('PGlite under the data folder', () => {
  it('is created on first open, migrated, and reopened with the same data', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hara-pglite-'))
    const pgliteDir = path.join(dir, 'pglite')
    try {
      const first = await openDatabase({ pgliteDir })
      await first.db.insert(user).values({ id: 'u1', name: 'Ada', email: 'ada@example.com' })
      await first.db.insert(profiles).values({ id: 'u1', nickname: 'Ada' })
      await first.close()

      // A second start runs the migrations again (a no-op) and finds the same rows.
      const second = await openDatabase({ pgliteDir })
      const rows = await second.db.select().from(profiles)
      expect(rows.map((r) => r.nickname)).toEqual(['Ada'])
      const applied = await second.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )
      expect(Number((applied as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBeGreaterThan(
        0,
      )
      expect(await second.ping()).toBe(true)
      await second.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
