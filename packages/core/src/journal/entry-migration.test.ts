import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { legacyEntryId, readStoredEntries, readStoredEntry } from './entry-migration'
import { journal, uuid } from '../test/fixtures'

/** An entry as an older version stored it: no id, day or time zone. */
const LEGACY_TAP = {
  mode: 'tap',
  timestamp: '2025-11-02T23:30:00.000Z',
  xp: 10,
  context: 'Work',
  customNote: '',
  description: 'Asked to cover a shift',
  bodySensation: 'Tight chest',
  gutFeeling: 'no',
  willIgnore: 'no',
  decision: null,
  needsFollowUp: false,
  consequence: null,
  consequenceDate: null,
}

const LEGACY_VOICE = {
  timestamp: 1_762_160_400_000,
  transcript: 'Not sure about the flat',
  label: 'Unclear',
  aiInsights: 'Notice what feels heavy.',
}

describe('legacyEntryId', () => {
  it('derives the same UUID from the same position and stored value', () => {
    const id = legacyEntryId(0, LEGACY_TAP)
    expect(z.uuid().safeParse(id).success).toBe(true)
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(legacyEntryId(0, LEGACY_TAP)).toBe(id)
    expect(legacyEntryId(1, LEGACY_TAP)).not.toBe(id)
    expect(legacyEntryId(0, { ...LEGACY_TAP, xp: 5 })).not.toBe(id)
  })
})

describe('reading one stored entry', () => {
  it('adds a stable id and the day and time zone of the device, once', () => {
    const read = readStoredEntry(LEGACY_TAP, 0, 'Europe/Berlin')
    expect(read.entry).toMatchObject({
      id: legacyEntryId(0, LEGACY_TAP),
      day: '2025-11-03',
      timeZone: 'Europe/Berlin',
    })
    expect(read).toMatchObject({ migrated: true })
  })

  it('infers a voice entry and fills the fields older versions left out', () => {
    const read = readStoredEntry(LEGACY_VOICE, 3, 'UTC')
    expect(read.entry).toMatchObject({
      mode: 'voice',
      timestamp: '2025-11-03T09:00:00.000Z',
      day: '2025-11-03',
      label: 'unclear',
      wantsResponse: false,
      xp: 5,
      consequence: null,
      consequenceDate: null,
    })
  })

  it('reads an entry with no mode, id, day or decision as the tap check-in it was', () => {
    const {
      mode: _mode,
      decision: _decision,
      needsFollowUp: _flag,
      consequence: _outcome,
      consequenceDate: _outcomeAt,
      ...older
    } = LEGACY_TAP
    const read = readStoredEntry(older, 0, 'Europe/Berlin')
    expect(read.entry).toMatchObject({
      id: legacyEntryId(0, older),
      mode: 'tap',
      day: '2025-11-03',
      description: 'Asked to cover a shift',
      decision: null,
      needsFollowUp: false,
      consequence: null,
      consequenceDate: null,
    })
    expect(read).toMatchObject({ migrated: true })
  })

  it('recomputes a missing XP and follow-up flag', () => {
    const { xp: _xp, needsFollowUp: _flag, ...older } = LEGACY_TAP
    const read = readStoredEntry({ ...older, decision: 'Say no' }, 0, 'UTC')
    expect(read.entry).toMatchObject({ xp: 10, needsFollowUp: true })
  })

  it('replaces an id that is not a UUID and reads an older outcome date', () => {
    const read = readStoredEntry(
      {
        ...LEGACY_TAP,
        id: 1_700_000_000_000,
        consequence: 'Fine',
        consequenceDate: 1_762_160_400_000,
      },
      2,
      'UTC',
    )
    expect(read.entry?.id).toMatch(/-8[0-9a-f]{3}-/)
    expect(read.entry?.consequenceDate).toBe('2025-11-03T09:00:00.000Z')
  })

  it('keeps a current entry as it is and does not ask for a write-back', () => {
    const [entry] = journal([{ at: '2025-11-03T08:00:00Z', timeZone: 'Asia/Tokyo' }]).entries
    const stored = JSON.parse(JSON.stringify(entry)) as unknown
    expect(readStoredEntry(stored, 5, 'America/Chicago')).toEqual({ entry, migrated: false })
  })

  it('never recomputes a stored day, whatever the current time zone', () => {
    const [entry] = journal([{ at: '2025-11-03T08:00:00+09:00', timeZone: 'Asia/Tokyo' }]).entries
    expect(readStoredEntry(entry, 0, 'America/Los_Angeles').entry?.day).toBe('2025-11-03')
  })

  it('sets aside what is not an entry', () => {
    expect(readStoredEntry('text', 0, 'UTC').entry).toBeNull()
    expect(readStoredEntry({ ...LEGACY_TAP, timestamp: 'soon' }, 0, 'UTC').entry).toBeNull()
    expect(readStoredEntry({ ...LEGACY_TAP, gutFeeling: 'maybe' }, 0, 'UTC').entry).toBeNull()
    expect(readStoredEntry({ timestamp: LEGACY_TAP.timestamp }, 0, 'UTC').entry).toBeNull()
  })
})

describe('reading the stored list', () => {
  it('reads no text as an empty journal', () => {
    expect(readStoredEntries(null, 'UTC')).toEqual({
      value: [],
      problem: null,
      migrated: false,
      rejected: 0,
    })
  })

  it('reports text that is not JSON, or not a list', () => {
    expect(readStoredEntries('[{"mode":', 'UTC')).toMatchObject({
      value: [],
      problem: 'invalid-json',
    })
    expect(readStoredEntries('{"a":1}', 'UTC')).toMatchObject({ value: [], problem: 'wrong-shape' })
  })

  it('keeps the valid entries of a partly bad list', () => {
    const text = JSON.stringify([LEGACY_TAP, 42, { nonsense: true }, LEGACY_VOICE])
    const read = readStoredEntries(text, 'UTC')
    expect(read.value.map((entry) => entry.mode)).toEqual(['tap', 'voice'])
    expect(read).toMatchObject({ problem: 'partly-invalid', rejected: 2, migrated: true })
  })

  it('reads the same ids every time until the list is written back', () => {
    const text = JSON.stringify([LEGACY_TAP, LEGACY_VOICE])
    const first = readStoredEntries(text, 'UTC').value.map((entry) => entry.id)
    const second = readStoredEntries(text, 'UTC').value.map((entry) => entry.id)
    expect(first).toEqual(second)
    const written = JSON.stringify(readStoredEntries(text, 'UTC').value)
    expect(readStoredEntries(written, 'Asia/Tokyo')).toMatchObject({
      migrated: false,
      problem: null,
    })
    expect(readStoredEntries(written, 'Asia/Tokyo').value.map((entry) => entry.id)).toEqual(first)
  })

  it('gives a repeated id a new one so deleting one entry never deletes two', () => {
    const { entries } = journal([{ at: '2025-11-03T08:00:00Z' }])
    const read = readStoredEntries(JSON.stringify([entries[0], entries[0]]), 'UTC')
    expect(read.value[0]?.id).toBe(uuid(1))
    expect(read.value[1]?.id).not.toBe(uuid(1))
    expect(read.migrated).toBe(true)
  })
})
