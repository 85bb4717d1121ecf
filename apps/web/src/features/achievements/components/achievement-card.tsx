import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Lock } from 'lucide-react'
import { AchievementIcon } from '@/components/ui/achievement-icon'
import { ProgressBar } from '@/components/ui/progress-bar'
import { cn } from '@/lib/cn'

/**
 * One card of the Achievements screen: the icon (a lock until reached), the name with what
 * sits beside it (XP, or a long goal's tier), and what the card says below.
 */
export function AchievementCardFrame({
  label,
  reached,
  icon,
  name,
  aside,
  children,
}: {
  /** What a screen reader reads for the card. */
  label: string
  reached: boolean
  icon: string
  name: string
  aside: ReactNode
  children: ReactNode
}) {
  return (
    <li
      aria-label={label}
      className={cn(
        'flex gap-4 rounded-3xl border p-4',
        reached ? 'border-warm/40 bg-surface' : 'border-line bg-surface',
      )}
    >
      <span
        className={cn(
          'flex size-12 shrink-0 items-center justify-center rounded-full',
          reached ? 'bg-warm/15 text-warm' : 'bg-surface-2 text-muted',
        )}
      >
        {reached ? <AchievementIcon name={icon} /> : <Lock aria-hidden="true" size={20} />}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-baseline justify-between gap-2">
          <p className="font-semibold">{name}</p>
          <p className="shrink-0 text-sm font-semibold whitespace-nowrap text-warm tabular">
            {aside}
          </p>
        </div>
        {children}
      </div>
    </li>
  )
}

/** The 'progress / target · percent' bar under a card that is on its way. */
export function CardProgress({
  label,
  progress,
  target,
  percent,
}: {
  label: string
  progress: number
  target: number
  percent: number
}) {
  const { i18n } = useLingui()
  return (
    <div className="mt-1 flex items-center gap-3">
      <ProgressBar label={label} value={progress} max={target} size="sm" className="flex-1" />
      <p className="text-xs text-muted tabular">
        {i18n.number(progress)} / {i18n.number(target)} ·{' '}
        {i18n.number(percent / 100, { style: 'percent' })}
      </p>
    </div>
  )
}
