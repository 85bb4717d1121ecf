import { useLingui } from '@lingui/react/macro'
import { memo } from 'react'
import { useLocale } from '@/i18n/react'
import { CalendarDays, Search } from 'lucide-react'
import { cn } from '@/lib/cn'
import { monthLabel, type TimelineMonth } from '../lib/timeline-days'

/**
 * Above the Timeline: a search box over the person's own words, and a month to jump to. The
 * month list is the phone's own picker (a `select`, made to look like an icon button), so it
 * is large, scrolls well with years of months, and works with a keyboard and screen readers.
 */
export function TimelineTools({
  query,
  onQuery,
  onSearchFocus,
  months,
  month,
  onMonth,
  status,
}: {
  query: string
  onQuery: (query: string) => void
  /** The box was focused: a search is likely. */
  onSearchFocus: () => void
  /** Months with check-ins, newest first; empty while the journal is still being read. */
  months: readonly TimelineMonth[]
  month: string
  onMonth: (month: string) => void
  /** What the search found, announced politely. */
  status: string
}) {
  const { t } = useLingui()
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <label className="relative flex min-w-0 flex-1 items-center">
          <span className="sr-only">{t`Search your check-ins`}</span>
          <Search
            aria-hidden="true"
            size={18}
            className="pointer-events-none absolute left-3.5 text-muted"
          />
          <input
            type="search"
            value={query}
            onChange={(event) => onQuery(event.target.value)}
            onFocus={onSearchFocus}
            placeholder={t`Search your words`}
            enterKeyHint="search"
            autoComplete="off"
            className={cn(
              'min-h-11 w-full rounded-2xl border border-line bg-surface py-2 pr-3 pl-10 text-base text-fg',
              'placeholder:text-muted/80 focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-focus',
            )}
          />
        </label>
        <label
          className={cn(
            'relative flex size-11 shrink-0 items-center justify-center rounded-2xl border bg-surface',
            'focus-within:outline-2 focus-within:outline-focus',
            months.length === 0 && 'opacity-50',
            month === '' ? 'border-line text-fg' : 'border-accent text-accent',
          )}
        >
          <CalendarDays aria-hidden="true" size={20} />
          <select
            aria-label={t`Jump to a month`}
            value={month}
            disabled={months.length === 0}
            onChange={(event) => onMonth(event.target.value)}
            className="absolute inset-0 cursor-pointer appearance-none opacity-0"
          >
            <option value="">{t`Latest`}</option>
            {months.map((item) => (
              <MonthOption key={item.month} month={item.month} count={item.count} />
            ))}
          </select>
        </label>
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  )
}

/**
 * A month to jump to. Ten years are 120 of them, and a check-in changes the count of one: the
 * others are not named again (each name is an Intl format), unless the language changes.
 */
const MonthOption = memo(function MonthOption({ month, count }: { month: string; count: number }) {
  useLocale()
  return (
    <option value={month}>
      {monthLabel(month)} ({count})
    </option>
  )
})
