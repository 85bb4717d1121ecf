import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createEntry } from '../gamification/gamification'
import { recordOutcome } from '../gamification/outcome-changes'
import { INITIAL_GAMIFICATION_STATE } from '../gamification/gamification-state'
import { summaryOf } from '../journal/journal-summary'
import { readStoredEntry } from '../journal/entry-migration'
import {
  GUT_STRENGTHS,
  strengthOf,
  type Entry,
  type GutStrength,
  type OwnVerdict,
} from '../journal/entry-schema'
import { tapDraft, uuid, voiceDraft } from '../test/fixtures'
import { GUT_STRENGTH_MIN_JUDGED, gutByStrength, wilsonInterval } from './gut-by-strength'
import { gutCallOf, gutVerdict, type OutcomeValence, type OutcomeVerdict } from './gut-verdict'

const NOW = Date.parse('2026-11-20T12:00:00Z')

/** A check-in of `strength` with an outcome whose words read as `valence` and the person's answer. */
function checkIn(
  n: number,
  strength: GutStrength | undefined,
  outcome: { valence: OutcomeValence; own: OwnVerdict | null } | null,
  willIgnore: 'yes' | 'no' | 'not-sure' = 'no',
): Entry {
  const entry = createEntry(tapDraft({ strength, willIgnore }), {
    id: uuid(n),
    now: NOW - n * 60_000,
    timeZone: 'UTC',
  })
  if (outcome === null) return entry
  const summary = summaryOf([entry])
  return recordOutcome(
    INITIAL_GAMIFICATION_STATE,
    summary,
    entry,
    `It went ${outcome.valence}`,
    NOW,
    outcome.own,
  ).entry
}

/** A stand-in reading of the words ("It went good"), judged by the core's one rule. */
const judge = (entry: Entry): OutcomeVerdict => {
  const valence = (entry.consequence?.replace('It went ', '') ?? 'unknown') as OutcomeValence
  return gutVerdict({ valence, statedVerdict: null }, gutCallOf(entry))
}

describe('the one verdict rule with the person’s own answer', () => {
  it('takes Yes as right, No as wrong and Hard to say as not judged, whatever the words say', () => {
    const good = checkIn(1, 'strong', { valence: 'good', own: 'wrong' })
    expect(judge(good)).toBe('wrong')
    expect(judge(checkIn(2, 'strong', { valence: 'bad', own: 'right' }))).toBe('right')
    expect(judge(checkIn(3, 'strong', { valence: 'good', own: 'hard-to-say' }))).toBeNull()
    // Unanswered, the words are read as before.
    expect(judge(checkIn(4, 'strong', { valence: 'good', own: null }))).toBe('right')
  })

  it('always lets the stated answer win (property)', () => {
    const valence = fc.constantFrom<OutcomeValence>('good', 'bad', 'mixed', 'unknown')
    const verdict = fc.constantFrom<OutcomeVerdict>('right', 'wrong', null)
    const own = fc.constantFrom<OwnVerdict>('right', 'wrong', 'hard-to-say')
    fc.assert(
      fc.property(
        valence,
        verdict,
        own,
        fc.constantFrom(true, false, null),
        fc.constantFrom('yes', 'no', 'pause', null),
        (v, stated, answer, honored, feeling) => {
          const result = gutVerdict(
            { valence: v, statedVerdict: stated },
            { honored, feeling: feeling as never, own: answer },
          )
          expect(result).toBe(answer === 'hard-to-say' ? null : answer)
        },
      ),
    )
  })
})

describe('calibration by strength', () => {
  it('counts each strength with an honest range, from five judged outcomes', () => {
    const entries = [
      ...Array.from({ length: 10 }, (_, i) =>
        checkIn(i + 1, 'strong', { valence: 'good', own: i < 8 ? 'right' : 'wrong' }),
      ),
      ...Array.from({ length: 4 }, (_, i) =>
        checkIn(20 + i, 'faint', { valence: 'bad', own: null }, 'yes'),
      ),
      checkIn(30, undefined, { valence: 'good', own: 'right' }),
      checkIn(31, 'clear', null),
    ]
    const { levels, withStrength } = gutByStrength(entries, judge)
    expect(withStrength).toBe(15)
    const [faint, clear, strong] = levels
    expect(strong).toMatchObject({ judged: 10, right: 8, percent: 80, shown: true, needed: 0 })
    expect([strong!.likelyLow, strong!.likelyHigh]).toEqual([5, 9])
    expect(faint).toMatchObject({ judged: 4, right: 4, checkIns: 4, actedOn: 0, shown: false })
    expect(faint!.needed).toBe(1)
    expect(clear).toMatchObject({
      checkIns: 1,
      judged: 0,
      shown: false,
      needed: GUT_STRENGTH_MIN_JUDGED,
    })
  })

  it('keeps the Wilson range within 0 and the count', () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 })
    const all = wilsonInterval(5, 5)
    expect(all.high).toBe(1)
    expect(all.low).toBeGreaterThan(0.5)
    expect(wilsonInterval(0, 5).low).toBe(0)
  })

  it('reads an older entry, stored before strength, as null', () => {
    const old = { ...checkIn(1, undefined, null) } as Record<string, unknown>
    delete old.strength
    const read = readStoredEntry(old, 0, 'UTC').entry!
    expect(strengthOf(read)).toBeNull()
    expect(strengthOf(readStoredEntry({ ...old, strength: null }, 0, 'UTC').entry!)).toBeNull()
    expect(strengthOf(readStoredEntry({ ...old, strength: 'faint' }, 0, 'UTC').entry!)).toBe(
      'faint',
    )
    expect(readStoredEntry({ ...old, ownVerdict: 'hard-to-say' }, 0, 'UTC').entry?.ownVerdict).toBe(
      'hard-to-say',
    )
    const voice = createEntry(voiceDraft({ strength: 'clear' }), {
      id: uuid(9),
      now: NOW,
      timeZone: 'UTC',
    })
    expect(voice.strength).toBe('clear')
  })

  const arbitraryJournal = fc.array(
    fc.record({
      n: fc.integer({ min: 1, max: 40 }),
      strength: fc.constantFrom<GutStrength | undefined>(...GUT_STRENGTHS, undefined),
      valence: fc.constantFrom<OutcomeValence>('good', 'bad', 'mixed', 'unknown'),
      own: fc.constantFrom<OwnVerdict | null>('right', 'wrong', 'hard-to-say', null),
      logged: fc.boolean(),
      willIgnore: fc.constantFrom('yes' as const, 'no' as const, 'not-sure' as const),
    }),
    { maxLength: 60 },
  )

  it('never counts an outcome twice, nor a check-in without a strength (property)', () => {
    fc.assert(
      fc.property(arbitraryJournal, (specs) => {
        const entries = specs.map((s) =>
          checkIn(
            s.n,
            s.strength,
            s.logged ? { valence: s.valence, own: s.own } : null,
            s.willIgnore,
          ),
        )
        const { levels, withStrength } = gutByStrength(entries, judge)
        // The first copy of an id is the one read.
        const firstOfId = new Map<string, Entry>()
        for (const e of entries) if (!firstOfId.has(e.id)) firstOfId.set(e.id, e)
        const unique = [...firstOfId.values()]
        const withLevel = unique.filter((e) => strengthOf(e) !== null)
        expect(withStrength).toBe(withLevel.length)
        for (const level of levels) {
          const at = withLevel.filter((e) => e.strength === level.strength)
          const judged = at.filter((e) => e.consequence !== null && judge(e) !== null)
          expect(level.checkIns).toBe(at.length)
          expect(level.judged).toBe(judged.length)
          expect(level.right).toBe(judged.filter((e) => judge(e) === 'right').length)
          expect(level.likelyLow).toBeLessThanOrEqual(level.right)
          expect(level.likelyHigh).toBeGreaterThanOrEqual(level.right)
          expect(level.shown).toBe(level.judged >= GUT_STRENGTH_MIN_JUDGED)
        }
        // No outcome counts twice, and one without a strength counts at no level.
        const judgedAnywhere = unique.filter((e) => e.consequence !== null && judge(e) !== null)
        const noStrength = judgedAnywhere.filter((e) => strengthOf(e) === null).length
        const counted = levels.reduce((sum, l) => sum + l.judged, 0)
        expect(counted).toBe(judgedAnywhere.length - noStrength)
      }),
    )
  })
})
