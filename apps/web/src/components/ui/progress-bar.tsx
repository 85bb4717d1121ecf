import { cn } from '@/lib/cn'

/** A thin labelled progress bar; `value` of `max`, announced to screen readers. */
export function ProgressBar({
  label,
  value,
  max,
  tone = 'accent',
  size = 'md',
  className,
}: {
  label: string
  value: number
  max: number
  tone?: 'accent' | 'warm'
  /** md: 8 px tall; sm: 6 px. */
  size?: 'md' | 'sm'
  className?: string
}) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className={cn(
        'overflow-hidden rounded-full bg-surface-2',
        size === 'sm' ? 'h-1.5' : 'h-2',
        className,
      )}
    >
      <div
        className={cn('h-full rounded-full', tone === 'warm' ? 'bg-warm' : 'bg-accent')}
        style={{ width: `${percent}%` }}
      />
    </div>
  )
}
