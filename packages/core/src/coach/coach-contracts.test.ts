import { describe, expect, it } from 'vitest'
import type { Entry, TapDraft, VoiceDraft } from '../journal/entry-schema'
import { createEntry } from '../gamification/gamification'
import { tapDraft, uuid, voiceDraft } from '../test/fixtures'
import { coachJournal, toCoachEntry, utf8Length } from './coach-entry'
import {
  coachRequestSchema,
  isStreamType,
  signalItems,
  toneItems,
  trustItems,
} from './coach-requests'
import {
  COACH_ENVELOPE_BYTES,
  COACH_JOURNAL_ENTRIES,
  COACH_MAX_BODY_BYTES,
  COACH_MAX_ITEMS,
  COACH_MAX_TEXT,
} from './limits'

let n = 0
const at = (timestamp = '2026-01-05T10:00:00.000Z') => ({
  id: uuid(++n),
  now: Date.parse(timestamp),
  timeZone: 'UTC',
})
function makeTapEntry(
  o: Partial<TapDraft> & { timestamp?: string } = {},
): Extract<Entry, { mode: 'tap' }> {
  return createEntry(tapDraft(o), at(o.timestamp)) as Extract<Entry, { mode: 'tap' }>
}
function makeVoiceEntry(
  o: Partial<VoiceDraft> & { timestamp?: string } = {},
): Extract<Entry, { mode: 'voice' }> {
  return createEntry(voiceDraft(o), at(o.timestamp)) as Extract<Entry, { mode: 'voice' }>
}

describe('coach requests', () => {
  it('accepts whole stored entries and keeps only what the coach reads', () => {
    const tap = makeTapEntry({ description: 'Lunch with the team' })
    const parsed = coachRequestSchema.parse({ type: 'pattern_analysis', entries: [tap] })
    expect(parsed.type === 'pattern_analysis' && parsed.entries[0]).toEqual({
      mode: 'tap',
      timestamp: tap.timestamp,
      timeZone: tap.timeZone,
      context: tap.context,
      description: 'Lunch with the team',
      bodySensation: tap.bodySensation,
      gutFeeling: tap.gutFeeling,
      willIgnore: tap.willIgnore,
      decision: tap.decision,
      consequence: tap.consequence,
    })
  })

  it('takes the language to answer in: English, Spanish or German, English when none is said', () => {
    const ask = (language?: unknown) =>
      coachRequestSchema.safeParse({ type: 'trust_analysis', items: [], language })
    expect(ask('es')).toMatchObject({ success: true, data: { language: 'es' } })
    expect(ask('de')).toMatchObject({ success: true, data: { language: 'de' } })
    expect(ask()).toMatchObject({ success: true })
    expect(ask().data?.language).toBeUndefined()
    for (const wrong of ['fr', 'ES', 'es-MX', '', 1, null]) expect(ask(wrong).success).toBe(false)
  })

  it('bounds items, texts and the daily focus minimum', () => {
    const entry = toCoachEntry(makeTapEntry())
    expect(
      coachRequestSchema.safeParse({ type: 'daily_focus', entries: [entry, entry] }).success,
    ).toBe(false)
    expect(
      coachRequestSchema.safeParse({ type: 'daily_focus', entries: [entry, entry, entry] }).success,
    ).toBe(true)
    const many = Array.from({ length: COACH_MAX_ITEMS + 1 }, () => ({
      honored: true,
      consequence: null,
      decision: null,
    }))
    expect(coachRequestSchema.safeParse({ type: 'trust_analysis', items: many }).success).toBe(
      false,
    )
    const long = 'x'.repeat(COACH_MAX_TEXT + 1)
    expect(coachRequestSchema.safeParse({ type: 'voice_analysis', transcript: long }).success).toBe(
      false,
    )
    expect(coachRequestSchema.safeParse({ type: 'voice_analysis', transcript: ' ' }).success).toBe(
      false,
    )
    expect(coachRequestSchema.safeParse({ type: 'nope' }).success).toBe(false)
  })

  it('tells streaming types from JSON ones', () => {
    expect(isStreamType('voice_analysis')).toBe(true)
    expect(isStreamType('daily_guidance')).toBe(true)
    expect(isStreamType('daily_focus')).toBe(false)
  })
})

describe('what the device sends', () => {
  const honoredTap = makeTapEntry({
    bodySensation: 'Tight chest',
    willIgnore: 'no',
    decision: 'Call her',
  })
  const ignoredTap = { ...makeTapEntry({ willIgnore: 'not-sure' }), bodySensation: '  ' }
  const voice = makeVoiceEntry({ transcript: 'My chest is tight', willIgnore: undefined })

  it('signals: tap entries with a body sensation', () => {
    expect(signalItems([honoredTap, ignoredTap, voice])).toEqual([
      {
        sensation: 'Tight chest',
        gutFeeling: honoredTap.gutFeeling,
        honored: true,
        willIgnore: 'no',
        consequence: null,
      },
    ])
  })

  it('trust: entries that answered the ignore question; not-sure counts as not honored, and says so', () => {
    expect(trustItems([honoredTap, ignoredTap, voice])).toEqual([
      { honored: true, willIgnore: 'no', consequence: null, decision: 'Call her' },
      { honored: false, willIgnore: 'not-sure', consequence: null, decision: null },
    ])
  })

  it('tone: voice entries, with whether the gut was honored when known', () => {
    expect(toneItems([honoredTap, voice])).toEqual([
      {
        transcript: 'My chest is tight',
        label: voice.label,
        aiInsights: voice.aiInsights,
        honored: null,
      },
    ])
  })

  it('the journal, newest first, in the coach’s form: a voice check-in without the coach’s own words', () => {
    const older = makeTapEntry({ timestamp: '2026-01-01T10:00:00.000Z' })
    const newer = makeVoiceEntry({ timestamp: '2026-02-01T10:00:00.000Z' })
    expect(newer.aiInsights).not.toBe('')
    const sent = coachJournal([older, newer])
    expect(sent).toEqual([toCoachEntry(newer), toCoachEntry(older)])
    expect(sent[0]).toMatchObject({ transcript: newer.transcript, label: newer.label })
    expect(sent[0]).not.toHaveProperty('aiInsights')
  })

  it('the newest 1,000, and no more bytes than the body allows', () => {
    expect(COACH_JOURNAL_ENTRIES).toBe(1000)
    const many = Array.from({ length: COACH_JOURNAL_ENTRIES + 20 }, (_, i) =>
      makeTapEntry({ timestamp: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString() }),
    )
    const sent = coachJournal(many)
    expect(sent).toHaveLength(COACH_JOURNAL_ENTRIES)
    expect(sent[0]).toEqual(toCoachEntry(many[many.length - 1]!))
    expect(coachRequestSchema.safeParse({ type: 'pattern_analysis', entries: sent }).success).toBe(
      true,
    )

    // Long entries (4,000 characters each, some of them three bytes in UTF-8): trimmed by size.
    const long = 'é…'.repeat(COACH_MAX_TEXT / 2)
    const heavy = many.slice(0, 1000).map((entry) => ({ ...entry, description: long }))
    const fitted = coachJournal(heavy)
    const body = JSON.stringify({ type: 'pattern_analysis', entries: fitted })
    expect(utf8Length(body)).toBeLessThanOrEqual(COACH_MAX_BODY_BYTES - COACH_ENVELOPE_BYTES + 64)
    expect(fitted.length).toBeLessThan(heavy.length)
    expect(fitted[0]).toEqual(toCoachEntry(heavy[heavy.length - 1]!))
    expect(coachRequestSchema.safeParse(JSON.parse(body)).success).toBe(true)
  })

  it('counts UTF-8 bytes as an encoder would (a lone surrogate becomes a 3-byte U+FFFD)', () => {
    const cases: [string, number][] = [
      ['', 0],
      ['abc', 3],
      ['é', 2],
      ['…', 3],
      ['😀', 4],
      ['a😀é…z', 11],
      ['\ud800', 3],
    ]
    for (const [text, bytes] of cases) expect(utf8Length(text)).toBe(bytes)
  })
})
