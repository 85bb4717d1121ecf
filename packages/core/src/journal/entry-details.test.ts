import { describe, expect, it } from 'vitest'
import { editableDetails, wasEdited, withDetails } from './entry-details'
import { createEntry } from '../gamification/gamification'
import { deletedEntryOf } from './deleted-entry'
import { mergeEntries } from './merge-entries'
import { withWords } from './entry-words'
import { uuid, tapDraft, voiceDraft } from '../test/fixtures'
import type { Entry } from './entry-schema'

const SAVED = Date.parse('2025-11-03T08:15:00.000Z')
const NOW = Date.parse('2025-11-05T12:00:00.000Z')
const HERE = { now: NOW, timeZone: 'UTC' }
const tap = (overrides = {}) =>
  createEntry(tapDraft(overrides), { id: uuid(1), now: SAVED, timeZone: 'UTC' })
const voice = (overrides = {}) =>
  createEntry(voiceDraft(overrides), { id: uuid(2), now: SAVED, timeZone: 'UTC' })
const edited = (
  entry: Entry,
  ...args: Parameters<typeof withDetails> extends [Entry, ...infer R] ? R : never
) => {
  const result = withDetails(entry, ...args)
  if (!result.ok || result.entry === null) throw new Error('expected an edit')
  return result.entry
}

describe('withDetails', () => {
  it('changes the answers of a tap check-in, keeps its XP and stamps the edit', () => {
    const entry = tap({ willIgnore: 'no', gutFeeling: 'yes' })
    const next = edited(
      entry,
      {
        bodySensation: ' Stomach ',
        gutFeeling: 'no',
        willIgnore: 'yes',
        strength: 'strong',
      },
      HERE,
    )
    expect(next).toMatchObject({
      bodySensation: 'Stomach',
      gutFeeling: 'no',
      willIgnore: 'yes',
      strength: 'strong',
      xp: entry.xp,
      detailsEditedAt: '2025-11-05T12:00:00.000Z',
    })
    expect(next.wordsEditedAt).toBeUndefined()
    expect(wasEdited(next)).toBe(true)
    expect(wasEdited(entry)).toBe(false)
  })

  it('moves a category to Custom with its note, and back, as words', () => {
    const custom = edited(
      tap({ context: 'Work' }),
      { context: 'Custom', customNote: 'Garden' },
      HERE,
    )
    expect(custom).toMatchObject({ context: 'Custom', customNote: 'Garden' })
    expect(custom.wordsEditedAt).toBe('2025-11-05T12:00:00.000Z')
    expect(custom.detailsEditedAt).toBeUndefined()
    const back = edited(custom, { context: 'Health' }, HERE)
    expect(back).toMatchObject({ context: 'Health' })
    expect('customNote' in back).toBe(false)
    expect(withDetails(tap(), { context: 'Custom' }, HERE)).toEqual({
      ok: false,
      field: 'customNote',
      message: 'Name the category in a few words.',
    })
    expect(
      withDetails(tap(), { context: 'Custom', customNote: 'a b c d e f g h i' }, HERE),
    ).toEqual({ ok: false, field: 'customNote', message: 'Keep it to 5 words.' })
  })

  it('moves the time to any moment in the past and the day with it, never into the future', () => {
    const entry = tap()
    const earlier = edited(
      entry,
      { happenedAt: '2025-10-31T23:30:00.000Z' },
      {
        now: NOW,
        timeZone: 'Europe/Berlin',
      },
    )
    expect(earlier).toMatchObject({
      timestamp: '2025-10-31T23:30:00.000Z',
      day: '2025-11-01',
      timeZone: 'Europe/Berlin',
      xp: entry.xp,
    })
    expect(withDetails(entry, { happenedAt: NOW + 60_000 }, HERE)).toMatchObject({
      ok: false,
      field: 'happenedAt',
      message: 'Choose a time in the past.',
    })
    expect(withDetails(entry, { happenedAt: 'soon' }, HERE)).toMatchObject({ ok: false })
  })

  it('keeps the time before an outcome logged', () => {
    const entry: Entry = {
      ...tap(),
      consequence: 'Fine',
      consequenceDate: '2025-11-04T09:00:00.000Z',
    }
    expect(withDetails(entry, { happenedAt: '2025-11-04T10:00:00.000Z' }, HERE)).toMatchObject({
      ok: false,
      message: 'Choose a time before its outcome was logged.',
    })
  })

  it("edits a voice check-in's label and answers it has, not a tap check-in's fields", () => {
    const entry = voice({ gutFeeling: 'yes', willIgnore: 'no' })
    expect(edited(entry, { label: 'aligned', gutFeeling: 'pause' }, HERE)).toMatchObject({
      label: 'aligned',
      gutFeeling: 'pause',
    })
    expect(withDetails(entry, { bodySensation: 'Chest' }, HERE)).toMatchObject({
      ok: false,
      field: 'bodySensation',
    })
    expect(editableDetails(voice({ gutFeeling: undefined })).gutFeeling).toBe(false)
    expect(withDetails(tap(), { label: 'unease' }, HERE)).toMatchObject({
      ok: false,
      field: 'label',
    })
  })

  it('changes nothing when the answers are the same, and refuses what is not an answer', () => {
    const entry = tap({ gutFeeling: 'yes' })
    expect(withDetails(entry, { gutFeeling: 'yes', happenedAt: SAVED }, HERE)).toEqual({
      ok: true,
      entry: null,
    })
    expect(withDetails(entry, { gutFeeling: 'maybe' as never }, HERE)).toMatchObject({ ok: false })
    expect(withDetails(entry, { bodySensation: '  ' }, HERE)).toMatchObject({ ok: false })
  })
})

describe('merging edits', () => {
  it('keeps the words edited on one phone and the answers edited on another, in either order', () => {
    const entry = tap()
    const words = withWords(entry, { description: 'New words' }, '2025-11-04T10:00:00.000Z')
    const answers = edited(
      entry,
      { gutFeeling: 'pause', happenedAt: '2025-11-02T07:00:00.000Z' },
      HERE,
      '2025-11-04T09:00:00.000Z',
    )
    if (!words.ok || !words.entry) throw new Error('expected words')
    const one = mergeEntries([
      { entries: [words.entry], deletedEntries: [] },
      { entries: [answers], deletedEntries: [] },
    ])
    const other = mergeEntries([
      { entries: [answers], deletedEntries: [] },
      { entries: [words.entry], deletedEntries: [] },
    ])
    expect(one).toEqual(other)
    expect(one.entries[0]).toMatchObject({
      description: 'New words',
      gutFeeling: 'pause',
      day: '2025-11-02',
      wordsEditedAt: '2025-11-04T10:00:00.000Z',
      detailsEditedAt: '2025-11-04T09:00:00.000Z',
    })
  })

  it('takes the answers edited last, and a deletion keeps the day of the later edit', () => {
    const entry = tap()
    const first = edited(
      entry,
      { happenedAt: '2025-11-01T07:00:00.000Z' },
      HERE,
      '2025-11-04T09:00:00.000Z',
    )
    const second = edited(
      entry,
      { happenedAt: '2025-11-02T07:00:00.000Z' },
      HERE,
      '2025-11-04T11:00:00.000Z',
    )
    const merged = mergeEntries([
      { entries: [first], deletedEntries: [] },
      { entries: [second], deletedEntries: [] },
    ])
    expect(merged.entries[0]?.day).toBe('2025-11-02')
    // Two records of one deletion (an older version deleted it on two phones, unstamped).
    const records = [first, second].map((copy) => deletedEntryOf(copy))
    const deleted = mergeEntries(
      records.map((record) => ({ entries: [], deletedEntries: [record] })),
    )
    expect(deleted.deletedEntries[0]?.day).toBe('2025-11-02')
  })

  it('keeps what a deletion knew of the answers, not an edit made elsewhere without hearing of it', () => {
    // Merging the edit into the record in some orders of merges and not others (the record
    // stands below an Undo made meanwhile, then above it again) would make phones disagree.
    const entry = tap()
    const moved = edited(
      entry,
      { happenedAt: '2025-11-02T07:00:00.000Z' },
      HERE,
      '2025-11-04T11:00:00.000Z',
    )
    const record = deletedEntryOf(entry, { deletedAt: Date.parse('2025-11-04T10:00:00.000Z') })
    for (const journals of [
      [
        { entries: [moved], deletedEntries: [] },
        { entries: [], deletedEntries: [record] },
      ],
      [
        { entries: [], deletedEntries: [record] },
        { entries: [moved], deletedEntries: [] },
      ],
    ]) {
      expect(mergeEntries(journals)).toEqual({ entries: [], deletedEntries: [record] })
    }
  })
})
