import { describe, expect, it } from 'vitest'
import { deletedEntryOf } from './deleted-entry'
import { deleteEntry, saveCheckIn } from '../test/list-journal'
import { setOutcome } from '../gamification/outcome-changes'
import { INITIAL_GAMIFICATION_STATE } from '../gamification/gamification-state'
import { canonicalJournalText, mergeJournals, sameJournal } from './journal-merge'
import type { Journal } from './journal'
import { journal, tapDraft, uuid, voiceDraft } from '../test/fixtures'
import { withWords } from './entry-words'

const DAY = 86_400_000
const START = Date.parse('2025-11-03T09:00:00Z')
const NOW = Date.parse('2025-12-01T12:00:00Z')
const EMPTY: Journal = { entries: [], gamification: INITIAL_GAMIFICATION_STATE, deletedEntries: [] }

/** A phone's journal after check-ins on the given days (numbered from START), ids from `first`. */
function phone(days: number[], first = 1, draft = tapDraft()): Journal {
  let state = INITIAL_GAMIFICATION_STATE
  let entries: Journal['entries'] = []
  days.forEach((day, index) => {
    const saved = saveCheckIn(state, entries, draft, {
      id: uuid(first + index),
      now: START + day * DAY + index * 60_000,
      timeZone: 'UTC',
    })
    state = saved.state
    entries = saved.entries
  })
  return { entries, gamification: state, deletedEntries: [] }
}

/** `journal` as an older version stored it: a state that does not say what it carries. */
function olderVersion(journal: Journal): Journal {
  const {
    carriedXp: _xp,
    carriedCheckins: _count,
    carriedStreak: _runs,
    ...state
  } = journal.gamification
  return { ...journal, gamification: state }
}

describe('mergeJournals', () => {
  it('brings an exported journal back whole into an empty one (export, clear, import)', () => {
    let file = phone([0, 1, 2, 3, 5])
    const outcome = setOutcome(
      file.gamification,
      file.entries,
      uuid(2),
      'Went well',
      START + 6 * DAY,
    )
    const deleted = deleteEntry(outcome.state, outcome.entries, uuid(1))
    file = {
      entries: deleted.entries,
      gamification: deleted.state,
      deletedEntries: [deleted.deletedEntry!],
    }

    const { journal: restored, report } = mergeJournals(EMPTY, file, NOW)
    expect(restored).toEqual(file)
    expect(report).toEqual({ added: 4, alreadyThere: 0, leftOut: 0, removed: 0 })
  })

  it('adds nothing when the same file is imported again', () => {
    const here = phone([0, 1])
    const file = phone([2, 3], 10)
    const once = mergeJournals(here, file, NOW)
    const twice = mergeJournals(once.journal, file, NOW + DAY)
    expect(twice.journal).toEqual(once.journal)
    expect(twice.report).toEqual({ added: 0, alreadyThere: 2, leftOut: 0, removed: 0 })
  })

  it("joins two phones' check-ins: XP adds up, the streak runs across both, achievements unlock", () => {
    const a = phone([0, 1, 2], 1)
    const b = phone([3, 4], 10)
    const { journal: merged, report } = mergeJournals(a, b, NOW)
    expect(merged.entries.map((e) => e.id)).toEqual([uuid(1), uuid(2), uuid(3), uuid(10), uuid(11)])
    expect(report).toMatchObject({ added: 2, alreadyThere: 0 })
    expect(merged.gamification).toMatchObject({
      totalCheckins: 5,
      currentStreak: 5,
      lastCheckInDate: '2025-11-07',
    })
    // Five honored check-ins across the two phones earn Trust Builder now.
    const trust = merged.gamification.achievements.find((a) => a.id === 'trust_builder')
    expect(trust?.unlockedAt).toBe(new Date(NOW).toISOString())
    // First Listen keeps its first unlock; each achievement counts once.
    const ids = merged.gamification.achievements.map((a) => a.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(merged.gamification.achievements[0]).toEqual(a.gamification.achievements[0])
    const achievementXp = merged.gamification.achievements.reduce((sum, a) => sum + a.xp, 0)
    expect(merged.gamification.totalXP).toBe(5 * 10 + achievementXp)
  })

  it('keeps an entry deleted on either side deleted, and the XP it earned', () => {
    const here = phone([0, 1])
    const there = deleteEntry(here.gamification, here.entries, uuid(1))
    const other: Journal = {
      entries: there.entries,
      gamification: there.state,
      deletedEntries: [there.deletedEntry!],
    }
    const intoHere = mergeJournals(here, other, NOW)
    expect(intoHere.journal.entries.map((e) => e.id)).toEqual([uuid(2)])
    expect(intoHere.report).toMatchObject({ removed: 1, alreadyThere: 1 })
    expect(intoHere.journal.gamification.totalXP).toBe(here.gamification.totalXP)
    expect(intoHere.journal.gamification.totalCheckins).toBe(2)

    const intoOther = mergeJournals(other, here, NOW)
    expect(intoOther.report).toMatchObject({ leftOut: 1, alreadyThere: 1, added: 0 })
    expect(intoOther.journal).toEqual(intoHere.journal)
  })

  it('keeps the version of an entry that has an outcome, then the later outcome', () => {
    const here = phone([0])
    const logged = setOutcome(here.gamification, here.entries, uuid(1), 'Said no', START + DAY)
    const later = setOutcome(
      here.gamification,
      here.entries,
      uuid(1),
      'Still glad',
      START + 2 * DAY,
    )
    const withOutcome = { ...here, entries: logged.entries }
    const withLater = { ...here, entries: later.entries }
    expect(mergeJournals(here, withOutcome, NOW).journal.entries[0]?.consequence).toBe('Said no')
    expect(mergeJournals(withOutcome, here, NOW).journal.entries[0]?.consequence).toBe('Said no')
    expect(mergeJournals(withOutcome, withLater, NOW).journal.entries[0]?.consequence).toBe(
      'Still glad',
    )
  })

  it('keeps XP the journal cannot explain (entries deleted before deletions were kept) once', () => {
    const here = phone([0, 1])
    const legacy = olderVersion({
      ...here,
      gamification: { ...here.gamification, totalXP: here.gamification.totalXP + 40 },
    })
    const merged = mergeJournals(legacy, phone([2], 10), NOW).journal
    const again = mergeJournals(merged, legacy, NOW).journal
    expect(again.gamification.totalXP).toBe(merged.gamification.totalXP)
    expect(merged.gamification.totalXP).toBeGreaterThanOrEqual(legacy.gamification.totalXP + 10)
  })

  it("keeps a side's streak when its earlier days are gone, and counts its check-ins", () => {
    const here = phone([0, 1, 2, 3])
    // An older version deleted the first three without keeping a record.
    const trimmed = olderVersion({ ...here, entries: here.entries.slice(3) })
    const { gamification } = mergeJournals(EMPTY, trimmed, NOW).journal
    expect(gamification).toMatchObject({ currentStreak: 4, totalCheckins: 4 })
    expect(gamification.totalXP).toBe(here.gamification.totalXP)
  })

  it('counts a deleted entry in the achievements a merge unlocks', () => {
    const decided = phone([0], 1, tapDraft({ decision: 'Wait a week' }))
    const removed = deleteEntry(decided.gamification, decided.entries, uuid(1))
    const record = removed.deletedEntry!
    expect(record).toEqual(deletedEntryOf(decided.entries[0]!))
    const file: Journal = {
      entries: [],
      gamification: INITIAL_GAMIFICATION_STATE,
      deletedEntries: [record],
    }
    const { gamification } = mergeJournals(EMPTY, file, NOW).journal
    expect(gamification.achievements.map((a) => a.id)).toContain('decision_tracker')
    expect(gamification.totalCheckins).toBe(1)
  })

  it('merges voice entries and empty journals', () => {
    expect(mergeJournals(EMPTY, EMPTY, NOW).journal).toEqual(EMPTY)
    const voice = journal([{ at: START, draft: voiceDraft() }])
    const { journal: merged } = mergeJournals(
      EMPTY,
      { ...voice, gamification: voice.state, deletedEntries: [] },
      NOW,
    )
    expect(merged.entries[0]?.mode).toBe('voice')
  })
})

describe('words and outcomes changed on two phones', () => {
  const base = () => phone([0, 1])
  const edited = (journal: Journal, description: string, at: string): Journal => ({
    ...journal,
    entries: journal.entries.map((entry) => {
      const edit = entry.id === uuid(1) ? withWords(entry, { description }, at) : null
      return edit?.ok && edit.entry ? edit.entry : entry
    }),
  })
  const logged = (journal: Journal, text: string): Journal => {
    const done = setOutcome(journal.gamification, journal.entries, uuid(1), text, START + 3 * DAY)
    return { ...journal, entries: done.entries, gamification: done.state }
  }
  const entry = (journal: Journal) => journal.entries.find((item) => item.id === uuid(1))!

  it('keeps words saved on one phone and an outcome logged on the other, whichever merges first', () => {
    const a = edited(base(), 'New words', '2026-11-27T10:00:00.000Z')
    const b = logged(base(), 'It went well')
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      const merged = entry(mergeJournals(x, y, NOW).journal)
      expect(merged).toMatchObject({ description: 'New words', consequence: 'It went well' })
    }
  })

  it('keeps the words edited last when both phones edited them', () => {
    const a = edited(base(), 'Earlier words', '2026-11-27T10:00:00.000Z')
    const b = edited(logged(base(), 'It went well'), 'Later words', '2026-11-27T11:00:00.000Z')
    expect(entry(mergeJournals(a, b, NOW).journal)).toMatchObject({
      description: 'Later words',
      consequence: 'It went well',
    })
    expect(mergeJournals(b, a, NOW).journal).toEqual(mergeJournals(a, b, NOW).journal)
  })
})

describe('sameJournal', () => {
  it('compares journals whatever the order of their keys', () => {
    const here = phone([0, 1])
    const reordered: Journal = {
      deletedEntries: [],
      gamification: Object.fromEntries(
        Object.entries(here.gamification).reverse(),
      ) as Journal['gamification'],
      entries: here.entries.map((entry) =>
        Object.fromEntries(Object.entries(entry).reverse()),
      ) as Journal['entries'],
    }
    expect(sameJournal(here, reordered)).toBe(true)
    expect(canonicalJournalText(here)).toBe(canonicalJournalText(reordered))
    expect(sameJournal(here, phone([0]))).toBe(false)
  })
})
