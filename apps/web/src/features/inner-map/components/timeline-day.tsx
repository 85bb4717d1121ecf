import { Trans, useLingui } from '@lingui/react/macro'
import type { Entry } from '@hara/core'
import { X } from 'lucide-react'
import { useMemo } from 'react'
import { useNavigate } from '@/lib/router'
import { dayLabel, type DayOf } from '../lib/timeline-days'
import { DayList } from './day-list'
import { EmptyState } from './empty-state'

/**
 * The Timeline opened on one day (`/map?day=YYYY-MM-DD`, from the calendar or 'On this day' on
 * Home): that day's check-ins, newest first, by the day each was stored with (the day the
 * calendar counts it on), and a way back to all of them.
 */
export function TimelineDay({
  day,
  entries,
  complete,
  now,
  today,
  dayOf,
}: {
  day: string
  /** Oldest first. */
  entries: readonly Entry[]
  /** Whether `entries` is the whole journal. */
  complete: boolean
  now: Date
  today: string
  dayOf: DayOf
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const shown = useMemo(
    () => entries.filter((entry) => entry.day === day).reverse(),
    [entries, day],
  )
  const label = dayLabel(day, today)
  return (
    <div className="flex flex-col gap-4 pb-4">
      <div className="flex items-center justify-between gap-2 rounded-2xl border border-line bg-surface p-1 pl-4">
        <p className="text-sm text-muted">
          <Trans>
            Showing <span className="font-semibold text-fg">{label}</span>
          </Trans>
        </p>
        <button
          type="button"
          onClick={() => void navigate('/map', { replace: true })}
          className="flex min-h-11 items-center gap-1 rounded-xl px-3 text-sm font-semibold text-accent focus-visible:outline-2 focus-visible:outline-focus"
        >
          <X aria-hidden="true" size={16} />
          {t`All check-ins`}
        </button>
      </div>
      {shown.length > 0 ? (
        <DayList
          entries={shown}
          now={now}
          today={today}
          dayOf={dayOf}
          older={0}
          onOlder={NOTHING}
          label={t`Check-ins on ${label}`}
        />
      ) : complete ? (
        <EmptyState title={t`No check-ins on this day`}>
          {t`Pick another day on the calendar`}
        </EmptyState>
      ) : (
        <p role="status" className="px-1 text-sm text-muted">
          {t`Reading your journal…`}
        </p>
      )}
    </div>
  )
}

const NOTHING = () => {}
