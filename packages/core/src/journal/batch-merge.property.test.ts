import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { INITIAL_GAMIFICATION_STATE } from '../gamification/gamification-state'
import { mergeBatch } from './batch-merge'
import { isOutcomeByXp } from './entry-schema'
import { statedCarry } from './carried'
import type { Journal } from './journal'
import { mergeJournals } from './journal-merge'
import { sameSummary, summaryOf } from './journal-summary'
import { gamificationOf } from './merged-gamification'
import { createEntry } from '../gamification/gamification'
import { tapDraft, uuid } from '../test/fixtures'
import { DAY, NOW, phonesArb, START } from '../test/merge-journals'

/**
 * A batch merged by difference (`mergeBatch`) against the records of its ids alone gives what
 * the whole journal's merge gives, whenever it answers: the same records, summary, state and
 * report. The journal holds the state its records explain, as every merge and save leaves it.
 */

/** A phone's journal with the state its records explain. */
const held = (journal: Journal): Journal => ({
  ...journal,
  gamification: gamificationOf(journal, NOW),
})

/** The records of `journal` with the ids of `batch`. */
function baseOf(journal: Journal, batch: Omit<Journal, 'gamification'>) {
  const ids = new Set([...batch.entries, ...batch.deletedEntries].map((item) => item.id))
  return {
    entries: journal.entries.filter((entry) => ids.has(entry.id)),
    deletedEntries: journal.deletedEntries.filter((record) => ids.has(record.id)),
  }
}

/** The journal with the batch's merged records in place of its own. */
function applied(journal: Journal, merged: Omit<Journal, 'gamification'>, ids: Set<string>) {
  const byId = <T extends { id: string }>(items: T[]) =>
    items.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  return {
    entries: byId([...journal.entries.filter((e) => !ids.has(e.id)), ...merged.entries]),
    deletedEntries: byId([
      ...journal.deletedEntries.filter((r) => !ids.has(r.id)),
      ...merged.deletedEntries,
    ]),
  }
}

function expectSameAsWhole(journal: Journal, batch: Journal, entriesAtHand = false): boolean {
  const base = baseOf(journal, batch)
  const here = {
    gamification: journal.gamification,
    summary: summaryOf(journal.entries),
    deletedEntries: journal.deletedEntries,
    outcomesByXp: entriesAtHand ? journal.entries.filter(isOutcomeByXp).length : undefined,
  }
  const result = mergeBatch(base, batch, here, NOW)
  if (result === null) return false
  const whole = mergeJournals(journal, batch, NOW)
  const ids = new Set(
    [...base.entries, ...base.deletedEntries, ...result.entries, ...result.deletedEntries].map(
      (item) => item.id,
    ),
  )
  const records = applied(journal, result, ids)
  const wholeRecords = applied(whole.journal, { entries: [], deletedEntries: [] }, new Set())
  expect(records).toEqual(wholeRecords)
  expect(result.gamification).toEqual(whole.journal.gamification)
  expect(sameSummary(result.summary, summaryOf(whole.journal.entries))).toBe(true)
  expect(result.report).toEqual(whole.report)
  return true
}

/** Some of another phone's records, as one pull's page brings them. */
const batchArb = phonesArb.chain(([here, other]) =>
  fc
    .tuple(fc.subarray(other.entries), fc.subarray(other.deletedEntries), fc.boolean())
    .map(([entries, deletedEntries, withState]) => ({
      here: held(here),
      batch: {
        entries,
        deletedEntries,
        // Records come with no state; another phone's state comes alone, saying what it carries.
        gamification: withState ? statedCarry(other.gamification) : INITIAL_GAMIFICATION_STATE,
      },
    })),
)

describe('merging a batch by difference', () => {
  it('gives what merging the whole journal gives, whenever it answers', () => {
    let answered = 0
    fc.assert(
      fc.property(batchArb, ({ here, batch }) => {
        if (expectSameAsWhole(here, batch)) answered += 1
      }),
      { numRuns: 300 },
    )
    // It answers for most journals: only an achievement an uncounted outcome might reach
    // sends it to the whole journal.
    expect(answered).toBeGreaterThan(150)
  })

  it('always answers when the entries are at hand to count outcomes by XP', () => {
    fc.assert(
      fc.property(batchArb, ({ here, batch }) => {
        expect(expectSameAsWhole(here, batch, true)).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  it("brings another phone's state alone, without records, as the whole merge does", () => {
    fc.assert(
      fc.property(phonesArb, ([here, other]) => {
        const state = {
          entries: [],
          deletedEntries: [],
          gamification: statedCarry(other.gamification),
        }
        expectSameAsWhole(held(here), state)
      }),
    )
  })

  it('leaves a state of an older version, which does not say what it carries, to the whole merge', () => {
    fc.assert(
      fc.property(phonesArb, ([here, other]) => {
        const older = { ...held(here), gamification: here.gamification }
        const base = baseOf(older, other)
        const at = { ...older, summary: summaryOf(older.entries) }
        expect(
          mergeBatch(base, { ...other, gamification: INITIAL_GAMIFICATION_STATE }, at, NOW),
        ).toBeNull()
      }),
    )
  })

  it('moves the streak by the days a batch adds, and unlocks what their run reaches', () => {
    const on = (n: number, day: number) =>
      createEntry(tapDraft(), { id: uuid(n), now: START + day * DAY, timeZone: 'UTC' })
    const journal = held({
      entries: [on(1, 0), on(2, 1)],
      deletedEntries: [],
      gamification: INITIAL_GAMIFICATION_STATE,
    })
    // The third day in a row, from the other phone; then a day after a gap; then the same day.
    for (const entries of [[on(3, 2)], [on(3, 4)], [on(3, 1)], [on(3, 2), on(4, 3)]]) {
      const batch = { entries, deletedEntries: [], gamification: INITIAL_GAMIFICATION_STATE }
      expect(expectSameAsWhole(journal, batch, true)).toBe(true)
    }
    const third = mergeBatch(
      { entries: [], deletedEntries: [] },
      { entries: [on(3, 2)], deletedEntries: [], gamification: INITIAL_GAMIFICATION_STATE },
      {
        gamification: journal.gamification,
        summary: summaryOf(journal.entries),
        deletedEntries: [],
        outcomesByXp: 0,
      },
      NOW,
    )
    expect(third?.gamification).toMatchObject({ currentStreak: 3 })
    expect(third?.gamification.achievements.map((one) => one.id)).toContain('streak_3')
  })
})
