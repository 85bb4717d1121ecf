import { canonicalJournalText, gamificationOf, type Entry } from '@hara/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setActiveUser } from '@/stores/device'
import { getEntries, getGamification } from '@/stores/records'
import { deleteEntry, saveCheckIn, undoDelete } from '@/stores/records/entry-changes'
import { signIn, storedJournal, tap } from '@/test/journal-store'
import { getJournal } from '@/stores/records/whole-journal'
import { closeStandInPhones, standInAccount, type StandInAccount } from '@/test/stand-in-account'
import { push } from './record-push'
import { pull } from './record-pull'
import type { SyncContext } from './sync-context'

/**
 * Two phones of one account through a stand-in server: an Undo of a delete the other phone
 * already took, and two check-ins made at once whose gamification states cross before the
 * check-ins they count.
 */

let phone: StandInAccount['phone']
const wordsOf = (entries: readonly Entry[]) =>
  entries.map((entry) => (entry.mode === 'tap' ? entry.description : entry.transcript)).sort()

beforeEach(async () => {
  ;({ phone } = await standInAccount())
})

afterEach(closeStandInPhones)

/** A sync pass on `name`'s phone: pushes (taking conflicts) until the server takes it, pulls. */
async function pass(name: string, ctx: SyncContext) {
  await signIn(name)
  for (let round = 0; round < 4 && (await push(ctx)).conflicts > 0; round++);
  await pull(ctx)
}

/** Passes on both phones until neither has anything left to send. */
async function settle(a: SyncContext, b: SyncContext) {
  for (let round = 0; round < 3; round++) {
    await pass('phone-a', a)
    await pass('phone-b', b)
  }
}

/** The journal on `name`'s phone as a reload reads it. */
async function reloaded(name: string) {
  setActiveUser(null)
  await signIn(name)
  const journal = await getJournal()
  return { journal, text: canonicalJournalText(journal) }
}

describe('record sync of an Undo and of check-ins made at once', () => {
  it('an Undo of a delete the other phone took shows the check-in on both phones', async () => {
    const a = await phone('phone-a')
    await saveCheckIn(tap({ description: 'Kept' }))
    const { entry } = await saveCheckIn(tap({ description: 'Brought back' }))
    await push(a)
    const b = await phone('phone-b')
    await pull(b)
    expect(wordsOf(await getEntries())).toEqual(['Brought back', 'Kept'])

    // A deletes; B takes the deletion.
    await signIn('phone-a')
    const xp = getGamification().totalXP
    const { removed } = await deleteEntry(entry!.id)
    await push(a)
    await pass('phone-b', b)
    expect(wordsOf(await getEntries())).toEqual(['Kept'])

    // A taps Undo; B shows the check-in again, live and after a reload, earning nothing twice.
    await signIn('phone-a')
    expect((await undoDelete(removed!)).restored).toBe(true)
    await push(a)
    await pass('phone-b', b)
    expect(wordsOf(await getEntries())).toEqual(['Brought back', 'Kept'])
    expect(getGamification().totalXP).toBe(xp)
    expect((await storedJournal('phone-b')).deletions).toEqual([])

    await settle(a, b)
    const onA = await reloaded('phone-a')
    const onB = await reloaded('phone-b')
    expect(wordsOf(onB.journal.entries)).toEqual(['Brought back', 'Kept'])
    expect(onB.text).toBe(onA.text)
    expect(onB.journal.gamification.totalXP).toBe(xp)

    // Deleted again on B, it goes on A too.
    await signIn('phone-b')
    await deleteEntry(entry!.id)
    await settle(a, b)
    expect(wordsOf((await reloaded('phone-a')).journal.entries)).toEqual(['Kept'])
    expect((await reloaded('phone-a')).text).toBe((await reloaded('phone-b')).text)
  })

  it('two check-ins made at once end both phones with the XP they earned', async () => {
    // Both offline: A an honored check-in (+10), B an ignored one (+5).
    const a = await phone('phone-a')
    await saveCheckIn(tap({ description: 'Honored', willIgnore: 'no' }))
    const b = await phone('phone-b')
    await saveCheckIn(tap({ description: 'Ignored', willIgnore: 'yes' }))

    // Back online: A gets there first; B's push meets A's state before A's check-in.
    await signIn('phone-a')
    await push(a)
    await settle(a, b)
    const onA = await reloaded('phone-a')
    const onB = await reloaded('phone-b')
    expect(wordsOf(onA.journal.entries)).toEqual(['Honored', 'Ignored'])
    expect(onB.text).toBe(onA.text)
    const { gamification } = onB.journal
    const achievementXp = gamification.achievements.reduce((sum, item) => sum + item.xp, 0)
    expect(gamification.totalXP).toBe(10 + 5 + achievementXp)
    expect(gamification.totalCheckins).toBe(2)
    expect(gamification).toEqual(gamificationOf(onB.journal, Date.now()))
  })
})
