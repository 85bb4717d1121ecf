import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { CALIBRATION_MIN_JUDGED, type LongGoalId } from '@hara/core'

/**
 * The core's long goals (names and what a tier asks, in English for the server) as the
 * person's language says them, by the goal's id. What a tier asks depends on its target.
 */
const LONG_GOAL_TEXTS: Record<
  LongGoalId,
  { name: MessageDescriptor; describe: (target: number) => string }
> = {
  long_streak: {
    name: msg`Steady Listener`,
    describe: (days) =>
      plural(days, { one: 'Check in # day in a row', other: 'Check in # days in a row' }),
  },
  long_checkins: {
    name: msg`Keeping the Journal`,
    describe: (count) =>
      plural(count, { one: 'Complete # check-in', other: 'Complete # check-ins' }),
  },
  long_outcomes: {
    name: msg`Seeing It Through`,
    describe: (count) =>
      plural(count, {
        one: 'Log the outcome of # check-in',
        other: 'Log the outcome of # check-ins',
      }),
  },
  long_honored_no: {
    name: msg`Trusting a No`,
    describe: (count) =>
      plural(count, { one: "Honor your gut's no # time", other: "Honor your gut's no # times" }),
  },
  long_calibration: {
    name: msg`Knowing Your Gut`,
    describe: (months) => {
      const judged = CALIBRATION_MIN_JUDGED
      return plural(months, {
        one: `Say whether your gut was right on ${judged} outcomes a month, in # month`,
        other: `Say whether your gut was right on ${judged} outcomes a month, in # months`,
      })
    },
  },
}

/** A long goal's name and what its `target` asks, in the language spoken now. */
export function longGoalText(
  i18n: I18n,
  goal: { id: string; name: string },
  target: number,
  description: string,
): { name: string; description: string } {
  const text = LONG_GOAL_TEXTS[goal.id as LongGoalId] as
    | (typeof LONG_GOAL_TEXTS)[LongGoalId]
    | undefined
  if (!text) return { name: goal.name, description }
  return { name: i18n._(text.name), description: text.describe(target) }
}
