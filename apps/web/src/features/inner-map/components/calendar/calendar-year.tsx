import type { MonthGrid } from '@hara/core'
import { cn } from '@/lib/cn'
import { monthSentence } from '../../lib/day-sentence'
import { cellTone } from './calendar-marks'

/**
 * A year at a glance: twelve small months, three to a row, a square per day marked as in the
 * month view (without the verdict dots, too small to see). A month is one button that opens it
 * in the month view; a screen reader hears the month and how many days had check-ins.
 */
export function CalendarYear({
  months,
  names,
  onOpenMonth,
}: {
  months: readonly MonthGrid[]
  /** 'January' … 'December'. */
  names: readonly string[]
  onOpenMonth: (month: string) => void
}) {
  return (
    <ol className="grid grid-cols-3 gap-3">
      {months.map((grid, i) => {
        const cells = grid.weeks.flat()
        const days = cells.filter((cell) => cell !== null && cell.checkIns > 0).length
        return (
          <li key={grid.month} className="min-w-0">
            <button
              type="button"
              onClick={() => onOpenMonth(grid.month)}
              aria-label={monthSentence(names[i] ?? grid.month, days)}
              className="flex w-full flex-col gap-1 rounded-xl p-1 text-left focus-visible:outline-2 focus-visible:outline-focus"
            >
              <span aria-hidden="true" className="text-xs font-semibold text-muted">
                {names[i]}
              </span>
              <span aria-hidden="true" className="grid grid-cols-7 gap-0.5">
                {cells.map((cell, c) => (
                  <span
                    key={c}
                    className={cn('aspect-square rounded', cell && cellTone(cell, true))}
                  />
                ))}
              </span>
            </button>
          </li>
        )
      })}
    </ol>
  )
}
