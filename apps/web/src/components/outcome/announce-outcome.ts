import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import type { Earned } from '@hara/core'
import { achievementText } from '@/i18n/core-texts/achievement-texts'
import { toast } from '@/lib/toast'

/**
 * What logging an outcome says, apart from the form so that Home's card can say it
 * without carrying the form, which loads with the sheet. In the language spoken now.
 */

/** The words of the confirmation: the product's text, with the XP it earned when it earned any. */
export function outcomeLoggedText(earned: Pick<Earned, 'outcomeXp'>): string {
  const xp = earned.outcomeXp
  return xp > 0 ? t`Outcome logged · +${xp} XP` : t`Outcome logged`
}

/**
 * The toasts after an outcome: the product's 'Outcome logged' / 'Your pattern is learning
 * from this' with the XP (unless the place shows its own confirmation), then each achievement
 * it unlocked.
 */
export function announceOutcome(earned: Earned, { logged = true } = {}): void {
  if (logged) {
    toast.success(outcomeLoggedText(earned), {
      description: t`Your pattern is learning from this`,
    })
  }
  for (const achievement of earned.achievements) {
    const { name } = achievementText(i18n, achievement)
    const xp = achievement.xp
    toast.success(t`Achievement unlocked: ${name}`, { description: t`+${xp} XP` })
  }
}
