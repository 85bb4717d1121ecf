import { Trans, useLingui } from '@lingui/react/macro'
import type { Earned } from '@hara/core'
import { Award } from 'lucide-react'
import { useEffect } from 'react'
import { achievementText } from '@/i18n/core-texts/achievement-texts'
import { countText } from '@/i18n/count-text'
import { intlLocale } from '@/i18n/intl-locale'

/** How long the moment lasts before the flow moves on; longer when an achievement unlocked. */
export const CELEBRATION_MS = 1400
export const CELEBRATION_WITH_ACHIEVEMENT_MS = 2600

/**
 * The short reward after a save (DESIGN.md, feedback): '+N XP' floats up, and an unlocked
 * achievement gets its moment. A tap anywhere moves on at once.
 */
export function Celebration({ earned, onDone }: { earned: Earned; onDone: () => void }) {
  const { i18n } = useLingui()
  // Written without an Intl formatter: the first a page makes is a long task on a slow phone,
  // and this is a save's first frame (count-text.ts).
  const locale = intlLocale(i18n)
  const xp = countText(earned.checkInXp, locale)
  const level = earned.levelAfter
  const duration = earned.achievements.length > 0 ? CELEBRATION_WITH_ACHIEVEMENT_MS : CELEBRATION_MS
  useEffect(() => {
    const timer = window.setTimeout(onDone, duration)
    return () => window.clearTimeout(timer)
  }, [duration, onDone])

  return (
    <div
      role="status"
      aria-live="assertive"
      onClick={onDone}
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-bg/95 px-8 text-center"
    >
      <p className="text-6xl font-bold text-warm tabular motion-safe:animate-[xp-float_900ms_cubic-bezier(0.2,0.8,0.2,1.2)]">
        <Trans>+{xp} XP</Trans>
      </p>
      {earned.achievements.map((achievement) => {
        const { name } = achievementText(i18n, achievement)
        const achievementXp = countText(achievement.xp, locale)
        return (
          <div
            key={achievement.id}
            className="flex items-center gap-4 rounded-3xl border border-warm/40 bg-surface px-5 py-4 text-left motion-safe:animate-[pop-in_400ms_cubic-bezier(0.2,0.8,0.2,1.3)_300ms_both]"
          >
            <span className="flex size-12 items-center justify-center rounded-full bg-warm/15 text-warm">
              <Award aria-hidden="true" size={26} />
            </span>
            <span className="flex flex-col">
              <span className="text-sm text-muted">
                <Trans>Achievement unlocked</Trans>
              </span>
              <span className="text-lg font-semibold">{name}</span>
              <span className="text-sm text-warm tabular">
                <Trans>+{achievementXp} XP</Trans>
              </span>
            </span>
          </div>
        )
      })}
      {earned.leveledUp ? (
        <p className="text-lg font-semibold text-accent">
          <Trans>You reached level {level}!</Trans>
        </p>
      ) : null}
    </div>
  )
}
