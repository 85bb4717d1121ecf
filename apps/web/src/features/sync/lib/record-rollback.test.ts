import { openRecord, readRecordText, type Entry, type SyncRecord } from '@hara/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { getEntries, getGamification } from '@/stores/records'
import {
  deleteEntry,
  editEntryWords,
  saveCheckIn,
  setOutcome,
} from '@/stores/records/entry-changes'
import { signIn, tap } from '@/test/journal-store'
import { closeStandInPhones, standInAccount, type StandInAccount } from '@/test/stand-in-account'
import type { StandInServer } from '@/test/stand-in-sync-server'
import type { StoredVault } from './vault-seal'
import { pull } from './record-pull'
import { push } from './record-push'
import type { SyncContext } from './sync-context'

/**
 * A server that goes back (ADR 0044): restored from an older copy, handing seqs out again, or
 * serving an older version of a record. The phones notice, send again what it lost, and never
 * take a version below one they have seen.
 */

let server: StandInServer
let vault: StoredVault
let phone: StandInAccount['phone']
const wordsOf = (entries: readonly Entry[]) =>
  entries.map((entry) => (entry.mode === 'tap' ? entry.description : entry.transcript)).sort()

beforeEach(async () => {
  ;({ server, vault, phone } = await standInAccount())
})

afterEach(closeStandInPhones)

/** What a pass does: pull, then push until nothing conflicts (four rounds at most). */
async function pass(ctx: SyncContext, name: string): Promise<void> {
  await signIn(name)
  await pull(ctx)
  for (let round = 0; round < 4; round++) if ((await push(ctx)).conflicts === 0) return
  throw new Error('the push did not settle')
}

/** The words of every check-in a new phone restores from the server. */
async function restoredWords(): Promise<string[]> {
  const fresh = await phone(`fresh-${Math.random()}`)
  await pull(fresh)
  return wordsOf(await getEntries())
}

/** The server's record of the check-in `id`, as stored now. */
async function serverRecordOf(id: string): Promise<SyncRecord> {
  for (const record of server.records.values()) {
    const content = readRecordText(await openRecord(crypto, vault, record))
    if (content?.kind === 'entry' && content.entry.id === id) return { ...record }
  }
  throw new Error('no such record')
}

describe('a server that goes back', () => {
  it('restored from a copy older than a push: the phone notices and sends what it lost', async () => {
    const a = await phone('phone-a')
    await saveCheckIn(tap({ description: 'Before the copy' }))
    await pass(a, 'phone-a')
    const copy = server.snapshot()
    await saveCheckIn(tap({ description: 'After the copy' }))
    await pass(a, 'phone-a')

    server.restore(copy)
    await pass(a, 'phone-a')
    expect(await restoredWords()).toEqual(['After the copy', 'Before the copy'])
  })

  it('handing a seq out again: a phone that knew that seq still takes the new record', async () => {
    const a = await phone('phone-a')
    const { entry } = await saveCheckIn(tap({ description: 'Shared' }))
    await pass(a, 'phone-a')
    const b = await phone('phone-b')
    await pass(b, 'phone-b')
    const copy = server.snapshot()
    await setOutcome(entry!.id, 'It went well')
    await pass(b, 'phone-b')

    // Restored with its counter: A's delete gets the seq B's outcome had.
    server.restore(copy)
    await signIn('phone-a')
    await deleteEntry(entry!.id)
    await pass(a, 'phone-a')

    await pass(b, 'phone-b')
    expect(await getEntries()).toEqual([])
    expect(await restoredWords()).toEqual([])
  })

  it('replaying an older version of a record: it is not taken over the newer one', async () => {
    const a = await phone('phone-a')
    const { entry } = await saveCheckIn(tap({ description: 'Zebra crossing' }))
    await pass(a, 'phone-a')
    const older = await serverRecordOf(entry!.id)
    await editEntryWords(entry!.id, { description: 'Apple tree' })
    await pass(a, 'phone-a')
    const b = await phone('phone-b')
    await pass(b, 'phone-b')
    expect(wordsOf(await getEntries())).toEqual(['Apple tree'])

    server.replay(older)
    await pass(b, 'phone-b')
    expect(wordsOf(await getEntries())).toEqual(['Apple tree'])
    await pass(a, 'phone-a')
    expect(wordsOf(await getEntries())).toEqual(['Apple tree'])
    // The newer version went back over the replayed one.
    expect(await restoredWords()).toEqual(['Apple tree'])
  })

  it('a pull cut off after the gamification record’s page still brings it in', async () => {
    const a = await phone('phone-a')
    const first = await saveCheckIn(tap({ description: 'One' }))
    const second = await saveCheckIn(tap({ description: 'Two' }))
    await pass(a, 'phone-a')
    // New words change no XP: the gamification record stays where it was, before them.
    await editEntryWords(first.entry!.id, { description: 'One, edited' })
    await editEntryWords(second.entry!.id, { description: 'Two, edited' })
    await pass(a, 'phone-a')
    const gamification = getGamification()

    const b = await phone('phone-b')
    const small = { ...b, transport: { ...server, fetchRecordPage: pagesOfTwo } }
    server.pagesUntilOffline = 1
    await expect(pull(small)).rejects.toThrow('Failed to fetch')
    server.pagesUntilOffline = null
    await pull(small)
    expect(wordsOf(await getEntries())).toEqual(['One, edited', 'Two, edited'])
    expect(getGamification()).toEqual(gamification)
    // B knows the record it took: nothing of it conflicts or goes back.
    expect(await push(b)).toEqual({ sent: 0, conflicts: 0 })
  })
})

function pagesOfTwo(
  since: number,
  _limit?: number,
  check?: Parameters<StandInServer['fetchRecordPage']>[2],
) {
  return server.fetchRecordPage(since, 2, check)
}
