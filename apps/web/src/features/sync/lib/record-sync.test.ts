import { openRecord, readRecordText, type Entry } from '@hara/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { getEntries, getGamification } from '@/stores/records'
import { deleteEntry, saveCheckIn, setOutcome } from '@/stores/records/entry-changes'
import { signIn, tap } from '@/test/journal-store'
import type { StoredVault } from './vault-seal'
import { batchesOf, push } from './record-push'
import { pull } from './record-pull'
import { closeStandInPhones, standInAccount, type StandInAccount } from '@/test/stand-in-account'
import type { StandInServer } from '@/test/stand-in-sync-server'

let server: StandInServer
let vault: StoredVault
let phone: StandInAccount['phone']
const wordsOf = (entries: readonly Entry[]) =>
  entries.map((entry) => (entry.mode === 'tap' ? entry.description : entry.transcript))

beforeEach(async () => {
  ;({ server, vault, phone } = await standInAccount())
})

afterEach(closeStandInPhones)

/** What the server holds, opened: the kinds of its records. */
async function serverContents() {
  const contents = await Promise.all(
    [...server.records.values()].map(async (record) =>
      readRecordText(await openRecord(crypto, vault, record)),
    ),
  )
  return contents.map((content) => content?.kind).sort()
}

describe('record sync', () => {
  it('splits a push into batches by count and by bytes', () => {
    const items = Array.from({ length: 450 }, (_, i) => i)
    expect(batchesOf(items, () => 10).map((batch) => batch.length)).toEqual([200, 200, 50])
    expect(batchesOf(items.slice(0, 10), () => 100, 200, 350).map((b) => b.length)).toEqual([
      3, 3, 3, 1,
    ])
  })

  it('pushes each check-in and the gamification state once, and afterwards only what changed', async () => {
    const a = await phone('phone-a')
    await saveCheckIn(tap({ description: 'First' }))
    await saveCheckIn(tap({ description: 'Second' }))
    expect(await push(a)).toEqual({ sent: 3, conflicts: 0 })
    expect(await serverContents()).toEqual(['entry', 'entry', 'gamification'])
    expect(await push(a)).toEqual({ sent: 0, conflicts: 0 })

    await saveCheckIn(tap({ description: 'Third' }))
    expect(await push(a)).toEqual({ sent: 2, conflicts: 0 })
    expect(server.batches.at(-1)).toHaveLength(2)
  })

  it('brings another phone’s check-ins, outcome and delete in, and sends none of them back', async () => {
    const a = await phone('phone-a')
    const { entry: kept } = await saveCheckIn(tap({ description: 'Kept' }))
    const { entry: gone } = await saveCheckIn(tap({ description: 'Gone soon' }))
    await push(a)

    const b = await phone('phone-b')
    await pull(b)
    // Two check-ins saved within one millisecond have no order of their own: compare as sets.
    expect(wordsOf(await getEntries()).sort()).toEqual(['Gone soon', 'Kept'])
    const batches = server.batches.length
    expect(await push(b)).toEqual({ sent: 0, conflicts: 0 })
    expect(server.batches).toHaveLength(batches)

    await signIn('phone-a')
    await setOutcome(kept!.id, 'It went well')
    await deleteEntry(gone!.id)
    await push(a)

    await signIn('phone-b')
    await pull(b)
    const entries = await getEntries()
    expect(wordsOf(entries)).toEqual(['Kept'])
    expect(entries[0]?.consequence).toBe('It went well')
  })

  it('merges a conflict with the core’s rules: a delete on a stale phone wins over an outcome, and both phones end the same', async () => {
    const a = await phone('phone-a')
    const { entry } = await saveCheckIn(tap({ description: 'Contested' }))
    await push(a)
    const b = await phone('phone-b')
    await pull(b)

    // The first phone logs an outcome and sends it; the second, not having pulled, deletes.
    await signIn('phone-a')
    await setOutcome(entry!.id, 'It went well')
    await push(a)
    await signIn('phone-b')
    await deleteEntry(entry!.id)
    const first = await push(b)
    expect(first.conflicts).toBeGreaterThan(0)
    // Each conflict is merged and sent again; the gamification state, changed by the merge,
    // meets the first phone's newer one on the next round. A pass allows four.
    let rounds = 1
    while (rounds < 4 && (await push(b)).conflicts > 0) rounds++
    expect(rounds).toBeLessThan(4)
    expect(await getEntries()).toEqual([])
    expect(await serverContents()).toEqual(['deleted', 'gamification'])

    // The first phone then loses it too, and keeps the outcome's XP (history never goes down).
    await signIn('phone-a')
    const xp = getGamification().totalXP
    await pull(a)
    expect(await getEntries()).toEqual([])
    expect(getGamification().totalXP).toBe(xp)
  })

  it('a pull cut off by the network goes on from its cursor, not from the start', async () => {
    const a = await phone('phone-a')
    for (let i = 0; i < 12; i++) await saveCheckIn(tap({ description: `Check-in ${i}` }))
    await push(a)
    expect(server.records.size).toBe(13)

    const b = await phone('phone-b')
    const pageOf = (since: number) => server.fetchRecordPage(since, 5)
    const resumable = { ...b, transport: { ...server, fetchRecordPage: pageOf } }
    server.pagesUntilOffline = 1
    await expect(pull(resumable)).rejects.toThrow('Failed to fetch')
    const cursor = (await b.state.meta()).cursor
    expect(cursor).toBeGreaterThan(0)
    expect(await getEntries()).toHaveLength(5)

    server.pagesUntilOffline = null
    server.pagedRecords = 0
    await pull(resumable)
    expect(server.pagedRecords).toBe(13 - 5)
    expect(await getEntries()).toHaveLength(12)
  })

  it('a first push cut off by the network sends only the rest when it goes on', async () => {
    const a = await phone('phone-a')
    for (let i = 0; i < 230; i++) await saveCheckIn(tap({ description: `Check-in ${i}` }))
    server.batchesUntilOffline = 1
    await expect(push(a)).rejects.toThrow('Failed to fetch')
    expect(server.records.size).toBe(200)

    server.batchesUntilOffline = null
    const sentBefore = server.batches.flat().length
    expect(await push(a)).toEqual({ sent: 31, conflicts: 0 })
    expect(server.batches.flat().length - sentBefore).toBe(31)
    expect(server.records.size).toBe(231)
    // 230 check-ins saved one by one: a busy machine needs more than the default five seconds.
  }, 30_000)
})
