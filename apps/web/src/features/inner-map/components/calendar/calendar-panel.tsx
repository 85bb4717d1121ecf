import { useLingui } from '@lingui/react/macro'
import {
  addMonths,
  monthGrid,
  monthOfDay,
  monthsSpan,
  yearGrid,
  type CalendarMonth as Month,
} from '@hara/core'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useMemo } from 'react'
import { useNavigate } from '@/lib/router'
import { todayOnDevice } from '@/stores/device'
import { useJournalSummary } from '@/stores/records'
import { cn } from '@/lib/cn'
import { firstWeekday, monthNames, monthTitle } from '../../lib/date-names'
import { useRememberedState } from '../../lib/use-remembered-state'
import { CalendarLegend } from './calendar-marks'
import { CalendarMonth } from './calendar-month'
import { CalendarYear } from './calendar-year'

/**
 * The Calendar tab: a month (the default) or a year of the journal, made from the summary's
 * days (`JournalSummary.days`), so it opens as fast with ten years of journal as with a week.
 * A day with check-ins opens on the Timeline (`/map?day=…`); Back returns to the same month.
 * Months and weekdays are named in the language spoken now, and its weeks start on that
 * language's first weekday (Sunday in English, Monday in Spanish and German).
 */
export function CalendarPanel() {
  const { t } = useLingui()
  const { days } = useJournalSummary()
  const today = todayOnDevice()
  const [view, setView] = useRememberedState<'month' | 'year'>('calendar-view', 'month')
  const [month, setMonth] = useRememberedState<Month>('calendar-month', monthOfDay(today))
  const navigate = useNavigate()
  const span = useMemo(() => monthsSpan(days), [days])
  const year = Number(month.slice(0, 4))
  const first = firstWeekday()
  const grid = useMemo(
    () => (view === 'month' ? monthGrid(days, month, first) : null),
    [view, days, month, first],
  )
  const months = useMemo(
    () => (view === 'year' ? yearGrid(days, year, first) : null),
    [view, days, year, first],
  )

  // From the first month with check-ins (or this one) to this month.
  const start = span && span.first < monthOfDay(today) ? span.first : monthOfDay(today)
  const last = monthOfDay(today)
  const step = view === 'month' ? 1 : 12
  const previous = addMonths(month, -step)
  const next = addMonths(month, step)
  const canGoBack = view === 'month' ? previous >= start : previous.slice(0, 4) >= start.slice(0, 4)
  const canGoOn = view === 'month' ? next <= last : next.slice(0, 4) <= last.slice(0, 4)
  const title = view === 'month' ? monthTitle(month) : String(year)

  return (
    <section aria-label={t`Calendar`} className="flex flex-col gap-4 pb-4">
      <div
        role="group"
        aria-label={t`Calendar view`}
        className="grid grid-cols-2 gap-1 rounded-2xl bg-surface p-1"
      >
        {(['month', 'year'] as const).map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={view === name}
            onClick={() => setView(name)}
            className={cn(
              'min-h-11 rounded-xl text-sm font-semibold transition-colors duration-150',
              view === name ? 'bg-surface-2 text-fg shadow-sm' : 'text-muted hover:text-fg',
            )}
          >
            {name === 'month' ? t`Month` : t`Year`}
          </button>
        ))}
      </div>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          aria-label={view === 'month' ? t`Previous month` : t`Previous year`}
          disabled={!canGoBack}
          onClick={() => setMonth(previous)}
          className={NAV}
        >
          <ChevronLeft aria-hidden="true" size={22} />
        </button>
        <h2 aria-live="polite" className="text-lg font-semibold tabular-nums">
          {title}
        </h2>
        <button
          type="button"
          aria-label={view === 'month' ? t`Next month` : t`Next year`}
          disabled={!canGoOn}
          onClick={() => setMonth(next)}
          className={NAV}
        >
          <ChevronRight aria-hidden="true" size={22} />
        </button>
      </div>
      {grid ? (
        <CalendarMonth
          grid={grid}
          title={title}
          today={today}
          firstWeekday={first}
          onOpenDay={(day) => void navigate(`/map?day=${day}`)}
        />
      ) : null}
      {months ? (
        <CalendarYear
          months={months}
          names={monthNames()}
          onOpenMonth={(value) => {
            setMonth(value)
            setView('month')
          }}
        />
      ) : null}
      <CalendarLegend />
    </section>
  )
}

const NAV =
  'flex size-12 items-center justify-center rounded-2xl border border-line bg-surface text-fg disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-focus'
