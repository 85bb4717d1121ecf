import { describe, expect, it } from 'vitest'
import {
  canAnalyze,
  canAnalyzePatterns,
  canAnalyzeSignals,
  canAnalyzeTone,
  canAnalyzeTrust,
  canGenerateFocus,
  canGenerateMissions,
  canRequestDailyGuidance,
  isAnalysisCacheFresh,
  isCacheFresh,
  isPatternsCacheFresh,
  isSameDayCache,
  isToneCacheFresh,
} from './analysis-preconditions'
import {
  cachedAnalysisSchemas,
  dailyFocusCacheSchema,
  dailyGuidanceCacheSchema,
  isInsufficient,
  missionsCacheSchema,
  patternsCacheSchema,
  patternsSchema,
  signalsAnalysisSchema,
  toneAnalysisSchema,
  trustAnalysisSchema,
} from './analysis-schemas'
import { journal, tapDraft, voiceDraft } from '../test/fixtures'

const AT = Date.parse('2025-11-03T08:00:00Z')

describe('analysis preconditions', () => {
  it('signals need a tap entry with a body sensation', () => {
    expect(canAnalyzeSignals([])).toBe(false)
    expect(canAnalyzeSignals(journal([{ at: AT, draft: voiceDraft() }]).entries)).toBe(false)
    expect(canAnalyzeSignals(journal([{ at: AT }]).entries)).toBe(true)
  })

  it('trust needs an entry with a willIgnore answer', () => {
    const unanswered = voiceDraft({ willIgnore: undefined, gutFeeling: undefined })
    expect(canAnalyzeTrust(journal([{ at: AT, draft: unanswered }]).entries)).toBe(false)
    expect(canAnalyzeTrust(journal([{ at: AT, draft: voiceDraft() }]).entries)).toBe(true)
  })

  it('tone needs a voice entry', () => {
    expect(canAnalyzeTone(journal([{ at: AT }]).entries)).toBe(false)
    expect(canAnalyzeTone(journal([{ at: AT, draft: voiceDraft() }]).entries)).toBe(true)
  })

  it('answers by kind', () => {
    const { entries } = journal([{ at: AT }])
    expect(canAnalyze('signals', entries)).toBe(true)
    expect(canAnalyze('trust', entries)).toBe(true)
    expect(canAnalyze('tone', entries)).toBe(false)
  })

  it('focus, missions and patterns need at least 3 entries', () => {
    const two = journal([{ at: AT }, { at: AT + 1 }]).entries
    const three = journal([{ at: AT }, { at: AT + 1 }, { at: AT + 2 }]).entries
    for (const check of [canGenerateFocus, canGenerateMissions, canAnalyzePatterns]) {
      expect(check(two)).toBe(false)
      expect(check(three)).toBe(true)
    }
  })
})

describe('cache freshness', () => {
  const { entries } = journal([{ at: AT }, { at: AT + 60_000, draft: voiceDraft() }])

  it('is fresh while no entry is newer than the cache', () => {
    expect(isAnalysisCacheFresh(AT + 60_000, entries)).toBe(true)
    expect(isAnalysisCacheFresh(new Date(AT + 120_000), entries)).toBe(true)
    expect(isAnalysisCacheFresh(AT + 59_999, entries)).toBe(false)
    expect(isAnalysisCacheFresh(null, entries)).toBe(false)
    expect(isAnalysisCacheFresh(undefined, [])).toBe(false)
    expect(isAnalysisCacheFresh(0, [])).toBe(true)
  })

  it('also needs a voice entry for tone', () => {
    const tapOnly = journal([{ at: AT, draft: tapDraft() }]).entries
    expect(isToneCacheFresh(AT, tapOnly)).toBe(false)
    expect(isCacheFresh('trust', AT, tapOnly)).toBe(true)
    expect(isCacheFresh('tone', AT + 60_000, entries)).toBe(true)
  })

  it('refreshes patterns when a newer entry exists', () => {
    expect(isPatternsCacheFresh({ cachedAt: AT + 60_000 }, entries)).toBe(true)
    expect(isPatternsCacheFresh({ cachedAt: AT + 30_000 }, entries)).toBe(false)
    expect(isPatternsCacheFresh(null, entries)).toBe(false)
  })

  it('keeps focus and missions for the day they were made, and guidance once a day', () => {
    expect(isSameDayCache('2025-11-03', '2025-11-03')).toBe(true)
    expect(isSameDayCache('2025-11-02', '2025-11-03')).toBe(false)
    expect(isSameDayCache(null, '2025-11-03')).toBe(false)
    expect(canRequestDailyGuidance(null, '2025-11-03')).toBe(true)
    expect(canRequestDailyGuidance('2025-11-03', '2025-11-03')).toBe(false)
    expect(canRequestDailyGuidance('2025-11-02', '2025-11-03')).toBe(true)
  })
})

describe('analysis schemas', () => {
  it('read a result or the insufficient flag', () => {
    const signals = signalsAnalysisSchema.parse({
      signals: [{ signal: 'Tight chest', insight: 'Shows up before a yes', accuracy: 80 }],
    })
    expect(isInsufficient(signals)).toBe(false)
    expect(isInsufficient(signalsAnalysisSchema.parse({ insufficient: true }))).toBe(true)
    expect(signalsAnalysisSchema.safeParse({ signals: 'none' }).success).toBe(false)

    const trust = trustAnalysisSchema.parse({
      honoredPercentage: 60,
      ignoredPercentage: 40,
      honoredOutcome: 'Mostly good',
      ignoredOutcome: 'Regret',
      recommendation: 'Pause first',
    })
    expect(isInsufficient(trust)).toBe(false)
    expect(trustAnalysisSchema.safeParse({ honoredPercentage: 60 }).success).toBe(false)

    const tone = toneAnalysisSchema.parse({
      honoredTone: 'Calm',
      ignoredTone: 'Rushed',
      keyIndicators: ['Short sentences'],
      guidance: 'Slow down',
    })
    expect(isInsufficient(tone)).toBe(false)
    expect(isInsufficient(toneAnalysisSchema.parse({ insufficientData: true }))).toBe(true)
  })

  it('read patterns', () => {
    const pattern = {
      title: 'Yes too fast',
      observation: 'You agree before you feel',
      intuitionGuide: 'Pause',
      relatedEntries: ['Asked to cover a shift'],
      questions: ['What did your chest say?'],
    }
    expect(patternsSchema.parse([pattern])).toEqual([pattern])
    expect(patternsSchema.safeParse([{ title: 'x' }]).success).toBe(false)
  })
})

describe('cached coach answers', () => {
  it('pair each answer with its day or time', () => {
    expect(
      cachedAnalysisSchemas.trust.safeParse({ value: { insufficient: true }, cachedAt: 5 }).success,
    ).toBe(true)
    expect(
      cachedAnalysisSchemas.signals.safeParse({ value: { signals: [] }, cachedAt: -1 }).success,
    ).toBe(false)
    expect(dailyFocusCacheSchema.safeParse({ text: 'Breathe', date: '2025-11-03' }).success).toBe(
      true,
    )
    expect(dailyFocusCacheSchema.safeParse({ text: ' ', date: '2025-11-03' }).success).toBe(false)
    expect(missionsCacheSchema.safeParse({ missions: [], date: 'today' }).success).toBe(false)
    expect(patternsCacheSchema.safeParse({ patterns: [], cachedAt: 1 }).success).toBe(true)
    expect(
      dailyGuidanceCacheSchema.safeParse({ text: '### Hello', date: '2025-11-03' }).success,
    ).toBe(true)
    expect(dailyGuidanceCacheSchema.safeParse({ text: '', date: '2025-11-03' }).success).toBe(false)
  })
})
