/**
 * Processes starting together on one PostgreSQL: the start-up lock lets one in at a
 * time, and several opening an empty database at once all come up, having migrated it once.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createThrowawayDatabase } from '../test/harness'
import { migrationsFolder, openDatabase } from './client'
import { withStartupLock } from './startup-lock'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the start-up lock', () => {
  let database: { url: string; drop(): Promise<void> }
  beforeAll(async () => {
    database = await createThrowawayDatabase()
  })
  afterAll(() => database?.drop())

  it('lets one process in at a time; the next one waits', async () => {
    const events: string[] = []
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const first = withStartupLock(database.url, async () => {
      events.push('first in')
      await held
      events.push('first out')
    })
    while (!events.includes('first in')) await sleep(20)
    let waited = false
    const second = withStartupLock(database.url, async () => void events.push('second in'), {
      onWait: () => (waited = true),
    })
    await sleep(400)
    expect(events).toEqual(['first in'])
    expect(waited).toBe(true)
    release()
    await Promise.all([first, second])
    expect(events).toEqual(['first in', 'first out', 'second in'])
  })

  it('brings up four processes opening an empty database at the same moment', async () => {
    const fresh = await createThrowawayDatabase()
    try {
      const handles = await Promise.all(
        Array.from({ length: 4 }, () =>
          openDatabase({ databaseUrl: fresh.url, pgliteDir: 'memory://' }),
        ),
      )
      try {
        expect(await Promise.all(handles.map((handle) => handle.ping()))).toEqual([
          true,
          true,
          true,
          true,
        ])
        const journal = JSON.parse(
          readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
        ) as { entries: unknown[] }
        const applied = (await handles[0]!.db.execute(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        )) as unknown as { rows: { n: number }[] }
        expect(applied.rows[0]?.n).toBe(journal.entries.length)
      } finally {
        await Promise.all(handles.map((handle) => handle.close()))
      }
    } finally {
      await fresh.drop()
    }
  })
})
