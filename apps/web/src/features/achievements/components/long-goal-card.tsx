import { Check } from 'lucide-react'
import type { LongGoalCard } from '@/stores/records/long-goal-board'
import { cn } from '@/lib/cn'
import { AchievementCardFrame, CardProgress } from './achievement-card'

/**
 * A long goal's card: its tier, what the next tier asks with the progress toward it, and the
 * tiers in a row, the reached ones marked.
 */
export function LongGoalCardView({ card }: { card: LongGoalCard }) {
  const { progress } = card
  const tierText = `Tier ${progress.tier} of ${progress.tiers}`
  return (
    <AchievementCardFrame
      label={`${card.name}, ${tierText.toLowerCase()}${progress.done ? ', every tier reached' : ''}`}
      reached={progress.tier > 0}
      icon={card.icon}
      name={card.name}
      aside={tierText}
    >
      <p className="text-sm text-muted">
        {progress.done ? 'Every tier reached. ' : progress.tier > 0 ? 'Next: ' : ''}
        {progress.description}
      </p>
      {progress.done ? null : (
        <CardProgress
          label={`${card.name} progress toward tier ${progress.tier + 1}`}
          progress={progress.progress}
          target={progress.target}
          percent={progress.percent}
        />
      )}
      <ol aria-label={`${card.name} tiers`} className="mt-1 flex flex-wrap gap-2">
        {card.tiers.map((tier) => (
          <li
            key={tier.target}
            className={cn(
              'flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs tabular',
              tier.reached ? 'border-warm/40 bg-warm/15 text-fg' : 'border-line text-muted',
            )}
          >
            {tier.reached ? <Check aria-hidden="true" size={12} /> : null}
            {tier.target}
            <span className="sr-only">{tier.reached ? ', reached' : ', not yet'}</span>
          </li>
        ))}
      </ol>
    </AchievementCardFrame>
  )
}
