import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brokenInvariants, heal } from './invariants'
import { settle } from './phone'
import { Run } from './runner'
import { checkIn, sync } from './scripted'
import { World } from './world'

/**
 * Named histories of turning the backup off and starting it again, each what a person did
 * on two phones: the backup deleted on one phone while another still had it on, and a new
 * phone whose person forgot the passphrase. Like regressions.test.ts, each ends with the
 * network healed and the invariants checked on every phone and on a new phone's restore.
 */

let world: World
beforeAll(async () => {
  world = await World.create(2, 1)
})
afterAll(() => world?.close())

/** The account's backup on the server: its key (if any) and how many records. */
async function onServer() {
  const rows = await world.server.copyRows(world.userId)
  return { key: rows.key[0] ?? null, records: rows.records.length }
}

describe('named histories of a backup deleted and made again', () => {
  it('M: a backup turned off on one phone is not brought back by another, which offers a new one; its key version counts on', async () => {
    await world.fresh()
    const run = new Run(world, 2, 1)
    await run.start()
    for (const op of [checkIn(0), sync(0), sync(1)]) await run.step(op)
    const before = await onServer()
    expect(before.key?.version).toBe(1)

    // The second phone turns the backup off, which deletes the server's copy.
    await run.step({ t: 'off', p: 1 })
    expect(run.syncOn[1]).toBe(false)
    expect(await onServer()).toEqual({ key: null, records: 0 })

    // The first phone, still on, checks in, which backs up: it finds the backup gone, says so,
    // and sends nothing.
    await run.step(checkIn(0))
    const first = await run.tab(0, 0)
    expect(await first.sync.syncBackup()).toBe('deleted')
    expect(first.status.getBackupStatus()).toEqual({ phase: 'deleted' })
    expect(await onServer()).toEqual({ key: null, records: 0 })
    expect(await first.sync.syncBackup()).toBe('deleted')
    expect(await onServer()).toEqual({ key: null, records: 0 })

    // Starting a new one is that person's choice: a new passphrase, a new key, all check-ins.
    run.passphrase = 'a fresh start by the sea 9'
    expect(await first.setup.startNewBackup(run.passphrase)).toEqual({ ok: true, report: null })
    await settle()
    expect(await first.sync.syncBackup()).toMatch(/^(uploaded|up-to-date)$/)
    const fresh = await onServer()
    expect(fresh.key?.keyId).not.toBe(before.key?.keyId)
    expect(fresh.key?.version).toBeGreaterThan(1)
    expect(fresh.records).toBe(3)

    await heal(run)
    expect(await brokenInvariants(run)).toEqual([])
  })

  it('N: a forgotten passphrase: a new phone deletes the backup once, however often it is asked, and starts its own; the old phone is asked for the new passphrase', async () => {
    await world.fresh()
    const run = new Run(world, 2, 1)
    // Only the first phone has the backup; the second is new.
    expect(await run.turnOn(0)).toEqual({ ok: true })
    for (const op of [checkIn(0), sync(0)]) await run.step(op)
    const old = await onServer()

    // The new phone's person does not know the passphrase: a check-in there, then 'Forgot it?'
    // and 'Delete it and start again', tapped twice at once.
    await run.step(checkIn(1))
    const phone = run.phone(1)
    const tab = await run.tab(1, 0)
    const found = await tab.found.findServerBackup()
    expect(found?.kind).toBe('records')
    const asked = phone.link.log.length
    const answers = await Promise.all([
      tab.setup.discardServerBackup(found!),
      tab.setup.discardServerBackup(found!),
    ])
    expect(answers).toEqual([
      { ok: true, report: null },
      { ok: true, report: null },
    ])
    expect(phone.link.log.slice(asked).filter((call) => call === 'DELETE /api/sync')).toEqual([
      'DELETE /api/sync',
    ])
    expect(await onServer()).toEqual({ key: null, records: 0 })

    // The new backup has a key of its own and holds this phone's check-in only.
    run.passphrase = 'a new river at dusk 77'
    expect(await tab.setup.startNewBackup(run.passphrase)).toEqual({ ok: true, report: null })
    run.syncOn[1] = true
    await settle()
    expect(await tab.sync.syncBackup()).toMatch(/^(uploaded|up-to-date)$/)
    const fresh = await onServer()
    expect(fresh.key?.keyId).not.toBe(old.key?.keyId)
    expect(fresh.key?.kdfSalt).not.toBe(old.key?.kdfSalt)
    expect(fresh.records).toBe(2)

    // The old phone's next pass cannot open the new key: it asks for the passphrase. The heal
    // enters the new one there, and every check-in is on every phone and in a restore.
    const first = await run.tab(0, 0)
    expect(await first.sync.syncBackup()).toBe('locked')
    await heal(run)
    expect(await brokenInvariants(run)).toEqual([])
  })
})
