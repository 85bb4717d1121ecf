import {
  hasWillIgnoreAnswer,
  isHonored,
  type Entry,
  type Language,
  type OutcomeVerdict,
} from '@hara/core'
import { coachLanguage } from './coach-language'

/** Whether one outcome went as the gut said, as the coach engine reads its words. */
export type OutcomeJudge = (entry: Entry) => OutcomeVerdict

let judge: Promise<OutcomeJudge> | undefined

/**
 * The coach engine's reading of outcome texts (the one the Signals and Trust analyses use),
 * judged by the core's rule (`gutVerdict`: the person's own answer first), for Insights' 'Closing the loop' and 'Your gut,
 * over time'. The engine loads with the first call, so no
 * screen that does not need it carries it; a failed load is tried again on the next call.
 */
export function loadOutcomeJudge(): Promise<OutcomeJudge> {
  judge ??= import('@hara/coach').then(
    ({ judgeOutcome }) => {
      // Two cards read the same outcomes, and a journal of years holds thousands: each entry
      // (an object the journal replaces when it changes) is read once per language. Words are
      // read in the phone's language, as the coach reads them (ADR 0078).
      const byLanguage = new Map<Language, WeakMap<Entry, OutcomeVerdict>>()
      return (entry: Entry) => {
        const language = coachLanguage()
        let read = byLanguage.get(language)
        if (!read) byLanguage.set(language, (read = new WeakMap()))
        let verdict = read.get(entry)
        if (verdict === undefined) {
          verdict = judgeOutcome(
            entry.consequence,
            hasWillIgnoreAnswer(entry) ? isHonored(entry) : null,
            entry.gutFeeling,
            entry.ownVerdict,
            language,
          ).gut
          read.set(entry, verdict)
        }
        return verdict
      }
    },
    (err: unknown) => {
      judge = undefined
      throw err
    },
  )
  return judge
}
