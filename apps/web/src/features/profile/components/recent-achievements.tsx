import { Trans, useLingui } from '@lingui/react/macro'
import { achievementText } from '@/i18n/core-texts/achievement-texts'
import type { recentAchievements } from '@/stores/records/achievement-board'
import { AchievementIcon } from '@/components/ui/achievement-icon'
import { Link } from '@/components/ui/link'

/** The latest achievements unlocked, with 'View all' to the Achievements screen. */
export function RecentAchievements({
  achievements,
}: {
  achievements: ReturnType<typeof recentAchievements>
}) {
  const { i18n } = useLingui()
  return (
    <section aria-labelledby="recent-achievements" className="flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <h2 id="recent-achievements" className="text-lg font-semibold">
          <Trans>Recent Achievements</Trans>
        </h2>
        <Link
          to="/achievements"
          className="flex min-h-11 items-center px-2 font-medium text-accent"
        >
          <Trans>View all</Trans>
        </Link>
      </div>
      {achievements.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line px-4 py-5 text-center text-muted">
          <Trans>Start checking in to unlock achievements</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {achievements.map((achievement) => {
            const text = achievementText(i18n, achievement)
            const xp = achievement.xp
            return (
              <li
                key={achievement.id}
                className="flex items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-warm/15 text-warm">
                  <AchievementIcon name={achievement.icon} size={20} />
                </span>
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium">{text.name}</span>
                  <span className="line-clamp-2 text-sm text-muted">{text.description}</span>
                </span>
                <span className="ml-auto shrink-0 text-sm font-semibold whitespace-nowrap text-warm tabular">
                  <Trans>+{xp} XP</Trans>
                </span>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
