import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Entry } from '@hara/core'
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react'
import { dayOnDevice, deviceTimeZone } from '@/stores/device'
import { onlyAddedAfter } from '@/stores/records'
import { prepareSearch, searchEntries } from '../lib/journal-search'
import { deviceDayOf, monthsOf, monthsWithAdded, type TimelineMonth } from '../lib/timeline-days'
import { useRememberedState } from '../lib/use-remembered-state'
import { DayList } from './day-list'
import { EmptyState } from './empty-state'
import { TimelineDay } from './timeline-day'
import { TimelineTools } from './timeline-tools'

/**
 * Cards rendered at first, and added each time the reader nears the end of the list: a phone's
 * screen and a half, so the first screen of a long journal paints without waiting for cards
 * far below it (a voice card renders its transcript and the coach's markdown).
 */
export const TIMELINE_PAGE = 10
/** A search runs once typing pauses this long. */
const SEARCH_DELAY_MS = 200

/**
 * The Timeline tab (docs/product.md#timeline): one card per check-in, newest first, under
 * a heading per day, with a search over the person's own words and a month to jump to. A page
 * is a slice of the time-ordered list (`entries` come oldest first, as the journal store keeps
 * them), reversed: the first screen costs the same for 10 check-ins or 11,000, and nothing
 * reads the whole list before it paints. While the journal is still being read, `entries`
 * holds the newest ones and `total` says how many there are in all.
 * What the reader chose (search, month, pages shown) is kept with the history entry, so Back
 * from a check-in opened in full returns to the same place.
 */
export interface TimelineProps {
  /** Oldest first, in time order. */
  entries: readonly Entry[]
  /** How many check-ins the journal holds; more than `entries` while it is still being read. */
  total?: number
  now: Date
  /** A day to show alone ('YYYY-MM-DD'), or null for the whole Timeline. */
  day?: string | null
}

export function Timeline({ entries, total = entries.length, now, day = null }: TimelineProps) {
  const { t } = useLingui()
  const complete = entries.length >= total
  const [query, setQuery] = useRememberedState('query', '')
  const searched = useSettled(query.trim(), SEARCH_DELAY_MS)
  const [found, setFound] = useRememberedState('found', TIMELINE_PAGE)
  const [month, setMonth] = useRememberedState('month', '')
  const [range, setRange] = useRememberedState<Range>('range', { start: 0, shown: TIMELINE_PAGE })
  useKeptOnArrival(entries, setRange)
  const today = dayOnDevice(now.getTime())
  const dayOf = useMemo(() => deviceDayOf(dayOnDevice), [])
  const months = useMonths(entries, complete)
  const results = useMemo(
    () => (searched === '' ? null : searchEntries(entries, searched)),
    [entries, searched],
  )

  const stopPreparing = useRef<(() => void) | null>(null)
  useEffect(() => () => stopPreparing.current?.(), [])

  const top = useRef<HTMLDivElement>(null)
  const jumped = useRef(false)
  useEffect(() => {
    if (!jumped.current) return
    jumped.current = false
    top.current?.scrollIntoView({ block: 'start' })
  }, [range])

  const showOlder = useCallback(
    () => setRange((shown) => ({ ...shown, shown: shown.shown + TIMELINE_PAGE })),
    [setRange],
  )
  const showNewer = () =>
    setRange(({ start, shown }) => {
      const from = Math.max(0, start - TIMELINE_PAGE)
      return { start: from, shown: shown + start - from }
    })
  const showMoreFound = useCallback(() => setFound((n) => n + TIMELINE_PAGE), [setFound])

  if (day !== null) {
    return (
      <TimelineDay
        day={day}
        entries={entries}
        complete={complete}
        now={now}
        today={today}
        dayOf={dayOf}
      />
    )
  }

  if (entries.length === 0) {
    return (
      <EmptyState
        title={t`No entries yet`}
      >{t`Start checking in to see your journey unfold`}</EmptyState>
    )
  }

  const end = entries.length - Math.min(range.start, entries.length)
  const page = entries.slice(Math.max(0, end - range.shown), end).reverse()
  const older = Math.max(total, entries.length) - (entries.length - end) - page.length
  const shared = { now, today, dayOf }

  return (
    <div ref={top} className="flex scroll-mt-4 flex-col gap-4 pb-4">
      <TimelineTools
        query={query}
        onQuery={(value) => {
          setQuery(value)
          setFound(TIMELINE_PAGE)
        }}
        onSearchFocus={() => {
          stopPreparing.current?.()
          stopPreparing.current = prepareSearch(entries)
        }}
        months={months}
        month={month}
        onMonth={(value) => {
          setMonth(value)
          setQuery('')
          const target = months.find((item) => item.month === value)
          setRange({ start: target?.first ?? 0, shown: TIMELINE_PAGE })
          jumped.current = true
        }}
        status={results ? foundText(results.length, complete) : ''}
      />
      {results === null ? (
        <DayList
          {...shared}
          entries={page}
          older={older}
          onOlder={showOlder}
          newer={entries.length - end}
          onNewer={showNewer}
          label={t`Your check-ins`}
        />
      ) : results.length === 0 ? (
        <EmptyState title={t`No check-ins found`}>
          <Trans>Nothing you wrote matches “{searched}”. Try another word.</Trans>
        </EmptyState>
      ) : (
        <>
          <p aria-hidden="true" className="px-1 text-sm text-muted">
            {foundText(results.length, complete)}
          </p>
          <DayList
            {...shared}
            entries={results.slice(0, found)}
            older={results.length - Math.min(found, results.length)}
            onOlder={showMoreFound}
            label={t`Search results`}
          />
        </>
      )}
    </div>
  )
}

function foundText(count: number, complete: boolean): string {
  return complete
    ? plural(count, { one: '# check-in found', other: '# check-ins found' })
    : plural(count, {
        one: '# check-in found so far, still reading your journal',
        other: '# check-ins found so far, still reading your journal',
      })
}

interface Range {
  /** How many of the newest check-ins are above the page (a month jumped to). */
  start: number
  /** How many the page shows. */
  shown: number
}

/**
 * Check-ins arriving after the newest (saved here, or brought from another phone) join the
 * page at its top, and no card leaves it: on the first page it grows by them, and a page
 * further back stays where it is (they count in 'Show newer check-ins'). The cards the reader
 * has in view never move off the page, and the arrival draws its own card only.
 */
function useKeptOnArrival(entries: readonly Entry[], setRange: Dispatch<SetStateAction<Range>>) {
  const [seen, setSeen] = useState(entries)
  if (seen === entries) return
  setSeen(entries)
  const added = onlyAddedAfter(seen, entries) ? entries.length - seen.length : 0
  if (added > 0) {
    setRange(({ start, shown }) =>
      start > 0 ? { start: start + added, shown } : { start, shown: shown + added },
    )
  }
}

/** `value` once it has stayed the same for `ms` (at once when it is cleared). */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value)
  // Cleared: nothing of the last search may show when the next one is typed.
  if (value === '' && settled !== '') setSettled('')
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return value === '' ? '' : settled
}

/** The months of one version of the journal, and the zone they were counted in. */
interface CountedMonths {
  entries: readonly Entry[]
  months: TimelineMonth[]
  zone: string
}

const monthsRead = new WeakMap<readonly Entry[], CountedMonths>()
const NO_MONTHS: TimelineMonth[] = []

/**
 * The months to jump to, once the whole journal is read: counted after the Timeline has been
 * painted (a pass over every check-in), and once per version of the journal. A version that
 * only adds check-ins after the newest (one saved, or brought from another phone) is counted
 * from the newest version counted before it as it is drawn, in the zone that one was counted in.
 * That version is held here: the versions between it and an older one are held only weakly
 * (`onlyAddedAfter`), and once they are gone, counting from the older one would read the whole
 * journal again for each check-in that arrives.
 */
function useMonths(entries: readonly Entry[], complete: boolean): TimelineMonth[] {
  const [latest, setLatest] = useState<CountedMonths | null>(null)
  const known =
    monthsRead.get(entries) ?? (complete && latest ? withAdded(latest, entries) : undefined)
  // Held as the one the next version is counted from (a render-time update: no commit more).
  if (known !== undefined && known !== latest) setLatest(known)
  useEffect(() => {
    if (!complete || monthsRead.has(entries)) return
    const timer = setTimeout(() => {
      const zone = deviceTimeZone()
      const counted = { entries, months: monthsOf(entries, deviceDayOf(dayOnDevice, zone)), zone }
      monthsRead.set(entries, counted)
      setLatest(counted)
    }, 0)
    return () => clearTimeout(timer)
  }, [entries, complete])
  // Until this version of the journal is counted, the months of the one before.
  return known?.months ?? latest?.months ?? NO_MONTHS
}

/** `entries` counted from `from`, when they are its list with check-ins added after it. */
function withAdded(from: CountedMonths, entries: readonly Entry[]): CountedMonths | undefined {
  const before = from.entries
  if (entries.length <= before.length || !onlyAddedAfter(before, entries)) return undefined
  const added = entries.slice(before.length)
  const dayOf = deviceDayOf(dayOnDevice, from.zone)
  const counted = { entries, months: monthsWithAdded(from.months, added, dayOf), zone: from.zone }
  monthsRead.set(entries, counted)
  return counted
}
