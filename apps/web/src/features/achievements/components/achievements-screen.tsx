import type { AchievementBoard } from '@/stores/records/achievement-board'
import type { LongGoalCard } from '@/stores/records/long-goal-board'
import { PageHeader } from '@/components/ui/page-header'
import { ProgressBar } from '@/components/ui/progress-bar'
import { AchievementCardFrame, CardProgress } from './achievement-card'
import { LongGoalCardView } from './long-goal-card'

/**
 * Achievements (/achievements): every achievement, unlocked or on its way, and below them the
 * long goals, tier by tier.
 */
export function AchievementsScreen({
  board,
  longGoals,
  onBack,
}: {
  board: AchievementBoard
  longGoals: readonly LongGoalCard[]
  onBack: () => void
}) {
  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-5 px-5 pt-[max(1rem,env(safe-area-inset-top))] pb-4">
      <PageHeader title="Achievements" onBack={onBack} />

      <section
        aria-label="Overall progress"
        className="flex flex-col gap-2 rounded-3xl border border-line bg-surface p-5"
      >
        <p className="font-semibold tabular">
          {board.unlockedCount} of {board.total} unlocked
        </p>
        <ProgressBar label="Achievements unlocked" value={board.percent} max={100} tone="warm" />
        <p className="text-sm text-muted tabular">{board.percent}%</p>
      </section>

      <ul className="flex flex-col gap-3">
        {board.cards.map((card) => (
          <AchievementCardFrame
            key={card.id}
            label={`${card.name}, ${card.unlocked ? 'unlocked' : 'locked'}`}
            reached={card.unlocked}
            icon={card.icon}
            name={card.name}
            aside={`+${card.xp} XP`}
          >
            <p className="text-sm text-muted">{card.description}</p>
            {NOTES[card.id] ? <p className="text-xs text-muted">{NOTES[card.id]}</p> : null}
            {card.unlocked ? null : (
              <CardProgress
                label={`${card.name} progress`}
                progress={card.progress.progress}
                target={card.progress.target}
                percent={card.progress.percent}
              />
            )}
          </AchievementCardFrame>
        ))}
      </ul>

      <section aria-labelledby="long-goals" className="flex flex-col gap-3">
        <div className="flex flex-col gap-1 pt-2">
          <h2 id="long-goals" className="text-lg font-semibold">
            Long goals
          </h2>
          <p className="text-sm text-muted">
            For the months ahead, a tier at a time. They earn no XP.
          </p>
        </div>
        <ul className="flex flex-col gap-3">
          {longGoals.map((card) => (
            <LongGoalCardView key={card.id} card={card} />
          ))}
        </ul>
      </section>
    </main>
  )
}

/** What sets two achievements that both count outcomes apart. */
const NOTES: Partial<Record<string, string>> = {
  pattern_master: 'Every outcome counts, including those in a journal you imported.',
  closing_the_loop:
    'Only decisions you tracked at a check-in, and came back to log here, from Home or the Timeline.',
}
