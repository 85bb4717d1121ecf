import { useLingui } from '@lingui/react/macro'
import { Check } from 'lucide-react'
import type { LongGoalCard } from '@/stores/records/long-goal-board'
import { longGoalText } from '@/i18n/core-texts/long-goal-texts'
import { cn } from '@/lib/cn'
import { AchievementCardFrame, CardProgress } from './achievement-card'

/**
 * A long goal's card: its tier, what the next tier asks with the progress toward it, and the
 * tiers in a row, the reached ones marked.
 */
export function LongGoalCardView({ card }: { card: LongGoalCard }) {
  const { t, i18n } = useLingui()
  const { progress } = card
  const { name, description } = longGoalText(i18n, card, progress.target, progress.description)
  const { tier, tiers } = progress
  const nextTier = tier + 1
  return (
    <AchievementCardFrame
      label={
        progress.done
          ? t`${name}, tier ${tier} of ${tiers}, every tier reached`
          : t`${name}, tier ${tier} of ${tiers}`
      }
      reached={progress.tier > 0}
      icon={card.icon}
      name={name}
      aside={t`Tier ${tier} of ${tiers}`}
    >
      <p className="text-sm text-muted">
        {progress.done
          ? t`Every tier reached. ${description}`
          : progress.tier > 0
            ? t`Next: ${description}`
            : description}
      </p>
      {progress.done ? null : (
        <CardProgress
          label={t`${name} progress toward tier ${nextTier}`}
          progress={progress.progress}
          target={progress.target}
          percent={progress.percent}
        />
      )}
      <ol aria-label={t`${name} tiers`} className="mt-1 flex flex-wrap gap-2">
        {card.tiers.map((step) => (
          <li
            key={step.target}
            className={cn(
              'flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs tabular',
              step.reached ? 'border-warm/40 bg-warm/15 text-fg' : 'border-line text-muted',
            )}
          >
            {step.reached ? <Check aria-hidden="true" size={12} /> : null}
            {step.target}
            <span className="sr-only">{step.reached ? t`, reached` : t`, not yet`}</span>
          </li>
        ))}
      </ol>
    </AchievementCardFrame>
  )
}
