import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AchievementId } from '@hara/core'

/**
 * The core's achievements (names and descriptions in English, for the server and the stored
 * state) as the person's language says them, by the achievement's id.
 */
const ACHIEVEMENT_TEXTS: Record<
  AchievementId,
  { name: MessageDescriptor; description: MessageDescriptor }
> = {
  first_listen: { name: msg`First Listen`, description: msg`Complete your first check-in` },
  streak_3: { name: msg`Consistent Listener`, description: msg`Check in 3 days in a row` },
  decision_tracker: { name: msg`Decision Tracker`, description: msg`Track your first decision` },
  pattern_master: { name: msg`Pattern Master`, description: msg`Log the outcome of 5 check-ins` },
  gut_honor: { name: msg`Gut Honor`, description: msg`Honor your gut for the first time` },
  trust_builder: { name: msg`Trust Builder`, description: msg`Honor your gut 5 times` },
  intuition_master: { name: msg`Intuition Master`, description: msg`Honor your gut 15 times` },
  closing_the_loop: {
    name: msg`Closing the Loop`,
    description: msg`Come back to log how 5 tracked decisions turned out`,
  },
}

/** An achievement's name and description in the language spoken now (its own, if unknown). */
export function achievementText(
  i18n: I18n,
  achievement: { id: string; name: string; description: string },
): { name: string; description: string } {
  const text = ACHIEVEMENT_TEXTS[achievement.id as AchievementId] as
    | (typeof ACHIEVEMENT_TEXTS)[AchievementId]
    | undefined
  if (!text) return { name: achievement.name, description: achievement.description }
  return { name: i18n._(text.name), description: i18n._(text.description) }
}
