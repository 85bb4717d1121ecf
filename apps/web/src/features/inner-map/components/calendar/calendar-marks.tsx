import { useLingui } from '@lingui/react/macro'
import type { CalendarCell } from '@hara/core'
import { cn } from '@/lib/cn'

/**
 * How a day is marked, in the month and the year alike: a ring when it had check-ins, filled
 * by how many were honored (some: a half-strength fill, told apart from a ring alone in both themes; all: the accent), and under it a dot for each
 * verdict its outcomes had (green where the gut proved right, amber where it proved wrong).
 */
export function cellTone(cell: CalendarCell, small = false): string {
  const ring = small ? 'border border-accent' : 'ring-2 ring-accent'
  if (cell.checkIns === 0) return small ? 'bg-surface-2' : 'text-muted'
  if (cell.honored >= cell.checkIns) return 'bg-accent text-on-accent font-semibold'
  if (cell.honored > 0) return `bg-accent/35 text-fg font-semibold ${ring}`
  return `text-fg font-semibold ${ring}`
}

export function VerdictDots({ cell, className }: { cell: CalendarCell; className?: string }) {
  if (cell.right === 0 && cell.wrong === 0) return null
  return (
    <span aria-hidden="true" className={cn('flex gap-0.5', className)}>
      {cell.right > 0 ? <span className="size-2 rounded-full bg-success" /> : null}
      {cell.wrong > 0 ? <span className="size-2 rounded-full bg-warm" /> : null}
    </span>
  )
}

const SWATCH = 'size-5 shrink-0 rounded-md'

/** What the marks mean, under the calendar. */
export function CalendarLegend() {
  const { t } = useLingui()
  return (
    <ul aria-label={t`What the marks mean`} className="grid grid-cols-2 gap-2 text-sm text-muted">
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className={cn(SWATCH, 'ring-2 ring-accent')} />
        {t`Check-ins`}
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className={cn(SWATCH, 'bg-accent/35 ring-2 ring-accent')} />
        {t`Some honored`}
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className={cn(SWATCH, 'bg-accent')} />
        {t`All honored`}
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="flex w-5 justify-center gap-0.5">
          <span className="size-2 rounded-full bg-success" />
          <span className="size-2 rounded-full bg-warm" />
        </span>
        {t`Gut right, wrong`}
      </li>
    </ul>
  )
}
