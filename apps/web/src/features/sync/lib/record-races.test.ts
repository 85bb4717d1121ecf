import type { Entry } from '@hara/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getEntries } from '@/stores/records'
import { saveCheckIn } from '@/stores/records/entry-changes'
import { anotherTabWinsRaces, tap } from '@/test/journal-store'
import { closeStandInPhones, standInAccount, type StandInAccount } from '@/test/stand-in-account'
import type { StandInServer } from '@/test/stand-in-sync-server'
import { JournalWriteRefused } from './record-apply'
import { pull } from './record-pull'
import { push } from './record-push'

/**
 * Records that come in while another tab of the phone keeps writing first: what the journal
 * did not take is never noted as here, so the next pass brings it in (ADR 0048).
 */

let server: StandInServer
let phone: StandInAccount['phone']

beforeEach(async () => {
  ;({ server, phone } = await standInAccount())
})

afterEach(() => {
  vi.restoreAllMocks()
  closeStandInPhones()
})

const wordsOf = (entries: readonly Entry[]) =>
  entries.map((entry) => (entry.mode === 'tap' ? entry.description : entry.transcript))

describe('records and a busy journal', () => {
  it('a pull the journal could not take keeps its cursor and notes nothing; the next one brings it all in', async () => {
    const a = await phone('phone-a')
    await saveCheckIn(tap({ description: 'From the first phone' }))
    await saveCheckIn(tap({ description: 'Also from the first phone' }))
    await push(a)

    const b = await phone('phone-b')
    const race = await anotherTabWinsRaces('phone-b', 4)
    await expect(pull(b)).rejects.toBeInstanceOf(JournalWriteRefused)
    race.restore()
    expect(race.won).toBe(4)
    expect((await b.state.meta()).cursor).toBe(0)
    const noted = await b.state.synced([...server.records.keys()])
    expect(noted.size).toBe(0)
    expect(wordsOf(await getEntries())).not.toContain('From the first phone')

    await pull(b)
    expect(wordsOf(await getEntries())).toEqual(
      expect.arrayContaining(['From the first phone', 'Also from the first phone']),
    )
    expect((await b.state.meta()).cursor).toBe(server.latestSeq)
  })

  it('a conflict the journal could not take is not noted as seen, so it is merged, not pushed over', async () => {
    const a = await phone('phone-a')
    await saveCheckIn(tap({ description: 'First phone' }))
    await push(a)
    const firstPhones = new Map([...server.records.values()].map((r) => [r.id, r.seq]))
    const b = await phone('phone-b')
    await saveCheckIn(tap({ description: 'Second phone' }))

    // The second phone's XP state meets the first phone's on the server: a conflict, to be
    // merged into a journal another tab keeps writing first.
    const race = await anotherTabWinsRaces('phone-b', 4)
    await expect(push(b)).rejects.toBeInstanceOf(JournalWriteRefused)
    race.restore()
    // No version of the first phone's is noted as seen here: none was taken in.
    const noted = await b.state.synced([...firstPhones.keys()])
    expect([...noted.values()].filter((r) => firstPhones.get(r.id) === r.seq)).toEqual([])
    expect((await b.state.meta()).pushedRev).toBe(0)

    let rounds = 0
    while (rounds < 4 && (await push(b)).conflicts > 0) rounds++
    await pull(b)
    expect(wordsOf(await getEntries())).toEqual(
      expect.arrayContaining(['First phone', 'Second phone']),
    )
  })
})
