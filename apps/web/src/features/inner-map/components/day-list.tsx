import { useLingui } from '@lingui/react/macro'
import type { Entry } from '@hara/core'
import { useEffect, useId, useMemo, useRef } from 'react'
import { dayLabel, groupByDay, type DayGroup, type DayOf } from '../lib/timeline-days'
import { EntryCard } from './entry-card'

/**
 * A page of check-ins, newest first, under a heading per day. More are added as the reader
 * nears the end (and by the button at the end, for keyboard and screen-reader users); a page
 * that starts further back (a month jumped to) offers the newer ones above it.
 */
export function DayList({
  entries,
  now,
  today,
  dayOf,
  older,
  onOlder,
  newer = 0,
  onNewer,
  label,
}: {
  /** The page, newest first. */
  entries: readonly Entry[]
  now: Date
  today: string
  dayOf: DayOf
  /** How many older check-ins are not shown yet. */
  older: number
  onOlder: () => void
  /** How many newer check-ins are not shown yet. */
  newer?: number
  onNewer?: () => void
  label: string
}) {
  const { t } = useLingui()
  const groups = useMemo(() => keyed(groupByDay(entries, dayOf)), [entries, dayOf])
  const more = useRef<HTMLButtonElement>(null)
  const ids = useId()
  const hasOlder = older > 0

  // Observed again after each page: a button still in view then reports itself once more.
  useEffect(() => {
    const button = more.current
    if (!button || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((entry) => entry.isIntersecting)) onOlder()
      },
      { rootMargin: '600px 0px' },
    )
    observer.observe(button)
    return () => observer.disconnect()
  }, [entries.length, hasOlder, onOlder])

  return (
    <div className="flex flex-col gap-3">
      {newer > 0 ? (
        <button type="button" onClick={onNewer} className={MORE}>
          {t`Show newer check-ins (${newer})`}
        </button>
      ) : null}
      <div className="flex flex-col gap-5" role="group" aria-label={label}>
        {groups.map((group, i) => (
          <section key={group.key} aria-labelledby={`${ids}-${i}`} className="flex flex-col gap-3">
            <h2 id={`${ids}-${i}`} className="px-1 text-sm font-semibold text-muted">
              {dayLabel(group.day, today)}
            </h2>
            <ol className="flex flex-col gap-3">
              {group.entries.map((entry) => (
                <li key={entry.id}>
                  <EntryCard entry={entry} now={now} clock={group.day !== today} />
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
      {hasOlder ? (
        <button ref={more} type="button" onClick={onOlder} className={MORE}>
          {t`Show older check-ins (${older})`}
        </button>
      ) : null}
    </div>
  )
}

/**
 * Each day's group with a key of its own: its day (and, for a day met again further down, how
 * many times before), so a check-in that starts a new day at the top moves the other days'
 * cards rather than drawing them all again.
 */
function keyed(groups: DayGroup[]): (DayGroup & { key: string })[] {
  const seen = new Map<string, number>()
  return groups.map((group) => {
    const times = seen.get(group.day) ?? 0
    seen.set(group.day, times + 1)
    return { ...group, key: `${group.day} ${times}` }
  })
}

const MORE = 'min-h-11 self-center rounded-2xl px-4 text-sm font-semibold text-accent'
