import { hasWillIgnoreAnswer, isHonored, type Entry, type OutcomeVerdict } from '@hara/core'

/** Whether one outcome went as the gut said, as the coach engine reads its words. */
export type OutcomeJudge = (entry: Entry) => OutcomeVerdict

let judge: Promise<OutcomeJudge> | undefined

/**
 * The coach engine's reading of outcome texts (the one the Signals and Trust analyses use),
 * for Insights' 'Closing the loop' (issue 22). The engine loads with the first call, so no
 * screen that does not need it carries it; a failed load is tried again on the next call.
 */
export function loadOutcomeJudge(): Promise<OutcomeJudge> {
  judge ??= import('@hara/coach').then(
    ({ judgeOutcome }) =>
      (entry: Entry) =>
        judgeOutcome(entry.consequence, hasWillIgnoreAnswer(entry) ? isHonored(entry) : null).gut,
    (err: unknown) => {
      judge = undefined
      throw err
    },
  )
  return judge
}
