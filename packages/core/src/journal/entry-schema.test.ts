import { describe, expect, it } from 'vitest'
import {
  entryDraftSchema,
  entrySchema,
  entryTimeMs,
  hasDecision,
  hasOutcome,
  hasText,
  hasWillIgnoreAnswer,
  isHonored,
  isVoiceEntry,
  newestFirst,
  type Entry,
} from './entry-schema'
import { journal, tapDraft, uuid, voiceDraft } from '../test/fixtures'

const TAP: Entry = {
  id: uuid(1),
  mode: 'tap',
  timestamp: '2025-11-03T08:15:00.000Z',
  day: '2025-11-03',
  timeZone: 'Europe/Paris',
  xp: 10,
  context: 'Work',
  description: 'Asked to lead the launch',
  bodySensation: 'Tight chest',
  gutFeeling: 'no',
  willIgnore: 'no',
  decision: 'Say no to leading it',
  needsFollowUp: true,
  consequence: null,
  consequenceDate: null,
}

const VOICE: Entry = {
  id: uuid(2),
  mode: 'voice',
  timestamp: '2025-11-04T08:15:00.000Z',
  day: '2025-11-04',
  timeZone: 'Europe/Paris',
  xp: 5,
  transcript: 'I keep thinking about the apartment',
  label: 'unclear',
  wantsResponse: false,
  aiInsights: '',
  consequence: 'I kept looking',
  consequenceDate: '2025-11-10T10:00:00.000Z',
}

describe('entry schema', () => {
  it('accepts tap and voice entries with every field', () => {
    expect(entrySchema.parse(TAP)).toEqual(TAP)
    expect(entrySchema.parse(VOICE)).toEqual(VOICE)
  })

  it('requires the id, day and time zone of the moment it was written', () => {
    const { id: _id, ...withoutId } = TAP
    expect(entrySchema.safeParse(withoutId).success).toBe(false)
    expect(entrySchema.safeParse({ ...TAP, id: 'entry-1' }).success).toBe(false)
    expect(entrySchema.safeParse({ ...TAP, day: '2025-02-30' }).success).toBe(false)
    expect(entrySchema.safeParse({ ...TAP, timeZone: '' }).success).toBe(false)
  })

  it('rejects values outside the entry’s fields (docs/product.md#a-check-in)', () => {
    expect(entrySchema.safeParse({ ...TAP, gutFeeling: 'maybe' }).success).toBe(false)
    expect(entrySchema.safeParse({ ...TAP, willIgnore: 'no way' }).success).toBe(false)
    expect(entrySchema.safeParse({ ...VOICE, label: 'happy' }).success).toBe(false)
    expect(entrySchema.safeParse({ ...TAP, mode: 'video' }).success).toBe(false)
    expect(entrySchema.safeParse({ ...TAP, xp: -5 }).success).toBe(false)
  })

  it('lets a voice entry miss the gut and ignore answers (saved when analysis fails)', () => {
    expect(entrySchema.safeParse(VOICE).success).toBe(true)
    expect(hasWillIgnoreAnswer(VOICE)).toBe(false)
  })
})

describe('drafts', () => {
  it('trims the texts and requires a description, a body signal and a transcript', () => {
    const draft = entryDraftSchema.parse(tapDraft({ description: '  Offer  ' }))
    expect(draft).toMatchObject({ description: 'Offer' })
    expect(entryDraftSchema.safeParse(tapDraft({ description: '   ' })).success).toBe(false)
    expect(entryDraftSchema.safeParse(tapDraft({ bodySensation: '' })).success).toBe(false)
    expect(entryDraftSchema.safeParse(voiceDraft({ transcript: ' ' })).success).toBe(false)
  })

  it('defaults the AI insights of a voice draft to empty', () => {
    const { aiInsights: _insights, ...draft } = voiceDraft()
    expect(entryDraftSchema.parse(draft)).toMatchObject({ aiInsights: '' })
  })
})

describe('entry predicates', () => {
  it('honored means willIgnore is no; yes and not-sure count as ignored', () => {
    expect(isHonored({ willIgnore: 'no' })).toBe(true)
    expect(isHonored({ willIgnore: 'yes' })).toBe(false)
    expect(isHonored({ willIgnore: 'not-sure' })).toBe(false)
    expect(isHonored({ willIgnore: undefined })).toBe(false)
  })

  it('knows decisions, outcomes and voice entries', () => {
    expect(hasDecision(TAP)).toBe(true)
    expect(hasDecision({ ...TAP, decision: '   ' })).toBe(false)
    expect(hasDecision(VOICE)).toBe(false)
    expect(hasOutcome(VOICE)).toBe(true)
    expect(hasOutcome(TAP)).toBe(false)
    expect(isVoiceEntry(VOICE)).toBe(true)
    expect(isVoiceEntry(TAP)).toBe(false)
  })

  it('treats white space as no text', () => {
    expect(hasText(' \n ')).toBe(false)
    expect(hasText(null)).toBe(false)
    expect(hasText(undefined)).toBe(false)
    expect(hasText('a')).toBe(true)
  })

  it('sorts newest first without changing the list', () => {
    const { entries } = journal([
      { at: '2025-11-01T10:00:00Z' },
      { at: '2025-11-03T10:00:00Z' },
      { at: '2025-11-02T10:00:00Z' },
    ])
    expect(newestFirst(entries).map((entry) => entry.day)).toEqual([
      '2025-11-03',
      '2025-11-02',
      '2025-11-01',
    ])
    expect(entries[0]?.day).toBe('2025-11-01')
    expect(entryTimeMs(TAP)).toBe(Date.parse('2025-11-03T08:15:00.000Z'))
  })
})
