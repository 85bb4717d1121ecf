import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Entry, EntryDraft } from '../journal/entry-schema'
import { readStoredEntries } from '../journal/entry-migration'
import { snoozeFollowUp, stopFollowUp } from './follow-up'
import { deleteEntry, saveCheckIn } from '../test/list-journal'
import { clearOutcome, setOutcome } from '../gamification/outcome-changes'
import {
  INITIAL_GAMIFICATION_STATE,
  type GamificationState,
} from '../gamification/gamification-state'
import { journalFileText, readJournalFile } from '../journal/journal-file'
import { mergeJournals } from '../journal/journal-merge'
import type { Journal } from '../journal/journal'
import { tapDraft, uuid, voiceDraft } from '../test/fixtures'

/**
 * Closing the loop and the journal: outcome XP and the 'Not yet' and 'Stop asking'
 * answers are part of the journal, so an export read back, a restored backup and a merge of
 * two phones give the same XP, achievements and answers as the phone that made them.
 */

const DAY = 86_400_000
const START = Date.parse('2026-03-02T09:00:00Z')
const NOW = Date.parse('2026-04-01T12:00:00Z')
const EMPTY: Journal = { entries: [], gamification: INITIAL_GAMIFICATION_STATE, deletedEntries: [] }

/** Export, then import into an empty phone (the same path as restoring the backup). */
function exportAndImport(journal: Journal): Journal {
  const read = readJournalFile(journalFileText(journal, NOW), 'UTC')
  if (!read.ok) throw new Error(read.problem)
  return mergeJournals(EMPTY, read.journal, NOW).journal
}

/** A phone that tracks six decisions, closes the loop on five of them, and answers the rest. */
function closingPhone(): Journal {
  let state: GamificationState = INITIAL_GAMIFICATION_STATE
  let entries: Entry[] = []
  for (let i = 0; i < 8; i++) {
    const draft = tapDraft({ willIgnore: i % 2 ? 'yes' : 'no', decision: `Decision ${i + 1}` })
    const saved = saveCheckIn(state, entries, draft, {
      id: uuid(i + 1),
      now: START + i * DAY,
      timeZone: 'UTC',
    })
    ;({ state, entries } = saved)
  }
  const at = (day: number) => START + day * DAY
  // An outcome logged, removed and logged again: 5 XP once.
  ;({ state, entries } = setOutcome(state, entries, uuid(1), 'Glad I waited', at(3)))
  ;({ state, entries } = clearOutcome(state, entries, uuid(1)))
  ;({ state, entries } = setOutcome(state, entries, uuid(1), 'Glad I waited, really', at(4)))
  for (const n of [2, 3, 4, 5]) {
    ;({ state, entries } = setOutcome(state, entries, uuid(n), 'It went well', at(n + 3)))
  }
  entries = snoozeFollowUp(entries, uuid(6), '2026-03-11').entries
  entries = stopFollowUp(entries, uuid(7)).entries
  // A check-in whose outcome earned XP, then deleted: its XP stays.
  const removed = deleteEntry(state, entries, uuid(5))
  return {
    entries: removed.entries,
    gamification: removed.state,
    deletedEntries: [removed.deletedEntry!],
  }
}

describe('outcome XP and achievements survive export and import', () => {
  it('recomputes the same XP, achievements and answers as the phone that made them', () => {
    const phone = closingPhone()
    const ids = phone.gamification.achievements.map((a) => a.id)
    expect(ids).toContain('closing_the_loop')
    expect(ids).toContain('pattern_master')
    const checkInXp = 4 * 10 + 4 * 5
    const achievementXp = phone.gamification.achievements.reduce((sum, a) => sum + a.xp, 0)
    expect(phone.gamification.totalXP).toBe(checkInXp + 5 * 5 + achievementXp)

    const restored = exportAndImport(phone)
    expect(restored).toEqual(phone)
    expect(restored.entries.find((e) => e.id === uuid(6))).toMatchObject({
      askAgainOn: '2026-03-14',
    })
    expect(restored.entries.find((e) => e.id === uuid(7))).toMatchObject({
      followUpStopped: true,
    })
    expect(restored.deletedEntries).toEqual([
      expect.objectContaining({ id: uuid(5), outcomeXp: 5 }),
    ])
    // Importing the same file again adds nothing.
    expect(mergeJournals(restored, phone, NOW + DAY).journal).toEqual(restored)
  })

  it('gives the same total on random journeys, after export and import (property)', () => {
    const draftArb: fc.Arbitrary<EntryDraft> = fc.oneof(
      fc
        .record({
          willIgnore: fc.constantFrom('yes' as const, 'no' as const, 'not-sure' as const),
          decision: fc.option(fc.constantFrom('Sign the lease', 'Wait'), { nil: null }),
        })
        .map((over) => tapDraft(over)),
      fc.constant(voiceDraft()),
    )
    const actionArb = fc.oneof(
      fc.record({ kind: fc.constant('save' as const), draft: draftArb }),
      fc.record({
        kind: fc.constantFrom('outcome' as const, 'clear' as const, 'snooze' as const),
        pick: fc.nat(),
      }),
      fc.record({ kind: fc.constant('stop' as const), pick: fc.nat() }),
    )
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 40 }), (actions) => {
        let state: GamificationState = INITIAL_GAMIFICATION_STATE
        let entries: Entry[] = []
        actions.forEach((action, index) => {
          const now = START + index * (DAY / 3)
          if (action.kind === 'save') {
            ;({ state, entries } = saveCheckIn(state, entries, action.draft, {
              id: uuid(index + 1),
              now,
              timeZone: 'UTC',
            }))
            return
          }
          const target = entries[action.pick % Math.max(1, entries.length)]
          if (!target) return
          if (action.kind === 'outcome') {
            ;({ state, entries } = setOutcome(state, entries, target.id, 'Fine', now))
          } else if (action.kind === 'clear') {
            ;({ state, entries } = clearOutcome(state, entries, target.id))
          } else if (action.kind === 'snooze') {
            entries = snoozeFollowUp(entries, target.id, '2026-03-20').entries
          } else {
            entries = stopFollowUp(entries, target.id).entries
          }
        })
        const phone: Journal = { entries, gamification: state, deletedEntries: [] }
        const restored = exportAndImport(phone)
        expect(restored.gamification.totalXP).toBe(state.totalXP)
        expect(restored.gamification.achievements).toEqual(state.achievements)
        expect(restored.entries).toEqual(entries)
      }),
      { numRuns: 150 },
    )
  })
})

describe('two phones answering the same decision', () => {
  const base = (): Journal => {
    const saved = saveCheckIn(
      INITIAL_GAMIFICATION_STATE,
      [],
      tapDraft({ willIgnore: 'yes', decision: 'Sign the lease' }),
      { id: uuid(1), now: START, timeZone: 'UTC' },
    )
    return { entries: saved.entries, gamification: saved.state, deletedEntries: [] }
  }
  const merge = (a: Journal, b: Journal) => mergeJournals(a, b, NOW).journal

  it('keeps the later Not yet, Stop asking from either, and the outcome with its XP once', () => {
    const start = base()
    const snoozedEarly = {
      ...start,
      entries: snoozeFollowUp(start.entries, uuid(1), '2026-03-05').entries,
    }
    const snoozedLate = {
      ...start,
      entries: snoozeFollowUp(start.entries, uuid(1), '2026-03-09').entries,
    }
    const stopped = { ...start, entries: stopFollowUp(start.entries, uuid(1)).entries }
    const logged = setOutcome(start.gamification, start.entries, uuid(1), 'Signed it', START + DAY)
    const withOutcome = { ...start, entries: logged.entries, gamification: logged.state }

    expect(merge(snoozedEarly, snoozedLate).entries[0]).toMatchObject({ askAgainOn: '2026-03-12' })
    expect(merge(snoozedLate, snoozedEarly).entries[0]).toMatchObject({ askAgainOn: '2026-03-12' })
    expect(merge(snoozedLate, stopped).entries[0]).toMatchObject({
      askAgainOn: '2026-03-12',
      followUpStopped: true,
    })
    const all = merge(merge(snoozedLate, stopped), withOutcome)
    expect(all).toEqual(merge(withOutcome, merge(stopped, snoozedLate)))
    expect(all.entries[0]).toMatchObject({ consequence: 'Signed it', outcomeXp: 5 })
    expect(all.gamification.totalXP).toBe(logged.state.totalXP)

    // Both phones logged an outcome: the later one is kept, the XP counted once.
    const other = setOutcome(
      start.gamification,
      start.entries,
      uuid(1),
      'Signed, happy',
      START + 2 * DAY,
    )
    const both = merge(withOutcome, { ...start, entries: other.entries, gamification: other.state })
    expect(both.entries[0]).toMatchObject({ consequence: 'Signed, happy', outcomeXp: 5 })
    expect(both.gamification.totalXP).toBe(logged.state.totalXP)
  })
})

describe('older journals', () => {
  it('read entries without the new fields, and with them set to null, unchanged', () => {
    const stored = base()
    const older = JSON.stringify(stored.entries)
    expect(readStoredEntries(older, 'UTC')).toMatchObject({ value: stored.entries, problem: null })
    const withNulls = JSON.stringify(
      stored.entries.map((entry) => ({
        ...entry,
        outcomeXp: null,
        askAgainOn: null,
        followUpStopped: null,
      })),
    )
    expect(readStoredEntries(withNulls, 'UTC').value).toEqual(stored.entries)
  })

  it('set aside an entry whose answers are damaged, keeping the rest', () => {
    const stored = base()
    const damaged = JSON.stringify([
      { ...stored.entries[0], askAgainOn: 'next week' },
      { ...stored.entries[0], id: uuid(2), outcomeXp: -5 },
      { ...stored.entries[0], id: uuid(3), followUpStopped: true },
    ])
    const read = readStoredEntries(damaged, 'UTC')
    expect(read.rejected).toBe(2)
    expect(read.value.map((entry) => entry.id)).toEqual([uuid(3)])
  })

  function base(): Journal {
    const saved = saveCheckIn(INITIAL_GAMIFICATION_STATE, [], tapDraft({ decision: 'Wait' }), {
      id: uuid(1),
      now: START,
      timeZone: 'UTC',
    })
    return { entries: saved.entries, gamification: saved.state, deletedEntries: [] }
  }
})
