import type { AchievementBoard } from '@/stores/journal/achievement-board'
import { Lock } from 'lucide-react'
import { AchievementIcon } from '@/components/ui/achievement-icon'
import { PageHeader } from '@/components/ui/page-header'
import { ProgressBar } from '@/components/ui/progress-bar'
import { cn } from '@/lib/cn'

/** Achievements (/achievements): every achievement, unlocked or on its way. */
export function AchievementsScreen({
  board,
  onBack,
}: {
  board: AchievementBoard
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
          <li
            key={card.id}
            aria-label={`${card.name}, ${card.unlocked ? 'unlocked' : 'locked'}`}
            className={cn(
              'flex gap-4 rounded-3xl border p-4',
              card.unlocked ? 'border-warm/40 bg-surface' : 'border-line bg-surface',
            )}
          >
            <span
              className={cn(
                'flex size-12 shrink-0 items-center justify-center rounded-full',
                card.unlocked ? 'bg-warm/15 text-warm' : 'bg-surface-2 text-muted',
              )}
            >
              {card.unlocked ? (
                <AchievementIcon name={card.icon} />
              ) : (
                <Lock aria-hidden="true" size={20} />
              )}
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex items-baseline justify-between gap-2">
                <p className="font-semibold">{card.name}</p>
                <p className="text-sm font-semibold text-warm tabular">+{card.xp} XP</p>
              </div>
              <p className="text-sm text-muted">{card.description}</p>
              {NOTES[card.id] ? <p className="text-xs text-muted">{NOTES[card.id]}</p> : null}
              {card.unlocked ? null : (
                <div className="mt-1 flex items-center gap-3">
                  <ProgressBar
                    label={`${card.name} progress`}
                    value={card.progress.progress}
                    max={card.progress.target}
                    size="sm"
                    className="flex-1"
                  />
                  <p className="text-xs text-muted tabular">
                    {card.progress.progress} / {card.progress.target} · {card.progress.percent}%
                  </p>
                </div>
              )}
            </div>
          </li>
        ))}
      </ul>
    </main>
  )
}

/** What sets two achievements that both count outcomes apart. */
const NOTES: Partial<Record<string, string>> = {
  pattern_master: 'Every outcome counts, including those in a journal you imported.',
  closing_the_loop:
    'Only decisions you tracked at a check-in, and came back to log here, from Home or the Timeline.',
}
