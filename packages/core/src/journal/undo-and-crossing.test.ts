import { describe, expect, it } from 'vitest'
import { ACHIEVEMENTS } from '../gamification/achievements'
import { deleteEntry, saveCheckIn } from '../test/list-journal'
import { INITIAL_GAMIFICATION_STATE } from '../gamification/gamification-state'
import { deletedEntryOf } from './deleted-entry'
import { revivedEntry } from './entry-life'
import type { Entry } from './entry-schema'
import { mergeJournals } from './journal-merge'
import type { Journal } from './journal'
import { tapDraft, uuid } from '../test/fixtures'

/**
 * Two phones of one account, their records arriving in every order:
 * - phone A deletes a check-in, phone B takes the deletion, A taps Undo: both phones (and any
 *   copy merged from them) show it again, and a second delete wins again;
 * - phone A deletes a check-in and taps Undo, phone B deletes it later without having heard of
 *   the Undo (history K of the sync simulation): it stays deleted everywhere;
 * - both phones check in at once and their gamification states cross before the check-ins
 *   they count: both end with the XP the check-ins earned, not more.
 */

const START = Date.parse('2025-11-03T09:00:00Z')
const NOW = Date.parse('2025-12-01T12:00:00Z')
const EMPTY: Journal = { entries: [], gamification: INITIAL_GAMIFICATION_STATE, deletedEntries: [] }

const merge = (a: Journal, b: Journal) => mergeJournals(a, b, NOW).journal

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]]
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [
      item,
      ...rest,
    ]),
  )
}

/** Every way of merging `journals`: one after another in every order, and in a tree. */
function everyMerge(journals: readonly Journal[]): Journal[] {
  const chains = permutations(journals).map((order) => order.reduce(merge, EMPTY))
  const trees = permutations(journals).map(([first, ...rest]) =>
    merge(
      first!,
      rest.reduceRight((acc, journal) => merge(journal, acc), EMPTY),
    ),
  )
  return [...chains, ...trees]
}

function checkIn(journal: Journal, id: number, willIgnore: 'no' | 'yes', at = START): Journal {
  const saved = saveCheckIn(
    journal.gamification,
    journal.entries,
    tapDraft({ willIgnore, gutFeeling: 'no' }),
    { id: uuid(id), now: at, timeZone: 'UTC' },
  )
  return { ...journal, entries: saved.entries, gamification: saved.state }
}

/** A check-in's own record as a sync record carries it: no gamification state with it. */
const recordsOf = (journal: Journal): Journal => ({ ...journal, gamification: EMPTY.gamification })

/** Another phone's gamification state, taken beside this phone's records (a push conflict). */
const stateOf = (from: Journal, into: Journal): Journal => ({
  ...into,
  gamification: from.gamification,
})

const achievementXp = (journal: Journal) =>
  journal.gamification.achievements.reduce((sum, achievement) => sum + achievement.xp, 0)

describe('an Undo of a delete the other phone already took', () => {
  const both = checkIn(checkIn(EMPTY, 1, 'no'), 2, 'no', START + 60_000)
  const first = both.entries[0] as Entry

  // Phone A deletes the first check-in; phone B takes the deletion.
  const deleted = deleteEntry(both.gamification, both.entries, uuid(1))
  const aDeleted: Journal = {
    ...both,
    entries: deleted.entries,
    deletedEntries: [deleted.deletedEntry!],
  }
  const bTook = merge(both, aDeleted)
  // A taps Undo: the check-in comes back one life later, its deletion record goes.
  const revived = { ...first, life: 1 } as Entry
  const aUndone: Journal = {
    ...aDeleted,
    entries: [revived, ...deleted.entries],
    deletedEntries: [],
  }

  it('shows the check-in again on the other phone, counted once', () => {
    expect(bTook.entries.map((entry) => entry.id)).toEqual([uuid(2)])
    const onB = merge(bTook, aUndone)
    expect(onB.entries.map((entry) => entry.id)).toEqual([uuid(1), uuid(2)])
    expect(onB.deletedEntries).toEqual([])
    expect(onB.gamification.totalXP).toBe(both.gamification.totalXP)
    expect(onB.gamification.totalCheckins).toBe(2)
  })

  it('gives every phone the same journal, whatever order the copies arrive in', () => {
    for (const result of everyMerge([both, aDeleted, bTook, aUndone])) {
      expect(result).toEqual(merge(bTook, aUndone))
      expect(result.entries.find((entry) => entry.id === uuid(1))).toMatchObject({ life: 1 })
    }
  })

  it('lets a second delete win again, in any order', () => {
    const again: Journal = {
      ...aUndone,
      entries: deleted.entries,
      deletedEntries: [{ ...deletedEntryOf(first), life: 1 }],
    }
    for (const result of everyMerge([aDeleted, bTook, aUndone, again])) {
      expect(result.entries.map((entry) => entry.id)).toEqual([uuid(2)])
      expect(result.deletedEntries).toEqual([{ ...deletedEntryOf(first), life: 1 }])
      expect(result.gamification.totalXP).toBe(both.gamification.totalXP)
    }
  })
})

describe('a delete made on another phone after an Undo (history K)', () => {
  const both = checkIn(checkIn(EMPTY, 1, 'no'), 2, 'no', START + 60_000)
  const first = both.entries[0] as Entry
  const minute = (n: number) => START + n * 60_000
  // A deletes the first check-in at 10:00 and taps Undo at 10:01; B, which has not synced since
  // both phones held it, deletes it at 10:02.
  const aDeleted = deleteEntry(both.gamification, both.entries, uuid(1), minute(60))
  const aUndone: Journal = {
    ...both,
    entries: [revivedEntry(first, aDeleted.deletedEntry, minute(61)), ...aDeleted.entries],
  }
  const deletedOn = (at: number): Journal => {
    const deleted = deleteEntry(both.gamification, both.entries, uuid(1), at)
    return { ...both, entries: deleted.entries, deletedEntries: [deleted.deletedEntry!] }
  }
  const bDeleted = deletedOn(minute(62))
  const aWithRecord: Journal = {
    ...both,
    entries: aDeleted.entries,
    deletedEntries: [aDeleted.deletedEntry!],
  }

  it('stays deleted on every phone and on a restore, whatever order the copies arrive in', () => {
    for (const result of everyMerge([both, aWithRecord, aUndone, bDeleted])) {
      expect(result.entries.map((entry) => entry.id)).toEqual([uuid(2)])
      expect(result.deletedEntries).toEqual([bDeleted.deletedEntries[0]])
      expect(result.gamification.totalXP).toBe(both.gamification.totalXP)
      expect(result.gamification.totalCheckins).toBe(2)
    }
  })

  it('loses to the Undo when made before it, the Undo never having heard of it', () => {
    const earlier = deletedOn(minute(60) + 30_000)
    for (const result of everyMerge([aWithRecord, aUndone, earlier])) {
      expect(result.entries.map((entry) => entry.id)).toEqual([uuid(1), uuid(2)])
      expect(result.deletedEntries).toEqual([])
    }
  })

  it('never beats the Undo of the deletion it was, whatever the Undo phone’s clock says', () => {
    // B deleted at 10:02; A took the deletion and tapped Undo, its clock at 09:58.
    const undoneOnA: Journal = {
      ...both,
      entries: [revivedEntry(first, bDeleted.deletedEntries[0], minute(58)), ...aDeleted.entries],
    }
    for (const result of everyMerge([bDeleted, undoneOnA])) {
      expect(result.entries.map((entry) => entry.id)).toEqual([uuid(1), uuid(2)])
    }
  })
})

describe('two phones checking in at once, their states crossing before their check-ins', () => {
  // Both offline: A an honored check-in (+10), B an ignored one (+5).
  const a = checkIn(EMPTY, 1, 'no')
  const b = checkIn(EMPTY, 2, 'yes', START + 1000)
  const earned = (journal: Journal) => 10 + 5 + achievementXp(journal)

  /** One phone's passes: the other's state first (a push conflict), its check-ins after. */
  function settle(here: Journal, there: Journal, thereFinal?: Journal): Journal {
    const tookState = merge(here, stateOf(there, here))
    const tookRecords = merge(tookState, recordsOf(there))
    return thereFinal ? merge(tookRecords, stateOf(thereFinal, tookRecords)) : tookRecords
  }

  it('ends both phones with the XP their check-ins and achievements earned', () => {
    const aAfter = settle(a, b)
    const bAfter = settle(b, a)
    const aFinal = settle(a, b, bAfter)
    const bFinal = settle(b, a, aAfter)
    for (const phone of [aAfter, bAfter, aFinal, bFinal]) {
      expect(phone.entries.map((entry) => entry.id)).toEqual([uuid(1), uuid(2)])
      expect(phone.gamification.totalXP).toBe(earned(phone))
      expect(phone.gamification.totalCheckins).toBe(2)
    }
    expect(aFinal).toEqual(bFinal)
    const ids = aFinal.gamification.achievements.map((achievement) => achievement.id)
    expect(ids).toEqual(expect.arrayContaining(['first_listen', 'gut_honor']))
    expect(ids.every((id) => ACHIEVEMENTS.some((known) => known.id === id))).toBe(true)
  })

  it('gives the same journal and XP whatever order states and check-ins arrive in', () => {
    const pieces = [stateOf(b, a), stateOf(a, b), recordsOf(a), recordsOf(b)]
    const results = permutations(pieces).map((order) => order.reduce(merge, EMPTY))
    for (const result of results) {
      expect(result).toEqual(results[0])
      expect(result.gamification.totalXP).toBe(earned(result))
    }
  })
})
