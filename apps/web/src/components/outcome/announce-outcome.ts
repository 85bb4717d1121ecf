import type { Earned } from '@hara/core'
import { toast } from '@/lib/toast'

/**
 * What logging an outcome says, apart from the form so that Home's card can say it
 * without carrying the form, which loads with the sheet.
 */

/** The words of the confirmation: the product's text, with the XP it earned when it earned any. */
export function outcomeLoggedText(earned: Pick<Earned, 'outcomeXp'>): string {
  return earned.outcomeXp > 0 ? `Outcome logged · +${earned.outcomeXp} XP` : 'Outcome logged'
}

/**
 * The toasts after an outcome: the product's 'Outcome logged' / 'Your pattern is learning
 * from this' with the XP (unless the place shows its own confirmation), then each achievement
 * it unlocked.
 */
export function announceOutcome(earned: Earned, { logged = true } = {}): void {
  if (logged) {
    toast.success(outcomeLoggedText(earned), {
      description: 'Your pattern is learning from this',
    })
  }
  for (const achievement of earned.achievements) {
    toast.success(`Achievement unlocked: ${achievement.name}`, {
      description: `+${achievement.xp} XP`,
    })
  }
}
