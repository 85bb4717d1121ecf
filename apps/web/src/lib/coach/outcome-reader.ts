import { hasWillIgnoreAnswer, isHonored, type Entry, type OutcomeVerdict } from '@hara/core'

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
      // (an object the journal replaces when it changes) is read once.
      const read = new WeakMap<Entry, OutcomeVerdict>()
      return (entry: Entry) => {
        let verdict = read.get(entry)
        if (verdict === undefined) {
          verdict = judgeOutcome(
            entry.consequence,
            hasWillIgnoreAnswer(entry) ? isHonored(entry) : null,
            entry.gutFeeling,
            entry.ownVerdict,
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
