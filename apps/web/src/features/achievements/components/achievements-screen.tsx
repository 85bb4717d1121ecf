import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { achievementText } from '@/i18n/core-texts/achievement-texts'
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
  const { t, i18n } = useLingui()
  const unlockedCount = board.unlockedCount
  const total = board.total
  const percent = i18n.number(board.percent / 100, { style: 'percent' })
  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-5 px-5 pt-[max(1rem,env(safe-area-inset-top))] pb-4">
      <PageHeader title={t`Achievements`} onBack={onBack} />

      <section
        aria-label={t`Overall progress`}
        className="flex flex-col gap-2 rounded-3xl border border-line bg-surface p-5"
      >
        <p className="font-semibold tabular">
          <Trans>
            {unlockedCount} of {total} unlocked
          </Trans>
        </p>
        <ProgressBar label={t`Achievements unlocked`} value={board.percent} max={100} tone="warm" />
        <p className="text-sm text-muted tabular">{percent}</p>
      </section>

      <ul className="flex flex-col gap-3">
        {board.cards.map((card) => {
          const { name, description } = achievementText(i18n, card)
          const note = NOTES[card.id]
          const xp = card.xp
          return (
            <AchievementCardFrame
              key={card.id}
              label={card.unlocked ? t`${name}, unlocked` : t`${name}, locked`}
              reached={card.unlocked}
              icon={card.icon}
              name={name}
              aside={t`+${xp} XP`}
            >
              <p className="text-sm text-muted">{description}</p>
              {note ? <p className="text-xs text-muted">{i18n._(note)}</p> : null}
              {card.unlocked ? null : (
                <CardProgress
                  label={t`${name} progress`}
                  progress={card.progress.progress}
                  target={card.progress.target}
                  percent={card.progress.percent}
                />
              )}
            </AchievementCardFrame>
          )
        })}
      </ul>

      <section aria-labelledby="long-goals" className="flex flex-col gap-3">
        <div className="flex flex-col gap-1 pt-2">
          <h2 id="long-goals" className="text-lg font-semibold">
            <Trans>Long goals</Trans>
          </h2>
          <p className="text-sm text-muted">
            <Trans>For the months ahead, a tier at a time. They earn no XP.</Trans>
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
const NOTES: Partial<Record<string, MessageDescriptor>> = {
  pattern_master: msg`Every outcome counts, including those in a journal you imported.`,
  closing_the_loop: msg`Only decisions you tracked at a check-in, and came back to log here, from Home or the Timeline.`,
}
