import { describe, expect, it } from 'vitest'
import { createEntry } from './gamification'
import { deleteEntry, restoreEntry, saveCheckIn } from '../test/list-journal'
import { clearOutcome, setOutcome } from './outcome-changes'
import { INITIAL_GAMIFICATION_STATE } from './gamification-state'
import { journal, tapDraft, uuid, voiceDraft } from '../test/fixtures'

const NOW = Date.parse('2025-11-03T08:15:00.000Z')
const CONTEXT = { id: uuid(1), now: NOW, timeZone: 'Asia/Tokyo' }

describe('createEntry', () => {
  it('stamps id, time, local day, time zone and XP on a tap check-in', () => {
    const entry = createEntry(
      tapDraft({ description: ' Second project ', decision: ' Ask for a week ' }),
      CONTEXT,
    )
    expect(entry).toEqual({
      id: uuid(1),
      mode: 'tap',
      timestamp: '2025-11-03T08:15:00.000Z',
      day: '2025-11-03',
      timeZone: 'Asia/Tokyo',
      xp: 10,
      context: 'Work',
      description: 'Second project',
      bodySensation: 'Tight chest',
      gutFeeling: 'no',
      willIgnore: 'no',
      decision: 'Ask for a week',
      needsFollowUp: true,
      consequence: null,
      consequenceDate: null,
    })
  })

  it('stores a blank decision as null with no follow-up', () => {
    const entry = createEntry(tapDraft({ decision: '   ', willIgnore: 'yes' }), CONTEXT)
    expect(entry).toMatchObject({ decision: null, needsFollowUp: false, xp: 5 })
  })

  it('keeps a custom note only when it has text', () => {
    expect(
      createEntry(tapDraft({ context: 'Custom', customNote: 'Moving' }), CONTEXT),
    ).toMatchObject({
      customNote: 'Moving',
    })
    expect(createEntry(tapDraft({ customNote: ' ' }), CONTEXT)).not.toHaveProperty('customNote')
  })

  it('builds a voice entry; one saved before the ignore step earns 5 XP', () => {
    const entry = createEntry(
      voiceDraft({ gutFeeling: undefined, willIgnore: undefined, aiInsights: '' }),
      CONTEXT,
    )
    expect(entry).toMatchObject({ mode: 'voice', xp: 5, aiInsights: '', day: '2025-11-03' })
    expect(entry).not.toHaveProperty('willIgnore')
  })

  it('rejects an invalid draft or id', () => {
    expect(() => createEntry(tapDraft({ description: '' }), CONTEXT)).toThrow()
    expect(() => createEntry(tapDraft(), { ...CONTEXT, id: 'one' })).toThrow()
  })
})

describe('saveCheckIn', () => {
  it('appends the entry and updates every gamification field in one step', () => {
    const result = saveCheckIn(INITIAL_GAMIFICATION_STATE, [], tapDraft(), CONTEXT)
    expect(result.entries).toEqual([result.entry])
    expect(result.state).toMatchObject({
      totalXP: 10 + 10 + 25,
      totalCheckins: 1,
      currentStreak: 1,
      lastCheckInDate: '2025-11-03',
    })
    expect(result.state.achievements.map((a) => a.id)).toEqual(['first_listen', 'gut_honor'])
    expect(result.earned).toEqual({
      checkInXp: 10,
      outcomeXp: 0,
      achievementXp: 35,
      xp: 45,
      achievements: result.state.achievements,
      levelBefore: 1,
      levelAfter: 1,
      leveledUp: false,
    })
  })

  it('reports a level-up', () => {
    const state = { ...INITIAL_GAMIFICATION_STATE, totalXP: 95, totalCheckins: 30 }
    const { earned } = saveCheckIn(state, [], tapDraft({ willIgnore: 'yes' }), CONTEXT)
    expect(earned).toMatchObject({ levelBefore: 1, levelAfter: 2, leveledUp: true })
  })

  it('does not change its inputs', () => {
    const entries = journal([{ at: NOW - 86_400_000 }]).entries
    const copy = JSON.parse(JSON.stringify(entries)) as unknown
    saveCheckIn(INITIAL_GAMIFICATION_STATE, entries, tapDraft(), { ...CONTEXT, id: uuid(9) })
    expect(entries).toEqual(copy)
  })
})

describe('deleteEntry', () => {
  it('removes the entry and never touches XP or achievements', () => {
    const { state, entries } = journal([{ at: NOW }, { at: NOW + 1000 }])
    const result = deleteEntry(state, entries, uuid(1))
    expect(result.entries.map((entry) => entry.id)).toEqual([uuid(2)])
    expect(result.state).toBe(state)
    expect(result.deleted).toBe(true)
    expect(deleteEntry(state, entries, uuid(7)).deleted).toBe(false)
    expect(deleteEntry(state, entries, uuid(7)).removed).toBeNull()
  })
})

describe('restoreEntry (undo a delete)', () => {
  it('puts the entry back as it was, outcome included, one life later, at its old place', () => {
    const { state, entries } = journal([{ at: NOW }, { at: NOW + 1000 }, { at: NOW + 2000 }])
    const withOutcome = setOutcome(state, entries, uuid(2), 'It went well', NOW + 5000)
    const deleted = deleteEntry(withOutcome.state, withOutcome.entries, uuid(2))
    expect(deleted.removed?.index).toBe(1)
    const restored = restoreEntry(deleted.state, deleted.entries, deleted.removed!, NOW + 6000)
    expect(restored.restored).toBe(true)
    const revivedAt = new Date(NOW + 6000).toISOString()
    expect(restored.entries).toEqual(
      withOutcome.entries.map((entry) =>
        entry.id === uuid(2) ? { ...entry, life: 1, revivedAt } : entry,
      ),
    )
    expect(restored.state).toBe(withOutcome.state)
    // Deleted again, the record ends that life; undone again, the entry is one life later.
    const again = deleteEntry(restored.state, restored.entries, uuid(2))
    expect(again.deletedEntry?.life).toBe(1)
    expect(restoreEntry(again.state, again.entries, again.removed!).entries[1]?.life).toBe(2)
  })

  it('keeps what was added meanwhile and never restores twice', () => {
    const { state, entries } = journal([{ at: NOW }, { at: NOW + 1000 }])
    const deleted = deleteEntry(state, entries, uuid(2))
    const later = saveCheckIn(state, deleted.entries, tapDraft(), {
      id: uuid(3),
      now: NOW + 9000,
      timeZone: 'UTC',
    })
    const restored = restoreEntry(later.state, later.entries, deleted.removed!)
    expect(restored.entries.map((entry) => entry.id)).toEqual([uuid(1), uuid(2), uuid(3)])
    const again = restoreEntry(restored.state, restored.entries, deleted.removed!)
    expect(again.restored).toBe(false)
    expect(again.entries).toEqual(restored.entries)
  })
})

describe('outcomes', () => {
  it('sets the trimmed consequence and its date', () => {
    const { state, entries } = journal([{ at: NOW }])
    const later = NOW + 3_600_000
    const result = setOutcome(state, entries, uuid(1), '  It went well  ', later)
    expect(result.changed).toBe(true)
    expect(result.entries[0]).toMatchObject({
      consequence: 'It went well',
      consequenceDate: '2025-11-03T09:15:00.000Z',
    })
    expect(result.earned).toMatchObject({ checkInXp: 0, outcomeXp: 5, xp: 5, achievements: [] })
    expect(result.entries[0]?.outcomeXp).toBe(5)
    expect(result.state.totalXP).toBe(state.totalXP + 5)
  })

  it('earns outcome XP once per entry: removed and logged again, it earns nothing more', () => {
    const { state, entries } = journal([{ at: NOW }, { at: NOW + 1000 }])
    const logged = setOutcome(state, entries, uuid(1), 'Fine', NOW)
    const cleared = clearOutcome(logged.state, logged.entries, uuid(1))
    expect(cleared.entries[0]?.outcomeXp).toBe(5)
    const again = setOutcome(cleared.state, cleared.entries, uuid(1), 'Fine after all', NOW)
    expect(again.earned.outcomeXp).toBe(0)
    expect(again.state.totalXP).toBe(state.totalXP + 5)
    // Another entry's outcome earns its own.
    expect(setOutcome(again.state, again.entries, uuid(2), 'Good', NOW).earned.outcomeXp).toBe(5)
  })

  it('changes nothing for a blank text or an unknown entry', () => {
    const { state, entries } = journal([{ at: NOW }])
    expect(setOutcome(state, entries, uuid(1), '   ', NOW)).toMatchObject({
      changed: false,
      entries,
    })
    expect(setOutcome(state, entries, uuid(5), 'Fine', NOW)).toMatchObject({
      changed: false,
      state,
    })
  })

  it('clears both consequence and date, keeping achievements', () => {
    const { state, entries } = journal([{ at: NOW }])
    const logged = setOutcome(state, entries, uuid(1), 'Fine', NOW)
    const cleared = clearOutcome(logged.state, logged.entries, uuid(1))
    expect(cleared.changed).toBe(true)
    expect(cleared.entries[0]).toMatchObject({ consequence: null, consequenceDate: null })
    expect(cleared.state).toBe(logged.state)
    expect(clearOutcome(cleared.state, cleared.entries, uuid(1)).changed).toBe(false)
  })
})
