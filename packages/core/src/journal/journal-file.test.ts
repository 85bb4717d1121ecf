import { describe, expect, it } from 'vitest'
import { deleteEntry } from '../test/list-journal'
import { setOutcome } from '../gamification/outcome-changes'
import { INITIAL_GAMIFICATION_STATE } from '../gamification/gamification-state'
import { legacyEntryId } from './entry-migration'
import {
  JOURNAL_FILE_VERSION,
  journalFile,
  journalFileSchema,
  journalFileParts,
  journalFileText,
  readJournalFile,
} from './journal-file'
import type { Journal } from './journal'
import type { Entry } from './entry-schema'
import { withDetails } from './entry-details'
import { withWords } from './entry-words'
import { journal as play, uuid, voiceDraft } from '../test/fixtures'

const NOW = Date.parse('2025-12-01T12:00:00Z')
const NOW_ISO = new Date(NOW).toISOString()

function sample(): Journal {
  const { state, entries } = play([
    { at: '2025-11-03T08:00:00Z' },
    { at: '2025-11-04T08:00:00Z', draft: voiceDraft() },
    { at: '2025-11-05T08:00:00Z' },
  ])
  const logged = setOutcome(state, entries, uuid(1), 'Went well', NOW)
  const removed = deleteEntry(logged.state, logged.entries, uuid(3))
  return {
    entries: removed.entries,
    gamification: removed.state,
    deletedEntries: [removed.deletedEntry!],
  }
}

describe('the journal file', () => {
  it("carries an entry's life, a deletion's and what a state carries; older files read without", () => {
    const journal = sample()
    const lived: Journal = {
      entries: journal.entries.map((entry, i) => (i === 0 ? { ...entry, life: 2 } : entry)),
      deletedEntries: journal.deletedEntries.map((record) => ({ ...record, life: 1 })),
      gamification: {
        ...journal.gamification,
        carriedXp: 40,
        carriedCheckins: 3,
        carriedStreak: [{ days: 2, through: '2025-10-30' }],
      },
    }
    expect(readJournalFile(journalFileText(lived, NOW), 'UTC')).toEqual({
      ok: true,
      journal: lived,
    })
    // A file of an older version: no lives, a state that says nothing of what it carries.
    const { carriedXp: _x, carriedCheckins: _c, carriedStreak: _s, ...older } = journal.gamification
    const read = readJournalFile(journalFileText({ ...journal, gamification: older }, NOW), 'UTC')
    expect(read).toEqual({ ok: true, journal: { ...journal, gamification: older } })
  })

  it('carries the edits of an entry and the times they were made; a deletion keeps its stamp', () => {
    const journal = sample()
    const [first, second] = journal.entries as [Entry, Entry]
    const moved = withDetails(
      first,
      { happenedAt: '2025-11-01T07:00:00.000Z', gutFeeling: 'pause' },
      { now: NOW, timeZone: 'Europe/Berlin' },
    )
    const worded = withWords(first, { description: 'Said again' }, '2025-11-20T10:00:00.000Z')
    if (!moved.ok || !moved.entry || !worded.ok || !worded.entry) throw new Error('expected edits')
    const edited: Journal = {
      ...journal,
      entries: [
        { ...moved.entry, wordsEditedAt: worded.entry.wordsEditedAt, outcomeEditedAt: NOW_ISO },
        second,
      ],
      deletedEntries: journal.deletedEntries.map((record) => ({
        ...record,
        detailsEditedAt: '2025-11-21T10:00:00.000Z',
      })),
    }
    const read = readJournalFile(journalFileText(edited, NOW), 'UTC')
    expect(read).toEqual({ ok: true, journal: edited })
    expect(read.ok && read.journal.entries[0]).toMatchObject({
      day: '2025-11-01',
      timeZone: 'Europe/Berlin',
      detailsEditedAt: NOW_ISO,
    })
  })

  it('written in parts, is exactly the same text, whatever the part size', () => {
    const journal = sample()
    const many = play(
      Array.from({ length: 7 }, (_, i) => ({ at: `2025-11-${String(i + 10)}T08:00:00Z` })),
    )
    const longer = { ...journal, entries: [...journal.entries, ...many.entries] }
    for (const each of [journal, longer, { ...journal, entries: [] }]) {
      for (const size of [1, 2, 3, 500]) {
        expect([...journalFileParts(each, NOW, size)].join('')).toBe(journalFileText(each, NOW))
      }
    }
  })

  it('is versioned JSON with every entry, the gamification state and the deletions', () => {
    const journal = sample()
    const text = journalFileText(journal, NOW)
    const parsed = journalFileSchema.parse(JSON.parse(text))
    expect(parsed).toMatchObject({
      format: 'hara-journal',
      version: JOURNAL_FILE_VERSION,
      exportedAt: '2025-12-01T12:00:00.000Z',
    })
    expect(parsed.entries).toEqual(journal.entries)
    expect(parsed.gamification).toEqual(journal.gamification)
    expect(readJournalFile(text, 'UTC')).toEqual({ ok: true, journal })
  })

  it('reads a file without deletion records, and entries written before ids', () => {
    const older = {
      mode: 'tap',
      timestamp: 'Mon Nov 03 2025 09:00:00 GMT+0100',
      context: 'Work',
      description: 'Old one',
      bodySensation: 'Numb',
      gutFeeling: 'no',
      willIgnore: 'no',
      decision: null,
    }
    const text = JSON.stringify({
      format: 'hara-journal',
      version: 1,
      exportedAt: '2025-12-01T12:00:00.000Z',
      entries: [older],
      gamification: { totalXP: 45, totalCheckins: 1, currentStreak: 1, achievements: [] },
    })
    const first = readJournalFile(text, 'Europe/Berlin')
    const second = readJournalFile(text, 'Europe/Berlin')
    expect(first).toEqual(second)
    expect(first.ok && first.journal.entries[0]).toMatchObject({
      id: legacyEntryId(0, older),
      day: '2025-11-03',
      xp: 10,
    })
    expect(first.ok && first.journal.deletedEntries).toEqual([])
  })

  it('refuses what is not a Hara journal, a newer version and a damaged file', () => {
    const good = journalFile(sample(), NOW)
    const read = (value: unknown) => readJournalFile(JSON.stringify(value), 'UTC')
    expect(readJournalFile('%PDF-1.7', 'UTC')).toEqual({ ok: false, problem: 'not-json' })
    expect(read([1, 2, 3])).toEqual({ ok: false, problem: 'not-a-journal' })
    expect(read({ entries: [] })).toEqual({ ok: false, problem: 'not-a-journal' })
    expect(read({ ...good, version: 2 })).toEqual({ ok: false, problem: 'newer-version' })
    expect(read({ ...good, version: '1' })).toEqual({ ok: false, problem: 'damaged' })
    expect(read({ ...good, entries: {} })).toEqual({ ok: false, problem: 'damaged' })
    expect(read({ ...good, entries: [...good.entries, { mode: 'tap' }] })).toEqual({
      ok: false,
      problem: 'damaged',
    })
    expect(read({ ...good, gamification: { totalXP: 'lots' } })).toEqual({
      ok: false,
      problem: 'damaged',
    })
    expect(read({ ...good, deletedEntries: [{ id: 'x' }] })).toEqual({
      ok: false,
      problem: 'damaged',
    })
  })

  it('writes an empty journal that reads back as empty', () => {
    const empty: Journal = {
      entries: [],
      gamification: INITIAL_GAMIFICATION_STATE,
      deletedEntries: [],
    }
    expect(readJournalFile(journalFileText(empty, NOW), 'UTC')).toEqual({
      ok: true,
      journal: empty,
    })
  })
})
