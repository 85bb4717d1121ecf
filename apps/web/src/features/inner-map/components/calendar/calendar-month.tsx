import type { MonthGrid, Weekday } from '@hara/core'
import { cn } from '@/lib/cn'
import { weekdayHeads } from '../../lib/date-names'
import { daySentence } from '../../lib/day-sentence'
import { cellTone, VerdictDots } from './calendar-marks'

/**
 * One month as a table: a column per weekday (from `firstWeekday`, as `grid` was laid out), a
 * row per week, and in each cell the day's number, marked (`cellTone`). A screen reader reads each day as a sentence ("March
 * 4: 3 check-ins, 2 honored, gut right 1 of 1"); a day with check-ins is a button that opens
 * it on the Timeline.
 */
export function CalendarMonth({
  grid,
  title,
  today,
  firstWeekday,
  onOpenDay,
}: {
  grid: MonthGrid
  /** The weekday `grid`'s weeks start on. */
  firstWeekday: Weekday
  /** 'March 2026': the table's caption. */
  title: string
  today: string
  onOpenDay: (day: string) => void
}) {
  return (
    <table className="w-full">
      <caption className="sr-only">{title}</caption>
      <thead>
        <tr>
          {weekdayHeads(firstWeekday).map(({ letter, name }, i) => (
            <th
              key={i}
              scope="col"
              abbr={name}
              className="text-center text-xs font-semibold text-muted"
            >
              {letter}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.weeks.map((week, w) => (
          <tr key={w}>
            {week.map((cell, d) => (
              <td key={d} className="py-1 text-center">
                {cell === null ? null : cell.checkIns > 0 ? (
                  <button
                    type="button"
                    aria-label={daySentence(cell)}
                    aria-current={cell.day === today ? 'date' : undefined}
                    onClick={() => onOpenDay(cell.day)}
                    className={cn(
                      DAY,
                      cellTone(cell),
                      'transition-transform duration-150 active:scale-95',
                      'focus-visible:outline-2 focus-visible:outline-focus',
                    )}
                  >
                    <span aria-hidden="true" className="tabular-nums">
                      {cell.date}
                    </span>
                    <VerdictDots cell={cell} />
                  </button>
                ) : (
                  <span
                    aria-current={cell.day === today ? 'date' : undefined}
                    className={cn(DAY, cellTone(cell), cell.day === today && 'underline')}
                  >
                    <span className="sr-only">{daySentence(cell)}</span>
                    <span aria-hidden="true" className="tabular-nums">
                      {cell.date}
                    </span>
                  </span>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const DAY = 'mx-auto flex size-11 flex-col items-center justify-center gap-0.5 rounded-xl text-sm'
